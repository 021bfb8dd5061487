import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../src/server/db/schema/index.ts';
import { getPlanLimits } from '../../src/server/features/billing/index.ts';
import { type FakeStripe, startFakeStripe } from '../fakes/fake-stripe.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { activeSubscription, couponRow, makeCoupon, planNamed, subscriptionsOf } from './billing-fixtures.ts';
import { signUp } from './pages-fixtures.ts';

let fake: FakeStripe;
let app: TestApp;
let plans: Record<'free' | 'starter' | 'pro' | 'unlimited', typeof subscriptionPlans.$inferSelect>;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await startTestApp({ env: fake.env() });
  plans = {
    free: await planNamed(app.db, 'Free'),
    starter: await planNamed(app.db, 'Starter'),
    pro: await planNamed(app.db, 'Pro'),
    unlimited: await planNamed(app.db, 'Unlimited'),
  };
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.latencyMs = 0;
});

const SECRET = /^pi_fake[0-9a-f]+_secret_[0-9a-f]+$/;

describe('POST /api/create-payment-intent: free plans', () => {
  it('assigns the free plan at once, cancelling the previous subscription, and limits follow', async () => {
    const { client, userId } = await signUp(app, 'downgrader');
    await app.db
      .update(userSubscriptions)
      .set({ planId: plans.pro.id })
      .where(eq(userSubscriptions.userId, userId));
    expect((await getPlanLimits({ db: app.db }, { userId })).planName).toBe('Pro');
    const before = fake.requests.length;

    const response = await client.post('/api/create-payment-intent', { planId: plans.free.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Plan assigned successfully' });
    const rows = await subscriptionsOf(app.db, userId);
    expect(rows.map((row) => [row.planId, row.status])).toEqual([
      [plans.pro.id, 'cancelled'],
      [plans.free.id, 'active'],
    ]);
    expect(rows[0]!.endDate).toBeInstanceOf(Date);
    const limits = await getPlanLimits({ db: app.db }, { userId });
    expect(limits).toMatchObject({ planName: 'Free', maxLandingPages: 3 });
    expect((await client.get('/api/billing/status')).body.plan.name).toBe('Free');
    // No payment provider involved.
    expect(fake.requests.length).toBe(before);
  });

  it('refuses the free plan to a user already on it (409), changing nothing', async () => {
    const { client, userId } = await signUp(app, 'stayer');
    const before = await subscriptionsOf(app.db, userId);
    const response = await client.post('/api/create-payment-intent', { planId: plans.free.id });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'You are already subscribed to the Free plan' });
    expect(await subscriptionsOf(app.db, userId)).toEqual(before);
  });

  it('refuses a coupon that makes free the plan the user already has (409), using nothing', async () => {
    const { client, userId } = await signUp(app, 'onpro');
    await app.db
      .update(userSubscriptions)
      .set({ planId: plans.pro.id })
      .where(eq(userSubscriptions.userId, userId));
    const before = await subscriptionsOf(app.db, userId);
    const coupon = await makeCoupon(app.db, { type: 'percentage', value: '100', maxUses: 3 });
    const response = await client.post('/api/create-payment-intent', {
      planId: plans.pro.id,
      couponCode: coupon.code,
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'You are already subscribed to the Pro plan' });
    expect(await subscriptionsOf(app.db, userId)).toEqual(before);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(0);
  });

  it('assigns a paid plan outright when a coupon makes it free, and counts the redemption', async () => {
    const { client, userId } = await signUp(app, 'lucky');
    const coupon = await makeCoupon(app.db, { type: 'percentage', value: '100', maxUses: 5 });
    const before = fake.requests.length;
    const response = await client.post('/api/create-payment-intent', {
      planId: plans.pro.id,
      couponCode: coupon.code.toLowerCase(),
    });
    expect(response.body).toEqual({ success: true, message: 'Plan assigned successfully' });
    const active = await activeSubscription(app.db, userId);
    expect(active).toMatchObject({ planId: plans.pro.id, couponId: coupon.id, stripeSubscriptionId: null });
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
    const redemptions = await app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toEqual([expect.objectContaining({ userId, subscriptionId: active!.id })]);
    expect(fake.requests.length).toBe(before);
  });

  it('does not use up a coupon given with a plan that is free anyway', async () => {
    const { client, userId } = await signUp(app, 'thrifty');
    await app.db
      .update(userSubscriptions)
      .set({ planId: plans.starter.id })
      .where(eq(userSubscriptions.userId, userId));
    const coupon = await makeCoupon(app.db, { maxUses: 1 });
    const response = await client.post('/api/create-payment-intent', {
      planId: plans.free.id,
      couponCode: coupon.code,
    });
    expect(response.status).toBe(200);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(0);
  });
});

describe('POST /api/create-payment-intent: paid plans through Stripe', () => {
  it('creates the customer, price and an incomplete subscription, and answers its client secret', async () => {
    const { client, userId } = await signUp(app, 'buyer');
    const response = await client.post('/api/create-payment-intent', { planId: plans.starter.id });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['clientSecret']);
    expect(response.body.clientSecret).toMatch(SECRET);

    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    const customer = fake.customers.get(user!.stripeCustomerId!);
    expect(customer).toMatchObject({ name: user!.username, metadata: { pagecraft_user_id: String(userId) } });

    const [plan] = await app.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, plans.starter.id));
    const price = fake.prices.get(plan!.stripePriceId!);
    expect(price).toMatchObject({ unit_amount: 2900, currency: 'usd', recurring: { interval: 'month' } });
    expect(fake.products.get(price.product)).toMatchObject({ name: 'Starter' });

    const [create] = fake.requestsTo('POST', '/v1/subscriptions').slice(-1);
    expect(create!.params).toMatchObject({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(create!.params.discounts).toBeUndefined();

    const rows = await subscriptionsOf(app.db, userId);
    const pending = rows.find((row) => row.status === 'incomplete')!;
    const stripeSubscription = fake.subscriptions.get(pending.stripeSubscriptionId!);
    expect(stripeSubscription).toMatchObject({
      status: 'incomplete',
      metadata: { pagecraft_subscription_id: String(pending.id) },
    });
    expect(fake.invoices.get(stripeSubscription.latest_invoice).confirmation_secret.client_secret).toBe(
      response.body.clientSecret,
    );
    // 'incomplete' grants nothing: still on Free.
    expect((await getPlanLimits({ db: app.db }, { userId })).planName).toBe('Free');
    expect((await client.get('/api/billing/status')).body).toMatchObject({
      plan: { name: 'Free' },
      subscription: { status: 'active' },
    });
  });

  it('reuses the customer and the remembered price on the next checkout', async () => {
    const { client } = await signUp(app, 'returning');
    expect((await client.post('/api/create-payment-intent', { planId: plans.pro.id })).status).toBe(200);
    const customers = fake.requestsTo('POST', '/v1/customers').length;
    const prices = fake.requestsTo('POST', '/v1/prices').length;
    expect((await client.post('/api/create-payment-intent', { planId: plans.starter.id })).status).toBe(200);
    expect(fake.requestsTo('POST', '/v1/customers').length).toBe(customers);
    // Starter's price exists since the first test: checked, not re-created.
    expect(fake.requestsTo('POST', '/v1/prices').length).toBe(prices);
    expect(fake.requestsTo('GET', '/v1/prices/').length).toBeGreaterThan(0);
  });

  it('creates one Stripe customer for two concurrent checkouts of one user', async () => {
    const { client, userId } = await signUp(app, 'doubleclick');
    fake.latencyMs = 40;
    const customersBefore = fake.customers.size;
    const [a, b] = await Promise.all([
      client.post('/api/create-payment-intent', { planId: plans.starter.id }),
      client.post('/api/create-payment-intent', { planId: plans.pro.id }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(fake.customers.size).toBe(customersBefore + 1);
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(fake.customers.has(user!.stripeCustomerId!)).toBe(true);
    const mine = [...fake.subscriptions.values()].filter(
      (s) => s.metadata.pagecraft_user_id === String(userId),
    );
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((s) => s.customer))).toEqual(new Set([user!.stripeCustomerId]));
  });

  it('answers the same client secret when the same plan is chosen again', async () => {
    const { client, userId } = await signUp(app, 'hesitant');
    const first = await client.post('/api/create-payment-intent', { planId: plans.pro.id });
    const subscriptionsBefore = fake.subscriptions.size;
    const second = await client.post('/api/create-payment-intent', { planId: plans.pro.id });
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(fake.subscriptions.size).toBe(subscriptionsBefore);
    expect((await subscriptionsOf(app.db, userId)).filter((row) => row.status === 'incomplete')).toHaveLength(
      1,
    );
  });

  it('applies a coupon as a Stripe coupon made once, and claims one use', async () => {
    const coupon = await makeCoupon(app.db, { type: 'percentage', value: '25', maxUses: 10 });
    const { client: first } = await signUp(app, 'saver');
    const { client: second } = await signUp(app, 'saver');
    for (const client of [first, second]) {
      const response = await client.post('/api/create-payment-intent', {
        planId: plans.pro.id,
        couponCode: coupon.code,
      });
      expect(response.status).toBe(200);
    }
    const stored = await couponRow(app.db, coupon.id);
    expect(stored.usedCount).toBe(2);
    expect(fake.coupons.get(stored.stripeCouponId!)).toMatchObject({
      percent_off: 25,
      duration: 'forever',
      name: coupon.code,
    });
    expect(
      fake
        .requestsTo('POST', '/v1/coupons')
        .filter((r) => r.params.metadata?.pagecraft_coupon_id === String(coupon.id)),
    ).toHaveLength(1);
    const [create] = fake.requestsTo('POST', '/v1/subscriptions').slice(-1);
    expect(create!.params.discounts).toEqual([{ coupon: stored.stripeCouponId }]);
    const subscription = fake.subscriptions.get([...fake.subscriptions.keys()].at(-1)!);
    expect(fake.invoices.get(subscription.latest_invoice).amount_due).toBe(4425);
  });

  it('makes a fixed-amount coupon an amount_off coupon in cents', async () => {
    const coupon = await makeCoupon(app.db, { type: 'fixed_amount', value: '9.5' });
    const { client } = await signUp(app, 'fixed');
    await client.post('/api/create-payment-intent', { planId: plans.starter.id, couponCode: coupon.code });
    const stored = await couponRow(app.db, coupon.id);
    expect(fake.coupons.get(stored.stripeCouponId!)).toMatchObject({
      amount_off: 950,
      currency: 'usd',
      percent_off: null,
    });
  });

  it('re-makes the Stripe price when an admin changed the plan price', async () => {
    const [plan] = await app.db
      .insert(subscriptionPlans)
      .values({ name: 'Repriced', price: '10', sortOrder: 50 })
      .returning();
    const { client } = await signUp(app, 'repriced');
    await client.post('/api/create-payment-intent', { planId: plan!.id });
    const [first] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan!.id));
    await app.db
      .update(subscriptionPlans)
      .set({ price: '12.5', interval: 'yearly' })
      .where(eq(subscriptionPlans.id, plan!.id));
    const { client: other } = await signUp(app, 'repriced');
    await other.post('/api/create-payment-intent', { planId: plan!.id });
    const [second] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan!.id));
    expect(second!.stripePriceId).not.toBe(first!.stripePriceId);
    const oldPrice = fake.prices.get(first!.stripePriceId!);
    const newPrice = fake.prices.get(second!.stripePriceId!);
    expect(newPrice).toMatchObject({
      unit_amount: 1250,
      recurring: { interval: 'year' },
      product: oldPrice.product,
    });
  });

  it('refuses a second subscription to the plan the user already has (409)', async () => {
    const { client, userId } = await signUp(app, 'already');
    await app.db
      .update(userSubscriptions)
      .set({ planId: plans.starter.id })
      .where(eq(userSubscriptions.userId, userId));
    const response = await client.post('/api/create-payment-intent', { planId: plans.starter.id });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'You are already subscribed to the Starter plan' });
  });
});

describe('POST /api/create-payment-intent: failures', () => {
  it('passes a card error on as 402, leaving no row and giving the coupon use back', async () => {
    const { client, userId } = await signUp(app, 'declined');
    const coupon = await makeCoupon(app.db, { maxUses: 1 });
    fake.fail({ method: 'POST', path: '/v1/subscriptions', status: 402, type: 'card_error' });
    const response = await client.post('/api/create-payment-intent', {
      planId: plans.starter.id,
      couponCode: coupon.code,
    });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ message: 'Your card was declined.' });
    expect((await subscriptionsOf(app.db, userId)).map((row) => row.status)).toEqual(['active']);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(0);
  });

  it('retries one Stripe 500 and succeeds', async () => {
    const { client } = await signUp(app, 'flaky');
    fake.fail({ method: 'POST', path: '/v1/subscriptions', status: 500, type: 'api_error' });
    const creates = fake.requestsTo('POST', '/v1/subscriptions').length;
    const response = await client.post('/api/create-payment-intent', { planId: plans.pro.id });
    expect(response.status).toBe(200);
    const attempts = fake.requestsTo('POST', '/v1/subscriptions').slice(creates);
    expect(attempts.map((r) => r.status)).toEqual([500, 200]);
    // The client's retry reuses our idempotency key, so Stripe could never apply it twice.
    expect(attempts[0]!.idempotencyKey).toBe(attempts[1]!.idempotencyKey);
  });

  it('answers 502 when Stripe keeps failing, with a generic message', async () => {
    const { client, userId } = await signUp(app, 'outage');
    fake.fail({
      path: /^\/v1\/customers/,
      status: 500,
      type: 'api_error',
      message: 'internal detail',
      times: 2,
    });
    const response = await client.post('/api/create-payment-intent', { planId: plans.pro.id });
    expect(response.status).toBe(502);
    expect(response.body.message).toBe(
      'The payment provider could not process the request. Please try again.',
    );
    expect(response.text).not.toContain('internal detail');
    expect((await subscriptionsOf(app.db, userId)).map((row) => row.status)).toEqual(['active']);
  });
});

describe('POST /api/create-payment-intent: input', () => {
  it('answers 401 signed out', async () => {
    const response = await app.client().post('/api/create-payment-intent', { planId: plans.pro.id });
    expect(response.status).toBe(401);
  });

  it('answers 404 for an unknown or inactive plan', async () => {
    const { client } = await signUp(app, 'lost');
    const [retired] = await app.db
      .insert(subscriptionPlans)
      .values({ name: 'Retired', price: '15', isActive: false })
      .returning();
    for (const planId of [424242, retired!.id]) {
      const response = await client.post('/api/create-payment-intent', { planId });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Plan not found' });
    }
  });

  it('answers the coupon errors before any payment starts', async () => {
    const { client } = await signUp(app, 'badcoupon');
    const before = fake.requests.length;
    const response = await client.post('/api/create-payment-intent', {
      planId: plans.pro.id,
      couponCode: 'NOSUCH',
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Coupon not found' });
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    ['an extra field', { planId: 2, price: 0 }, 'Unexpected field(s): price'],
    ['a userId', { planId: 2, userId: 1 }, 'Unexpected field(s): userId'],
    ['no plan', {}, 'planId must be a number'],
    ['a fractional plan id', { planId: 1.5 }, undefined],
    ['a blank coupon', { planId: 2, couponCode: ' ' }, 'Enter a coupon code'],
  ])('refuses %s with 400', async (_, body, message) => {
    const { client } = await signUp(app, 'strict');
    const response = await client.post('/api/create-payment-intent', body);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
  });
});
