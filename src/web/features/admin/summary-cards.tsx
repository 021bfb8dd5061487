import { BadgeDollarSign, CreditCard, DollarSign, Repeat, Ticket, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatMoney } from '@/lib/format';
import { useCoupons, useRevenue, useSubscriptions, useUsersPage } from './admin-api';
import { couponRedeemable } from './admin-format';

/**
 * The figures at the top of /admin: total users, active subscriptions, active coupons, and
 * revenue. Revenue is what Stripe collected after coupons, never the list price of a plan an
 * admin assigned or a free plan, with the monthly recurring revenue and the subscriptions
 * paying now beside it (GET /api/admin/revenue).
 */
export function SummaryCards() {
  // One row is enough: the answer carries the total number of users.
  const users = useUsersPage('', 1, 1);
  const subscriptions = useSubscriptions();
  const coupons = useCoupons();
  const revenue = useRevenue();
  const subs = subscriptions.data ?? [];
  const active = subs.filter((subscription) => subscription.status === 'active').length;
  const redeemable = (coupons.data ?? []).filter((coupon) => couponRedeemable(coupon)).length;

  const figures: FigureProps[] = [
    {
      label: 'Total users',
      icon: Users,
      loading: users.isLoading,
      testId: 'total-users',
      value: formatCount(users.data?.total ?? 0),
    },
    {
      label: 'Active subscriptions',
      icon: CreditCard,
      loading: subscriptions.isLoading,
      testId: 'active-subscriptions',
      hint: `${formatCount(subs.length)} in all`,
      value: formatCount(active),
    },
    {
      label: 'Active coupons',
      icon: Ticket,
      loading: coupons.isLoading,
      testId: 'active-coupons',
      hint: 'Active, unexpired, uses left',
      value: formatCount(redeemable),
    },
    {
      label: 'Total revenue',
      icon: DollarSign,
      loading: revenue.isLoading,
      testId: 'total-revenue',
      hint: 'Collected by Stripe, after coupons',
      value: formatMoney(revenue.data?.totalRevenue ?? 0),
    },
    {
      label: 'Monthly recurring revenue',
      icon: Repeat,
      loading: revenue.isLoading,
      testId: 'monthly-recurring-revenue',
      hint: 'Latest payment of each paying subscription; yearly ÷ 12',
      value: formatMoney(revenue.data?.monthlyRecurringRevenue ?? 0),
    },
    {
      label: 'Paying subscriptions',
      icon: BadgeDollarSign,
      loading: revenue.isLoading,
      testId: 'paying-subscriptions',
      hint: 'Active, last paid above $0',
      value: formatCount(revenue.data?.payingSubscriptions ?? 0),
    },
  ];

  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
      {figures.map((figure) => (
        <Figure key={figure.testId} {...figure} />
      ))}
    </section>
  );
}

interface FigureProps {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  loading: boolean;
  testId: string;
  hint?: string;
  value: string;
}

function Figure(props: FigureProps) {
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
          {props.value}
        </p>
      )}
      {props.hint && <p className="mt-1 text-xs leading-snug text-muted-foreground">{props.hint}</p>}
    </div>
  );
}
