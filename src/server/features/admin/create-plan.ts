import type { z } from 'zod';
import type { createPlanBodySchema } from '../../../shared/api/admin.ts';
import type { SubscriptionPlan } from '../../../shared/api/billing.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { toPlanDto } from '../billing/index.ts';
import { PLAN_NAME_TAKEN, priceText } from './plans.ts';
import { type Actor, recordAudit } from './shared.ts';

/** POST /api/admin/subscription-plans. Names are unique regardless of case (409). */
export async function createPlan(
  db: Db,
  actor: Actor,
  body: z.output<typeof createPlanBodySchema>,
): Promise<SubscriptionPlan> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptionPlans)
        .values({ ...body, price: priceText(body.price) })
        .returning();
      await recordAudit(tx, actor, {
        action: 'plan.create',
        targetType: 'plan',
        targetId: row!.id,
        details: { ...body },
      });
      return toPlanDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PLAN_NAME_TAKEN);
    throw error;
  }
}
