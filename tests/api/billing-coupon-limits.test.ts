import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, userSubscriptions } from '../../src/server/db/schema/index.ts';
import { type FakeStripe, startFakeStripe } from '../fakes/fake-stripe.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { couponRow, makeCoupon, planNamed, postWebhook } from './billing-fixtures.ts';
import { signUp } from './pages-fixtures.ts';

let fake: FakeStripe;
let app: TestApp;
let starterId: number;
let proId: number;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await startTestApp({ env: fake.env() });
  starterId = (await planNamed(app.db, 'Starter')).id;
  proId = (await planNamed(app.db, 'Pro')).id;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function buyers(count: number): Promise<{ client: TestClient; userId: number }[]> {
  const result = [];
  for (let i = 0; i < count; i++) result.push(await signUp(app, 'rush'));
  return result;
}

const redemptionsOf = (couponId: number) =>
  app.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

describe('coupon maxUses under concurrency', () => {
  it('lets exactly maxUses of many concurrent paid checkouts have the discount', async () => {
    const coupon = await makeCoupon(app.db, { type: 'percentage', value: '50', maxUses: 3 });
    const people = await buyers(10);
    // Overlapping Stripe calls, as in production.
    fake.latencyMs = 15;
    const responses = await Promise.all(
      people.map(({ client }) =>
        client.post('/api/create-payment-intent', { planId: starterId, couponCode: coupon.code }),
      ),
    );
    fake.latencyMs = 0;
    const ok = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 409);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(response.body).toEqual({ message: 'This coupon has reached its usage limit' });
    }
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(3);
    const stored = await couponRow(app.db, coupon.id);
    const discounted = [...fake.subscriptions.values()].filter((s) =>
      fake
        .requestsTo('POST', '/v1/subscriptions')
        .some(
          (r) =>
            r.status === 200 &&
            r.params.metadata?.pagecraft_subscription_id === s.metadata.pagecraft_subscription_id &&
            r.params.discounts?.[0]?.coupon === stored.stripeCouponId,
        ),
    );
    expect(discounted).toHaveLength(3);

    // Paying all three turns the three claims into three redemptions, and no more.
    for (const subscription of discounted) {
      expect((await postWebhook(app, fake, fake.invoicePaid(subscription.id))).status).toBe(200);
    }
    expect(await redemptionsOf(coupon.id)).toHaveLength(3);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(3);
  });

  it('lets exactly maxUses of many concurrent free assignments through a 100% coupon', async () => {
    const coupon = await makeCoupon(app.db, { type: 'percentage', value: '100', maxUses: 2 });
    const people = await buyers(8);
    const responses = await Promise.all(
      people.map(({ client }) =>
        client.post('/api/create-payment-intent', { planId: proId, couponCode: coupon.code }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(2);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(6);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(2);
    expect(await redemptionsOf(coupon.id)).toHaveLength(2);
    const onPro = await app.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.couponId, coupon.id));
    expect(onPro.map((row) => row.status)).toEqual(['active', 'active']);
  });

  it('counts a use once per checkout: choosing the same plan again claims nothing more', async () => {
    // The user's open checkout holds the only use; choosing again must still work.
    const coupon = await makeCoupon(app.db, { maxUses: 1 });
    const [buyer] = await buyers(1);
    const client = buyer!.client;
    for (let i = 0; i < 3; i++) {
      const response = await client.post('/api/create-payment-intent', {
        planId: proId,
        couponCode: coupon.code,
      });
      expect(response.status).toBe(200);
    }
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
    expect((await client.post('/api/coupons/validate', { code: coupon.code, planId: proId })).status).toBe(
      200,
    );
    // Anyone else finds it used up.
    const [other] = await buyers(1);
    const refused = await other!.client.post('/api/create-payment-intent', {
      planId: proId,
      couponCode: coupon.code,
    });
    expect(refused.status).toBe(409);
  });
});

describe('one use of a coupon per user', () => {
  const ALREADY_USED = { message: 'You have already used this coupon' };

  it('lets one user redeem a limited 100% coupon once, however often and on whichever plan', async () => {
    const coupon = await makeCoupon(app.db, { type: 'percentage', value: '100', maxUses: 3 });
    const [greedy] = await buyers(1);
    const { client, userId } = greedy!;
    // Three attempts at once (a double-clicking or scripted client): one wins.
    const responses = await Promise.all(
      [0, 1, 2].map(() =>
        client.post('/api/create-payment-intent', { planId: proId, couponCode: coupon.code }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // Then on the other plans, one after the other.
    const again = await client.post('/api/create-payment-intent', {
      planId: starterId,
      couponCode: coupon.code,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(ALREADY_USED);
    const check = await client.post('/api/coupons/validate', { code: coupon.code, planId: starterId });
    expect(check.status).toBe(409);
    expect(check.body).toEqual(ALREADY_USED);

    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
    expect((await redemptionsOf(coupon.id)).map((r) => r.userId)).toEqual([userId]);
    const withCoupon = await app.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.couponId, coupon.id));
    expect(withCoupon).toHaveLength(1);

    // Someone else still gets a use.
    const [other] = await buyers(1);
    const theirs = await other!.client.post('/api/create-payment-intent', {
      planId: starterId,
      couponCode: coupon.code,
    });
    expect(theirs.body).toEqual({ success: true, message: 'Plan assigned successfully' });
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(2);
  });

  it('counts an unpaid checkout holding the coupon, and a paid one, as the use', async () => {
    const coupon = await makeCoupon(app.db, { type: 'percentage', value: '50', maxUses: 10 });
    const [buyer] = await buyers(1);
    const { client } = buyer!;
    const open = await client.post('/api/create-payment-intent', {
      planId: starterId,
      couponCode: coupon.code,
    });
    expect(open.body.clientSecret).toBeTruthy();
    // The open checkout's own plan: reused, not a second use.
    expect(
      (await client.post('/api/coupons/validate', { code: coupon.code, planId: starterId })).status,
    ).toBe(200);
    // Another plan with the same coupon while it is open: refused.
    const other = await client.post('/api/create-payment-intent', { planId: proId, couponCode: coupon.code });
    expect(other.status).toBe(409);
    expect(other.body).toEqual(ALREADY_USED);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);

    // Paid: the redemption is the use; it is not given back by choosing another plan later.
    const [row] = await app.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.couponId, coupon.id));
    expect((await postWebhook(app, fake, fake.invoicePaid(row!.stripeSubscriptionId!))).status).toBe(200);
    const afterPaying = await client.post('/api/create-payment-intent', {
      planId: proId,
      couponCode: coupon.code,
    });
    expect(afterPaying.status).toBe(409);
    expect(afterPaying.body).toEqual(ALREADY_USED);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(1);
    expect(await redemptionsOf(coupon.id)).toHaveLength(1);
  });
});
