import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, paymentEvents, userSubscriptions } from '../../src/server/db/schema/index.ts';
import { assignPlanNow, getPlanLimits } from '../../src/server/features/billing/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { type FakeStripe, startFakeStripe } from '../fakes/fake-stripe.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import {
  activeSubscription,
  couponRow,
  makeCoupon,
  openCheckout,
  planNamed,
  postWebhook,
  subscriptionsOf,
} from './billing-fixtures.ts';

let fake: FakeStripe;
let app: TestApp;
let starterId: number;
let proId: number;
let freeId: number;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await startTestApp({ env: fake.env() });
  starterId = (await planNamed(app.db, 'Starter')).id;
  proId = (await planNamed(app.db, 'Pro')).id;
  freeId = (await planNamed(app.db, 'Free')).id;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const recorded = async (eventId: string) =>
  (await app.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).length;
const rowById = async (id: number) =>
  (await app.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, id)))[0]!;
const periodEnd = (stripeId: string) =>
  new Date(fake.subscriptions.get(stripeId).items.data[0].current_period_end * 1000);

/** A user whose checkout for `planId` has been paid (through the webhook). */
async function paidSubscriber(planId: number, couponCode?: string) {
  const checkout = await openCheckout(app, planId, { couponCode });
  const response = await postWebhook(app, fake, fake.invoicePaid(checkout.stripeId));
  expect(response.status).toBe(200);
  return checkout;
}

describe('POST /api/stripe/webhook: invoice.paid', () => {
  it('activates the checkout, cancels the previous plan and switches the limits at once', async () => {
    const { client, userId, row, stripeId } = await openCheckout(app, starterId);
    expect((await getPlanLimits({ db: app.db }, { userId })).planName).toBe('Free');
    const event = fake.invoicePaid(stripeId);

    const response = await postWebhook(app, fake, event);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true });

    const rows = await subscriptionsOf(app.db, userId);
    expect(rows.map((r) => [r.planId, r.status])).toEqual([
      [freeId, 'cancelled'],
      [starterId, 'active'],
    ]);
    const active = rows[1]!;
    expect(active.id).toBe(row.id);
    expect(active.endDate).toEqual(periodEnd(stripeId));
    expect(active.startDate.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    expect(await recorded(event.id)).toBe(1);
    expect(await getPlanLimits({ db: app.db }, { userId })).toMatchObject({
      planName: 'Starter',
      maxLandingPages: 25,
      monthly: { generate: 100, modify: 300, variation: 50 },
    });
    const status = (await client.get('/api/billing/status')).body;
    expect(status.plan).toMatchObject({ id: starterId, name: 'Starter', price: 29 });
    expect(status.subscription).toMatchObject({
      id: row.id,
      status: 'active',
      endDate: periodEnd(stripeId).toISOString(),
    });
    expect(status.usage.landingPages.limit).toBe(25);
  });

  it('applies a replayed event once, even when the copies arrive together', async () => {
    const coupon = await makeCoupon(app.db, { maxUses: 10 });
    const { userId, row, stripeId } = await openCheckout(app, proId, { couponCode: coupon.code });
    const event = fake.invoicePaid(stripeId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(app, fake, event)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const afterFirst = await subscriptionsOf(app.db, userId);
    expect((await postWebhook(app, fake, event)).status).toBe(200);
    expect(await subscriptionsOf(app.db, userId)).toEqual(afterFirst);
    expect(await recorded(event.id)).toBe(1);
    expect((await rowById(row.id)).status).toBe('active');
    const redemptions = await app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]).toMatchObject({ userId, subscriptionId: row.id });
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
  });

  it('extends the end date on a renewal invoice and never shortens it', async () => {
    const { row, stripeId } = await paidSubscriber(starterId);
    const first = (await rowById(row.id)).endDate!;
    const item = fake.subscriptions.get(stripeId).items.data[0];
    item.current_period_end += 31 * 86_400;
    const invoice = fake.invoices.get(fake.subscriptions.get(stripeId).latest_invoice);
    invoice.lines.data[0].period = { start: item.current_period_start, end: item.current_period_end };
    expect((await postWebhook(app, fake, fake.event('invoice.paid', invoice))).status).toBe(200);
    const renewed = (await rowById(row.id)).endDate!;
    expect(renewed.getTime()).toBe(first.getTime() + 31 * 86_400_000);
    // An older update carrying the first period end arrives late: nothing moves back.
    const stale = structuredClone(fake.subscriptions.get(stripeId));
    stale.items.data[0].current_period_end = Math.floor(first.getTime() / 1000);
    expect((await postWebhook(app, fake, fake.event('customer.subscription.updated', stale))).status).toBe(
      200,
    );
    expect((await rowById(row.id)).endDate).toEqual(renewed);
  });

  it('finds a checkout whose Stripe id was never stored by the id in its metadata', async () => {
    const { row, stripeId } = await openCheckout(app, starterId);
    await app.db
      .update(userSubscriptions)
      .set({ stripeSubscriptionId: null })
      .where(eq(userSubscriptions.id, row.id));
    expect((await postWebhook(app, fake, fake.invoicePaid(stripeId))).status).toBe(200);
    expect(await rowById(row.id)).toMatchObject({ status: 'active', stripeSubscriptionId: stripeId });
  });

  it("never lets an unknown subscription's metadata reach a row that is not its own checkout", async () => {
    // An open checkout whose Stripe id was never stored, then a plan an admin assigned: two
    // rows without a Stripe id.
    const { row: checkout, userId, stripeId } = await openCheckout(app, starterId);
    await app.db
      .update(userSubscriptions)
      .set({ stripeSubscriptionId: null })
      .where(eq(userSubscriptions.id, checkout.id));
    const deps = { db: app.db, config: app.config, logger: createLogger('silent') };
    await assignPlanNow(deps, { userId, planId: proId, couponId: null });
    const assigned = (await activeSubscription(app.db, userId))!;
    expect(assigned.stripeSubscriptionId).toBeNull();
    const rowsBefore = await subscriptionsOf(app.db, userId);

    const ghost = (metadata: Record<string, string>) => {
      const subscription = structuredClone(fake.subscriptions.get(stripeId));
      subscription.id = `sub_fakeghost${Math.random().toString(16).slice(2)}`;
      subscription.metadata = metadata;
      return subscription;
    };
    const pointingAt = (row: { id: number; userId: number; planId: number }) => ({
      pagecraft_subscription_id: String(row.id),
      pagecraft_user_id: String(row.userId),
      pagecraft_plan_id: String(row.planId),
    });
    const events = [
      // The admin's assignment, named exactly.
      fake.event('customer.subscription.deleted', ghost(pointingAt(assigned))),
      fake.event('customer.subscription.updated', { ...ghost(pointingAt(assigned)), status: 'canceled' }),
      // The user's open checkout, but with another user or plan than it was made for.
      fake.event('customer.subscription.deleted', ghost({ ...pointingAt(checkout), pagecraft_user_id: '1' })),
      fake.event(
        'customer.subscription.deleted',
        ghost({ ...pointingAt(checkout), pagecraft_plan_id: String(proId) }),
      ),
      // The row id alone, as before user and plan were checked.
      fake.event('customer.subscription.deleted', ghost({ pagecraft_subscription_id: String(assigned.id) })),
    ];
    for (const event of events) expect((await postWebhook(app, fake, event)).status).toBe(200);
    expect(await subscriptionsOf(app.db, userId)).toEqual(rowsBefore);

    // The checkout's own subscription still finds it, and its payment starts the plan.
    expect((await postWebhook(app, fake, fake.invoicePaid(stripeId))).status).toBe(200);
    expect(await rowById(checkout.id)).toMatchObject({ status: 'active', stripeSubscriptionId: stripeId });
    expect((await rowById(assigned.id)).status).toBe('cancelled');
  });

  it('cancels the replaced paid subscription on Stripe after an upgrade', async () => {
    const starter = await paidSubscriber(starterId);
    const pro = await openCheckout(app, proId, { client: starter.client });
    expect((await postWebhook(app, fake, fake.invoicePaid(pro.stripeId))).status).toBe(200);
    expect((await rowById(starter.row.id)).status).toBe('cancelled');
    expect((await rowById(pro.row.id)).status).toBe('active');
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${starter.stripeId}`)).toHaveLength(1);
    expect(fake.subscriptions.get(starter.stripeId).status).toBe('canceled');
    // Stripe then reports the old one deleted: the new plan stays.
    const deleted = fake.subscriptionEvent('customer.subscription.deleted', starter.stripeId);
    expect((await postWebhook(app, fake, deleted)).status).toBe(200);
    expect((await activeSubscription(app.db, starter.userId))?.id).toBe(pro.row.id);
  });

  it('cancels the paid subscription on Stripe when the user picks the free plan', async () => {
    const { client, userId, stripeId } = await paidSubscriber(proId);
    const response = await client.post('/api/create-payment-intent', { planId: freeId });
    expect(response.body).toEqual({ success: true, message: 'Plan assigned successfully' });
    expect((await activeSubscription(app.db, userId))?.planId).toBe(freeId);
    expect(fake.subscriptions.get(stripeId).status).toBe('canceled');
  });
});

describe('POST /api/stripe/webhook: subscription updates', () => {
  it('keeps a past_due subscription active until Stripe gives up', async () => {
    const { userId, row, stripeId } = await paidSubscriber(starterId);
    const pastDue = fake.subscriptionEvent('customer.subscription.updated', stripeId, { status: 'past_due' });
    expect((await postWebhook(app, fake, pastDue)).status).toBe(200);
    expect((await rowById(row.id)).status).toBe('active');
    const unpaid = fake.subscriptionEvent('customer.subscription.updated', stripeId, { status: 'unpaid' });
    expect((await postWebhook(app, fake, unpaid)).status).toBe(200);
    expect((await rowById(row.id)).status).toBe('expired');
    expect((await getPlanLimits({ db: app.db }, { userId })).planName).toBe('Free');
  });

  it('activates on an update to active that arrives before invoice.paid, once', async () => {
    const coupon = await makeCoupon(app.db, {});
    const { row, stripeId } = await openCheckout(app, starterId, { couponCode: coupon.code });
    const update = fake.subscriptionEvent('customer.subscription.updated', stripeId, { status: 'active' });
    expect((await postWebhook(app, fake, update)).status).toBe(200);
    expect((await rowById(row.id)).status).toBe('active');
    expect((await postWebhook(app, fake, fake.invoicePaid(stripeId))).status).toBe(200);
    const redemptions = await app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(1);
  });

  it('records a scheduled cancellation as the end date, then cancels and falls back to Free', async () => {
    const { client, userId, row, stripeId } = await paidSubscriber(proId);
    const end = periodEnd(stripeId);
    const scheduled = fake.subscriptionEvent('customer.subscription.updated', stripeId, {
      cancel_at_period_end: true,
      cancel_at: Math.floor(end.getTime() / 1000),
    });
    expect((await postWebhook(app, fake, scheduled)).status).toBe(200);
    expect(await rowById(row.id)).toMatchObject({ status: 'active', endDate: end });

    const before = Date.now();
    const canceled = fake.subscriptionEvent('customer.subscription.updated', stripeId, {
      status: 'canceled',
      canceled_at: Math.floor(before / 1000),
      ended_at: Math.floor(before / 1000),
    });
    expect((await postWebhook(app, fake, canceled)).status).toBe(200);
    const ended = await rowById(row.id);
    expect(ended.status).toBe('cancelled');
    expect(Math.abs(ended.endDate!.getTime() - before)).toBeLessThan(2000);
    expect(await getPlanLimits({ db: app.db }, { userId })).toMatchObject({
      planName: 'Free',
      maxLandingPages: 3,
    });
    const status = (await client.get('/api/billing/status')).body;
    expect(status.plan.name).toBe('Free');
    expect(status.subscription).toBeNull();
  });

  it('expires an abandoned checkout and gives its coupon use back', async () => {
    const coupon = await makeCoupon(app.db, { maxUses: 1 });
    const { row, stripeId } = await openCheckout(app, starterId, { couponCode: coupon.code });
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
    const expired = fake.subscriptionEvent('customer.subscription.updated', stripeId, {
      status: 'incomplete_expired',
    });
    expect((await postWebhook(app, fake, expired)).status).toBe(200);
    expect((await rowById(row.id)).status).toBe('expired');
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(0);
    // The use is free again for someone else.
    await openCheckout(app, starterId, { couponCode: coupon.code });
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
  });

  it('ignores an update that changes nothing for an open checkout', async () => {
    const { row, stripeId } = await openCheckout(app, starterId);
    const update = fake.subscriptionEvent('customer.subscription.updated', stripeId, {
      status: 'incomplete',
    });
    expect((await postWebhook(app, fake, update)).status).toBe(200);
    expect(await rowById(row.id)).toEqual(row);
  });
});

describe('POST /api/stripe/webhook: ordering', () => {
  it('never resurrects a deleted subscription: late updates and invoices change nothing', async () => {
    const { userId, row, stripeId } = await paidSubscriber(proId);
    const t = Math.floor(Date.now() / 1000);
    const olderUpdate = fake.event(
      'customer.subscription.updated',
      { ...structuredClone(fake.subscriptions.get(stripeId)), status: 'active' },
      { created: t + 5 },
    );
    const deleted = fake.subscriptionEvent(
      'customer.subscription.deleted',
      stripeId,
      { status: 'canceled', canceled_at: t, ended_at: t },
      { created: t + 10 },
    );
    expect((await postWebhook(app, fake, deleted)).status).toBe(200);
    const cancelled = await rowById(row.id);
    expect(cancelled.status).toBe('cancelled');

    expect((await postWebhook(app, fake, olderUpdate)).status).toBe(200);
    const latePaid = fake.event(
      'invoice.paid',
      fake.invoices.get(fake.subscriptions.get(stripeId).latest_invoice),
      {
        created: t + 2,
      },
    );
    expect((await postWebhook(app, fake, latePaid)).status).toBe(200);
    expect(await rowById(row.id)).toEqual(cancelled);
    expect(await activeSubscription(app.db, userId)).toBeUndefined();
    expect((await getPlanLimits({ db: app.db }, { userId })).planName).toBe('Free');
    // Both late events were still recorded: a retry of either is a replay.
    expect(await recorded(olderUpdate.id)).toBe(1);
    expect(await recorded(latePaid.id)).toBe(1);
  });

  it('ignores invoice.paid for an abandoned checkout that already expired', async () => {
    const { row, stripeId } = await openCheckout(app, starterId);
    const expired = fake.subscriptionEvent('customer.subscription.updated', stripeId, {
      status: 'incomplete_expired',
    });
    await postWebhook(app, fake, expired);
    expect((await postWebhook(app, fake, fake.invoicePaid(stripeId))).status).toBe(200);
    expect((await rowById(row.id)).status).toBe('expired');
  });
});

describe('POST /api/stripe/webhook: verification', () => {
  it.each([
    ['no signature', { signature: null }, 'Missing Stripe-Signature header'],
    ['a signature made with another secret', { secret: 'whsec_not_ours' }, 'Invalid Stripe signature'],
    ['a garbage signature', { signature: 't=1,v1=abc' }, 'Invalid Stripe signature'],
  ])('answers 400 for %s and changes nothing', async (_, options, message) => {
    const { row, stripeId } = await openCheckout(app, starterId);
    const event = fake.invoicePaid(stripeId);
    const response = await postWebhook(app, fake, event, options);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await rowById(row.id)).toEqual(row);
    expect(await recorded(event.id)).toBe(0);
  });

  it('answers 400 for a payload changed after signing', async () => {
    const { row, stripeId } = await openCheckout(app, starterId);
    const event = fake.invoicePaid(stripeId);
    const { signature } = fake.sign(event);
    const tampered = JSON.stringify({ ...event, id: 'evt_forged' });
    const response = await app.client().request('POST', '/api/stripe/webhook', {
      rawBody: tampered,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      noOrigin: true,
    });
    expect(response.status).toBe(400);
    expect((await rowById(row.id)).status).toBe('incomplete');
  });

  it('verifies the exact bytes: a signed payload with unusual spacing is accepted', async () => {
    const { row, stripeId } = await openCheckout(app, starterId);
    const event = fake.invoicePaid(stripeId);
    const payload = JSON.stringify(event, null, 3);
    const { signature } = fake.sign(payload);
    const response = await app.client().request('POST', '/api/stripe/webhook', {
      rawBody: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      noOrigin: true,
    });
    expect(response.status).toBe(200);
    expect((await rowById(row.id)).status).toBe('active');
  });

  it('acknowledges unknown event types with 200 without recording them', async () => {
    const event = fake.event('customer.created', { id: 'cus_x', object: 'customer' });
    const response = await postWebhook(app, fake, event);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true });
    expect(await recorded(event.id)).toBe(0);
  });

  it('acknowledges an event about a subscription it does not know', async () => {
    const ghost = structuredClone([...fake.subscriptions.values()][0]);
    ghost.id = 'sub_fakeunknown';
    ghost.metadata = {};
    const event = fake.event('customer.subscription.deleted', ghost);
    expect((await postWebhook(app, fake, event)).status).toBe(200);
    expect(await recorded(event.id)).toBe(1);
  });
});
