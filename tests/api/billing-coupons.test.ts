import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans } from '../../src/server/db/schema/index.ts';
import { couponQuoteSchema } from '../../src/shared/api/billing.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makeCoupon, planNamed } from './billing-fixtures.ts';
import { signUp } from './pages-fixtures.ts';

let app: TestApp;
let client: TestClient;
let starterId: number;
let proId: number;
beforeAll(async () => {
  app = await startTestApp();
  ({ client } = await signUp(app, 'coupons'));
  starterId = (await planNamed(app.db, 'Starter')).id;
  proId = (await planNamed(app.db, 'Pro')).id;
});
afterAll(async () => app?.close());

const validate = (body: unknown, as: TestClient = client) => as.post('/api/coupons/validate', body);

describe('POST /api/coupons/validate', () => {
  it('quotes a percentage coupon on the plan price, code in any case and trimmed', async () => {
    const coupon = await makeCoupon(app.db, { code: 'SPRING20', type: 'percentage', value: '20' });
    const response = await validate({ code: '  spring20 ', planId: starterId });
    expect(response.status).toBe(200);
    expect(couponQuoteSchema.parse(response.body)).toEqual({
      code: 'SPRING20',
      type: 'percentage',
      value: 20,
      description: coupon.description,
      originalPrice: 29,
      discountedPrice: 23.2,
    });
  });

  it('rounds a fractional percentage to the cent, the way the invoice will', async () => {
    await makeCoupon(app.db, { code: 'ODD12', type: 'percentage', value: '12.5' });
    // 12.5% of $59.00 is $7.375: the discount rounds to $7.38, leaving $51.62.
    expect((await validate({ code: 'ODD12', planId: proId })).body.discountedPrice).toBe(51.62);
    await makeCoupon(app.db, { code: 'THIRD', type: 'percentage', value: '33.33' });
    expect((await validate({ code: 'THIRD', planId: starterId })).body.discountedPrice).toBe(19.33);
  });

  it('takes a fixed amount off, never below zero', async () => {
    await makeCoupon(app.db, { code: 'TENOFF', type: 'fixed_amount', value: '10' });
    expect((await validate({ code: 'TENOFF', planId: starterId })).body).toMatchObject({
      type: 'fixed_amount',
      value: 10,
      originalPrice: 29,
      discountedPrice: 19,
    });
    await makeCoupon(app.db, { code: 'HUGE', type: 'fixed_amount', value: '500' });
    expect((await validate({ code: 'HUGE', planId: proId })).body.discountedPrice).toBe(0);
    await makeCoupon(app.db, { code: 'ALLFREE', type: 'percentage', value: '100' });
    expect((await validate({ code: 'ALLFREE', planId: proId })).body.discountedPrice).toBe(0);
  });

  it.each([
    ['an unknown code', { code: 'NOPE' }, 404, 'Coupon not found'],
    ['an inactive coupon', { code: 'OFFLINE', isActive: false }, 404, 'Coupon not found'],
    [
      'an expired coupon',
      { code: 'OLD', validUntil: new Date(Date.now() - 60_000) },
      422,
      'This coupon has expired',
    ],
    [
      'a used-up coupon',
      { code: 'GONE', maxUses: 2, usedCount: 2 },
      409,
      'This coupon has reached its usage limit',
    ],
  ])('refuses %s', async (_, values, status, message) => {
    if (values.code !== 'NOPE') await makeCoupon(app.db, values);
    const response = await validate({ code: values.code, planId: starterId });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message });
  });

  it('accepts a coupon valid in the future with uses left', async () => {
    await makeCoupon(app.db, {
      code: 'LATER',
      validUntil: new Date(Date.now() + 86_400_000),
      maxUses: 3,
      usedCount: 2,
    });
    expect((await validate({ code: 'LATER', planId: starterId })).status).toBe(200);
  });

  it('refuses a coupon limited to other plans, naming the plan', async () => {
    await makeCoupon(app.db, { code: 'PROONLY', applicablePlans: [proId] });
    const refused = await validate({ code: 'PROONLY', planId: starterId });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: 'This coupon does not apply to the Starter plan' });
    expect((await validate({ code: 'PROONLY', planId: proId })).status).toBe(200);
  });

  it('answers 404 for an unknown or inactive plan', async () => {
    await makeCoupon(app.db, { code: 'ANYPLAN' });
    expect(await validate({ code: 'ANYPLAN', planId: 987654 })).toMatchObject({
      status: 404,
      body: { message: 'Plan not found' },
    });
    const [hidden] = await app.db
      .insert(subscriptionPlans)
      .values({ name: 'Hidden', price: '5', isActive: false })
      .returning();
    expect((await validate({ code: 'ANYPLAN', planId: hidden!.id })).status).toBe(404);
  });

  it.each([
    ['an extra field', { code: 'X', planId: 1, discount: 100 }, 'Unexpected field(s): discount'],
    ['a blank code', { code: '   ', planId: 1 }, 'Enter a coupon code'],
    ['a missing plan', { code: 'X' }, 'planId must be a number'],
    ['a string plan id', { code: 'X', planId: '1' }, 'planId must be a number'],
    ['a negative plan id', { code: 'X', planId: -1 }, 'planId must be a positive integer'],
    ['a too long code', { code: 'X'.repeat(65), planId: 1 }, 'Coupon code is too long'],
  ])('refuses %s with 400', async (_, body, message) => {
    const response = await validate(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('answers 401 signed out', async () => {
    const response = await validate({ code: 'SPRING20', planId: starterId }, app.client());
    expect(response.status).toBe(401);
  });

  it('throttles guessing: 30 checks per 15 minutes per user', async () => {
    const { client: guesser } = await signUp(app, 'guesser');
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await validate({ code: `GUESS${i}`, planId: starterId }, guesser)).status);
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
