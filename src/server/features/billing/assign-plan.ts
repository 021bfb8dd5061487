import type { AppDeps } from '../../app-context.ts';
import { conflict } from '../../lib/errors.ts';
import { cancelSupersededOnStripe } from './cancel-superseded.ts';
import { COUPON_EXHAUSTED } from './coupon-quote.ts';
import { claimCouponUse } from './coupon-uses.ts';
import { lockUser, replaceActiveSubscription } from './subscription-changes.ts';

/**
 * Assigns a plan that costs nothing (a free plan, or a paid one a coupon made free) at once:
 * in one transaction the coupon's use is claimed (409 when the last one is gone), the
 * previous active subscription is cancelled and the new one starts. Limits follow at once,
 * since they are read from the active subscription.
 */
export async function assignPlanNow(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  options: { userId: number; planId: number; couponId: number | null },
): Promise<void> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockUser(tx, options.userId);
    if (options.couponId !== null && !(await claimCouponUse(tx, options.couponId))) {
      throw conflict(COUPON_EXHAUSTED);
    }
    return replaceActiveSubscription(tx, options);
  });
  await cancelSupersededOnStripe(deps, outcome.supersededStripeIds);
}
