import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { apiLogs, landingPages } from '../../src/server/db/schema/index.ts';
import { summariseApiCosts } from '../../src/server/features/admin/api-logs.ts';
import { cacheSavings, costOf } from '../../src/server/features/generation/providers/pricing.ts';
import { logApiCall } from '../../src/server/features/generation/usage-log.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import type { ApiCallStep } from '../../src/shared/constants.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, signUp } from './pages-fixtures.ts';

/**
 * The API Costs tab's figures: cache tokens per log row, and the summary of what prompt
 * caching saved and how often an edit needed a repair or a whole-document rewrite.
 */
let app: TestApp;
let admin: TestClient;
let user: TestClient;
let userId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = app.client();
  await admin.login(TEST_ADMIN.username, TEST_ADMIN.password);
  ({ client: user, userId } = await signUp(app, 'costs'));
});
afterAll(async () => app?.close());

const call = (
  requestId: string | null,
  step: ApiCallStep | null,
  extra: Partial<typeof apiLogs.$inferInsert> = {},
): typeof apiLogs.$inferInsert => ({
  userId,
  requestType: step === 'generate' || step === 'variation' ? 'generate' : 'modify',
  model: 'claude-sonnet-4-5',
  inputTokens: 10_000,
  outputTokens: 500,
  totalCost: '0.010000',
  requestId,
  step,
  ...extra,
});

describe('GET /api/admin/api-logs/summary', () => {
  it('answers 401 signed out and 403 to a user', async () => {
    expect((await app.client().get('/api/admin/api-logs/summary')).status).toBe(401);
    const forbidden = await user.get('/api/admin/api-logs/summary');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Administrator access required' });
  });

  it('has zeros and no rates while nothing was edited', async () => {
    await app.db.delete(apiLogs);
    await app.db.insert(apiLogs).values([call('g-1', 'generate'), call('g-1', 'continuation')]);
    const response = await admin.get('/api/admin/api-logs/summary');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
      cacheSavings: 0,
      editRequests: 0,
      fallbackRequests: 0,
      repairedRequests: 0,
      fallbackRate: null,
      repairRate: null,
    });
  });

  it('sums cache tokens, prices the savings per model, and groups edit calls by request', async () => {
    await app.db.delete(apiLogs);
    await app.db.insert(apiLogs).values([
      // Five edit requests (a 'patch' call each): e-1 and e-4 were rewritten in full, e-2, e-3
      // and e-4 repaired; e-5 went through at the first try.
      call('e-1', 'patch', { cacheReadTokens: 100_000, cacheWriteTokens: 20_000, inputTokens: 130_000 }),
      call('e-1', 'fallback', { cacheReadTokens: 200_000, inputTokens: 210_000 }),
      call('e-2', 'patch'),
      call('e-2', 'repair', { attempt: 2 }),
      call('e-2', 'continuation'),
      call('e-3', 'patch'),
      call('e-3', 'repair'),
      call('e-4', 'patch'),
      call('e-4', 'repair'),
      call('e-4', 'fallback'),
      call('e-5', 'patch', { model: 'gpt-5-mini', cacheReadTokens: 1_000_000, inputTokens: 1_200_000 }),
      // Not edit requests: a generation, a repair and a fallback without a patch, a call with no request id.
      call('g-1', 'generate', { model: 'gpt-5', cacheReadTokens: 1_000_000, inputTokens: 1_100_000 }),
      call('g-1', 'continuation', { model: 'gpt-5', cacheWriteTokens: 5_000 }),
      call('x-1', 'repair'),
      call('x-2', 'fallback'),
      call(null, 'fallback'),
      // A local model claims no discount, whatever it read from a cache.
      call('g-2', 'element', { model: 'llama3.1:8b', cacheReadTokens: 50_000, inputTokens: 60_000 }),
    ]);

    const response = await admin.get('/api/admin/api-logs/summary');
    expect(response.status).toBe(200);
    const savings =
      cacheSavings('claude-sonnet-4-5', 300_000) +
      cacheSavings('gpt-5-mini', 1_000_000) +
      cacheSavings('gpt-5', 1_000_000);
    // 0.3M at $3 less a tenth, 1M at $0.25 and 1M at $1.25, each less a tenth.
    expect(savings).toBeCloseTo(0.81 + 0.225 + 1.125, 10);
    expect(response.body).toEqual({
      cacheReadTokens: 2_350_000,
      cacheWriteTokens: 25_000,
      cacheSavings: Number(savings.toFixed(6)),
      editRequests: 5,
      fallbackRequests: 2,
      repairedRequests: 3,
      fallbackRate: 0.4,
      repairRate: 0.6,
    });
  });

  it('prices the savings with the configured input price override', async () => {
    await app.db.delete(apiLogs);
    await app.db
      .insert(apiLogs)
      .values([call('e-1', 'patch', { cacheReadTokens: 1_000_000, inputTokens: 1_000_000 })]);
    // $10 instead of Sonnet's $3; reads still cost a tenth.
    const summary = (env: Record<string, string>) =>
      summariseApiCosts({ db: app.db, config: loadConfig({ LOG_LEVEL: 'silent', ...env }) });
    expect((await summary({ AI_PRICE_INPUT_PER_MTOK: '10' })).cacheSavings).toBeCloseTo(9, 6);
    expect((await summary({})).cacheSavings).toBeCloseTo(2.7, 6);
  });
});

describe('GET /api/admin/api-logs rows', () => {
  it('carry cache tokens, step and attempt beside the fields they always had', async () => {
    await app.db.delete(apiLogs);
    await app.db.insert(apiLogs).values([
      // A row as written before the cache and step columns existed: their defaults.
      {
        userId,
        requestType: 'generate',
        model: 'gpt-4o',
        inputTokens: 1000,
        outputTokens: 200,
        totalCost: '0.004500',
        timestamp: new Date(Date.now() - 60_000),
      },
      call('e-1', 'repair', { cacheReadTokens: 4000, cacheWriteTokens: 1000, attempt: 2 }),
    ]);
    const response = await admin.get('/api/admin/api-logs?page=1');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    const [repair, old] = response.body.logs;
    expect(repair).toMatchObject({
      userId,
      requestType: 'modify',
      model: 'claude-sonnet-4-5',
      inputTokens: 10_000,
      outputTokens: 500,
      totalCost: 0.01,
      cacheReadTokens: 4000,
      cacheWriteTokens: 1000,
      step: 'repair',
      attempt: 2,
    });
    expect(Object.keys(repair)).toEqual(
      expect.arrayContaining([
        'id',
        'userId',
        'requestType',
        'model',
        'inputTokens',
        'outputTokens',
        'totalCost',
        'timestamp',
      ]),
    );
    expect(old).toMatchObject({
      model: 'gpt-4o',
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
      step: null,
      attempt: 1,
    });
  });
});

describe('api_logs columns', () => {
  it('refuses a step outside the ladder', async () => {
    await expect(
      app.db.execute(
        sql`insert into api_logs (request_type, model, step) values ('modify', 'claude-sonnet-4-5', 'retry')`,
      ),
    ).rejects.toThrow();
  });

  it('keeps a page’s call costs after the page is deleted, without the page', async () => {
    const { page } = await makePage(app.saves, userId);
    const [row] = await app.db
      .insert(apiLogs)
      .values(call('p-1', 'generate', { pageId: page.id }))
      .returning();
    await app.db.delete(landingPages).where(eq(landingPages.id, page.id));
    const [after] = await app.db.select().from(apiLogs).where(eq(apiLogs.id, row!.id));
    expect(after).toMatchObject({ pageId: null, totalCost: '0.010000' });
  });
});

describe('logApiCall', () => {
  const deps = (env: Record<string, string> = {}) => ({
    db: app.db,
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    logger: createLogger('silent'),
  });
  const record = {
    userId: 0,
    provider: 'anthropic' as const,
    kind: 'modify' as const,
    model: 'claude-sonnet-4-5',
    inputTokens: 100_000,
    outputTokens: 2000,
    success: true,
    durationMs: 1234.4,
  };
  const lastLog = async () =>
    (await app.db.select().from(apiLogs).orderBy(sql`${apiLogs.id} desc`).limit(1))[0];

  it('writes the cache tokens, page, request, attempt and step, and prices the cache', async () => {
    const { page } = await makePage(app.saves, userId);
    const usage = {
      inputTokens: 100_000,
      outputTokens: 2000,
      cacheReadTokens: 80_000,
      cacheWriteTokens: 10_000,
    };
    await logApiCall(deps(), {
      ...record,
      userId,
      ...usage,
      pageId: page.id,
      requestId: 'req-123',
      attempt: 2,
      step: 'repair',
    });
    const row = await lastLog();
    expect(row).toMatchObject({
      userId,
      requestType: 'modify',
      inputTokens: 100_000,
      outputTokens: 2000,
      cacheReadTokens: 80_000,
      cacheWriteTokens: 10_000,
      pageId: page.id,
      requestId: 'req-123',
      attempt: 2,
      step: 'repair',
      durationMs: 1234,
    });
    // 10k plain at $3, 10k written at $3.75, 80k read at $0.30, 2k out at $15.
    expect(Number(row!.totalCost)).toBeCloseTo(0.03 + 0.0375 + 0.024 + 0.03, 6);
    expect(Number(row!.totalCost)).toBeCloseTo(costOf('claude-sonnet-4-5', usage), 6);
  });

  it('keeps the defaults for a call without the new fields, and the override keeps the multipliers', async () => {
    await logApiCall(deps({ AI_PRICE_INPUT_PER_MTOK: '10', AI_PRICE_OUTPUT_PER_MTOK: '20' }), {
      ...record,
      userId,
      cacheReadTokens: 100_000,
    });
    const row = await lastLog();
    expect(row).toMatchObject({ pageId: null, requestId: null, attempt: 1, step: null, cacheWriteTokens: 0 });
    // All 100k read at a tenth of $10, 2k out at $20.
    expect(Number(row!.totalCost)).toBeCloseTo(0.1 + 0.04, 6);
  });

  it('costs nothing for the offline engine, whatever the override', async () => {
    await logApiCall(deps({ AI_PRICE_INPUT_PER_MTOK: '10' }), {
      ...record,
      userId,
      provider: 'offline',
      model: 'offline-composer',
      step: 'generate',
    });
    expect(Number((await lastLog())!.totalCost)).toBe(0);
  });

  it('keeps the row, without the page, when the page was deleted while the call ran', async () => {
    const { page } = await makePage(app.saves, userId);
    await app.db.delete(landingPages).where(eq(landingPages.id, page.id));
    await logApiCall(deps(), { ...record, userId, pageId: page.id, requestId: 'req-gone', step: 'patch' });
    expect(await lastLog()).toMatchObject({ requestId: 'req-gone', pageId: null, step: 'patch' });
  });
});
