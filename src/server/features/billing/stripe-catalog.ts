import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { coupons, subscriptionPlans, users } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import type { CouponRow } from './coupon-quote.ts';
import type { PlanRow } from './current-plan.ts';
import { toCents } from './money.ts';
import { isMissingResource } from './stripe-client.ts';

/**
 * The Stripe objects a checkout needs, created on first use and remembered in our rows:
 * the customer (users.stripe_customer_id), the plan's price (subscription_plans.stripe_price_id)
 * and the coupon (coupons.stripe_coupon_id).
 *
 * Creation is race-safe without holding a database lock across a network call: every create
 * carries an idempotency key derived from our row and the exact parameters, so concurrent
 * requests (on any instance) get the same Stripe object back; the id is then stored with a
 * conditional UPDATE (only if still unset, or still the stale value we replaced) and re-read,
 * so exactly one id wins even if the keys had diverged.
 */

export const CURRENCY = 'usd';

type UserRow = typeof users.$inferSelect;

/** Request options for creating `kind` for our row `owner` with exactly `params`. */
function idempotent(kind: string, owner: string, params: unknown): Stripe.RequestOptions {
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 24);
  return { idempotencyKey: `pagecraft-${kind}-${owner}-${digest}` };
}

/**
 * Our row `rowId` while it still remembers `replaced` (or nothing): storing a new Stripe id
 * under this condition keeps whatever a concurrent request stored first.
 */
function stillRemembers(
  idColumn: AnyPgColumn,
  stripeIdColumn: AnyPgColumn,
  rowId: number,
  replaced: string | null,
) {
  return and(eq(idColumn, rowId), replaced ? eq(stripeIdColumn, replaced) : isNull(stripeIdColumn));
}

export async function ensureCustomer(db: Db, stripe: Stripe, logger: Logger, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const params: Stripe.CustomerCreateParams = {
    name: user.username,
    ...(user.email ? { email: user.email } : {}),
    metadata: { pagecraft_user_id: String(user.id) },
  };
  // The account's creation time keeps keys unique across databases that reuse user ids.
  const owner = `${user.id}-${user.createdAt.getTime()}`;
  const customer = await stripe.customers.create(params, idempotent('customer', owner, params));
  await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  const [stored] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  const winner = stored?.customerId ?? customer.id;
  if (winner !== customer.id) {
    // Another request stored a different customer first: ours must not linger unused.
    await stripe.customers.del(customer.id).catch((error: unknown) =>
      logger.warn('could not delete a duplicate Stripe customer', {
        customerId: customer.id,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
  return winner;
}

/** Retrieves a remembered object; null when Stripe no longer has it. */
async function retrieveOrNull<T>(fetch: () => Promise<T>): Promise<T | null> {
  try {
    return await fetch();
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw error;
  }
}

/**
 * The Stripe price for the plan as it is now. A remembered price is checked against the plan
 * (admins may change price or interval; Stripe prices are immutable), and replaced by a new
 * price on the same product when it no longer matches.
 */
export async function ensurePrice(db: Db, stripe: Stripe, plan: PlanRow): Promise<string> {
  const unitAmount = toCents(plan.price);
  const interval = plan.interval === 'yearly' ? 'year' : 'month';
  let productId: string | null = null;
  if (plan.stripePriceId) {
    const remembered = plan.stripePriceId;
    const price = await retrieveOrNull(() => stripe.prices.retrieve(remembered));
    if (
      price?.active &&
      price.unit_amount === unitAmount &&
      price.currency === CURRENCY &&
      price.recurring?.interval === interval &&
      (price.recurring.interval_count ?? 1) === 1
    ) {
      return price.id;
    }
    if (price) productId = typeof price.product === 'string' ? price.product : price.product.id;
  }
  if (!productId) {
    const params: Stripe.ProductCreateParams = {
      name: plan.name,
      metadata: { pagecraft_plan_id: String(plan.id) },
    };
    const product = await stripe.products.create(params, idempotent('product', String(plan.id), params));
    productId = product.id;
  }
  const params: Stripe.PriceCreateParams = {
    product: productId,
    unit_amount: unitAmount,
    currency: CURRENCY,
    recurring: { interval },
    metadata: { pagecraft_plan_id: String(plan.id) },
  };
  const price = await stripe.prices.create(params, idempotent('price', String(plan.id), params));
  await db
    .update(subscriptionPlans)
    .set({ stripePriceId: price.id })
    .where(
      stillRemembers(subscriptionPlans.id, subscriptionPlans.stripePriceId, plan.id, plan.stripePriceId),
    );
  // Whoever stored their id, this price is right for this checkout.
  return price.id;
}

/**
 * The Stripe coupon mirroring ours: percent_off or amount_off, duration 'forever' (the quoted
 * discounted price is what the user pays every interval). Re-made when an admin changed the
 * type or value, since Stripe coupons cannot be edited.
 */
export async function ensureStripeCoupon(db: Db, stripe: Stripe, coupon: CouponRow): Promise<string> {
  const discount =
    coupon.type === 'percentage'
      ? { percent_off: toCents(coupon.value) / 100 }
      : { amount_off: toCents(coupon.value), currency: CURRENCY };
  if (coupon.stripeCouponId) {
    const remembered = coupon.stripeCouponId;
    const existing = await retrieveOrNull(() => stripe.coupons.retrieve(remembered));
    const same =
      existing?.valid &&
      existing.duration === 'forever' &&
      ('percent_off' in discount
        ? existing.percent_off === discount.percent_off
        : existing.amount_off === discount.amount_off && existing.currency === CURRENCY);
    if (existing && same) return existing.id;
  }
  const params: Stripe.CouponCreateParams = {
    ...discount,
    duration: 'forever',
    name: coupon.code.toUpperCase().slice(0, 40),
    metadata: { pagecraft_coupon_id: String(coupon.id) },
  };
  const created = await stripe.coupons.create(params, idempotent('coupon', String(coupon.id), params));
  await db
    .update(coupons)
    .set({ stripeCouponId: created.id })
    .where(stillRemembers(coupons.id, coupons.stripeCouponId, coupon.id, coupon.stripeCouponId));
  return created.id;
}
