import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdminSubscription } from '../../../shared/api/admin.ts';
import { subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import {
  activateSubscription,
  cancelSupersededOnStripe,
  endSubscription,
  lockSubscription,
  lockUser,
} from '../billing/index.ts';
import type { AdminBillingDeps } from './deps.ts';
import { listSubscriptions } from './list-subscriptions.ts';
import { type Actor, auditedChange } from './shared.ts';

/**
 * PUT /api/admin/subscriptions/{id} {planId?, status?}. In one transaction (user row locked
 * first, billing's lock order): the plan changes, then the status through billing's state
 * changes: ending gives an unpaid checkout's coupon use back; activating cancels the user's
 * other active subscription (one active per user). Paid subscriptions that end or are replaced
 * are stopped on Stripe after the commit.
 */
export async function updateSubscription(
  deps: AdminBillingDeps,
  input: {
    actor: Actor;
    subscriptionId: number;
    changes: { planId?: number; status?: 'active' | 'cancelled' | 'expired' };
  },
): Promise<AdminSubscription> {
  const { subscriptionId, changes: body } = input;
  const [existing] = await deps.db
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, subscriptionId));
  if (!existing) throw notFound('Subscription not found');
  if (body.planId !== undefined) {
    const [plan] = await deps.db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, body.planId));
    if (!plan) throw notFound('Plan not found');
  }
  const stopOnStripe = await auditedChange(deps, {
    actor: input.actor,
    change: async (tx) => {
      await lockUser({ db: tx }, { userId: existing.userId });
      const row = await lockSubscription({ db: tx }, { subscriptionId });
      if (!row) throw notFound('Subscription not found');
      const stripeIds: string[] = [];
      if (body.planId !== undefined && body.planId !== row.planId) {
        await tx
          .update(userSubscriptions)
          .set({ planId: body.planId })
          .where(eq(userSubscriptions.id, row.id));
      }
      if (body.status !== undefined && body.status !== row.status) {
        if (body.status === 'active') {
          if (row.status === 'incomplete') {
            stripeIds.push(
              ...(await activateSubscription({ db: tx }, { row, endDate: null })).supersededStripeIds,
            );
          } else {
            // An admin may bring an ended subscription back: the other active one ends now.
            const ended = await tx
              .update(userSubscriptions)
              .set({ status: 'cancelled', endDate: sql`now()` })
              .where(
                and(
                  eq(userSubscriptions.userId, row.userId),
                  eq(userSubscriptions.status, 'active'),
                  ne(userSubscriptions.id, row.id),
                ),
              )
              .returning({ stripeId: userSubscriptions.stripeSubscriptionId });
            stripeIds.push(...ended.flatMap((r) => (r.stripeId ? [r.stripeId] : [])));
            await tx
              .update(userSubscriptions)
              .set({ status: 'active', endDate: null })
              .where(eq(userSubscriptions.id, row.id));
          }
        } else if (row.status === 'active' || row.status === 'incomplete') {
          await endSubscription({ db: tx }, { row, status: body.status, endDate: new Date() });
          if (row.stripeSubscriptionId) stripeIds.push(row.stripeSubscriptionId);
        } else {
          // cancelled <-> expired: both final, only the label changes.
          await tx
            .update(userSubscriptions)
            .set({ status: body.status })
            .where(eq(userSubscriptions.id, row.id));
        }
      }
      return {
        result: stripeIds,
        audit: {
          action: 'subscription.update',
          targetType: 'subscription',
          targetId: row.id,
          details: { userId: row.userId, from: { planId: row.planId, status: row.status }, to: body },
        },
      };
    },
  });
  await cancelSupersededOnStripe(deps, { stripeIds: stopOnStripe });
  const [updated] = await listSubscriptions(deps, { subscriptionId });
  return updated!;
}
