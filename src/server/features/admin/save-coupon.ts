import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminCoupon,
  createCouponBodySchema,
  updateCouponBodySchema,
} from '../../../shared/api/admin.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { COUPON_CODE_TAKEN, checkPlanIds, toCouponDto } from './coupons.ts';
import { type Actor, recordAudit } from './shared.ts';

const auditDetails = (body: Record<string, unknown>) => ({
  ...body,
  ...(body.validUntil instanceof Date ? { validUntil: body.validUntil.toISOString() } : {}),
});

/** POST /api/admin/coupons. The code arrives trimmed and upper-cased; a taken code is 409. */
export async function createCoupon(
  db: Db,
  actor: Actor,
  body: z.output<typeof createCouponBodySchema>,
): Promise<AdminCoupon> {
  const applicablePlans = await checkPlanIds(db, body.applicablePlans);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ ...body, applicablePlans, value: body.value.toFixed(2) })
        .returning();
      await recordAudit(tx, actor, {
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: row!.id,
        details: auditDetails(body),
      });
      return toCouponDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COUPON_CODE_TAKEN);
    throw error;
  }
}

/**
 * PUT /api/admin/coupons/{id}. maxUses may not drop below the uses already handed out; a new
 * type or value forgets the Stripe coupon (Stripe coupons are immutable).
 */
export async function updateCoupon(
  db: Db,
  actor: Actor,
  couponId: number,
  body: z.output<typeof updateCouponBodySchema>,
): Promise<AdminCoupon> {
  const applicablePlans = body.applicablePlans ? await checkPlanIds(db, body.applicablePlans) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
      if (!before) throw notFound('Coupon not found');
      const type = body.type ?? before.type;
      const value = body.value ?? Number(before.value);
      if (type === 'percentage' && value > 100) throw badRequest('A percentage coupon cannot exceed 100');
      if (body.maxUses !== undefined && body.maxUses !== null && body.maxUses < before.usedCount) {
        throw badRequest(`maxUses cannot be below the ${before.usedCount} use(s) already made`);
      }
      const { value: _value, applicablePlans: _plans, ...rest } = body;
      const values: Partial<typeof coupons.$inferInsert> = { ...rest };
      if (body.value !== undefined) values.value = body.value.toFixed(2);
      if (applicablePlans) values.applicablePlans = applicablePlans;
      if (type !== before.type || value !== Number(before.value)) values.stripeCouponId = null;
      const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, couponId)).returning();
      await recordAudit(tx, actor, {
        action: 'coupon.update',
        targetType: 'coupon',
        targetId: couponId,
        details: { code: before.code, changes: auditDetails(body) },
      });
      return toCouponDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COUPON_CODE_TAKEN);
    throw error;
  }
}
