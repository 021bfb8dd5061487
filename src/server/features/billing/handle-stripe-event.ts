import { eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { paymentEvents, userSubscriptions } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { cancelSupersededOnStripe } from './cancel-superseded.ts';
import type { SubscriptionRow } from './current-plan.ts';
import type { StripeDeps } from './deps.ts';
import { recordPayment } from './revenue.ts';
import {
  checkoutOf,
  invoicePeriodEnd,
  invoiceSubscription,
  type SubscriptionRef,
  subscriptionEndDate,
  subscriptionEndedAt,
} from './stripe-shapes.ts';
import {
  activateSubscription,
  type ChangeOutcome,
  endSubscription,
  extendSubscription,
  lockSubscription,
  lockUser,
  NO_CHANGE,
} from './subscription-changes.ts';
import { unpaidCheckouts } from './unpaid-checkouts.ts';

type Apply = (tx: Db, logger: Logger) => Promise<ChangeOutcome>;

/**
 * Applies a verified Stripe event (ADR 008). Each handled event is recorded in payment_events
 * in the same transaction as its state change, so a replay (Stripe retries, duplicates) finds
 * its id taken and changes nothing, and a failure leaves neither the change nor the record,
 * so Stripe's retry applies it. Ordering needs no timestamps: local states only move forward
 * (incomplete -> active -> cancelled | expired, the last two final), a period end never moves
 * backwards, so a late or older event cannot resurrect or shorten anything. Unknown event
 * types are acknowledged and not recorded.
 */
export async function handleStripeEvent(deps: StripeDeps, input: { event: Stripe.Event }): Promise<void> {
  const { event } = input;
  const apply = handlerFor(event);
  if (!apply) return;
  const outcome = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return NO_CHANGE;
    return apply(tx, deps.logger);
  });
  await cancelSupersededOnStripe(deps, { stripeIds: outcome.supersededStripeIds });
}

function handlerFor(event: Stripe.Event): Apply | null {
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object;
      const ref = invoiceSubscription(invoice);
      if (!ref) return null;
      return (tx, logger) => invoicePaid(tx, logger, ref, invoice);
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return (tx, logger) => subscriptionUpdated(tx, logger, subscription);
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return async (tx, logger) => {
        const row = await findAndLock(tx, logger, refOf(subscription));
        if (row) await endSubscription({ db: tx }, { row, status: 'cancelled', endDate: new Date() });
        return NO_CHANGE;
      };
    }
    default:
      return null;
  }
}

const refOf = (subscription: Stripe.Subscription): SubscriptionRef => ({
  stripeId: subscription.id,
  metadata: subscription.metadata ?? {},
});

/**
 * The first payment activates the checkout; later ones (renewals) extend its end date. Every
 * payment of one of our subscriptions is recorded at what Stripe collected (after coupons), even
 * one arriving after the subscription ended: the money was taken all the same.
 */
async function invoicePaid(
  tx: Db,
  logger: Logger,
  ref: SubscriptionRef,
  invoice: Stripe.Invoice,
): Promise<ChangeOutcome> {
  const row = await findAndLock(tx, logger, ref);
  if (!row) return NO_CHANGE;
  await recordPayment(tx, row, invoice);
  const periodEnd = invoicePeriodEnd(invoice);
  if (row.status === 'incomplete') return activateSubscription({ db: tx }, { row, endDate: periodEnd });
  if (row.status === 'active') await extendSubscription({ db: tx }, { row, endDate: periodEnd });
  return NO_CHANGE;
}

/**
 * Stripe status -> ours: active / trialing -> active; past_due stays active until Stripe gives
 * up (it then sends canceled or unpaid); canceled -> cancelled; incomplete_expired / unpaid ->
 * expired; incomplete and paused change nothing.
 */
async function subscriptionUpdated(
  tx: Db,
  logger: Logger,
  subscription: Stripe.Subscription,
): Promise<ChangeOutcome> {
  const row = await findAndLock(tx, logger, refOf(subscription));
  if (!row) return NO_CHANGE;
  const endDate = subscriptionEndDate(subscription);
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      if (row.status === 'incomplete') return activateSubscription({ db: tx }, { row, endDate });
      if (row.status === 'active') await extendSubscription({ db: tx }, { row, endDate });
      return NO_CHANGE;
    case 'past_due':
      if (row.status === 'active') await extendSubscription({ db: tx }, { row, endDate });
      return NO_CHANGE;
    case 'canceled':
      await endSubscription(
        { db: tx },
        { row, status: 'cancelled', endDate: subscriptionEndedAt(subscription) ?? new Date() },
      );
      return NO_CHANGE;
    case 'incomplete_expired':
    case 'unpaid':
      await endSubscription({ db: tx }, { row, status: 'expired', endDate: new Date() });
      return NO_CHANGE;
    default:
      return NO_CHANGE;
  }
}

/**
 * Our row for a Stripe subscription, locked (user first, then the row). Found by its Stripe id,
 * or, should the checkout have failed to store that id, through the subscription's metadata:
 * then only the checkout it was created for qualifies (that row id, user and plan, still
 * 'incomplete', no Stripe id yet), and its Stripe id is stored now. Any other row without a
 * Stripe id (a free plan, an admin's assignment, another user's checkout) is never touched by
 * an event about an unknown subscription, whatever its metadata says.
 */
async function findAndLock(tx: Db, logger: Logger, ref: SubscriptionRef): Promise<SubscriptionRow | null> {
  let [found] = await tx
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.stripeSubscriptionId, ref.stripeId));
  const checkout = found ? null : checkoutOf(ref.metadata);
  if (checkout) {
    [found] = await tx
      .select()
      .from(userSubscriptions)
      .where(
        unpaidCheckouts(
          checkout,
          eq(userSubscriptions.id, checkout.rowId),
          isNull(userSubscriptions.stripeSubscriptionId),
        ),
      );
  }
  if (!found) {
    logger.warn('Stripe event for an unknown subscription', { stripeId: ref.stripeId });
    return null;
  }
  await lockUser({ db: tx }, { userId: found.userId });
  const row = await lockSubscription({ db: tx }, { subscriptionId: found.id });
  if (row && !row.stripeSubscriptionId && row.status === 'incomplete') {
    await tx
      .update(userSubscriptions)
      .set({ stripeSubscriptionId: ref.stripeId })
      .where(eq(userSubscriptions.id, row.id));
    row.stripeSubscriptionId = ref.stripeId;
  }
  // Changed while we waited for the lock (ended, or another Stripe id stored): not this event's.
  return row?.stripeSubscriptionId === ref.stripeId ? row : null;
}
