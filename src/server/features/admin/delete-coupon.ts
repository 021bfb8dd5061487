import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type Actor, recordAudit } from './shared.ts';

/**
 * DELETE /api/admin/coupons/{id}. Subscriptions keep running (their coupon link becomes null);
 * its redemption records go with it.
 */
export async function deleteCoupon(db: Db, actor: Actor, couponId: number): Promise<{ success: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(coupons).where(eq(coupons.id, couponId)).returning();
    if (!row) throw notFound('Coupon not found');
    await recordAudit(tx, actor, {
      action: 'coupon.delete',
      targetType: 'coupon',
      targetId: couponId,
      details: { code: row.code, usedCount: row.usedCount },
    });
    return { success: true as const };
  });
}
