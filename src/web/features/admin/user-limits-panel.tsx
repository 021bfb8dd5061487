import type { AdminUser } from '@shared/api/admin';
import { PER_REQUEST_TOKEN_FALLBACK, PER_REQUEST_TOKEN_MAX } from '@shared/constants';
import { USAGE_KINDS } from '@shared/plan-allowances';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useAdminPlans, useSubscriptions, useUserUsage } from './admin-api';
import { formatLimit } from './admin-format';
import {
  byKind,
  MONTHLY_LIMIT_FIELDS,
  parseTokenLimits,
  TOKEN_KINDS,
  type TokenKind,
  tokenLimitsForm,
} from './admin-forms';
import { useSetTokenLimits } from './admin-mutations';
import { PlanBadge } from './admin-parts';
import { LimitsForm } from './limit-fields';
import { MONTHLY_LABELS, PlanLimitsForm } from './plan-limits-form';

const LABELS: Record<TokenKind, string> = {
  generate: 'Generate',
  modify: 'Modify',
  variation: 'Variation',
};
// Unset limits show the fallbacks the server applies (PER_REQUEST_TOKEN_FALLBACK) as the placeholder.
const DEFAULTS = byKind(TOKEN_KINDS, (kind) => formatCount(PER_REQUEST_TOKEN_FALLBACK[kind]));
const DEFAULT_HINTS = byKind(TOKEN_KINDS, (kind) => ` · default ${DEFAULTS[kind]}`);

/**
 * One user's limits: per-request token maximums (clamped to 20000 / 15000 / 10000; empty = the
 * plan's value, else the default), this month's usage, and the monthly-limit form of the plan of
 * their active subscription, or 'User has no active subscription' (docs/product.md, 'Users tab').
 */
export function UserLimitsPanel({ user, idPrefix }: { user: AdminUser; idPrefix: string }) {
  const subscriptions = useSubscriptions();
  const plans = useAdminPlans();
  const usage = useUserUsage(user.id);
  const active = subscriptions.data?.find((s) => s.userId === user.id && s.status === 'active');
  // The list's copy of the plan is the freshest (the subscription embeds one as it was read).
  const plan = active ? (plans.data?.find((p) => p.id === active.planId) ?? active.plan) : null;

  return (
    <div className="grid gap-6">
      <TokenLimitsForm user={user} idPrefix={`${idPrefix}-tokens`} />

      <section aria-labelledby={`${idPrefix}-usage-heading`} className="grid gap-3">
        <h3 id={`${idPrefix}-usage-heading`} className="text-sm font-semibold">
          Usage this month
        </h3>
        <dl className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4" data-testid="user-monthly-usage">
          {USAGE_KINDS.map((kind) => {
            const limit = plan ? plan[MONTHLY_LIMIT_FIELDS[kind]] : null;
            return (
              <div
                key={kind}
                className="flex items-baseline justify-between gap-2 rounded-lg border bg-muted/30 px-3 py-2 sm:block sm:p-3"
              >
                <dt className="text-xs text-muted-foreground">{MONTHLY_LABELS[kind]}</dt>
                <dd className="flex items-baseline text-lg font-semibold tabular-nums sm:mt-1">
                  {usage.data ? formatCount(usage.data[kind]) : <Skeleton className="h-6 w-10" />}
                  {plan && (
                    <span className="ml-1 text-xs font-normal text-muted-foreground">
                      / {formatLimit(limit)}
                    </span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <section aria-labelledby={`${idPrefix}-plan-heading`} className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${idPrefix}-plan-heading`} className="text-sm font-semibold">
            Plan monthly limits
          </h3>
          {plan && <PlanBadge name={plan.name} />}
        </div>
        {subscriptions.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : plan ? (
          <>
            <p className="text-xs text-muted-foreground">
              Requests per calendar month for everyone on the {plan.name} plan; -1 or empty is unlimited.
            </p>
            <PlanLimitsForm key={plan.id} plan={plan} idPrefix={`${idPrefix}-plan`} />
          </>
        ) : (
          <p className="rounded-lg border border-dashed p-4 text-sm" data-testid="no-active-subscription">
            User has no active subscription
            <span className="mt-1 block text-xs text-muted-foreground">
              The {user.planName ?? 'Free'} plan's limits apply until a plan is assigned.
            </span>
          </p>
        )}
      </section>
    </div>
  );
}

function TokenLimitsForm({ user, idPrefix }: { user: AdminUser; idPrefix: string }) {
  const save = useSetTokenLimits();
  return (
    <LimitsForm
      aria-labelledby={`${idPrefix}-heading`}
      kinds={TOKEN_KINDS}
      stored={tokenLimitsForm(user)}
      parse={parseTokenLimits}
      toForm={tokenLimitsForm}
      onSave={(limits) => save.mutate({ userId: user.id, limits })}
      pending={save.isPending}
      saveLabel="Save token limits"
      idPrefix={idPrefix}
      labels={LABELS}
      labelSuffix="tokens per request"
      max={PER_REQUEST_TOKEN_MAX}
      empty={DEFAULTS}
      hints={DEFAULT_HINTS}
    >
      <div>
        <h3 id={`${idPrefix}-heading`} className="text-sm font-semibold">
          Per-request token limits
        </h3>
        <p className="mt-1 text-xs text-muted-foreground">
          The most output tokens one request may use. Empty uses the plan's value, else the default.
        </p>
      </div>
    </LimitsForm>
  );
}
