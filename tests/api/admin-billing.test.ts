import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons, userSubscriptions } from '../../src/server/db/schema/index.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { activeSubscription, couponRow, makeCoupon, planNamed, subscriptionsOf } from './billing-fixtures.ts';
import { signUp, uniqueName } from './pages-fixtures.ts';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = app.client();
  await admin.login(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => app?.close());

const lastAudit = async (action: string) =>
  (
    await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

const code = () => uniqueName('spring').replace('_', '');

describe('coupons', () => {
  it('creates with the code trimmed and upper-cased, defaults filled, and lists it', async () => {
    const raw = code();
    const pro = await planNamed(app.db, 'Pro');
    const created = await admin.post('/api/admin/coupons', {
      code: `  ${raw} `,
      type: 'percentage',
      value: '25',
      description: 'Spring sale',
      maxUses: '',
      validUntil: '2030-06-30',
      applicablePlans: [pro.id],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      code: raw.toUpperCase(),
      type: 'percentage',
      value: 25,
      description: 'Spring sale',
      maxUses: null,
      usedCount: 0,
      validUntil: '2030-06-30T23:59:59.999Z',
      applicablePlans: [pro.id],
      isActive: true,
    });
    const list = await admin.get('/api/admin/coupons');
    expect(list.body.map((c: { code: string }) => c.code)).toContain(raw.toUpperCase());
    expect(await lastAudit('coupon.create')).toMatchObject({ targetId: String(created.body.id) });
  });

  it('refuses a taken code whatever its case (409)', async () => {
    const raw = code();
    expect(
      (await admin.post('/api/admin/coupons', { code: raw, type: 'fixed_amount', value: 5 })).status,
    ).toBe(201);
    const again = await admin.post('/api/admin/coupons', {
      code: raw.toLowerCase(),
      type: 'fixed_amount',
      value: 5,
    });
    expect(again.status).toBe(409);
    const other = (await admin.post('/api/admin/coupons', { code: code(), type: 'fixed_amount', value: 5 }))
      .body;
    expect((await admin.put(`/api/admin/coupons/${other.id}`, { code: raw })).status).toBe(409);
  });

  it('validates the coupon form', async () => {
    for (const body of [
      { type: 'percentage', value: 10 },
      { code: 'X', type: 'bogus', value: 10 },
      { code: 'X', type: 'percentage', value: 0 },
      { code: 'X', type: 'percentage', value: 101 },
      { code: 'X', type: 'fixed_amount', value: 1.005 },
      { code: 'BAD CODE', type: 'fixed_amount', value: 1 },
      { code: 'X', type: 'fixed_amount', value: 1, maxUses: 0 },
      { code: 'X', type: 'fixed_amount', value: 1, validUntil: 'next week' },
      { code: 'X', type: 'fixed_amount', value: 1, applicablePlans: [999_999] },
      { code: 'X', type: 'fixed_amount', value: 1, usedCount: 5 },
    ]) {
      const response = await admin.post('/api/admin/coupons', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('updates: maxUses not below usedCount, percentage <= 100, Stripe coupon forgotten on a new value', async () => {
    const coupon = await makeCoupon(app.db, { usedCount: 3, stripeCouponId: 'co_old' });
    const below = await admin.put(`/api/admin/coupons/${coupon.id}`, { maxUses: 2 });
    expect(below.status).toBe(400);
    expect((await admin.put(`/api/admin/coupons/${coupon.id}`, { value: 150 })).status).toBe(400);
    const updated = await admin.put(`/api/admin/coupons/${coupon.id}`, {
      code: coupon.code,
      type: 'percentage',
      value: 30,
      description: 'Thirty',
      maxUses: 3,
      validUntil: null,
      applicablePlans: [],
      isActive: false,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      value: 30,
      maxUses: 3,
      usedCount: 3,
      isActive: false,
      validUntil: null,
    });
    expect((await couponRow(app.db, coupon.id)).stripeCouponId).toBeNull();
    expect(await lastAudit('coupon.update')).toMatchObject({ targetId: String(coupon.id) });
  });

  it('deletes a coupon (404 the second time)', async () => {
    const coupon = await makeCoupon(app.db);
    expect((await admin.delete(`/api/admin/coupons/${coupon.id}`)).status).toBe(200);
    expect(await app.db.select().from(coupons).where(eq(coupons.id, coupon.id))).toEqual([]);
    expect((await admin.delete(`/api/admin/coupons/${coupon.id}`)).status).toBe(404);
    expect(await lastAudit('coupon.delete')).toMatchObject({ details: { code: coupon.code } });
  });
});

describe('subscriptions', () => {
  it('lists subscriptions with user {id, username, email} and plan objects', async () => {
    const { userId } = await signUp(app, 'listed');
    const response = await admin.get('/api/admin/user-subscriptions');
    expect(response.status).toBe(200);
    const mine = response.body.find((s: { userId: number }) => s.userId === userId);
    expect(mine).toMatchObject({ status: 'active', endDate: null, plan: { name: 'Free', price: 0 } });
    expect(Object.keys(mine.user).sort()).toEqual(['email', 'id', 'username']);
    expect(mine.plan).not.toHaveProperty('stripePriceId');
  });

  it('changes plan and status; activating an old one cancels the current one', async () => {
    const { userId } = await signUp(app, 'subs');
    const first = (await activeSubscription(app.db, userId))!;
    const pro = await planNamed(app.db, 'Pro');

    const moved = await admin.put(`/api/admin/subscriptions/${first.id}`, { planId: pro.id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      id: first.id,
      planId: pro.id,
      status: 'active',
      plan: { name: 'Pro' },
    });

    const cancelled = await admin.put(`/api/admin/subscriptions/${first.id}`, { status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.endDate).not.toBeNull();
    expect(await activeSubscription(app.db, userId)).toBeUndefined();

    // A new active subscription, then the old one brought back: only one stays active.
    const free = await planNamed(app.db, 'Free');
    await admin.post('/api/admin/assign-plan', { userId, planId: free.id });
    const second = (await activeSubscription(app.db, userId))!;
    const revived = await admin.put(`/api/admin/subscriptions/${first.id}`, { status: 'active' });
    expect(revived.status).toBe(200);
    expect(revived.body).toMatchObject({ status: 'active', endDate: null });
    const rows = await subscriptionsOf(app.db, userId);
    expect(rows.filter((row) => row.status === 'active').map((row) => row.id)).toEqual([first.id]);
    expect(rows.find((row) => row.id === second.id)?.status).toBe('cancelled');

    const expired = await admin.put(`/api/admin/subscriptions/${second.id}`, { status: 'expired' });
    expect(expired.body.status).toBe('expired');
    expect(await lastAudit('subscription.update')).toMatchObject({ targetId: String(second.id) });
  });

  it("gives an unpaid checkout's coupon use back when it is ended", async () => {
    const { userId } = await signUp(app, 'checkout');
    const pro = await planNamed(app.db, 'Pro');
    const coupon = await makeCoupon(app.db, { usedCount: 1, maxUses: 1 });
    const [pending] = await app.db
      .insert(userSubscriptions)
      .values({ userId, planId: pro.id, status: 'incomplete', couponId: coupon.id })
      .returning();
    const response = await admin.put(`/api/admin/subscriptions/${pending!.id}`, { status: 'cancelled' });
    expect(response.status).toBe(200);
    expect((await couponRow(app.db, coupon.id)).usedCount).toBe(0);
  });

  it('validates the body and the plan', async () => {
    const { userId } = await signUp(app, 'subsbad');
    const row = (await activeSubscription(app.db, userId))!;
    for (const body of [
      {},
      { status: 'incomplete' },
      { status: 'paused' },
      { planId: 0 },
      { userId: 1, status: 'active' },
    ]) {
      expect((await admin.put(`/api/admin/subscriptions/${row.id}`, body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await admin.put(`/api/admin/subscriptions/${row.id}`, { planId: 999_999 })).status).toBe(404);
  });
});
