import { asc } from 'drizzle-orm';
import type { SubscriptionPlan } from '../../../shared/api/billing.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';
import type { BillingDeps } from './deps.ts';
import { toPlanDto } from './plan-dto.ts';

/** Every plan, inactive ones included (the upgrade page filters, admins see them all), cheapest first. */
export async function listPlans(deps: BillingDeps): Promise<SubscriptionPlan[]> {
  const rows = await deps.db
    .select()
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
  return rows.map(toPlanDto);
}
