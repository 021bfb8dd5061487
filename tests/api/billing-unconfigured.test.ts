import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, userSubscriptions } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { activeSubscription, makeCoupon, planNamed } from './billing-fixtures.ts';
import { signUp } from './pages-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  // No STRIPE_* variables at all: payments are unavailable, everything else works.
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('billing without Stripe keys', () => {
  it('answers 503 for a paid plan and starts nothing', async () => {
    const { client, userId } = await signUp(app, 'nokeys');
    const before = await app.db.select().from(userSubscriptions);
    const response = await client.post('/api/create-payment-intent', {
      planId: (await planNamed(app.db, 'Pro')).id,
    });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'Payment processing is not configured' });
    expect(await app.db.select().from(userSubscriptions)).toEqual(before);
    expect((await activeSubscription(app.db, userId))?.planId).toBe((await planNamed(app.db, 'Free')).id);
  });

  it('still assigns free plans, and paid plans a coupon makes free', async () => {
    const { client, userId } = await signUp(app, 'nokeysfree');
    const coupon = await makeCoupon(app.db, { type: 'fixed_amount', value: '1000' });
    const starter = await planNamed(app.db, 'Starter');
    const response = await client.post('/api/create-payment-intent', {
      planId: starter.id,
      couponCode: coupon.code,
    });
    expect(response.body).toEqual({ success: true, message: 'Plan assigned successfully' });
    expect((await activeSubscription(app.db, userId))?.planId).toBe(starter.id);
    const free = await planNamed(app.db, 'Free');
    expect((await client.post('/api/create-payment-intent', { planId: free.id })).status).toBe(200);
    expect((await activeSubscription(app.db, userId))?.planId).toBe(free.id);
  });

  it('answers 503 to a signed webhook delivery and records nothing', async () => {
    const response = await app.client().request('POST', '/api/stripe/webhook', {
      rawBody: JSON.stringify({ id: 'evt_x', object: 'event', type: 'invoice.paid', data: { object: {} } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      noOrigin: true,
    });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'Payment processing is not configured' });
    // Unsigned is malformed whatever the configuration.
    const unsigned = await app.client().request('POST', '/api/stripe/webhook', {
      rawBody: '{}',
      headers: { 'content-type': 'application/json' },
      noOrigin: true,
    });
    expect(unsigned.status).toBe(400);
    expect(await app.db.select().from(paymentEvents)).toEqual([]);
  });

  it('tells the web app there is no publishable key', async () => {
    const response = await app.client().get('/api/config');
    expect(response.body.stripePublishableKey).toBeNull();
  });
});
