import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans, userSubscriptions, users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { recordRedemption, releaseCouponUse } from './coupon-uses.ts';
import type { SubscriptionRow } from './current-plan.ts';
import type { BillingDeps } from './deps.ts';
import { alreadySubscribed } from './messages.ts';

/**
 * The state changes of a user's subscriptions. Each runs inside the caller's transaction with
 * the user's row locked first (always user, then subscription rows, then coupons: one lock
 * order, so concurrent changes queue instead of deadlocking). The partial unique index 'one
 * active per user' backs all of this up in the database. `deps.db` is that transaction.
 */

export async function lockUser(deps: BillingDeps, input: { userId: number }): Promise<void> {
  await deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
}

export async function lockSubscription(
  deps: BillingDeps,
  input: { subscriptionId: number },
): Promise<SubscriptionRow | null> {
  const [row] = await deps.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, input.subscriptionId))
    .for('update');
  return row ?? null;
}

/** What a change leaves for after the commit: paid subscriptions it replaced, to stop on Stripe. */
export interface ChangeOutcome {
  supersededStripeIds: string[];
}

export const NO_CHANGE: ChangeOutcome = { supersededStripeIds: [] };

/** Cancels the user's active subscription(s) other than `exceptId`, ending them now. */
async function cancelOtherActive(tx: Db, userId: number, exceptId?: number): Promise<string[]> {
  const ended = await tx
    .update(userSubscriptions)
    .set({ status: 'cancelled', endDate: sql`now()` })
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.status, 'active'),
        exceptId === undefined ? undefined : ne(userSubscriptions.id, exceptId),
      ),
    )
    .returning({ stripeId: userSubscriptions.stripeSubscriptionId });
  return ended.flatMap((row) => (row.stripeId ? [row.stripeId] : []));
}

/**
 * A paid checkout became active: the previous active subscription is cancelled, this one
 * starts now, and its coupon's claimed use becomes a redemption. `row` is locked and incomplete.
 */
export async function activateSubscription(
  deps: BillingDeps,
  input: { row: SubscriptionRow; endDate: Date | null },
): Promise<ChangeOutcome> {
  const { db: tx } = deps;
  const { row, endDate } = input;
  const supersededStripeIds = await cancelOtherActive(tx, row.userId, row.id);
  await tx
    .update(userSubscriptions)
    .set({ status: 'active', startDate: sql`now()`, endDate })
    .where(eq(userSubscriptions.id, row.id));
  if (row.couponId !== null) {
    await recordRedemption(tx, { couponId: row.couponId, userId: row.userId, subscriptionId: row.id });
  }
  return { supersededStripeIds };
}

/** A later period end for an active subscription; it never moves backwards (ADR 008). */
export async function extendSubscription(
  deps: BillingDeps,
  input: { row: SubscriptionRow; endDate: Date | null },
): Promise<void> {
  const { row, endDate } = input;
  if (!endDate || (row.endDate && row.endDate.getTime() >= endDate.getTime())) return;
  await deps.db.update(userSubscriptions).set({ endDate }).where(eq(userSubscriptions.id, row.id));
}

/**
 * Ends a subscription for good. Cancelled and expired are final (ADR 008): ending one twice
 * changes nothing. A checkout that ends without ever being paid gives its coupon use back.
 */
export async function endSubscription(
  deps: BillingDeps,
  input: { row: SubscriptionRow; status: 'cancelled' | 'expired'; endDate: Date },
): Promise<void> {
  const { db: tx } = deps;
  const { row, status, endDate } = input;
  if (row.status === 'cancelled' || row.status === 'expired') return;
  if (row.status === 'incomplete' && row.couponId !== null) await releaseCouponUse(tx, row.couponId);
  await tx.update(userSubscriptions).set({ status, endDate }).where(eq(userSubscriptions.id, row.id));
}

/**
 * Puts the user on `planId` at once (a free plan, or a paid one a coupon made free): the
 * previous active subscription is cancelled in the same transaction. Choosing the plan the
 * user is already on changes nothing without a coupon (an admin's repeated assignment), and
 * is refused with one (409), so a coupon never buys the plan the user already has.
 */
export async function replaceActiveSubscription(
  deps: BillingDeps,
  input: { userId: number; planId: number; couponId: number | null },
): Promise<ChangeOutcome> {
  const { db: tx } = deps;
  const { userId, planId, couponId } = input;
  const [current] = await tx
    .select({ planId: userSubscriptions.planId, planName: subscriptionPlans.name })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, 'active')));
  if (current?.planId === planId) {
    if (couponId === null) return NO_CHANGE;
    throw conflict(alreadySubscribed(current.planName));
  }
  const supersededStripeIds = await cancelOtherActive(tx, userId);
  const [row] = await tx
    .insert(userSubscriptions)
    .values({ userId, planId, status: 'active', couponId })
    .returning({ id: userSubscriptions.id });
  if (couponId !== null) await recordRedemption(tx, { couponId, userId, subscriptionId: row!.id });
  return { supersededStripeIds };
}
