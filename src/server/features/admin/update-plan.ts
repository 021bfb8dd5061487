import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updatePlanBodySchema } from '../../../shared/api/admin.ts';
import type { SubscriptionPlan } from '../../../shared/api/billing.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { toPlanDto } from '../billing/index.ts';
import type { AdminDeps } from './deps.ts';
import { lockPlan, PLAN_NAME_TAKEN, priceText } from './plans.ts';
import { type Actor, auditedChange } from './shared.ts';

/**
 * PUT /api/admin/subscription-plans/{id}: the plan form, the limits form, or part of either.
 * A new price or interval forgets the plan's Stripe price (Stripe prices are immutable), so the
 * next checkout creates one at the new amount.
 */
export async function updatePlan(
  deps: AdminDeps,
  input: { actor: Actor; planId: number; changes: z.output<typeof updatePlanBodySchema> },
): Promise<SubscriptionPlan> {
  const { planId, changes } = input;
  return auditedChange(deps, {
    actor: input.actor,
    uniqueConflict: PLAN_NAME_TAKEN,
    change: async (tx) => {
      const before = await lockPlan({ db: tx }, { planId });
      const { price, ...rest } = changes;
      const values: Partial<typeof subscriptionPlans.$inferInsert> = { ...rest };
      if (price !== undefined) values.price = priceText(price);
      const repriced =
        (values.price !== undefined && Number(values.price) !== Number(before.price)) ||
        (values.interval !== undefined && values.interval !== before.interval);
      if (repriced) values.stripePriceId = null;
      const [row] = await tx
        .update(subscriptionPlans)
        .set(values)
        .where(eq(subscriptionPlans.id, planId))
        .returning();
      const details = { name: before.name, changes: { ...changes } };
      return {
        result: toPlanDto(row!),
        audit: { action: 'plan.update', targetType: 'plan', targetId: planId, details },
      };
    },
  });
}
