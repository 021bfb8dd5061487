import type { AdminPlan } from '@shared/api/admin';
import { MONTHLY_LIMIT_MAX } from '@shared/constants';
import { USAGE_KINDS, type UsageKind } from '@shared/plan-allowances';
import { byKind, monthlyLimitsForm, parseMonthlyLimits } from './admin-forms';
import { useUpdatePlanFields } from './admin-mutations';
import { LimitsForm } from './limit-fields';

/** The kinds of request as a month counts them (the plan's limits, a user's usage). */
export const MONTHLY_LABELS: Record<UsageKind, string> = {
  generate: 'Generations',
  modify: 'AI edits',
  variation: 'Variations',
  ask: 'Chat questions',
};
const EMPTY = byKind(USAGE_KINDS, () => 'Unlimited');

/**
 * A plan's monthly-limit form (docs/product.md, 'Token Limits tab'): maximums 10000 / 5000 /
 * 2000 / 10000, -1 or empty = unlimited. Larger values are clamped and the admin is told so.
 */
export function PlanLimitsForm({ plan, idPrefix }: { plan: AdminPlan; idPrefix: string }) {
  const update = useUpdatePlanFields();
  return (
    <LimitsForm
      aria-label={`Monthly limits of ${plan.name}`}
      kinds={USAGE_KINDS}
      stored={monthlyLimitsForm(plan)}
      parse={parseMonthlyLimits}
      toForm={monthlyLimitsForm}
      onSave={(body) => update.mutate({ plan, body })}
      pending={update.isPending}
      saveLabel="Save limits"
      idPrefix={idPrefix}
      labels={MONTHLY_LABELS}
      labelSuffix="per month"
      max={MONTHLY_LIMIT_MAX}
      empty={EMPTY}
    />
  );
}
