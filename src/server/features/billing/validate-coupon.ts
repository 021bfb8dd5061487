import type { CouponQuote } from '../../../shared/api/billing.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { priceWithCoupon } from './coupon-quote.ts';
import type { BillingDeps } from './deps.ts';
import { findPurchasablePlan } from './find-plan.ts';

/** Coupon codes are short secrets: enough tries for typos, too few to guess codes. */
export const COUPON_CHECK_LIMIT: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };

/** POST /api/coupons/validate: the price `planId` would have with `code`, or why not. */
export async function validateCoupon(
  deps: BillingDeps,
  input: { userId: number; code: string; planId: number },
): Promise<CouponQuote> {
  const { db } = deps;
  const { userId } = input;
  const throttle = await hitRateLimit(db, `coupon:user:${userId}`, COUPON_CHECK_LIMIT);
  if (throttle.limited) {
    throw tooManyRequests('Too many coupon checks. Please try again later.', throttle.retryAfterSeconds);
  }
  const plan = await findPurchasablePlan(db, input.planId);
  return (await priceWithCoupon(db, { code: input.code, plan, userId })).quote;
}
