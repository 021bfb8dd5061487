import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, monthlyUsage, subscriptionPlans, users } from '../../src/server/db/schema/index.ts';
import { changeUserRole, LAST_ADMIN, OWN_ROLE } from '../../src/server/features/admin/change-role.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { activeSubscription, planNamed } from './billing-fixtures.ts';
import { signUp, uniqueName } from './pages-fixtures.ts';

let app: TestApp;
let admin: TestClient;
let adminId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = app.client();
  adminId = (await admin.login(TEST_ADMIN.username, TEST_ADMIN.password)).id;
});
afterAll(async () => app?.close());

/**
 * Makes audit entries for `action` fail (a trigger raising on insert), runs `body`, drops the
 * trigger: a change whose audit entry cannot be written must not happen either.
 */
async function withAuditFailing(action: string, body: () => Promise<void>): Promise<void> {
  await app.db.execute(
    sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`),
  );
  await app.db.execute(
    sql.raw(`create trigger refuse_audit before insert on audit_log for each row
      when (new.action = '${action}') execute function refuse_audit()`),
  );
  try {
    await body();
  } finally {
    await app.db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
    await app.db.execute(sql.raw('drop function refuse_audit()'));
  }
}

const lastAudit = async (action: string) =>
  (
    await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('GET /api/admin/users', () => {
  it('pages by id, searches username and email, and names the plan in force', async () => {
    const prefix = uniqueName('findme');
    const created = [];
    for (let i = 0; i < 3; i++) created.push((await signUp(app, prefix)).userId);
    const pro = await planNamed(app.db, 'Pro');
    await admin.post('/api/admin/assign-plan', { userId: created[2], planId: pro.id });

    const all = await admin.get(`/api/admin/users?search=${prefix}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.users.map((u: { id: number }) => u.id)).toEqual(created);
    expect(all.body.users.map((u: { planName: string }) => u.planName)).toEqual(['Free', 'Free', 'Pro']);
    expect(all.body.users[0]).not.toHaveProperty('passwordHash');

    const second = await admin.get(`/api/admin/users?search=${prefix.toUpperCase()}&page=2&pageSize=2`);
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.users.map((u: { id: number }) => u.id)).toEqual([created[2]]);

    const defaults = await admin.get('/api/admin/users');
    expect(defaults.body).toMatchObject({ page: 1, pageSize: 50 });
    expect((await admin.get('/api/admin/users?pageSize=1000')).status).toBe(400);
    expect((await admin.get('/api/admin/users?search=%25')).body.total).toBe(0);
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('refuses to demote the last administrator (409), whoever asks', async () => {
    const admins = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toEqual([{ id: adminId }]);
    // Only reachable in a race through the API (an admin is never alone when changing another),
    // so the use case is called as a second actor would.
    const { userId: otherId } = await signUp(app, 'actor');
    await expect(
      changeUserRole(
        { db: app.db },
        { actor: { id: otherId, username: 'actor' }, userId: adminId, role: 'user' },
      ),
    ).rejects.toMatchObject({ status: 409, message: LAST_ADMIN });
  });

  it('refuses to change your own role', async () => {
    const response = await admin.put(`/api/admin/users/${adminId}/role`, { role: 'user' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(OWN_ROLE);
  });

  it('promotes and demotes another user, takes effect at once, and is audited', async () => {
    const { client, userId } = await signUp(app, 'promoted');
    expect((await client.get('/api/admin/users')).status).toBe(403);
    const promote = await admin.put(`/api/admin/users/${userId}/role`, { role: 'admin' });
    expect(promote.status).toBe(200);
    expect(promote.body).toEqual({ id: userId, role: 'admin' });
    expect((await client.get('/api/admin/users')).status).toBe(200);
    expect(await lastAudit('user.role')).toMatchObject({
      actorId: adminId,
      actorUsername: TEST_ADMIN.username,
      targetType: 'user',
      targetId: String(userId),
      details: { from: 'user', to: 'admin' },
    });
    // The promoted admin may now demote the first one (two admins), but not themself.
    expect((await client.put(`/api/admin/users/${userId}/role`, { role: 'user' })).status).toBe(409);
    expect((await admin.put(`/api/admin/users/${userId}/role`, { role: 'user' })).status).toBe(200);
    expect((await client.get('/api/admin/users')).status).toBe(403);
  });

  it('validates the body strictly', async () => {
    const { userId } = await signUp(app, 'strict');
    for (const body of [{ role: 'root' }, {}, { role: 'admin', id: 1 }]) {
      expect((await admin.put(`/api/admin/users/${userId}/role`, body)).status).toBe(400);
    }
  });
});

describe('POST /api/admin/assign-plan', () => {
  it('puts the user on the plan at once (previous one cancelled), inactive plans included', async () => {
    const { userId, client } = await signUp(app, 'assigned');
    const [legacy] = await app.db
      .insert(subscriptionPlans)
      .values({ name: uniqueName('Legacy'), price: '5.00', isActive: false })
      .returning();
    const response = await admin.post('/api/admin/assign-plan', { userId, planId: legacy!.id });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect((await activeSubscription(app.db, userId))?.planId).toBe(legacy!.id);
    expect((await client.get('/api/billing/status')).body.plan.name).toBe(legacy!.name);
    expect(await lastAudit('user.assign-plan')).toMatchObject({ targetId: String(userId) });
    expect((await admin.post('/api/admin/assign-plan', { userId, planId: 999_999 })).status).toBe(404);
    expect((await admin.post('/api/admin/assign-plan', { userId, planId: '1' })).status).toBe(400);
  });

  it('changes nothing when the audit entry cannot be written', async () => {
    const { userId } = await signUp(app, 'unaudited');
    const before = await activeSubscription(app.db, userId);
    const pro = await planNamed(app.db, 'Pro');
    await withAuditFailing('user.assign-plan', async () => {
      const response = await admin.post('/api/admin/assign-plan', { userId, planId: pro.id });
      expect(response.status).toBe(500);
    });
    expect(await activeSubscription(app.db, userId)).toEqual(before);
  });
});

describe('PUT /api/admin/users/{id}/token-limits', () => {
  it('clamps to 20000 / 15000 / 10000 and treats -1, null and empty as unset', async () => {
    const { userId } = await signUp(app, 'limits');
    const clamped = await admin.put(`/api/admin/users/${userId}/token-limits`, {
      maxGenerateTokensPerRequest: 999_999,
      maxModifyTokensPerRequest: '16000',
      maxVariationTokensPerRequest: 4000,
    });
    expect(clamped.status).toBe(200);
    expect(clamped.body).toEqual({
      maxGenerateTokensPerRequest: 20_000,
      maxModifyTokensPerRequest: 15_000,
      maxVariationTokensPerRequest: 4000,
    });
    const unset = await admin.put(`/api/admin/users/${userId}/token-limits`, {
      maxGenerateTokensPerRequest: -1,
      maxModifyTokensPerRequest: null,
      maxVariationTokensPerRequest: '',
    });
    expect(unset.body).toEqual({
      maxGenerateTokensPerRequest: null,
      maxModifyTokensPerRequest: null,
      maxVariationTokensPerRequest: null,
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(row?.maxGenerateTokensPerRequest).toBeNull();
    expect(await lastAudit('user.token-limits')).toMatchObject({ targetId: String(userId) });
  });

  it('refuses 0, fractions, words, other fields and an empty body', async () => {
    const { userId } = await signUp(app, 'badlimits');
    for (const body of [
      { maxGenerateTokensPerRequest: 0 },
      { maxGenerateTokensPerRequest: 10.5 },
      { maxGenerateTokensPerRequest: 'lots' },
      { maxGenerateTokensPerRequest: -2 },
      { maxGenerateTokensPerRequest: 10, role: 'admin' },
      {},
    ]) {
      const response = await admin.put(`/api/admin/users/${userId}/token-limits`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /api/admin/users/{id}/usage', () => {
  it("answers this month's counters, zeros without a row", async () => {
    const { userId } = await signUp(app, 'usage');
    expect((await admin.get(`/api/admin/users/${userId}/usage`)).body).toEqual({
      generate: 0,
      modify: 0,
      variation: 0,
      ask: 0,
    });
    const period = new Date().toISOString().slice(0, 7);
    await app.db.insert(monthlyUsage).values([
      { userId, period, generateCount: 4, modifyCount: 2, variationCount: 1, askCount: 7 },
      { userId, period: '2001-01', generateCount: 99 },
    ]);
    expect((await admin.get(`/api/admin/users/${userId}/usage`)).body).toEqual({
      generate: 4,
      modify: 2,
      variation: 1,
      ask: 7,
    });
  });
});

describe('subscription plans', () => {
  const planForm = (name: string) => ({
    name,
    description: 'For teams',
    price: 49.99,
    interval: 'yearly',
    features: ['Seats', 'Support'],
    maxLandingPages: '',
    maxVersions: 20,
    isActive: false,
  });

  it('creates from the plan form (empty caps = -1), lists inactive ones, 409 on a taken name', async () => {
    const name = uniqueName('Team');
    const created = await admin.post('/api/admin/subscription-plans', planForm(name));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name,
      price: 49.99,
      interval: 'yearly',
      features: ['Seats', 'Support'],
      maxLandingPages: -1,
      maxVersions: 20,
      isActive: false,
      monthlyGenerateLimit: -1,
    });
    const list = await admin.get('/api/admin/subscription-plans');
    expect(list.body.map((p: { name: string }) => p.name)).toContain(name);
    const again = await admin.post('/api/admin/subscription-plans', planForm(name.toUpperCase()));
    expect(again.status).toBe(409);
    expect(await lastAudit('plan.create')).toMatchObject({ targetId: String(created.body.id) });
  });

  it('creates no plan when its audit entry cannot be written', async () => {
    const name = uniqueName('Unaudited');
    await withAuditFailing('plan.create', async () => {
      const response = await admin.post('/api/admin/subscription-plans', planForm(name));
      expect(response.status).toBe(500);
    });
    expect(await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name))).toEqual([]);
  });

  it('defaults isActive to true and maxima to unlimited', async () => {
    const created = await admin.post('/api/admin/subscription-plans', {
      name: uniqueName('Basic'),
      price: '9.5',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ price: 9.5, isActive: true, maxLandingPages: -1, maxVersions: -1 });
  });

  it('validates the plan form', async () => {
    for (const body of [
      { price: 5 },
      { name: '  ', price: 5 },
      { name: 'Neg', price: -1 },
      { name: 'Cents', price: 1.999 },
      { name: 'Word', price: 'free' },
      { name: 'Int', price: 1, interval: 'weekly' },
      { name: 'Caps', price: 1, maxVersions: -3 },
      { name: 'Mass', price: 1, stripePriceId: 'price_x' },
      { name: 'Mass', price: 1, id: 1 },
    ]) {
      const response = await admin.post('/api/admin/subscription-plans', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('clamps the limits form to 10000 / 5000 / 2000 / 10000 and per-request maxima; empty or -1 is unlimited', async () => {
    const plan = (await admin.post('/api/admin/subscription-plans', { name: uniqueName('Lim'), price: 1 }))
      .body;
    const clamped = await admin.put(`/api/admin/subscription-plans/${plan.id}`, {
      monthlyGenerateLimit: 50_000,
      monthlyModifyLimit: '6000',
      monthlyVariationLimit: 150,
      monthlyAskLimit: 20_000,
      maxGenerateTokensPerRequest: 30_000,
      maxModifyTokensPerRequest: 15_001,
      maxVariationTokensPerRequest: -1,
    });
    expect(clamped.status, clamped.text).toBe(200);
    expect(clamped.body).toMatchObject({
      name: plan.name,
      monthlyGenerateLimit: 10_000,
      monthlyModifyLimit: 5000,
      monthlyVariationLimit: 150,
      monthlyAskLimit: 10_000,
      maxGenerateTokensPerRequest: 20_000,
      maxModifyTokensPerRequest: 15_000,
      maxVariationTokensPerRequest: null,
    });
    const unlimited = await admin.put(`/api/admin/subscription-plans/${plan.id}`, {
      monthlyGenerateLimit: '',
      monthlyModifyLimit: -1,
      monthlyVariationLimit: null,
      monthlyAskLimit: '',
    });
    expect(unlimited.body).toMatchObject({
      monthlyGenerateLimit: -1,
      monthlyModifyLimit: -1,
      monthlyVariationLimit: -1,
      monthlyAskLimit: -1,
    });
    for (const body of [
      { monthlyGenerateLimit: -2 },
      { monthlyModifyLimit: 1.5 },
      { monthlyAskLimit: -3 },
      {},
      { sortOrder: 1 },
    ]) {
      expect((await admin.put(`/api/admin/subscription-plans/${plan.id}`, body)).status).toBe(400);
    }
  });

  it('edits from the plan form and forgets the Stripe price when the price changes', async () => {
    const plan = (await admin.post('/api/admin/subscription-plans', { name: uniqueName('Edit'), price: 10 }))
      .body;
    await app.db
      .update(subscriptionPlans)
      .set({ stripePriceId: 'price_old' })
      .where(eq(subscriptionPlans.id, plan.id));
    const renamed = uniqueName('Edited');
    const edited = await admin.put(`/api/admin/subscription-plans/${plan.id}`, {
      ...planForm(renamed),
      price: 12,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: renamed, price: 12, interval: 'yearly', isActive: false });
    const [row] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    expect(row?.stripePriceId).toBeNull();
    const taken = await admin.put(`/api/admin/subscription-plans/${plan.id}`, { name: 'pro' });
    expect(taken.status).toBe(409);
  });

  it('deletes a plan without subscribers; 409 while any subscription refers to it', async () => {
    const plan = (await admin.post('/api/admin/subscription-plans', { name: uniqueName('Gone'), price: 0 }))
      .body;
    const { userId } = await signUp(app, 'subscriber');
    await admin.post('/api/admin/assign-plan', { userId, planId: plan.id });
    const refused = await admin.delete(`/api/admin/subscription-plans/${plan.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Plan has subscribers');
    // A past subscription still counts: the history keeps its plan.
    const free = await planNamed(app.db, 'Free');
    await admin.post('/api/admin/assign-plan', { userId, planId: free.id });
    expect((await admin.delete(`/api/admin/subscription-plans/${plan.id}`)).status).toBe(409);

    const lonely = (
      await admin.post('/api/admin/subscription-plans', { name: uniqueName('Lonely'), price: 3 })
    ).body;
    const deleted = await admin.delete(`/api/admin/subscription-plans/${lonely.id}`);
    expect(deleted.status).toBe(200);
    expect(
      await app.db
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.id, lonely.id))),
    ).toEqual([]);
    expect((await admin.delete(`/api/admin/subscription-plans/${lonely.id}`)).status).toBe(404);
    expect(await lastAudit('plan.delete')).toMatchObject({ targetId: String(lonely.id) });
  });
});
