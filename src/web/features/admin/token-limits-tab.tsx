import type { AdminUser } from '@shared/api/admin';
import { useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useAdminPlans, useUsersPage } from './admin-api';
import { EmptyState, PlanBadge, QueryState, SectionCard } from './admin-parts';
import { PlanLimitsForm } from './plan-limits-form';
import { UserLimitsPanel } from './user-limits-panel';

const PICKER_SIZE = 8;

/**
 * Token Limits (docs/product.md, 'Token Limits tab'): every plan's monthly-limit form, and one
 * user's per-request token limits with their plan's limits or 'User has no active subscription'.
 */
export function TokenLimitsTab() {
  const plans = useAdminPlans();
  return (
    <div className="grid min-w-0 gap-6">
      <SectionCard
        id="plan-limits"
        title="Plan monthly limits"
        description="Requests each subscriber may make per calendar month. -1 or empty is unlimited; larger values are lowered to the maximum."
      >
        <QueryState query={plans}>
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState title="No plans yet" />
            ) : (
              <ul className="divide-y">
                {rows.map((plan) => (
                  <li
                    key={plan.id}
                    className="grid gap-3 px-6 py-5 lg:grid-cols-[10rem_1fr] lg:gap-6"
                    data-testid="plan-limits"
                    data-plan={plan.name}
                  >
                    <div className="flex items-center gap-2 lg:flex-col lg:items-start lg:pt-7">
                      <PlanBadge name={plan.name} />
                      {!plan.isActive && <span className="text-xs text-muted-foreground">Inactive</span>}
                    </div>
                    <PlanLimitsForm plan={plan} idPrefix={`plan-${plan.id}-limits`} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </SectionCard>
      <UserLimitsCard />
    </div>
  );
}

function UserLimitsCard() {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const users = useUsersPage(search.trim(), 1, PICKER_SIZE);
  const current = (selected && users.data?.users.find((u) => u.id === selected.id)) ?? selected;
  return (
    <Card role="region" aria-labelledby="user-limits-heading" className="min-w-0 gap-5">
      <CardHeader>
        <h2 id="user-limits-heading" className="text-lg leading-none font-semibold">
          User token limits
        </h2>
        <CardDescription>
          Pick a user to set their per-request token maximums (20,000 generate, 15,000 modify, 10,000
          variation) and see their month.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <SearchInput
            value={search}
            onValueChange={setSearch}
            label="Find a user"
            placeholder="Find a user..."
            className="sm:max-w-sm"
          />
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Users</legend>
            {users.data?.users.map((user) => (
              <button
                key={user.id}
                type="button"
                aria-pressed={current?.id === user.id}
                onClick={() => setSelected(user)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring',
                  current?.id === user.id &&
                    'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                )}
              >
                {user.username}
              </button>
            ))}
            {users.data && users.data.users.length === 0 && (
              <p className="text-sm text-muted-foreground">No matching users.</p>
            )}
          </fieldset>
        </div>
        {current ? (
          <div className="rounded-lg border p-3 sm:p-5" data-testid="user-limits-panel">
            <p className="mb-4 text-sm">
              Limits of <strong className="font-semibold">{current.username}</strong>
            </p>
            <UserLimitsPanel key={current.id} user={current} idPrefix={`tab-user-${current.id}`} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No user selected.</p>
        )}
      </CardContent>
    </Card>
  );
}
