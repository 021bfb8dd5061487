import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSubscriptions } from '../../src/server/db/schema/index.ts';
import { expireStaleCheckouts } from '../../src/server/features/billing/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { type FakeStripe, startFakeStripe } from '../fakes/fake-stripe.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { couponRow, makeCoupon, openCheckout, planNamed, postWebhook } from './billing-fixtures.ts';

/** Unpaid checkouts hold a coupon use for under an hour, not the 23 hours Stripe would wait. */
let fake: FakeStripe;
let app: TestApp;
let starterId: number;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await startTestApp({ env: fake.env() });
  starterId = (await planNamed(app.db, 'Starter')).id;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const sweep = () => expireStaleCheckouts({ db: app.db, config: app.config, logger: createLogger('silent') });
const rowById = async (id: number) =>
  (await app.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, id)))[0]!;
/** Moves a checkout `minutes` into the past, as the clock would. */
const age = (id: number, minutes: number) =>
  app.db
    .update(userSubscriptions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(userSubscriptions.id, id));

describe('unpaid checkouts', () => {
  it('hold their coupon use for under an hour, then expire, give it back and stop on Stripe', async () => {
    const coupon = await makeCoupon(app.db, { maxUses: 1 });
    const { row, stripeId, client } = await openCheckout(app, starterId, { couponCode: coupon.code });
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);

    await age(row.id, 50);
    await sweep();
    expect((await rowById(row.id)).status).toBe('incomplete');
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);

    await age(row.id, 60);
    await sweep();
    expect((await rowById(row.id)).status).toBe('expired');
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(0);
    // The old payment form can no longer be paid at the discount just given back: its invoice
    // is void (cancelling alone would leave it open), and the subscription is cancelled.
    expect(fake.invoices.get(fake.subscriptions.get(stripeId).latest_invoice).status).toBe('void');
    expect(fake.subscriptions.get(stripeId).status).toBe('canceled');

    // Stripe's resulting event changes nothing (the use is not given back twice).
    const deleted = fake.subscriptionEvent('customer.subscription.deleted', stripeId);
    expect((await postWebhook(app, fake, deleted)).status).toBe(200);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(0);

    // The use is free again, for this user (a fresh checkout) or anyone else.
    const again = await openCheckout(app, starterId, { couponCode: coupon.code, client });
    expect(again.stripeId).not.toBe(stripeId);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
  });

  it('activates a stale checkout Stripe says was paid (a late webhook) instead of expiring it', async () => {
    const { row, stripeId, userId } = await openCheckout(app, starterId);
    fake.invoicePaid(stripeId); // paid on Stripe; the event is never delivered
    await age(row.id, 60);
    await sweep();
    expect(await rowById(row.id)).toMatchObject({ status: 'active', userId });
    expect(fake.subscriptions.get(stripeId).status).toBe('active');
  });

  it('never voids an invoice paid a moment ago: the checkout waits for Stripe to call it active', async () => {
    const coupon = await makeCoupon(app.db, { maxUses: 1 });
    const { row, stripeId } = await openCheckout(app, starterId, { couponCode: coupon.code });
    fake.invoicePaid(stripeId);
    fake.updateSubscription(stripeId, { status: 'incomplete' });
    await age(row.id, 60);
    await sweep();
    expect((await rowById(row.id)).status).toBe('incomplete');
    expect(fake.subscriptions.get(stripeId).status).toBe('incomplete');
    const invoiceId = fake.subscriptions.get(stripeId).latest_invoice;
    expect(fake.requestsTo('POST', `/v1/invoices/${invoiceId}/void`)).toEqual([]);
    expect(fake.invoices.get(invoiceId).status).toBe('paid');
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);

    fake.updateSubscription(stripeId, { status: 'active' });
    await sweep();
    expect((await rowById(row.id)).status).toBe('active');
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
  });

  it('leaves a checkout for the next sweep when Stripe fails, and expires one never sent to Stripe', async () => {
    const coupon = await makeCoupon(app.db, { maxUses: 5 });
    const pending = await openCheckout(app, starterId, { couponCode: coupon.code });
    const orphan = await openCheckout(app, starterId, { couponCode: (await makeCoupon(app.db)).code });
    await app.db
      .update(userSubscriptions)
      .set({ stripeSubscriptionId: null })
      .where(eq(userSubscriptions.id, orphan.row.id));
    await age(pending.row.id, 60);
    await age(orphan.row.id, 60);

    fake.fail({ path: `/v1/subscriptions/${pending.stripeId}`, status: 500, type: 'api_error', times: 2 });
    await sweep();
    expect((await rowById(pending.row.id)).status).toBe('incomplete');
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
    expect((await rowById(orphan.row.id)).status).toBe('expired');

    await sweep();
    expect((await rowById(pending.row.id)).status).toBe('expired');
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(0);
  });
});
