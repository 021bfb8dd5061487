import type { CreatePaymentResponse } from '../../../shared/api/billing.ts';
import { conflict, tooManyRequests } from '../../lib/errors.ts';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { assignPlanNow } from './assign-plan.ts';
import { priceWithCoupon } from './coupon-quote.ts';
import { findCurrentPlan } from './current-plan.ts';
import type { StripeDeps } from './deps.ts';
import { findPurchasablePlan } from './find-plan.ts';
import { ASSIGNED, alreadySubscribed } from './messages.ts';
import { toCents } from './money.ts';
import { startCheckout } from './start-checkout.ts';
import { requireStripe } from './stripe-client.ts';

/** Each checkout may create Stripe objects: plenty for a person, not for a script. */
export const CHECKOUT_LIMIT: RateLimitRule = { limit: 20, windowMs: 15 * 60_000 };

/**
 * POST /api/create-payment-intent: the plan the user is on already is refused (409); a plan
 * that costs nothing (free, or made free by a coupon) is assigned at once; a paid one starts a
 * Stripe checkout and answers its client secret.
 */
export async function createPayment(
  deps: StripeDeps,
  input: { userId: number; planId: number; couponCode?: string },
): Promise<CreatePaymentResponse> {
  const { db, config } = deps;
  const { userId } = input;
  const throttle = await hitRateLimit(db, `checkout:user:${userId}`, CHECKOUT_LIMIT);
  if (throttle.limited) {
    throw tooManyRequests('Too many payment attempts. Please try again later.', throttle.retryAfterSeconds);
  }
  const plan = await findPurchasablePlan(db, input.planId);
  const priced = input.couponCode
    ? await priceWithCoupon(db, { code: input.couponCode, plan, userId })
    : null;
  const priceCents = toCents(plan.price);
  const dueCents = priced ? priced.discountedCents : priceCents;

  // Paid or free: re-choosing the current plan would only start a second discount or charge.
  const current = await findCurrentPlan(db, userId);
  if (current.subscription?.planId === plan.id) throw conflict(alreadySubscribed(plan.name));

  if (dueCents === 0) {
    // A coupon on a plan that is free anyway discounts nothing, so it uses nothing up.
    const couponId = priced && priceCents > 0 ? priced.coupon.id : null;
    await assignPlanNow(deps, { userId, planId: plan.id, couponId });
    return { success: true, message: ASSIGNED };
  }

  const stripe = requireStripe(config);
  return startCheckout(deps, stripe, { user: current.user!, plan, coupon: priced?.coupon ?? null });
}
