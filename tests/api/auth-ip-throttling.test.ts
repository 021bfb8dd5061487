import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/db/schema/index.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestResponse } from '../support/test-client.ts';
import { findSessionRow, sessionToken, usersNamed } from './helpers.ts';

const UNLIMITED = { limit: 10_000, windowMs: 60_000 };

function expectThrottled(response: TestResponse<any>, message: RegExp) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: expect.stringMatching(message) });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
}

const SIGN_IN_THROTTLED = /^Too many sign-in attempts\b/;
const REGISTER_THROTTLED = /^Too many accounts created from this address\b/;

describe('per-address limits, proxy headers not trusted', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      authLimits: {
        loginPerAccountAndIp: UNLIMITED,
        loginPerIp: { limit: 3, windowMs: 60_000 },
        registerPerIp: { limit: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => app?.close());

  it('limits sign-in attempts per address across different usernames', async () => {
    const statuses = [];
    for (const [i, username] of ['ip-one', 'ip-two', 'ip-three'].entries()) {
      // A spoofed X-Forwarded-For must not give each attempt a fresh address.
      const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      statuses.push(
        (await app.client().post('/api/auth/login', { username, password: 'guess-1' }, { headers })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401]);
    const admin = await app.client().post('/api/auth/login', { ...TEST_ADMIN });
    expectThrottled(admin, SIGN_IN_THROTTLED);
  });

  it('limits account creation per address and creates nothing once limited', async () => {
    const register = (username: string, ip: string) =>
      app
        .client()
        .post(
          '/api/auth/register',
          { username, password: 'secret-pw' },
          { headers: { 'x-forwarded-for': ip } },
        );
    expect((await register('maker1', '203.0.113.10')).status).toBe(201);
    expect((await register('maker2', '203.0.113.11')).status).toBe(201);
    expectThrottled(await register('maker3', '203.0.113.12'), REGISTER_THROTTLED);
    expect(await usersNamed(app.db, 'maker3')).toHaveLength(0);
  });
});

describe('per-address limits behind a trusted proxy (TRUST_PROXY=1)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { TRUST_PROXY: '1' },
      authLimits: {
        loginPerAccountAndIp: UNLIMITED,
        loginPerIp: { limit: 2, windowMs: 60_000 },
        registerPerIp: { limit: 1, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => app?.close());

  const login = (username: string, password: string, forwardedFor: string) =>
    app
      .client()
      .post('/api/auth/login', { username, password }, { headers: { 'x-forwarded-for': forwardedFor } });

  it('counts each forwarded client address separately', async () => {
    expect((await login('someone', 'guess-1', '198.51.100.1')).status).toBe(401);
    expect((await login('someone', 'guess-2', '198.51.100.1')).status).toBe(401);
    expectThrottled(await login('someone', 'guess-3', '198.51.100.1'), SIGN_IN_THROTTLED);
    expect((await login('someone', 'guess-4', '198.51.100.2')).status).toBe(401);
  });

  it('keys on the address the proxy appended, so a client-chosen X-Forwarded-For entry does not help', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await login('someone-else', `guess-${i}`, `10.0.0.${i + 1}, 198.51.100.3`)).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('records the proxy-reported address on the session', async () => {
    const client = app.client();
    const headers = { 'x-forwarded-for': 'spoofed-value, 198.51.100.4' };
    const response = await client.post(
      '/api/auth/register',
      { username: 'proxied', password: 'proxied-pw' },
      { headers },
    );
    expect(response.status).toBe(201);
    expect((await findSessionRow(app.db, sessionToken(client)))?.ip).toBe('198.51.100.4');
  });

  it('limits account creation per forwarded address', async () => {
    const register = (username: string, forwardedFor: string) =>
      app
        .client()
        .post(
          '/api/auth/register',
          { username, password: 'secret-pw' },
          { headers: { 'x-forwarded-for': forwardedFor } },
        );
    expect((await register('perip1', '198.51.100.5')).status).toBe(201);
    expectThrottled(await register('perip2', 'anything, 198.51.100.5'), REGISTER_THROTTLED);
    expect((await register('perip3', '198.51.100.6')).status).toBe(201);
  });
});

describe('accounts per address per day as well as per hour', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      authLimits: {
        // A one-minute "hour", so that the throttled answer's wait stays under a minute.
        registerPerIp: { limit: 2, windowMs: 60_000 },
        registerPerIpPerDay: { limit: 3, windowMs: 24 * 60 * 60_000 },
      },
    });
  });
  afterAll(async () => app?.close());

  const register = (username: string) =>
    app.client().post('/api/auth/register', { username, password: 'daily long passphrase' });

  /**
   * The clock, moved on: the counters' windows are timestamps in the database, so the short
   * window passes for them when their starts move a minute back (nothing waits in real time).
   * The daily window moves too, and still has most of its day left.
   */
  const anHourPasses = () =>
    app.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - interval '61 seconds'` })
      .where(like(rateLimits.key, 'register:ip%'));

  it('refuses the address once its daily allowance is spent, however the hours are spread', async () => {
    expect((await register('daily1')).status).toBe(201);
    expect((await register('daily2')).status).toBe(201);
    expectThrottled(await register('daily3'), REGISTER_THROTTLED);
    await anHourPasses();
    expect((await register('daily4')).status).toBe(201);
    await anHourPasses();
    const refused = await register('daily5');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.stringMatching(REGISTER_THROTTLED) });
    // The daily window's wait, not the hourly one's.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    expect(await usersNamed(app.db, 'daily5')).toHaveLength(0);
  });
});
