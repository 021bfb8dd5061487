import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { aiTimingsFor, DEFAULT_AUTH_LIMITS } from '../../src/server/app-context.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import { createProvider } from '../../src/server/features/generation/providers/create-provider.ts';
import { createLifecycle, type Lifecycle } from '../../src/server/lib/lifecycle.ts';
import { createLogger, type Logger } from '../../src/server/lib/logger.ts';
import { openTestDatabase } from '../support/database.ts';
import { parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { makePage, signUp } from './pages-fixtures.ts';

/**
 * Operations (README, 'Operations'): liveness and readiness probes, one structured JSON log
 * line per request without secrets, and X-Request-Id. Graceful shutdown of the real process
 * is in graceful-shutdown.test.ts.
 */

interface LogEntry {
  time: string;
  level: string;
  msg: string;
  [key: string]: unknown;
}

/** A logger writing parsed lines to an array (and checking every line is one JSON object). */
function captureLogger(level: 'debug' | 'info' = 'info'): {
  logger: Logger;
  lines: string[];
  entries: () => LogEntry[];
} {
  const lines: string[] = [];
  return {
    logger: createLogger(level, (line) => lines.push(line)),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The app without a server, for probes against a stub or closed database. */
function bareApp(db: Db, options: { lifecycle?: Lifecycle; logger?: Logger } = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  return createApp({
    db,
    config,
    logger: options.logger ?? createLogger('silent'),
    authLimits: DEFAULT_AUTH_LIMITS,
    ai: { provider: createProvider(config), ...aiTimingsFor(config) },
    lifecycle: options.lifecycle,
  });
}

describe('health probes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('GET /healthz answers 200 {status: ok}, uncached, without a session', async () => {
    const response = await app.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('GET /readyz answers 200 when the database answers', async () => {
    const response = await app.client().get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /readyz answers 503 with a message when the database is closed; /healthz stays 200', async () => {
    const database = await openTestDatabase({
      pgliteDump: inject('pgliteDump'),
      pgTemplate: inject('pgTemplate'),
    });
    const app = bareApp(database.db);
    expect((await app.request('/readyz')).status).toBe(200);
    await database.dispose();
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', message: 'Database unavailable' });
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('GET /readyz answers 503 when queries fail, and logs why at warn level', async () => {
    const failing = {
      execute: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    } as unknown as Db;
    const capture = captureLogger();
    const response = await bareApp(failing, { logger: capture.logger }).request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ message: 'Database unavailable' });
    const warning = capture.entries().find((entry) => entry.msg === 'readiness check failed');
    expect(warning).toMatchObject({ level: 'warn', error: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });

  it('GET /readyz answers 503 within its time-out when the database hangs', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
    const started = Date.now();
    const response = await bareApp(hanging).request('/readyz');
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('GET /readyz answers 503 while the process drains for shutdown', async () => {
    const database = await openTestDatabase({
      pgliteDump: inject('pgliteDump'),
      pgTemplate: inject('pgTemplate'),
    });
    try {
      const lifecycle = createLifecycle();
      const app = bareApp(database.db, { lifecycle });
      expect((await app.request('/readyz')).status).toBe(200);
      lifecycle.startDraining();
      const response = await app.request('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ message: expect.stringMatching(/shutting down/i) });
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await database.dispose();
    }
  });
});

describe('request log and X-Request-Id', () => {
  const capture = captureLogger('debug');
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ logger: capture.logger });
  });
  afterAll(async () => app?.close());

  const requestLines = (requestId: string) =>
    capture.entries().filter((entry) => entry.msg === 'request' && entry.requestId === requestId);

  it('writes exactly one JSON line per request, with the fields operators need', async () => {
    const response = await app.client().get('/api/changelog');
    const requestId = response.headers.get('x-request-id')!;
    expect(requestId).toMatch(UUID);
    const lines = requestLines(requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'request',
      requestId,
      method: 'GET',
      path: '/api/changelog',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(Number.isNaN(Date.parse(lines[0]!.time))).toBe(false);
    expect(lines[0]!.durationMs as number).toBeGreaterThanOrEqual(0);
  });

  it('every line the logger writes is a single JSON object', async () => {
    await app.client().get('/api/auth/me');
    expect(capture.lines.length).toBeGreaterThan(0);
    for (const line of capture.lines) {
      expect(line).not.toContain('\n');
      expect(JSON.parse(line)).toMatchObject({ time: expect.any(String), level: expect.any(String) });
    }
  });

  it('gives every request its own id, and logs error statuses with their status', async () => {
    const client = app.client();
    const first = await client.get('/api/auth/me');
    const second = await client.get('/api/no-such-route');
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    expect(new Set(ids).size).toBe(2);
    expect(requestLines(ids[0]!)[0]).toMatchObject({ status: 401, path: '/api/auth/me' });
    expect(requestLines(ids[1]!)[0]).toMatchObject({ status: 404, path: '/api/no-such-route' });
  });

  it('ignores an incoming X-Request-Id without TRUST_PROXY', async () => {
    const response = await app.client().get('/healthz', { headers: { 'x-request-id': 'forged-id-123' } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
    expect(requestLines('forged-id-123')).toEqual([]);
  });

  it('logs health probes at debug level (so they do not drown the info log)', async () => {
    const response = await app.client().get('/healthz');
    expect(requestLines(response.headers.get('x-request-id')!)[0]).toMatchObject({
      level: 'debug',
      status: 200,
    });
  });

  it('names the signed-in user and never logs passwords, cookies, bodies or share keys', async () => {
    const before = capture.lines.length;
    const password = 'very-secret-password-42';
    const client = app.client();
    const registered = await client.post('/api/auth/register', { username: 'logged_user', password });
    expect(registered.status).toBe(201);
    const userId: number = registered.body.user.id;
    const cookie = [...client.cookies.values()][0]!;
    const me = await client.get('/api/auth/me', {
      headers: { authorization: 'Bearer top-secret-bearer-token' },
    });
    expect(me.status).toBe(200);
    const { version } = await makePage(app.saves, userId, {
      html: '<!DOCTYPE html><html><body>SECRET BODY</body></html>',
    });
    const shared = await app
      .client()
      .get(`/preview/${version.landingPageId}/${version.id}?key=${encodeURIComponent(version.shareToken)}`);
    expect(shared.status).toBe(200);
    await client.post('/api/auth/login', { username: 'logged_user', password: 'wrong-password-xyz' });

    const written = capture.lines.slice(before).join('\n');
    for (const secret of [
      password,
      'wrong-password-xyz',
      cookie,
      'top-secret-bearer-token',
      version.shareToken,
      'SECRET BODY',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).not.toContain('key=');
    const meLine = requestLines(me.headers.get('x-request-id')!)[0];
    expect(meLine).toMatchObject({ userId, status: 200 });
    const previewLine = requestLines(shared.headers.get('x-request-id')!)[0];
    expect(previewLine).toMatchObject({
      path: `/preview/${version.landingPageId}/${version.id}`,
      status: 200,
    });
  });

  it('logs an event stream once, when it ends, with its whole duration', async () => {
    const { client, userId } = await signUp(app, 'streamer');
    const response = await client.post('/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'A landing page for a bakery' }],
    });
    expect(response.status).toBe(200);
    expect(parseEventStream(response.text).done).toBe(true);
    const requestId = response.headers.get('x-request-id')!;
    expect(requestId).toMatch(UUID);
    // The line is written as the body ends, which may be a moment after the client has read it.
    await expect.poll(() => requestLines(requestId).length).toBe(1);
    expect(requestLines(requestId)[0]).toMatchObject({
      method: 'POST',
      path: '/api/ai-chat-generate',
      status: 200,
      userId,
      stream: 'completed',
    });
  });
});

describe('X-Request-Id behind a trusted proxy', () => {
  const capture = captureLogger();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: '1' }, logger: capture.logger });
  });
  afterAll(async () => app?.close());

  it('reuses a sane incoming id in the header and the log', async () => {
    const response = await app
      .client()
      .get('/api/changelog', { headers: { 'x-request-id': 'lb-7f3a.92:abc' } });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.92:abc');
    expect(capture.entries().filter((entry) => entry.requestId === 'lb-7f3a.92:abc')).toHaveLength(1);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'two words'],
    ['with a quote', 'id"injected'],
    ['with non-ASCII', 'idé'],
  ])('replaces an incoming id that is %s', async (_, incoming) => {
    const response = await app.client().get('/healthz', { headers: { 'x-request-id': incoming } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});
