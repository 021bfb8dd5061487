import type { CouponQuote, Meter, SubscriptionPlan } from '@shared/api/billing';
import { type PlanLimitsView, planAllowanceLines } from '@shared/plan-allowances';
import { formatCount, formatPrice, formatUtcMonth } from '@/lib/format';

/**
 * Pure display rules of the upgrade page (docs/product.md, 'Upgrade page'): prices, the
 * feature lines of a plan card, coupon discounts and usage meters.
 */

type PricedPlan = Pick<SubscriptionPlan, 'price' | 'interval'>;

/** '${price}/{interval}' when the price is above 0 ('$29/monthly'), else just the price ('$0'). */
export function formatPlanPrice(plan: PricedPlan, price = plan.price): string {
  return price > 0 ? `${formatPrice(price)}/${plan.interval}` : formatPrice(price);
}

/** -1 or null means unlimited (docs/product.md, 'Plans'). */
export const isUnlimited = (limit: number | null | undefined): boolean =>
  limit === null || limit === undefined || limit < 0;

export const isMostPopular = (plan: Pick<SubscriptionPlan, 'name'>) => plan.name === 'Pro';

/**
 * The card's feature list: the plan's own features, then what its limits allow (pages,
 * versions per page and the monthly allowances, 'Unlimited …' where a limit is -1 or null),
 * written from the same columns the server enforces. A line already among the features is
 * not repeated.
 */
export function planFeatureLines(plan: Pick<SubscriptionPlan, 'features'> & PlanLimitsView): string[] {
  const lines = plan.features.map((feature) => feature.trim()).filter(Boolean);
  return [...new Set([...lines, ...planAllowanceLines(plan)])];
}

/** Only active plans are offered (the list also holds inactive ones: docs/product.md, 'API'). */
export const activePlans = <T extends Pick<SubscriptionPlan, 'isActive'>>(plans: readonly T[]): T[] =>
  plans.filter((plan) => plan.isActive);

/** 'Payment Unavailable' shows when no publishable key is configured and any plan costs money. */
export const paymentUnavailable = (
  publishableKey: string | null | undefined,
  plans: readonly Pick<SubscriptionPlan, 'price'>[],
): boolean => !publishableKey && plans.some((plan) => plan.price > 0);

/** What a coupon takes off: '20% off' or '$5 off'. */
export function discountLabel(quote: Pick<CouponQuote, 'type' | 'value'>): string {
  return quote.type === 'percentage'
    ? `${Number(quote.value.toFixed(2))}% off`
    : `${formatPrice(quote.value)} off`;
}

/** The price a coupon leaves, for display: 'Subscribing to Pro plan - $47.20/monthly'. */
export function subscribingLine(
  plan: Pick<SubscriptionPlan, 'name' | 'price' | 'interval'>,
  price = plan.price,
) {
  return `Subscribing to ${plan.name} plan - ${formatPlanPrice(plan, price)}`;
}

export interface MeterView {
  /** '2 of 3', '7 of unlimited'. */
  text: string;
  /** 0 to 100; null when unlimited (no bar is drawn). */
  percent: number | null;
  /** At or over the limit. */
  full: boolean;
}

export function meterView(meter: Meter): MeterView {
  const used = formatCount(meter.used);
  if (isUnlimited(meter.limit)) return { text: `${used} used · Unlimited`, percent: null, full: false };
  const limit = meter.limit as number;
  const percent = limit === 0 ? 100 : Math.min(100, Math.round((meter.used / limit) * 100));
  return { text: `${used} of ${formatCount(limit)}`, percent, full: meter.used >= limit };
}

/** 'YYYY-MM' to 'June 2025' (the calendar month the monthly meters count, in UTC). */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return formatUtcMonth(date);
}
