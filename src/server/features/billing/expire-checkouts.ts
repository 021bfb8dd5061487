import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { userSubscriptions } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../lib/jobs/index.ts';
import type { StripeDeps } from './deps.ts';
import { activateNow, OPEN_CHECKOUT_MINUTES } from './start-checkout.ts';
import { isMissingResource, stripeFor } from './stripe-client.ts';
import { subscriptionEndDate } from './stripe-shapes.ts';
import { endSubscription, lockSubscription, lockUser } from './subscription-changes.ts';

export const CHECKOUT_EXPIRY_JOB = 'checkout-expiry';
/** With OPEN_CHECKOUT_MINUTES (55), an unpaid checkout's coupon use is back within the hour. */
const SWEEP_EVERY_MINUTES = 5;
const BATCH = 100;

/** The sweep that ends unpaid checkouts; on every instance's queue, run once per tick. */
export function checkoutExpiryJob(deps: StripeDeps): JobDefinition {
  return {
    name: CHECKOUT_EXPIRY_JOB,
    everyMinutes: SWEEP_EVERY_MINUTES,
    // The next tick retries whatever this one could not end.
    retryLimit: 0,
    timeoutSeconds: 4 * 60,
    handler: async () => {
      const expired = await expireStaleCheckouts(deps);
      if (expired > 0) deps.logger.info('unpaid checkouts expired', { expired });
    },
  };
}

/**
 * Ends the checkouts left unpaid for OPEN_CHECKOUT_MINUTES: each becomes 'expired' and gives its
 * coupon use back (endSubscription). On Stripe it is stopped first (invoice voided, then the
 * subscription cancelled), so the old payment form can no longer be paid at the discount whose
 * use was just given back; one Stripe already reports paid is activated instead (its webhook
 * is late). A Stripe failure leaves the checkout for the next sweep. Returns how many expired.
 */
export async function expireStaleCheckouts(deps: StripeDeps): Promise<number> {
  const stripe = stripeFor(deps.config);
  let expired = 0;
  let after = 0;
  for (;;) {
    const stale = await deps.db
      .select()
      .from(userSubscriptions)
      .where(
        and(
          eq(userSubscriptions.status, 'incomplete'),
          gt(userSubscriptions.id, after),
          sql`${userSubscriptions.createdAt} <= now() - make_interval(mins => ${OPEN_CHECKOUT_MINUTES})`,
        ),
      )
      .orderBy(asc(userSubscriptions.id))
      .limit(BATCH);
    for (const row of stale) {
      after = row.id;
      if (row.stripeSubscriptionId && stripe) {
        const onStripe = await stopOnStripe(deps, stripe, row.id, row.stripeSubscriptionId);
        if (onStripe !== 'stopped') continue;
      }
      // Without a Stripe id the payment form was never handed out; without Stripe keys nothing
      // can be paid either.
      if (await expireLocally(deps, row.id)) expired++;
    }
    if (stale.length < BATCH) return expired;
  }
}

/**
 * 'stopped': it can no longer be paid; 'paid': activated instead; 'later': try next sweep.
 * The open first invoice is voided before the subscription is cancelled: cancelling alone only
 * stops Stripe's automatic collection and leaves the invoice, and with it the payment form,
 * payable. Stripe voids only an invoice that is still open, so a payment that lands at the
 * same moment makes the void fail (400) instead of being lost: the next sweep finds it paid.
 */
async function stopOnStripe(
  deps: StripeDeps,
  stripe: Stripe,
  rowId: number,
  stripeId: string,
): Promise<'stopped' | 'paid' | 'later'> {
  try {
    const subscription = await stripe.subscriptions.retrieve(stripeId, { expand: ['latest_invoice'] });
    switch (subscription.status) {
      case 'active':
      case 'trialing':
        await activateNow(deps, rowId, subscriptionEndDate(subscription));
        return 'paid';
      case 'incomplete': {
        const invoice = typeof subscription.latest_invoice === 'string' ? null : subscription.latest_invoice;
        // Paid a moment ago: Stripe is about to make it active.
        if (invoice?.status === 'paid') return 'later';
        if (invoice?.status === 'open' && invoice.id) await stripe.invoices.voidInvoice(invoice.id);
        // Nothing can be paid any more; cancelling only tidies up (Stripe would expire it anyway).
        await stripe.subscriptions.cancel(stripeId).catch((error: unknown) => {
          deps.logger.warn('could not cancel an expired checkout on Stripe', {
            stripeId,
            error: error instanceof Error ? error.message : String(error),
          });
        });
        return 'stopped';
      }
      case 'incomplete_expired':
      case 'canceled':
        return 'stopped';
      default:
        // Any other status means it was paid once: a human decides.
        deps.logger.error('unpaid checkout in an unexpected Stripe state', {
          stripeId,
          status: subscription.status,
        });
        return 'later';
    }
  } catch (error) {
    if (isMissingResource(error)) return 'stopped';
    deps.logger.warn('could not end an unpaid checkout on Stripe', {
      stripeId,
      error: error instanceof Error ? error.message : String(error),
    });
    return 'later';
  }
}

async function expireLocally(deps: StripeDeps, rowId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: userSubscriptions.userId })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, rowId));
    if (!owner) return false;
    await lockUser({ db: tx }, { userId: owner.userId });
    const row = await lockSubscription({ db: tx }, { subscriptionId: rowId });
    // Paid (webhook) or ended meanwhile: nothing to do.
    if (row?.status !== 'incomplete') return false;
    await endSubscription({ db: tx }, { row, status: 'expired', endDate: new Date() });
    return true;
  });
}
