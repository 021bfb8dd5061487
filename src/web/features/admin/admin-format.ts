import type { AdminCoupon } from '@shared/api/admin';
import { isUnlimited } from '@/features/billing';
import { formatCount, formatDate, formatPrice } from '@/lib/format';

/**
 * Display rules of the admin console (docs/product.md, 'Admin console'): limits, coupon values
 * and usage, fallback texts and badge styles. Pure, unit-tested. The figures themselves (money,
 * counts, dates) come from lib/format.ts.
 */

/** An API log's rung in its request, with the try it was: 'repair · try 2'. */
export function stepLabel(log: { step: string | null; attempt: number }): string | null {
  if (!log.step) return log.attempt > 1 ? `try ${log.attempt}` : null;
  return log.attempt > 1 ? `${log.step} · try ${log.attempt}` : log.step;
}

/** Plan limits: -1 or null is 'Unlimited' (docs/product.md, 'Plans tab'). */
export const formatLimit = (limit: number | null | undefined): string =>
  isUnlimited(limit) ? 'Unlimited' : formatCount(limit as number);

/** Coupon 'Value' column: 'N%' or '$N' (cents only when there are some). */
export function couponValue(coupon: Pick<AdminCoupon, 'type' | 'value'>): string {
  const amount = Number(coupon.value.toFixed(2));
  return coupon.type === 'percentage' ? `${amount}%` : formatPrice(amount);
}

/** Coupon 'Usage' column: 'used/max', with '∞' when there is no maximum. */
export const couponUsage = (coupon: Pick<AdminCoupon, 'usedCount' | 'maxUses'>): string =>
  `${coupon.usedCount}/${coupon.maxUses === null ? '∞' : coupon.maxUses}`;

/** Whether a coupon can be redeemed now: active, not past its date, uses left. */
export function couponRedeemable(
  coupon: Pick<AdminCoupon, 'isActive' | 'validUntil' | 'maxUses' | 'usedCount'>,
  now = Date.now(),
): boolean {
  if (!coupon.isActive) return false;
  if (coupon.validUntil && Date.parse(coupon.validUntil) < now) return false;
  return coupon.maxUses === null || coupon.usedCount < coupon.maxUses;
}

/** Dates as the tables show them ('Nov 22, 2026'); absent ones read 'N/A' (or the given text). */
export function formatDay(iso: string | null | undefined, absent = 'N/A'): string {
  return iso && !Number.isNaN(Date.parse(iso)) ? formatDate(iso) : absent;
}

type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success';

/**
 * Subscription status badge: active default, cancelled destructive, others secondary
 * (docs/product.md, 'Subscriptions tab').
 */
export function statusBadgeVariant(status: string): BadgeVariant {
  if (status === 'active') return 'default';
  if (status === 'cancelled') return 'destructive';
  return 'secondary';
}

export const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/**
 * Plan badge colours keyed to the names Free, Pro, Enterprise and Unlimited
 * (docs/product.md, 'Plans tab'); any other plan gets the neutral outline. Text and background
 * pairs keep 4.5:1 contrast.
 */
const PLAN_COLOURS: Record<string, string> = {
  free: 'border-transparent bg-slate-100 text-slate-700',
  pro: 'border-transparent bg-blue-100 text-blue-800',
  enterprise: 'border-transparent bg-violet-100 text-violet-800',
  unlimited: 'border-transparent bg-amber-100 text-amber-900',
};
export const planBadgeClass = (name: string | null | undefined): string =>
  PLAN_COLOURS[(name ?? '').trim().toLowerCase()] ?? 'bg-background text-foreground';

/** An audit entry's details as 'key: value' lines; nested values as compact JSON. */
export const detailPairs = (details: Record<string, unknown>): string[] =>
  Object.entries(details).map(
    ([key, value]) =>
      `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
  );
