import { eq } from 'drizzle-orm';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AdminDeps } from './deps.ts';

export const PLAN_NAME_TAKEN = 'A plan with this name already exists';

/** The plan about to change, its row locked until the change's transaction ends, or 404. */
export async function lockPlan(deps: AdminDeps, input: { planId: number }) {
  const [plan] = await deps.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, input.planId))
    .for('update');
  if (!plan) throw notFound('Plan not found');
  return plan;
}

/** Prices are stored as numeric(10,2) text. */
export const priceText = (price: number) => price.toFixed(2);
