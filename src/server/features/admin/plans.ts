import { asc } from 'drizzle-orm';
import type { SubscriptionPlan } from '../../../shared/api/billing.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { toPlanDto } from '../billing/index.ts';

export const PLAN_NAME_TAKEN = 'A plan with this name already exists';

/** GET /api/admin/subscription-plans: every plan, inactive ones included, cheapest first. */
export async function listAdminPlans(db: Db): Promise<SubscriptionPlan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
  return rows.map(toPlanDto);
}

/** Prices are stored as numeric(10,2) text. */
export const priceText = (price: number) => price.toFixed(2);
