import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { apiLogs, quotaReservations, rateLimits, sessions } from '../../src/server/db/schema/index.ts';
import { pruneExpiredData } from '../../src/server/features/maintenance/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The maintenance job's work on a real database (its schedule is in multi-instance.test.ts). */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('pruneExpiredData', () => {
  it('deletes expired sessions, spent rate-limit counters, expired quota reservations and API logs past retention, nothing else', async () => {
    const client = app.client();
    const { id: userId } = await client.register('tidy_owner');
    await app.db.insert(sessions).values([
      { tokenHash: 'prune-expired', userId, expiresAt: ago(60_000) },
      { tokenHash: 'prune-alive', userId, expiresAt: new Date(Date.now() + DAY) },
    ]);
    await app.db.insert(rateLimits).values([
      { key: 'prune:spent', windowStart: ago(2 * DAY), count: 9 },
      { key: 'prune:current', windowStart: ago(60_000), count: 2 },
    ]);
    const logs = await app.db
      .insert(apiLogs)
      .values([
        { userId, requestType: 'generate', model: 'm', timestamp: ago(401 * DAY) },
        { userId, requestType: 'generate', model: 'm', timestamp: ago(399 * DAY) },
        { userId, requestType: 'generate', model: 'm', timestamp: ago(DAY) },
      ])
      .returning({ id: apiLogs.id });

    // A reservation left by a killed request, and one of a request still running (ADR 022).
    const [expired, live] = await app.db
      .insert(quotaReservations)
      .values([
        { userId, period: '2026-01', kind: 'generate', amount: 1, expiresAt: ago(60_000) },
        { userId, period: '2026-01', kind: 'modify', amount: 1, expiresAt: new Date(Date.now() + DAY) },
      ])
      .returning({ id: quotaReservations.id });

    const result = await pruneExpiredData({ db: app.db }, { apiLogRetentionDays: 400 });
    expect(result.apiLogs).toBe(1);
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(result.rateLimits).toBeGreaterThanOrEqual(1);
    expect(result.quotaReservations).toBeGreaterThanOrEqual(1);
    const reservations = await app.db
      .select({ id: quotaReservations.id })
      .from(quotaReservations)
      .where(inArray(quotaReservations.id, [expired!.id, live!.id]));
    expect(reservations).toEqual([{ id: live!.id }]);

    const sessionRows = await app.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(like(sessions.tokenHash, 'prune-%'));
    expect(sessionRows.map((row) => row.tokenHash)).toEqual(['prune-alive']);
    const counters = await app.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'prune:%'));
    expect(counters.map((row) => row.key)).toEqual(['prune:current']);
    const left = await app.db
      .select({ id: apiLogs.id })
      .from(apiLogs)
      .where(
        inArray(
          apiLogs.id,
          logs.map((log) => log.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual([logs[1]!.id, logs[2]!.id].sort());
    // The signed-in user's own session is untouched.
    expect((await client.get('/api/auth/me')).status).toBe(200);

    // 0 keeps API logs for good.
    await app.db
      .insert(apiLogs)
      .values({ userId, requestType: 'generate', model: 'm', timestamp: ago(5000 * DAY) });
    expect((await pruneExpiredData({ db: app.db }, { apiLogRetentionDays: 0 })).apiLogs).toBe(0);
  });

  it('deletes API logs in batches until none past retention is left', async () => {
    const old = Array.from({ length: 6_000 }, () => ({
      requestType: 'generate' as const,
      model: 'bulk',
      timestamp: ago(500 * DAY),
    }));
    for (let i = 0; i < old.length; i += 2_000) await app.db.insert(apiLogs).values(old.slice(i, i + 2_000));
    const result = await pruneExpiredData({ db: app.db }, { apiLogRetentionDays: 400 });
    expect(result.apiLogs).toBeGreaterThanOrEqual(6_000);
    const left = await app.db.select({ id: apiLogs.id }).from(apiLogs).where(like(apiLogs.model, 'bulk'));
    expect(left).toHaveLength(0);
  });
});

describe('maintenance settings', () => {
  it('API_LOG_RETENTION_DAYS defaults to 400 and MAINTENANCE_INTERVAL_MINUTES to 60', () => {
    const config = loadConfig({});
    expect(config.API_LOG_RETENTION_DAYS).toBe(400);
    expect(config.MAINTENANCE_INTERVAL_MINUTES).toBe(60);
  });

  it('refuses an interval no cron schedule can keep, naming the variable', () => {
    expect(() => loadConfig({ MAINTENANCE_INTERVAL_MINUTES: '7' })).toThrow(
      /MAINTENANCE_INTERVAL_MINUTES: must divide 60/,
    );
    expect(() => loadConfig({ API_LOG_RETENTION_DAYS: '-1' })).toThrow(
      /API_LOG_RETENTION_DAYS: must be >= 0/,
    );
    expect(loadConfig({ MAINTENANCE_INTERVAL_MINUTES: '1440' }).MAINTENANCE_INTERVAL_MINUTES).toBe(1440);
  });
});
