import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogs,
  auditLog,
  changelogEntries,
  monthlyUsage,
  users,
} from '../../src/server/db/schema/index.ts';
import { csvCell } from '../../src/server/lib/csv.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { signUp } from './pages-fixtures.ts';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = app.client();
  await admin.login(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => app?.close());

const DAY = 86_400_000;
const lastAudit = async (action: string) =>
  (
    await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

const log = (userId: number | null, daysAgo: number, cost = '0.010000') => ({
  userId,
  requestType: 'generate' as const,
  model: 'test-model',
  inputTokens: 100,
  outputTokens: 50,
  totalCost: cost,
  timestamp: new Date(Date.now() - daysAgo * DAY),
});

describe('API logs and usage stats', () => {
  it('reports totals, the user breakdown and cost per day; exports it as safe CSV', async () => {
    await app.db.delete(apiLogs);
    const { userId } = await signUp(app, '-cmd');
    await app.db.update(users).set({ email: '=HYPERLINK("http://x")' }).where(eq(users.id, userId));
    const period = new Date().toISOString().slice(0, 7);
    await app.db.insert(monthlyUsage).values({ userId, period, generateCount: 2, modifyCount: 1 });
    await app.db
      .insert(apiLogs)
      .values([log(userId, 0, '0.250000'), log(userId, 0, '0.125000'), log(null, 40)]);

    const stats = await admin.get('/api/admin/usage-stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      totalCost: 0.385,
      totalRequests: 3,
      tokenUsage: { input: 300, output: 150 },
    });
    const row = stats.body.userBreakdown.find((r: { userId: number }) => r.userId === userId);
    expect(row).toMatchObject({
      planName: 'Free',
      totalLandingPages: 0,
      totalVersions: 0,
      monthlyUsage: { generate: 2, modify: 1, variation: 0 },
      totalApiCost: 0.375,
      totalApiCalls: 2,
    });
    expect(stats.body.costPerDay).toHaveLength(30);
    expect(stats.body.costPerDay.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      cost: 0.375,
      requests: 2,
    });

    const csv = await admin.get('/api/admin/usage-stats.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="usage-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'userId,username,email,planName,totalLandingPages,totalVersions,monthlyGenerate,monthlyModify,monthlyVariation,monthlyAsk,totalApiCost,totalApiCalls,createdAt',
    );
    const mine = lines.find((line) => line.startsWith(`${userId},`))!;
    expect(mine).toContain(`"'-cmd_`);
    expect(mine).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(mine).toContain(',"0.3750",2,');
  });

  it('escapes CSV cells against formula injection', () => {
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@x')).toBe(`"'@x"`);
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3)).toBe('-3');
  });

  it('lists 20 newest logs with the total, pages, deletes one, and clears old then all', async () => {
    await app.db.delete(apiLogs);
    const { userId } = await signUp(app, 'logs');
    await app.db
      .insert(apiLogs)
      .values([
        ...Array.from({ length: 22 }, (_, i) => log(userId, i / 24)),
        log(userId, 31),
        log(userId, 45),
      ]);
    const first = await admin.get('/api/admin/api-logs');
    expect(first.body).toMatchObject({ total: 24, page: 1, pageSize: 20 });
    expect(first.body.logs).toHaveLength(20);
    expect(first.body.logs[0]).toMatchObject({ userId, totalCost: 0.01, requestType: 'generate' });
    const times = first.body.logs.map((l: { timestamp: string }) => Date.parse(l.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await admin.get('/api/admin/api-logs?page=2')).body.logs).toHaveLength(4);
    expect((await admin.get('/api/admin/api-logs?page=0')).status).toBe(400);

    const one = first.body.logs[0].id;
    expect((await admin.delete(`/api/admin/api-logs/${one}`)).body).toEqual({ deleted: 1 });
    expect((await admin.delete(`/api/admin/api-logs/${one}`)).status).toBe(404);

    expect((await admin.delete('/api/admin/api-logs')).status).toBe(400);
    expect((await admin.delete('/api/admin/api-logs?type=older')).status).toBe(400);
    expect((await admin.delete('/api/admin/api-logs?type=old')).body).toEqual({ deleted: 2 });
    expect((await admin.get('/api/admin/api-logs')).body.total).toBe(21);
    expect(await lastAudit('api-logs.clear')).toMatchObject({ details: { type: 'old', deleted: 2 } });
    expect((await admin.delete('/api/admin/api-logs?type=all')).body).toEqual({ deleted: 21 });
    expect((await admin.get('/api/admin/api-logs')).body).toMatchObject({ total: 0, logs: [] });
  });
});

describe('changelog', () => {
  it('creates from text (blank lines dropped), renames, 409 on a taken date, deletes by encoded date', async () => {
    const created = await admin.put('/api/admin/changelog', {
      newDate: 'March 3, 2031',
      changes: 'First change\n\n  Second change  \r\n',
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toEqual({ date: 'March 3, 2031', changes: ['First change', 'Second change'] });
    expect((await app.client().get('/api/changelog')).body).toContainEqual(created.body);

    const duplicate = await admin.put('/api/admin/changelog', { newDate: 'March 3, 2031', changes: ['x'] });
    expect(duplicate.status).toBe(409);
    await admin.put('/api/admin/changelog', { oldDate: null, newDate: '2031/03/04', changes: ['Other'] });
    const clash = await admin.put('/api/admin/changelog', {
      oldDate: 'March 3, 2031',
      newDate: '2031/03/04',
      changes: ['x'],
    });
    expect(clash.status).toBe(409);

    const renamed = await admin.put('/api/admin/changelog', {
      oldDate: 'March 3, 2031',
      newDate: 'March 5, 2031',
      changes: ['Only change', ''],
    });
    expect(renamed.body).toEqual({ date: 'March 5, 2031', changes: ['Only change'] });
    expect(
      await app.db.select().from(changelogEntries).where(eq(changelogEntries.date, 'March 3, 2031')),
    ).toEqual([]);
    expect(await lastAudit('changelog.update')).toMatchObject({ details: { oldDate: 'March 3, 2031' } });

    expect((await admin.delete(`/api/admin/changelog/${encodeURIComponent('March 5, 2031')}`)).status).toBe(
      200,
    );
    expect((await admin.delete(`/api/admin/changelog/${encodeURIComponent('2031/03/04')}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/changelog/${encodeURIComponent('2031/03/04')}`)).status).toBe(404);
    expect(await lastAudit('changelog.delete')).toMatchObject({ targetId: '2031/03/04' });
  });

  it('validates the changelog body', async () => {
    for (const body of [
      { newDate: '', changes: ['x'] },
      { newDate: 'Day', changes: '\n \n' },
      { newDate: 'Day', changes: [] },
      { newDate: 'Day', changes: 5 },
      { newDate: 'Day', changes: ['x'], id: 1 },
    ]) {
      expect((await admin.put('/api/admin/changelog', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists the latest 50 entries, newest first, with who, what and when', async () => {
    for (let i = 0; i < 3; i++)
      await admin.put('/api/admin/changelog', { newDate: `Audit day ${i}`, changes: ['x'] });
    const response = await admin.get('/api/admin/audit-log');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(50);
    expect(response.body[0]).toMatchObject({
      actorUsername: TEST_ADMIN.username,
      action: 'changelog.create',
      targetType: 'changelog',
      targetId: 'Audit day 2',
      details: { changes: ['x'] },
    });
    expect(Date.parse(response.body[0].createdAt)).not.toBeNaN();
    await app.db.insert(auditLog).values(
      Array.from({ length: 60 }, (_, i) => ({
        actorUsername: 'bulk',
        action: 'test',
        targetType: 't',
        targetId: `${i}`,
      })),
    );
    expect((await admin.get('/api/admin/audit-log')).body).toHaveLength(50);
  });
});
