import { userSubscriptions } from '../../db/schema/index.ts';
import { findFreePlan } from './current-plan.ts';
import type { BillingDeps } from './deps.ts';

/**
 * Gives a new account an active subscription to the free plan (the same plan limits fall back
 * to). Without a free plan the user simply has no subscription, which limit checks treat as
 * the Free plan's limits. Switching an existing user to a plan goes through assignPlanNow.
 */
export async function assignFreePlan(deps: BillingDeps, input: { userId: number }): Promise<void> {
  const plan = await findFreePlan(deps);
  if (!plan) return;
  await deps.db.insert(userSubscriptions).values({ userId: input.userId, planId: plan.id, status: 'active' });
}
