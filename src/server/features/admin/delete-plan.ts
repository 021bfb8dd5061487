import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type Actor, recordAudit } from './shared.ts';

export const PLAN_HAS_SUBSCRIBERS = 'Plan has subscribers';

/**
 * DELETE /api/admin/subscription-plans/{id}: only a plan nobody was ever subscribed to (any
 * status: the history keeps its plan). Deactivate a plan instead to stop selling it.
 */
export async function deletePlan(db: Db, actor: Actor, planId: number): Promise<{ success: true }> {
  try {
    return await db.transaction(async (tx) => {
      const [plan] = await tx
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, planId))
        .for('update');
      if (!plan) throw notFound('Plan not found');
      const [subscriber] = await tx
        .select({ id: userSubscriptions.id })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.planId, planId))
        .limit(1);
      if (subscriber) throw conflict(PLAN_HAS_SUBSCRIBERS);
      await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
      await recordAudit(tx, actor, {
        action: 'plan.delete',
        targetType: 'plan',
        targetId: planId,
        details: { name: plan.name, price: plan.price },
      });
      return { success: true as const };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(PLAN_HAS_SUBSCRIBERS);
    throw error;
  }
}
