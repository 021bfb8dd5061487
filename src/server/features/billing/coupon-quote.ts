import { isNotNull, sql } from 'drizzle-orm';
import type { CouponQuote } from '../../../shared/api/billing.ts';
import type { Db } from '../../db/client.ts';
import { coupons, userSubscriptions } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { hasUsedCoupon } from './coupon-uses.ts';
import type { PlanRow } from './current-plan.ts';
import { COUPON_ALREADY_USED, COUPON_EXHAUSTED } from './messages.ts';
import { discountedCents, fromCents, toCents } from './money.ts';
import { hasUnpaidCheckout } from './unpaid-checkouts.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_EXPIRED = 'This coupon has expired';
export const couponNotApplicable = (planName: string) => `This coupon does not apply to the ${planName} plan`;

export interface PricedCoupon {
  coupon: CouponRow;
  quote: CouponQuote;
  /** What the user pays per interval with the coupon. */
  discountedCents: number;
}

/**
 * Finds a coupon by code (any case) and checks it is usable on `plan` right now: active (an
 * inactive one answers like a missing one), not expired, not used by this user before, not
 * used up, and applicable. The usage checks here are advisory; the use itself is claimed
 * atomically (coupon-uses.ts).
 */
export async function priceWithCoupon(
  db: Db,
  options: { code: string; plan: PlanRow; userId: number },
): Promise<PricedCoupon> {
  const { code, plan } = options;
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`)
    .limit(1);
  if (!coupon?.isActive) throw notFound(COUPON_NOT_FOUND);
  if (coupon.validUntil && coupon.validUntil.getTime() <= Date.now()) throw new AppError(422, COUPON_EXPIRED);
  // A use this user's open checkout for this plan holds (maybe the last one) is not a second
  // use: choosing the plan again reuses that checkout.
  const held = await holdsOpenCheckout(db, { userId: options.userId, planId: plan.id, couponId: coupon.id });
  if (!held) {
    if (await hasUsedCoupon(db, { couponId: coupon.id, userId: options.userId })) {
      throw conflict(COUPON_ALREADY_USED);
    }
    if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw conflict(COUPON_EXHAUSTED);
  }
  if (coupon.applicablePlans.length > 0 && !coupon.applicablePlans.includes(plan.id)) {
    throw new AppError(422, couponNotApplicable(plan.name));
  }
  const priceCents = toCents(plan.price);
  const finalCents = discountedCents(priceCents, coupon);
  return {
    coupon,
    discountedCents: finalCents,
    quote: {
      code: coupon.code.toUpperCase(),
      type: coupon.type,
      value: fromCents(toCents(coupon.value)),
      description: coupon.description,
      originalPrice: fromCents(priceCents),
      discountedPrice: fromCents(finalCents),
    },
  };
}

/** Whether the user has an open checkout for this plan holding a use of this coupon. */
function holdsOpenCheckout(db: Db, options: { userId: number; planId: number; couponId: number }) {
  return hasUnpaidCheckout(db, options, isNotNull(userSubscriptions.stripeSubscriptionId));
}
