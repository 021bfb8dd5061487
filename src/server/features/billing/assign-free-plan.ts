import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';

/**
 * Gives a user an active subscription to the free plan (the active plan priced 0 that sorts
 * first). Without a free plan the user simply has no subscription, which later limit checks
 * treat as the Free plan's limits.
 */
export async function assignFreePlan(db: Db, userId: number): Promise<void> {
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.price, '0'), eq(subscriptionPlans.isActive, true)))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id))
    .limit(1);
  if (!plan) return;
  await db.insert(userSubscriptions).values({ userId, planId: plan.id, status: 'active' });
}
