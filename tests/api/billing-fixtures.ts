import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { coupons, subscriptionPlans, userSubscriptions } from '../../src/server/db/schema/index.ts';
import type { FakeStripe, StripeEvent } from '../fakes/fake-stripe.ts';
import type { TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

/** Shared set-up of the billing API tests (not a test file itself). */

export async function planNamed(db: Db, name: string) {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(sql`lower(${subscriptionPlans.name}) = lower(${name})`);
  if (!plan) throw new Error(`no plan named ${name}`);
  return plan;
}

export async function makeCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `SAVE${randomBytes(3).toString('hex').toUpperCase()}`,
      type: 'percentage',
      value: '20',
      description: 'Twenty off',
      ...values,
    })
    .returning();
  return coupon!;
}

export const couponRow = async (db: Db, id: number) =>
  (await db.select().from(coupons).where(eq(coupons.id, id)))[0]!;

export const subscriptionsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(userSubscriptions.id);

export async function activeSubscription(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, 'active')));
  return row;
}

/** POSTs an event to the webhook the way Stripe does: raw JSON, signed, no Origin, no cookie. */
export function postWebhook(
  app: TestApp,
  fake: FakeStripe,
  event: StripeEvent,
  options: { signature?: string | null; secret?: string } = {},
) {
  const signed = fake.sign(event, options.secret);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const signature = options.signature === undefined ? signed.signature : options.signature;
  if (signature !== null) headers['stripe-signature'] = signature;
  return app.client().request<{ received?: boolean; message?: string }>('POST', '/api/stripe/webhook', {
    rawBody: signed.payload,
    headers,
    noOrigin: true,
  });
}

/** A signed-up user with an open checkout for `planId`: the local row and its Stripe id. */
export async function openCheckout(
  app: TestApp,
  planId: number,
  options: { couponCode?: string; client?: TestClient } = {},
) {
  const client = options.client ?? app.client();
  if (!options.client) await client.register(`buyer_${randomBytes(4).toString('hex')}`);
  const me = await client.get('/api/auth/me');
  const userId: number = me.body.user.id;
  const response = await client.post('/api/create-payment-intent', {
    planId,
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
  });
  if (response.status !== 200 || !response.body.clientSecret) {
    throw new Error(`checkout failed: ${response.status} ${response.text}`);
  }
  const [row] = await app.db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, 'incomplete')))
    .orderBy(sql`${userSubscriptions.id} desc`)
    .limit(1);
  return {
    client,
    userId,
    row: row!,
    stripeId: row!.stripeSubscriptionId!,
    clientSecret: response.body.clientSecret,
  };
}
