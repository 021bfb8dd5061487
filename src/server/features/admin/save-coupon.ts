import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminCoupon,
  createCouponBodySchema,
  updateCouponBodySchema,
} from '../../../shared/api/admin.ts';
import { coupons } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { COUPON_CODE_TAKEN, checkPlanIds, toCouponDto } from './coupons.ts';
import type { AdminDeps } from './deps.ts';
import { type Actor, auditedChange } from './shared.ts';

const auditDetails = (body: Record<string, unknown>) => ({
  ...body,
  ...(body.validUntil instanceof Date ? { validUntil: body.validUntil.toISOString() } : {}),
});

/** POST /api/admin/coupons. The code arrives trimmed and upper-cased; a taken code is 409. */
export async function createCoupon(
  deps: AdminDeps,
  input: { actor: Actor; coupon: z.output<typeof createCouponBodySchema> },
): Promise<AdminCoupon> {
  const { coupon } = input;
  const applicablePlans = await checkPlanIds(deps, { planIds: coupon.applicablePlans });
  return auditedChange(deps, {
    actor: input.actor,
    uniqueConflict: COUPON_CODE_TAKEN,
    change: async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ ...coupon, applicablePlans, value: coupon.value.toFixed(2) })
        .returning();
      const details = auditDetails(coupon);
      return {
        result: toCouponDto(row!),
        audit: { action: 'coupon.create', targetType: 'coupon', targetId: row!.id, details },
      };
    },
  });
}

/**
 * PUT /api/admin/coupons/{id}. maxUses may not drop below the uses already handed out; a new
 * type or value forgets the Stripe coupon (Stripe coupons are immutable).
 */
export async function updateCoupon(
  deps: AdminDeps,
  input: { actor: Actor; couponId: number; changes: z.output<typeof updateCouponBodySchema> },
): Promise<AdminCoupon> {
  const { couponId, changes } = input;
  const applicablePlans = changes.applicablePlans
    ? await checkPlanIds(deps, { planIds: changes.applicablePlans })
    : undefined;
  return auditedChange(deps, {
    actor: input.actor,
    uniqueConflict: COUPON_CODE_TAKEN,
    change: async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
      if (!before) throw notFound('Coupon not found');
      const type = changes.type ?? before.type;
      const value = changes.value ?? Number(before.value);
      if (type === 'percentage' && value > 100) throw badRequest('A percentage coupon cannot exceed 100');
      if (changes.maxUses !== undefined && changes.maxUses !== null && changes.maxUses < before.usedCount) {
        throw badRequest(`maxUses cannot be below the ${before.usedCount} use(s) already made`);
      }
      const { value: _value, applicablePlans: _plans, ...rest } = changes;
      const values: Partial<typeof coupons.$inferInsert> = { ...rest };
      if (changes.value !== undefined) values.value = changes.value.toFixed(2);
      if (applicablePlans) values.applicablePlans = applicablePlans;
      if (type !== before.type || value !== Number(before.value)) values.stripeCouponId = null;
      const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, couponId)).returning();
      const details = { code: before.code, changes: auditDetails(changes) };
      return {
        result: toCouponDto(row!),
        audit: { action: 'coupon.update', targetType: 'coupon', targetId: couponId, details },
      };
    },
  });
}
