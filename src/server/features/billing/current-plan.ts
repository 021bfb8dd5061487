import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans, userSubscriptions, users } from '../../db/schema/index.ts';
import type { BillingDeps } from './deps.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof userSubscriptions.$inferSelect;
type UserRow = typeof users.$inferSelect;

export interface CurrentPlan {
  user: UserRow | null;
  /** The active subscription; 'incomplete', cancelled and expired ones grant nothing. */
  subscription: SubscriptionRow | null;
  /** The active subscription's plan, else the free plan, else null (no plans at all). */
  plan: PlanRow | null;
}

/**
 * The one rule for which plan is in force: the active subscription's plan, or, without one,
 * the free plan (the active plan priced 0 that sorts first). Limits, the billing status and
 * the upgrade flow all read it, so a webhook that changes the active row changes them all at
 * once.
 */
export async function findCurrentPlan(db: Db, userId: number): Promise<CurrentPlan> {
  const [row] = await db
    .select({ user: users, subscription: userSubscriptions, plan: subscriptionPlans })
    .from(users)
    .leftJoin(
      userSubscriptions,
      and(eq(userSubscriptions.userId, users.id), eq(userSubscriptions.status, 'active')),
    )
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(users.id, userId))
    .limit(1);
  const plan = row?.plan ?? (await findFreePlan({ db }));
  return { user: row?.user ?? null, subscription: row?.subscription ?? null, plan };
}

/** The active plan priced 0 that sorts first; null when there is none. */
export async function findFreePlan(deps: BillingDeps): Promise<PlanRow | null> {
  const [plan] = await deps.db
    .select()
    .from(subscriptionPlans)
    .where(and(sql`${subscriptionPlans.price} = 0`, eq(subscriptionPlans.isActive, true)))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id))
    .limit(1);
  return plan ?? null;
}
