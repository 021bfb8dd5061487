import { desc, inArray } from 'drizzle-orm';
import type { AdminCoupon } from '../../../shared/api/admin.ts';
import { coupons, subscriptionPlans } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AdminDeps } from './deps.ts';

export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';

export function toCouponDto(row: typeof coupons.$inferSelect): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: Number(row.value),
    description: row.description,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    validUntil: row.validUntil ? row.validUntil.toISOString() : null,
    applicablePlans: row.applicablePlans,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/coupons: newest first. */
export async function listCoupons(deps: AdminDeps): Promise<AdminCoupon[]> {
  const rows = await deps.db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toCouponDto);
}

/** applicablePlans must name existing plans (duplicates dropped). */
export async function checkPlanIds(deps: AdminDeps, input: { planIds: number[] }): Promise<number[]> {
  const unique = [...new Set(input.planIds)];
  if (unique.length === 0) return unique;
  const found = await deps.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(inArray(subscriptionPlans.id, unique));
  const known = new Set(found.map((row) => row.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0) throw badRequest(`Unknown plan id(s) in applicablePlans: ${missing.join(', ')}`);
  return unique;
}
