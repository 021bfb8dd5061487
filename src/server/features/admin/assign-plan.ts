import { eq } from 'drizzle-orm';
import { subscriptionPlans, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { assignPlanNow } from '../billing/index.ts';
import type { AdminBillingDeps } from './deps.ts';
import { type Actor, recordAudit } from './shared.ts';

/**
 * POST /api/admin/assign-plan: puts the user on the plan at once (inactive plans too: an admin
 * may grandfather someone), through billing's one assignment rule, audited in its transaction.
 */
export async function adminAssignPlan(
  deps: AdminBillingDeps,
  input: { actor: Actor; userId: number; planId: number },
): Promise<{ success: true; message: string }> {
  const [user] = await deps.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound('User not found');
  const [plan] = await deps.db
    .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, input.planId));
  if (!plan) throw notFound('Plan not found');
  await assignPlanNow(deps, {
    userId: user.id,
    planId: plan.id,
    couponId: null,
    alsoRecord: (tx) =>
      recordAudit(
        { db: tx },
        {
          actor: input.actor,
          action: 'user.assign-plan',
          targetType: 'user',
          targetId: user.id,
          details: { username: user.username, planId: plan.id, planName: plan.name },
        },
      ),
  });
  return { success: true, message: `${user.username} is now on the ${plan.name} plan` };
}
