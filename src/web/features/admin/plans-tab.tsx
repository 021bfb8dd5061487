import { useState } from 'react';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';
import { useAdminPlans } from './admin-api';
import { capitalise, formatLimit } from './admin-format';
import { useDeletePlan, useUpdatePlanFields } from './admin-mutations';
import { ActiveToggle, PlanBadge } from './admin-parts';
import { PlanDialog, type PlanDialogState } from './plan-dialog';
import { CreateButton, EditDeleteButtons, TableCard } from './table-card';

/**
 * Subscription Plans (docs/product.md, 'Plans tab'): Plan Name, Price, Interval, Limits, Status, Actions.
 * Deleting asks no confirmation; the server refuses a plan anyone subscribed
 * to, and the toast says so. The Active switch is how a plan stops being offered.
 */
export function PlansTab() {
  const plans = useAdminPlans();
  const [dialog, setDialog] = useState<PlanDialogState>(null);
  const remove = useDeletePlan();
  const setActive = useUpdatePlanFields();
  return (
    <>
      <TableCard
        id="plans"
        title="Subscription Plans"
        description="Plans offered on the upgrade page. Inactive plans stay with their subscribers."
        actions={<CreateButton label="Create Plan" onClick={() => setDialog({ mode: 'create' })} />}
        query={plans}
        label="Plans"
        empty={{ title: 'No plans yet', text: 'Create a plan to start selling subscriptions.' }}
        columns={
          <>
            <TableHead>Plan Name</TableHead>
            <TableHead>Price</TableHead>
            {/* Narrower than lg the interval goes under the price, so the row fits its card. */}
            <TableHead className="max-lg:hidden">Interval</TableHead>
            <TableHead>Limits</TableHead>
            <TableHead>Status</TableHead>
          </>
        }
        rowActions
      >
        {(plan) => (
          <TableRow key={plan.id} data-testid="plan-row" data-plan={plan.name}>
            <TableCell className="max-w-64">
              <PlanBadge name={plan.name} />
              {plan.description && (
                <p className="mt-1 line-clamp-2 min-w-40 text-xs text-muted-foreground">{plan.description}</p>
              )}
            </TableCell>
            <TableCell className="font-medium tabular-nums">
              {formatMoney(plan.price)}
              <div className="text-xs font-normal text-muted-foreground lg:hidden">
                {capitalise(plan.interval)}
              </div>
            </TableCell>
            <TableCell className="max-lg:hidden">{capitalise(plan.interval)}</TableCell>
            <TableCell className="text-xs whitespace-nowrap">
              <div>
                <span className="text-muted-foreground">Pages:</span> {formatLimit(plan.maxLandingPages)}
              </div>
              <div>
                <span className="text-muted-foreground">Versions:</span> {formatLimit(plan.maxVersions)}
              </div>
            </TableCell>
            <TableCell>
              <ActiveToggle
                item={plan}
                what={`Plan ${plan.name}`}
                pending={setActive.isPending}
                onChange={(isActive) => setActive.mutate({ plan, body: { isActive } })}
              />
            </TableCell>
            <TableCell pinned>
              <EditDeleteButtons
                name={plan.name}
                onEdit={() => setDialog({ mode: 'edit', item: plan })}
                onDelete={() => remove.mutate(plan)}
                deleting={remove.isPending}
              />
            </TableCell>
          </TableRow>
        )}
      </TableCard>
      <PlanDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
