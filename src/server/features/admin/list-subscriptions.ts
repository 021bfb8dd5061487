import { desc, eq } from 'drizzle-orm';
import type { AdminSubscription } from '../../../shared/api/admin.ts';
import { subscriptionPlans, userSubscriptions, users } from '../../db/schema/index.ts';
import { toPlanDto } from '../billing/index.ts';
import type { AdminDeps } from './deps.ts';

/** GET /api/admin/user-subscriptions: every subscription (or one), newest first, with user and plan. */
export async function listSubscriptions(
  deps: AdminDeps,
  input: { subscriptionId?: number } = {},
): Promise<AdminSubscription[]> {
  const rows = await deps.db
    .select({
      subscription: userSubscriptions,
      user: { id: users.id, username: users.username, email: users.email },
      plan: subscriptionPlans,
    })
    .from(userSubscriptions)
    .innerJoin(users, eq(users.id, userSubscriptions.userId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(input.subscriptionId === undefined ? undefined : eq(userSubscriptions.id, input.subscriptionId))
    .orderBy(desc(userSubscriptions.id));
  return rows.map(({ subscription, user, plan }) => ({
    id: subscription.id,
    userId: subscription.userId,
    user,
    planId: subscription.planId,
    plan: toPlanDto(plan),
    status: subscription.status,
    startDate: subscription.startDate.toISOString(),
    endDate: subscription.endDate ? subscription.endDate.toISOString() : null,
  }));
}
