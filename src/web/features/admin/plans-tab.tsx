import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';
import { useAdminPlans } from './admin-api';
import { capitalise, formatLimit } from './admin-format';
import { useDeletePlan, useUpdatePlanFields } from './admin-mutations';
import { ActiveToggle, EmptyState, PlanBadge, QueryState, SectionCard } from './admin-parts';
import { PlanDialog, type PlanDialogState } from './plan-dialog';

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
    <SectionCard
      id="plans"
      title="Subscription Plans"
      description="Plans offered on the upgrade page. Inactive plans stay with their subscribers."
      actions={
        <Button onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Create Plan
        </Button>
      }
    >
      <QueryState query={plans}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="No plans yet">Create a plan to start selling subscriptions.</EmptyState>
          ) : (
            <Table label="Plans">
              <TableHeader>
                <TableRow>
                  <TableHead>Plan Name</TableHead>
                  <TableHead>Price</TableHead>
                  {/* Narrower than lg the interval goes under the price, so the row fits its card. */}
                  <TableHead className="max-lg:hidden">Interval</TableHead>
                  <TableHead>Limits</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead pinned className="text-right">
                    Actions
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((plan) => (
                  <TableRow key={plan.id} data-testid="plan-row" data-plan={plan.name}>
                    <TableCell className="max-w-64">
                      <PlanBadge name={plan.name} />
                      {plan.description && (
                        <p className="mt-1 line-clamp-2 min-w-40 text-xs text-muted-foreground">
                          {plan.description}
                        </p>
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
                        <span className="text-muted-foreground">Pages:</span>{' '}
                        {formatLimit(plan.maxLandingPages)}
                      </div>
                      <div>
                        <span className="text-muted-foreground">Versions:</span>{' '}
                        {formatLimit(plan.maxVersions)}
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
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${plan.name}`}
                          onClick={() => setDialog({ mode: 'edit', item: plan })}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${plan.name}`}
                          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(plan)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
      <PlanDialog state={dialog} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}
