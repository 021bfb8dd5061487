import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PlanRow } from './current-plan.ts';

/** A plan a user may choose: it exists and is active (an inactive plan is not for sale). */
export async function findPurchasablePlan(db: Db, planId: number): Promise<PlanRow> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
  if (!plan?.isActive) throw notFound('Plan not found');
  return plan;
}
