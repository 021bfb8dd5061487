import type { AdminPlan } from '@shared/api/admin';
import { MONTHLY_LIMIT_MAX } from '@shared/constants';
import { type FormEvent, useState } from 'react';
import { monthlyLimitsForm, parseMonthlyLimits } from './admin-forms';
import { useUpdatePlanFields } from './admin-mutations';
import { clampNote, LimitFields, type LimitKind, SaveLimitsRow, useSyncedLimits } from './limit-fields';

const LABELS: Record<LimitKind, string> = {
  generate: 'Generations',
  modify: 'AI edits',
  variation: 'Variations',
};
const EMPTY: Record<LimitKind, string> = {
  generate: 'Unlimited',
  modify: 'Unlimited',
  variation: 'Unlimited',
};

/**
 * A plan's monthly-limit form (docs/product.md, 'Token Limits tab'): maximums 10000 / 5000 / 2000,
 * -1 or empty = unlimited. Larger values are clamped and the admin is told so.
 */
export function PlanLimitsForm({ plan, idPrefix }: { plan: AdminPlan; idPrefix: string }) {
  const [form, setForm] = useSyncedLimits(monthlyLimitsForm(plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<string | null>(null);
  const update = useUpdatePlanFields();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMonthlyLimits(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setNote(null);
      return;
    }
    setErrors({});
    setNote(clampNote(form, MONTHLY_LIMIT_MAX, LABELS));
    setForm(monthlyLimitsForm({ ...plan, ...parsed.value }));
    update.mutate({ plan, body: parsed.value });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={`Monthly limits of ${plan.name}`}>
      <LimitFields
        idPrefix={idPrefix}
        form={form}
        errors={errors}
        labels={LABELS}
        labelSuffix="per month"
        max={MONTHLY_LIMIT_MAX}
        empty={EMPTY}
        onChange={(kind, value) => {
          setNote(null);
          setForm((current) => ({ ...current, [kind]: value }));
        }}
      />
      <SaveLimitsRow pending={update.isPending} label="Save limits" note={note} />
    </form>
  );
}
