import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { COUPON_ALREADY_USED, COUPON_EXHAUSTED } from './messages.ts';
import { hasUnpaidCheckout } from './unpaid-checkouts.ts';

/**
 * Coupon uses (ADR 008): a use is claimed when a discounted subscription is started (checkout
 * created, or a plan assigned outright because the coupon made it free), so `maxUses` bounds
 * the discounts actually handed out, exactly, on any number of instances. A checkout that is
 * never paid gives its use back; a paid one (or an outright assignment) becomes a redemption.
 * Each user gets one use of a coupon.
 */

/**
 * Claims one use for the user, or throws 409: 'already used' when the user has redeemed the
 * coupon or holds it in an unpaid checkout, 'usage limit' when no use is left. The caller
 * holds the user's row lock (lockUser, in this transaction): the same user's concurrent
 * requests, on any instance, queue on it, so the per-user check cannot be raced. That lock, not
 * a unique index, keeps it (coupon_redemptions may already hold duplicates from before the
 * rule, and they are financial records, kept as they are). The claim itself is one
 * conditional UPDATE: only an active, unexpired coupon with a use left is counted, so
 * concurrent claims by different users can never take more than `maxUses`.
 */
export async function claimCouponUse(tx: Db, options: { couponId: number; userId: number }): Promise<void> {
  if (await hasUsedCoupon(tx, options)) throw conflict(COUPON_ALREADY_USED);
  const claimed = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, options.couponId),
        eq(coupons.isActive, true),
        sql`(${coupons.validUntil} is null or ${coupons.validUntil} > now())`,
        sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  if (claimed.length === 0) throw conflict(COUPON_EXHAUSTED);
}

/**
 * Whether the user has used the coupon: a redemption (a paid checkout or an outright
 * assignment; a later cancellation does not give it back) or an unpaid checkout holding a use.
 */
export async function hasUsedCoupon(db: Db, options: { couponId: number; userId: number }): Promise<boolean> {
  const [used] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, options.couponId), eq(couponRedemptions.userId, options.userId)),
    )
    .limit(1);
  return used !== undefined || hasUnpaidCheckout(db, { userId: options.userId, couponId: options.couponId });
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
