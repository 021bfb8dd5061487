import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionPlans } from '../../src/server/db/schema/index.ts';
import type { AdminRevenue } from '../../src/shared/api/admin.ts';
import { type FakeStripe, startFakeStripe } from '../fakes/fake-stripe.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makeCoupon, openCheckout, planNamed, postWebhook } from './billing-fixtures.ts';
import { signUp } from './pages-fixtures.ts';

/**
 * The admin's revenue figures count only what Stripe collected, after coupons: never a free
 * plan, never a plan an admin assigned, never the same invoice twice. Payments arrive the way
 * Stripe sends them, as signed invoice.paid events from the fake Stripe API.
 */
let fake: FakeStripe;
let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await startTestApp({ env: fake.env() });
  admin = app.client();
  await admin.login(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const revenue = async (): Promise<AdminRevenue> => {
  const response = await admin.get('/api/admin/revenue');
  expect(response.status, response.text).toBe(200);
  return response.body;
};

async function pay(planName: string, couponCode?: string) {
  const plan = await planNamed(app.db, planName);
  const checkout = await openCheckout(app, plan.id, { couponCode });
  const event = fake.invoicePaid(checkout.stripeId);
  expect((await postWebhook(app, fake, event)).status).toBe(200);
  return { ...checkout, event };
}

describe('GET /api/admin/revenue', () => {
  it('counts only what Stripe collected, net of coupons, and the subscriptions paying now', async () => {
    // Seeded: the admin holds Unlimited ($99), assigned, never paid for.
    expect(await revenue()).toEqual({ totalRevenue: 0, monthlyRecurringRevenue: 0, payingSubscriptions: 0 });

    // An admin assigns Pro ($59) to a user: still nothing collected.
    const { userId } = await signUp(app);
    const pro = await planNamed(app.db, 'Pro');
    expect((await admin.post('/api/admin/assign-plan', { userId, planId: pro.id })).status).toBe(200);
    expect(await revenue()).toEqual({ totalRevenue: 0, monthlyRecurringRevenue: 0, payingSubscriptions: 0 });

    // Starter at $29 with 20% off: $23.20 collected.
    const twenty = await makeCoupon(app.db, { type: 'percentage', value: '20' });
    const starter = await pay('Starter', twenty.code);
    expect(await revenue()).toEqual({
      totalRevenue: 23.2,
      monthlyRecurringRevenue: 23.2,
      payingSubscriptions: 1,
    });

    // Stripe delivers the same event again: nothing counted twice.
    expect((await postWebhook(app, fake, starter.event)).status).toBe(200);
    expect((await revenue()).totalRevenue).toBe(23.2);

    // The next month's invoice, its coupon still applied: collected twice, recurring once.
    expect((await postWebhook(app, fake, fake.renewalPaid(starter.stripeId))).status).toBe(200);
    expect(await revenue()).toEqual({
      totalRevenue: 46.4,
      monthlyRecurringRevenue: 23.2,
      payingSubscriptions: 1,
    });

    // A 100% coupon: subscribed at $0, with nothing collected.
    const everything = await makeCoupon(app.db, { type: 'percentage', value: '100' });
    const { client } = await signUp(app);
    const free = await client.post('/api/create-payment-intent', {
      planId: pro.id,
      couponCode: everything.code,
    });
    expect(free.body).toMatchObject({ success: true });
    expect(await revenue()).toEqual({
      totalRevenue: 46.4,
      monthlyRecurringRevenue: 23.2,
      payingSubscriptions: 1,
    });
  });

  it('spreads a yearly payment over twelve months and keeps the money of a subscription that ended', async () => {
    const before = await revenue();
    const [yearly] = await app.db
      .insert(subscriptionPlans)
      .values({ name: 'Agency Yearly', price: '300', interval: 'yearly', sortOrder: 9 })
      .returning();
    const agency = await pay(yearly!.name);
    const withYearly = await revenue();
    expect(withYearly.totalRevenue).toBeCloseTo(before.totalRevenue + 300, 2);
    expect(withYearly.monthlyRecurringRevenue).toBeCloseTo(before.monthlyRecurringRevenue + 25, 2);
    expect(withYearly.payingSubscriptions).toBe(before.payingSubscriptions + 1);
    const [stored] = await app.db.select().from(payments).where(eq(payments.userId, agency.userId));
    expect(stored).toMatchObject({ amountCents: 30_000, currency: 'usd', subscriptionId: agency.row.id });

    // Cancelled on Stripe: no longer recurring, but what was collected stays collected.
    const deleted = fake.subscriptionEvent('customer.subscription.deleted', agency.stripeId, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    });
    expect((await postWebhook(app, fake, deleted)).status).toBe(200);
    expect(await revenue()).toEqual({
      totalRevenue: withYearly.totalRevenue,
      monthlyRecurringRevenue: before.monthlyRecurringRevenue,
      payingSubscriptions: before.payingSubscriptions,
    });
  });

  it('is for admins only', async () => {
    const { client } = await signUp(app);
    expect((await client.get('/api/admin/revenue')).status).toBe(403);
    expect((await app.client().get('/api/admin/revenue')).status).toBe(401);
  });
});
