import { eq } from 'drizzle-orm';
import { subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { AdminDeps } from './deps.ts';
import { lockPlan } from './plans.ts';
import { type Actor, auditedChange } from './shared.ts';

export const PLAN_HAS_SUBSCRIBERS = 'Plan has subscribers';

/**
 * DELETE /api/admin/subscription-plans/{id}: only a plan nobody was ever subscribed to (any
 * status: the history keeps its plan). Deactivate a plan instead to stop selling it.
 */
export async function deletePlan(
  deps: AdminDeps,
  input: { actor: Actor; planId: number },
): Promise<{ success: true }> {
  const { planId } = input;
  return auditedChange(deps, {
    actor: input.actor,
    // A subscription made between the check and the delete.
    foreignKeyConflict: PLAN_HAS_SUBSCRIBERS,
    change: async (tx) => {
      const plan = await lockPlan({ db: tx }, { planId });
      const [subscriber] = await tx
        .select({ id: userSubscriptions.id })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.planId, planId))
        .limit(1);
      if (subscriber) throw conflict(PLAN_HAS_SUBSCRIBERS);
      await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
      const details = { name: plan.name, price: plan.price };
      return {
        result: { success: true as const },
        audit: { action: 'plan.delete', targetType: 'plan', targetId: planId, details },
      };
    },
  });
}
