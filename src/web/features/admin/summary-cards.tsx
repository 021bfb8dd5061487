import { CreditCard, DollarSign, Ticket, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCoupons, useSubscriptions, useUsersPage } from './admin-api';
import { activeRevenue, couponRedeemable, formatCount, formatMoney } from './admin-format';

/**
 * The four figures at the top of /admin (spec section 2): total users, active subscriptions,
 * active coupons and total revenue (the prices of active subscriptions, 2 decimals).
 */
export function SummaryCards() {
  // One row is enough: the answer carries the total number of users.
  const users = useUsersPage('', 1, 1);
  const subscriptions = useSubscriptions();
  const coupons = useCoupons();
  const subs = subscriptions.data ?? [];
  const active = subs.filter((subscription) => subscription.status === 'active').length;
  const redeemable = (coupons.data ?? []).filter((coupon) => couponRedeemable(coupon)).length;

  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Figure label="Total users" icon={Users} loading={users.isLoading} testId="total-users">
        {formatCount(users.data?.total ?? 0)}
      </Figure>
      <Figure
        label="Active subscriptions"
        icon={CreditCard}
        loading={subscriptions.isLoading}
        testId="active-subscriptions"
        hint={`${formatCount(subs.length)} in all`}
      >
        {formatCount(active)}
      </Figure>
      <Figure
        label="Active coupons"
        icon={Ticket}
        loading={coupons.isLoading}
        testId="active-coupons"
        hint="Active, unexpired, uses left"
      >
        {formatCount(redeemable)}
      </Figure>
      <Figure
        label="Total revenue"
        icon={DollarSign}
        loading={subscriptions.isLoading}
        testId="total-revenue"
        hint="Active subscription prices"
      >
        {formatMoney(activeRevenue(subs))}
      </Figure>
    </section>
  );
}

function Figure(props: {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  loading: boolean;
  testId: string;
  hint?: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <div className="min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-5" data-testid={props.testId}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm leading-tight font-medium text-muted-foreground">{props.label}</h2>
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 sm:flex">
          <Icon aria-hidden={true} className="size-4 text-primary" />
        </span>
      </div>
      {props.loading ? (
        <Skeleton className="mt-3 h-8 w-20" />
      ) : (
        <p
          className="mt-2 truncate text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl"
          data-value
        >
          {props.children}
        </p>
      )}
      {props.hint && <p className="mt-1 text-xs leading-snug text-muted-foreground">{props.hint}</p>}
    </div>
  );
}
