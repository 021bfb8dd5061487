import { eq } from 'drizzle-orm';
import { coupons } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AdminDeps } from './deps.ts';
import { type Actor, auditedChange } from './shared.ts';

/**
 * DELETE /api/admin/coupons/{id}. Subscriptions keep running (their coupon link becomes null);
 * its redemption records go with it.
 */
export async function deleteCoupon(
  deps: AdminDeps,
  input: { actor: Actor; couponId: number },
): Promise<{ success: true }> {
  const { couponId } = input;
  return auditedChange(deps, {
    actor: input.actor,
    change: async (tx) => {
      const [row] = await tx.delete(coupons).where(eq(coupons.id, couponId)).returning();
      if (!row) throw notFound('Coupon not found');
      const details = { code: row.code, usedCount: row.usedCount };
      return {
        result: { success: true as const },
        audit: { action: 'coupon.delete', targetType: 'coupon', targetId: couponId, details },
      };
    },
  });
}
