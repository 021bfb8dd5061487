import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';

/**
 * Coupon uses (ADR 008): a use is claimed when a discounted subscription is started (checkout
 * created, or a plan assigned outright because the coupon made it free), so `maxUses` bounds
 * the discounts actually handed out, exactly, on any number of instances. A checkout that is
 * never paid gives its use back; a paid one (or an outright assignment) becomes a redemption.
 */

/**
 * Claims one use in a single conditional UPDATE: only an active, unexpired coupon with a use
 * left is counted, so concurrent claims can never take more than `maxUses`. false = refused.
 */
export async function claimCouponUse(tx: Db, couponId: number): Promise<boolean> {
  const claimed = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.isActive, true),
        sql`(${coupons.validUntil} is null or ${coupons.validUntil} > now())`,
        sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  return claimed.length > 0;
}

/** Gives back the use of a checkout that was never paid (never below zero). */
export async function releaseCouponUse(tx: Db, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(0, ${coupons.usedCount} - 1)` })
    .where(eq(coupons.id, couponId));
}

/** The claimed use became a discount someone has (paid checkout or outright assignment). */
export async function recordRedemption(
  tx: Db,
  redemption: { couponId: number; userId: number; subscriptionId: number },
): Promise<void> {
  await tx.insert(couponRedemptions).values(redemption);
}
