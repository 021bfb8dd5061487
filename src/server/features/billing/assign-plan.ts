import type { Db } from '../../db/client.ts';
import { cancelSupersededOnStripe } from './cancel-superseded.ts';
import { claimCouponUse } from './coupon-uses.ts';
import type { StripeDeps } from './deps.ts';
import { lockUser, replaceActiveSubscription } from './subscription-changes.ts';

/**
 * Assigns a plan that costs nothing (a free plan, or a paid one a coupon made free) at once:
 * in one transaction the coupon's use is claimed (409 when the user has used it already or
 * the last one is gone), the previous active subscription is cancelled and the new one
 * starts. Limits follow at once, since they are read from the active subscription.
 * `input.alsoRecord` runs in the same transaction (the admin console's audit entry), so the
 * assignment and its record commit together or not at all.
 */
export async function assignPlanNow(
  deps: StripeDeps,
  input: {
    userId: number;
    planId: number;
    couponId: number | null;
    alsoRecord?: (tx: Db) => Promise<void>;
  },
): Promise<void> {
  const { userId, planId, couponId } = input;
  const outcome = await deps.db.transaction(async (tx) => {
    await lockUser({ db: tx }, { userId });
    if (couponId !== null) {
      await claimCouponUse(tx, { couponId, userId });
    }
    const changed = await replaceActiveSubscription({ db: tx }, { userId, planId, couponId });
    await input.alsoRecord?.(tx);
    return changed;
  });
  await cancelSupersededOnStripe(deps, { stripeIds: outcome.supersededStripeIds });
}
