import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyUsage, subscriptionPlans, userSubscriptions } from '../../src/server/db/schema/index.ts';
import { currentPeriod } from '../../src/server/features/billing/index.ts';
import { billingStatusSchema, subscriptionPlanSchema } from '../../src/shared/api/billing.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { planNamed } from './billing-fixtures.ts';
import { signUp } from './pages-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  // No AI keys: the offline engine generates; no Stripe keys: plans and status need none.
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('GET /api/subscription-plans', () => {
  it('lists every plan publicly, cheapest first, prices as numbers', async () => {
    await app.db.insert(subscriptionPlans).values([
      { name: 'Legacy', price: '19.99', sortOrder: 1, isActive: false, maxLandingPages: 10 },
      { name: 'Agency', price: '249.50', interval: 'yearly', sortOrder: 9, features: ['Seats'] },
      // What the admin's plan form creates: sort order 0, yet it still sorts by its price.
      { name: 'Studio', price: '149', sortOrder: 0 },
    ]);
    const response = await app.client().get('/api/subscription-plans');
    expect(response.status).toBe(200);
    const plans = subscriptionPlanSchema.array().parse(response.body);
    expect(plans.map((plan) => plan.name)).toEqual([
      'Free',
      'Legacy',
      'Starter',
      'Pro',
      'Unlimited',
      'Studio',
      'Agency',
    ]);
    expect(plans.map((plan) => plan.price)).toEqual([0, 19.99, 29, 59, 99, 149, 249.5]);
    expect(plans.find((plan) => plan.name === 'Legacy')?.isActive).toBe(false);
    expect(plans.find((plan) => plan.name === 'Unlimited')).toMatchObject({
      maxLandingPages: -1,
      maxVersions: -1,
      monthlyGenerateLimit: -1,
    });
    expect(plans.find((plan) => plan.name === 'Agency')).toMatchObject({
      interval: 'yearly',
      features: ['Seats'],
    });
    // Internal columns stay on the server.
    for (const plan of response.body) {
      expect(plan).not.toHaveProperty('stripePriceId');
      expect(plan).not.toHaveProperty('sortOrder');
    }
  });
});

describe('GET /api/billing/status', () => {
  it('answers 401 signed out', async () => {
    const response = await app.client().get('/api/billing/status');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
  });

  it("shows a new account's Free subscription and zero usage against Free limits", async () => {
    const { client } = await signUp(app, 'status');
    const response = await client.get('/api/billing/status');
    expect(response.status).toBe(200);
    const status = billingStatusSchema.parse(response.body);
    const free = await planNamed(app.db, 'Free');
    expect(status.plan).toEqual({ id: free.id, name: 'Free', price: 0, interval: 'monthly' });
    expect(status.subscription).toMatchObject({ status: 'active', endDate: null });
    expect(status.usage).toEqual({
      landingPages: { used: 0, limit: 3 },
      maxVersionsPerPage: 5,
      storage: { used: 0, limit: 100 * 1024 * 1024 },
      period: new Date().toISOString().slice(0, 7),
      monthly: {
        generate: { used: 0, limit: 10 },
        modify: { used: 0, limit: 30 },
        variation: { used: 0, limit: 3 },
        ask: { used: 0, limit: 50 },
      },
    });
  });

  it('counts a generation with the counters billing/usage.ts charges, in the same period', async () => {
    const { client, userId } = await signUp(app, 'maker');
    const response = await client.post('/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'A landing page for a yoga studio in Leeds' }],
    });
    expect(eventsOfType(parseEventStream(response.text), 'html_update')).toHaveLength(1);
    const status = billingStatusSchema.parse((await client.get('/api/billing/status')).body);
    expect(status.usage.period).toBe(currentPeriod());
    expect(status.usage.landingPages).toEqual({ used: 1, limit: 3 });
    expect(status.usage.monthly.generate).toEqual({ used: 1, limit: 10 });
    const [counter] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    expect(counter).toMatchObject({ period: status.usage.period, generateCount: 1 });
  });

  it('shows the active paid plan with unlimited meters as null', async () => {
    const { client, userId } = await signUp(app, 'rich');
    const unlimited = await planNamed(app.db, 'Unlimited');
    await app.db
      .update(userSubscriptions)
      .set({ planId: unlimited.id })
      .where(eq(userSubscriptions.userId, userId));
    const status = billingStatusSchema.parse((await client.get('/api/billing/status')).body);
    expect(status.plan).toMatchObject({ name: 'Unlimited', price: 99 });
    expect(status.usage.landingPages.limit).toBeNull();
    expect(status.usage.maxVersionsPerPage).toBeNull();
    expect(status.usage.monthly.generate.limit).toBeNull();
  });

  it('falls back to the Free plan without an active subscription (subscription null)', async () => {
    const { client, userId } = await signUp(app, 'lapsed');
    await app.db
      .update(userSubscriptions)
      .set({ status: 'cancelled', endDate: new Date() })
      .where(eq(userSubscriptions.userId, userId));
    const status = billingStatusSchema.parse((await client.get('/api/billing/status')).body);
    expect(status.plan.name).toBe('Free');
    expect(status.subscription).toBeNull();
    expect(status.usage.landingPages.limit).toBe(3);
  });
});
