import type { AdminPlan, AdminSubscription } from '@shared/api/admin';
import { SUBSCRIPTION_STATUSES } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatPlanPrice } from '@/features/billing';
import { formatCount } from '@/lib/format';
import { useAdminPlans, useSubscriptions } from './admin-api';
import { capitalise, formatDay, statusBadgeVariant } from './admin-format';
import { useUpdateSubscription } from './admin-mutations';
import { PlanBadge } from './admin-parts';
import { TableCard } from './table-card';

/**
 * Subscription Management (docs/product.md, 'Subscriptions tab'): User, Plan, Status, Start Date, End Date, Actions
 * (a plan dropdown and a status dropdown: Active, Cancelled, Expired).
 */
export function SubscriptionsTab() {
  const subscriptions = useSubscriptions();
  const plans = useAdminPlans();
  const count = subscriptions.data?.length ?? 0;
  return (
    <TableCard
      id="subscriptions"
      title="Subscription Management"
      description="Move a subscriber to another plan or change the status of a subscription."
      footer={
        subscriptions.data && (
          <span className="text-muted-foreground">
            {formatCount(count)} {count === 1 ? 'subscription' : 'subscriptions'}
          </span>
        )
      }
      query={subscriptions}
      label="Subscriptions"
      empty={{
        title: 'No subscriptions yet',
        text: 'Subscriptions appear here when users choose a plan or an admin assigns one.',
      }}
      columns={
        <>
          <TableHead>User</TableHead>
          <TableHead>Plan</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Start Date</TableHead>
          {/* Narrower than lg the end date goes under the start date, so the row fits. */}
          <TableHead className="max-lg:hidden">End Date</TableHead>
          <TableHead pinned>Actions</TableHead>
        </>
      }
    >
      {(subscription) => (
        <SubscriptionRow key={subscription.id} subscription={subscription} plans={plans.data ?? []} />
      )}
    </TableCard>
  );
}

function SubscriptionRow({ subscription, plans }: { subscription: AdminSubscription; plans: AdminPlan[] }) {
  const update = useUpdateSubscription();
  const { user, plan } = subscription;
  // The subscription's own plan is always offered, even if the plan list is still loading.
  const options = plans.some((p) => p.id === plan.id) ? plans : [plan, ...plans];
  return (
    <TableRow data-testid="subscription-row" data-id={subscription.id} data-username={user.username}>
      <TableCell typed>
        <div className="font-medium">{user.username}</div>
        <div className="text-xs text-muted-foreground">{user.email || 'No email'}</div>
      </TableCell>
      <TableCell>
        <PlanBadge name={plan.name} />
        <div className="mt-1 text-xs whitespace-nowrap text-muted-foreground">{formatPlanPrice(plan)}</div>
      </TableCell>
      <TableCell>
        <Badge variant={statusBadgeVariant(subscription.status)} data-testid="status-badge">
          {capitalise(subscription.status)}
        </Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {formatDay(subscription.startDate)}
        {subscription.endDate && (
          <div className="text-xs text-muted-foreground lg:hidden">
            Ends {formatDay(subscription.endDate)}
          </div>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap max-lg:hidden">{formatDay(subscription.endDate)}</TableCell>
      <TableCell pinned>
        {/* One above the other until xl: side by side they made the table wider than its card. */}
        <div className="flex flex-col gap-2 xl:flex-row">
          <Select
            value={String(plan.id)}
            disabled={update.isPending}
            onValueChange={(planId) => update.mutate({ id: subscription.id, planId: Number(planId) })}
          >
            <SelectTrigger
              // A long plan name wraps inside the trigger instead of being cut to "Agency…".
              className="h-auto min-h-8 w-36 py-1.5 text-left [&>span]:whitespace-normal! [&>span]:[overflow-wrap:anywhere]"
              aria-label={`Plan of ${user.username}'s subscription`}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.id} value={String(option.id)}>
                  {option.name}
                  {!option.isActive && ' (inactive)'}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select
            value={subscription.status}
            disabled={update.isPending}
            onValueChange={(status) =>
              update.mutate({ id: subscription.id, status: status as (typeof SUBSCRIPTION_STATUSES)[number] })
            }
          >
            <SelectTrigger className="h-8 w-32" aria-label={`Status of ${user.username}'s subscription`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SUBSCRIPTION_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {capitalise(status)}
                </SelectItem>
              ))}
              {/* A checkout awaiting payment: shown as it is, not a choice an admin can make. */}
              {subscription.status === 'incomplete' && (
                <SelectItem value="incomplete" disabled>
                  Incomplete
                </SelectItem>
              )}
            </SelectContent>
          </Select>
        </div>
      </TableCell>
    </TableRow>
  );
}
