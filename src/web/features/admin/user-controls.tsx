import type { AdminPlan, AdminUser } from '@shared/api/admin';
import { PER_REQUEST_TOKEN_FALLBACK } from '@shared/constants';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatCount } from '@/lib/format';
import { useAssignPlan, useChangeRole } from './admin-mutations';

/** The per-user controls of the Users tab: role, plan assignment and the token-limit summary. */

/** User / Admin. The server refuses demoting yourself or the last admin; its message is the toast. */
export function RoleSelect({ user }: { user: AdminUser }) {
  const changeRole = useChangeRole();
  return (
    <Select
      value={user.role}
      disabled={changeRole.isPending}
      onValueChange={(role) =>
        changeRole.mutate({ id: user.id, username: user.username, role: role as 'user' | 'admin' })
      }
    >
      <SelectTrigger className="h-8 w-[6.5rem]" aria-label={`Role of ${user.username}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="user">User</SelectItem>
        <SelectItem value="admin">Admin</SelectItem>
      </SelectContent>
    </Select>
  );
}

/** Puts the user on a plan at once (inactive plans too: an admin may grandfather someone). */
export function AssignPlanSelect({ user, plans }: { user: AdminUser; plans: AdminPlan[] }) {
  const assign = useAssignPlan();
  return (
    // Always back to the placeholder: this is an action, the badge beside it shows the plan.
    <Select
      value=""
      disabled={assign.isPending || plans.length === 0}
      onValueChange={(planId) => assign.mutate({ userId: user.id, planId: Number(planId) })}
    >
      <SelectTrigger className="h-8 w-[9.5rem]" aria-label={`Assign a plan to ${user.username}`}>
        <SelectValue placeholder="Assign plan" />
      </SelectTrigger>
      <SelectContent>
        {plans.map((plan) => (
          <SelectItem key={plan.id} value={String(plan.id)}>
            {plan.name}
            {!plan.isActive && ' (inactive)'}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

const KINDS = [
  { key: 'maxGenerateTokensPerRequest', label: 'Generate', fallback: PER_REQUEST_TOKEN_FALLBACK.generate },
  { key: 'maxModifyTokensPerRequest', label: 'Modify', fallback: PER_REQUEST_TOKEN_FALLBACK.modify },
  { key: 'maxVariationTokensPerRequest', label: 'Variation', fallback: PER_REQUEST_TOKEN_FALLBACK.variation },
] as const;

/** Per-request token limits; unset ones show the fallbacks the server applies (PER_REQUEST_TOKEN_FALLBACK), marked. */
export function TokenLimitsSummary({ user }: { user: AdminUser }) {
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs leading-5" data-testid="token-limits-summary">
      {KINDS.map(({ key, label, fallback }) => {
        const value = user[key];
        return (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">
              {formatCount(value ?? fallback)}
              {value === null && <span className="ml-1 text-muted-foreground">(default)</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
