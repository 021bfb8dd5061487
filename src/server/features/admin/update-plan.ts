import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updatePlanBodySchema } from '../../../shared/api/admin.ts';
import type { SubscriptionPlan } from '../../../shared/api/billing.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { toPlanDto } from '../billing/index.ts';
import { PLAN_NAME_TAKEN, priceText } from './plans.ts';
import { type Actor, recordAudit } from './shared.ts';

/**
 * PUT /api/admin/subscription-plans/{id}: the plan form, the limits form, or part of either.
 * A new price or interval forgets the plan's Stripe price (Stripe prices are immutable), so the
 * next checkout creates one at the new amount.
 */
export async function updatePlan(
  db: Db,
  actor: Actor,
  planId: number,
  body: z.output<typeof updatePlanBodySchema>,
): Promise<SubscriptionPlan> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, planId))
        .for('update');
      if (!before) throw notFound('Plan not found');
      const { price, ...rest } = body;
      const values: Partial<typeof subscriptionPlans.$inferInsert> = { ...rest };
      if (price !== undefined) values.price = priceText(price);
      const repriced =
        (values.price !== undefined && Number(values.price) !== Number(before.price)) ||
        (values.interval !== undefined && values.interval !== before.interval);
      if (repriced) values.stripePriceId = null;
      const [row] = await tx
        .update(subscriptionPlans)
        .set(values)
        .where(eq(subscriptionPlans.id, planId))
        .returning();
      await recordAudit(tx, actor, {
        action: 'plan.update',
        targetType: 'plan',
        targetId: planId,
        details: { name: before.name, changes: { ...body } },
      });
      return toPlanDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PLAN_NAME_TAKEN);
    throw error;
  }
}
