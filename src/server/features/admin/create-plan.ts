import type { z } from 'zod';
import type { createPlanBodySchema } from '../../../shared/api/admin.ts';
import type { SubscriptionPlan } from '../../../shared/api/billing.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { toPlanDto } from '../billing/index.ts';
import type { AdminDeps } from './deps.ts';
import { PLAN_NAME_TAKEN, priceText } from './plans.ts';
import { type Actor, auditedChange } from './shared.ts';

/** POST /api/admin/subscription-plans. Names are unique regardless of case (409). */
export async function createPlan(
  deps: AdminDeps,
  input: { actor: Actor; plan: z.output<typeof createPlanBodySchema> },
): Promise<SubscriptionPlan> {
  const { plan } = input;
  return auditedChange(deps, {
    actor: input.actor,
    uniqueConflict: PLAN_NAME_TAKEN,
    change: async (tx) => {
      const [row] = await tx
        .insert(subscriptionPlans)
        .values({ ...plan, price: priceText(plan.price) })
        .returning();
      return {
        result: toPlanDto(row!),
        audit: { action: 'plan.create', targetType: 'plan', targetId: row!.id, details: { ...plan } },
      };
    },
  });
}
