import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { CreatePaymentResponse } from '../../../shared/api/billing.ts';
import { userSubscriptions, type users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { cancelSupersededOnStripe } from './cancel-superseded.ts';
import type { CouponRow } from './coupon-quote.ts';
import { claimCouponUse, releaseCouponUse } from './coupon-uses.ts';
import type { PlanRow, SubscriptionRow } from './current-plan.ts';
import type { StripeDeps } from './deps.ts';
import { ASSIGNED } from './messages.ts';
import { ensureCustomer, ensurePrice, ensureStripeCoupon } from './stripe-catalog.ts';
import { paymentProviderError } from './stripe-client.ts';
import {
  clientSecretOf,
  LOCAL_ID_KEY,
  PLAN_ID_KEY,
  subscriptionEndDate,
  USER_ID_KEY,
} from './stripe-shapes.ts';
import { activateSubscription, lockSubscription, lockUser } from './subscription-changes.ts';
import { unpaidCheckouts } from './unpaid-checkouts.ts';

/**
 * How long an unpaid checkout stays open and holds its coupon use. Stripe itself would wait 23
 * hours for a first invoice; expire-checkouts.ts ends ours sooner (its sweep runs every 5
 * minutes, so a use is back within the hour), so an abandoned checkout cannot sit on a
 * limited coupon for a day.
 */
export const OPEN_CHECKOUT_MINUTES = 55;
const EXPAND = ['latest_invoice.confirmation_secret'];

/**
 * A paid checkout: a Stripe subscription created 'default_incomplete', whose first invoice's
 * client secret the Payment Element confirms. Locally it is an 'incomplete' row, which grants
 * nothing until Stripe says it was paid (webhook, see handle-stripe-event.ts).
 */
export async function startCheckout(
  deps: StripeDeps,
  stripe: Stripe,
  options: { user: typeof users.$inferSelect; plan: PlanRow; coupon: CouponRow | null },
): Promise<CreatePaymentResponse> {
  const { db, logger } = deps;
  const { user, plan, coupon } = options;

  // Choosing the same plan again (a second click, back and forth) reuses the open checkout,
  // so it neither piles up Stripe subscriptions nor claims the coupon twice.
  const reused = await reusePendingCheckout(deps, stripe, { userId: user.id, planId: plan.id, coupon });
  if (reused) return { clientSecret: reused };

  let customerId: string;
  let priceId: string;
  let stripeCouponId: string | null = null;
  try {
    customerId = await ensureCustomer(db, stripe, logger, user);
    priceId = await ensurePrice(db, stripe, plan);
    if (coupon) stripeCouponId = await ensureStripeCoupon(db, stripe, coupon);
  } catch (error) {
    throw paymentProviderError(error, logger, 'prepare checkout');
  }

  const row = await db.transaction(async (tx) => {
    await lockUser({ db: tx }, { userId: user.id });
    if (coupon) await claimCouponUse(tx, { couponId: coupon.id, userId: user.id });
    const [inserted] = await tx
      .insert(userSubscriptions)
      .values({ userId: user.id, planId: plan.id, status: 'incomplete', couponId: coupon?.id ?? null })
      .returning();
    return inserted!;
  });

  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.create(
      {
        customer: customerId,
        items: [{ price: priceId }],
        ...(stripeCouponId ? { discounts: [{ coupon: stripeCouponId }] } : {}),
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: {
          [LOCAL_ID_KEY]: String(row.id),
          [USER_ID_KEY]: String(user.id),
          [PLAN_ID_KEY]: String(plan.id),
        },
        expand: EXPAND,
      },
      { idempotencyKey: `pagecraft-subscription-${row.id}-${row.createdAt.getTime()}` },
    );
  } catch (error) {
    await abandonCheckout(deps, row);
    throw paymentProviderError(error, logger, 'create subscription');
  }

  await db
    .update(userSubscriptions)
    .set({ stripeSubscriptionId: subscription.id })
    .where(eq(userSubscriptions.id, row.id));

  // Nothing to pay (e.g. the customer's credit balance covered it): Stripe's own answer to our
  // call already says it is active, so the plan starts now rather than at the webhook.
  if (subscription.status === 'active' || subscription.status === 'trialing') {
    await activateNow(deps, row.id, subscriptionEndDate(subscription));
    return { success: true, message: ASSIGNED };
  }
  const clientSecret = clientSecretOf(subscription);
  if (!clientSecret) {
    logger.error('Stripe subscription without a client secret', {
      subscriptionId: subscription.id,
      status: subscription.status,
    });
    throw new AppError(502, 'The payment provider did not return a payment form. Please try again.');
  }
  return { clientSecret };
}

async function reusePendingCheckout(
  deps: StripeDeps,
  stripe: Stripe,
  options: { userId: number; planId: number; coupon: CouponRow | null },
): Promise<string | null> {
  const [pending] = await deps.db
    .select()
    .from(userSubscriptions)
    .where(
      unpaidCheckouts(
        options,
        options.coupon
          ? eq(userSubscriptions.couponId, options.coupon.id)
          : isNull(userSubscriptions.couponId),
        isNotNull(userSubscriptions.stripeSubscriptionId),
        sql`${userSubscriptions.createdAt} > now() - make_interval(mins => ${OPEN_CHECKOUT_MINUTES})`,
      ),
    )
    .orderBy(desc(userSubscriptions.id))
    .limit(1);
  if (!pending?.stripeSubscriptionId) return null;
  try {
    const subscription = await stripe.subscriptions.retrieve(pending.stripeSubscriptionId, {
      expand: EXPAND,
    });
    return subscription.status === 'incomplete' ? clientSecretOf(subscription) : null;
  } catch (error) {
    // Not worth failing the checkout over: a fresh one is started instead.
    deps.logger.warn('could not reuse a pending checkout', {
      subscriptionId: pending.stripeSubscriptionId,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/** The Stripe subscription was never created: the row goes, and the coupon use comes back. */
async function abandonCheckout(deps: StripeDeps, row: SubscriptionRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockUser({ db: tx }, { userId: row.userId });
    const deleted = await tx
      .delete(userSubscriptions)
      .where(and(eq(userSubscriptions.id, row.id), isNull(userSubscriptions.stripeSubscriptionId)))
      .returning({ id: userSubscriptions.id });
    if (deleted.length > 0 && row.couponId !== null) await releaseCouponUse(tx, row.couponId);
  });
}

/** Starts a checkout Stripe says is paid (or has nothing to pay), unless a webhook did already. */
export async function activateNow(deps: StripeDeps, rowId: number, endDate: Date | null): Promise<void> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: userSubscriptions.userId })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, rowId));
    await lockUser({ db: tx }, { userId: owner!.userId });
    const row = await lockSubscription({ db: tx }, { subscriptionId: rowId });
    // A webhook may have got there first; activation happens once.
    if (row?.status !== 'incomplete') return { supersededStripeIds: [] };
    return activateSubscription({ db: tx }, { row, endDate });
  });
  await cancelSupersededOnStripe(deps, { stripeIds: outcome.supersededStripeIds });
}
