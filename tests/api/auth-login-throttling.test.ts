import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestResponse } from '../support/test-client.ts';
import { findSetCookie } from './helpers.ts';

/**
 * Sign-in throttling per account name: three failures per account and address per minute
 * refuse that address; failures from anywhere only slow the account down (six answered at
 * full speed, then 10, 20, 40, 40... ms, recorded here instead of waited). Addresses are
 * unlimited, and forwarded addresses are trusted so that each test can pick its own.
 */
const delays: number[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { TRUST_PROXY: '1' },
    authLimits: {
      loginPerAccountAndIp: { limit: 3, windowMs: 60_000 },
      loginPerIp: { limit: 10_000, windowMs: 60_000 },
      loginSlowdown: {
        freeFailures: 6,
        windowMs: 60_000,
        firstDelayMs: 10,
        maxDelayMs: 40,
        sleep: async (ms) => {
          delays.push(ms);
        },
      },
    },
  });
});
afterAll(async () => app?.close());
beforeEach(() => {
  delays.length = 0;
});

/** A sign-in attempt; without an address, from the test's own socket (127.0.0.1). */
const login = (username: string, password: string, address?: string) =>
  app
    .client()
    .post(
      '/api/auth/login',
      { username, password },
      { headers: address ? { 'x-forwarded-for': address } : {} },
    );

async function failTimes(username: string, times: number, address?: string): Promise<TestResponse<any>[]> {
  const responses = [];
  for (let i = 0; i < times; i++) responses.push(await login(username, `wrong-password-${i}`, address));
  return responses;
}

function expectThrottled(response: TestResponse<any>) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in 1 minute\.$/),
  });
  const retryAfter = response.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  expect(findSetCookie(response.headers)).toBeUndefined();
}

describe('sign-in throttling per account and address', () => {
  it('refuses the 4th consecutive failure from one address, even with the right password, and only there', async () => {
    await app.client().register('victim', 'victim long passphrase');
    const failures = await failTimes('victim', 3);
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401]);
    expectThrottled(await login('victim', 'wrong-again'));
    expectThrottled(await login('victim', 'victim long passphrase'));
    expect((await login('victim', 'victim long passphrase', '198.51.100.20')).status).toBe(200);
  });

  it('throttles an unknown username exactly like an existing one (no user enumeration)', async () => {
    await app.client().register('realname', 'realname long passphrase');
    const real = await failTimes('realname', 4);
    const ghost = await failTimes('ghost-user', 4);
    expect(ghost.map((r) => r.status)).toEqual(real.map((r) => r.status));
    expect(ghost.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    expect(ghost.slice(0, 3).map((r) => r.body)).toEqual(real.slice(0, 3).map((r) => r.body));
    expectThrottled(real[3]!);
    expectThrottled(ghost[3]!);
    expect(ghost[3]!.body).toEqual(real[3]!.body);
  });

  it('resets the counter after a successful sign-in', async () => {
    await app.client().register('resetter', 'resetter long passphrase');
    expect((await failTimes('resetter', 2)).map((r) => r.status)).toEqual([401, 401]);
    expect((await login('resetter', 'resetter long passphrase')).status).toBe(200);
    expect((await failTimes('resetter', 3)).map((r) => r.status)).toEqual([401, 401, 401]);
    expectThrottled(await login('resetter', 'resetter long passphrase'));
  });

  it('counts every spelling of a username against the same account (case, spaces, fullwidth forms)', async () => {
    await app.client().register('casey1', 'casey long passphrase');
    const statuses = [];
    for (const spelling of ['casey1', 'CASEY1', ' Casey1 ', 'ｃａｓｅｙ１', 'ＣＡＳＥＹ１'])
      statuses.push((await login(spelling, 'nope-nope', '198.51.100.21')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expectThrottled(await login('cAsEy1', 'casey long passphrase', '198.51.100.21'));
    // The fullwidth spelling is the account itself, and signs in from elsewhere.
    expect((await login('ｃａｓｅｙ１', 'casey long passphrase', '198.51.100.22')).status).toBe(200);
  });

  it('counts spellings the database folds onto the same account (İ for i, final Σ) against it', async () => {
    await app.client().register('iris', 'iris long passphrase');
    // The lookup folds case in the database, so this really does sign in to the account above.
    expect((await login('İRIS', 'iris long passphrase')).status).toBe(200);
    expect((await failTimes('iris', 3)).map((r) => r.status)).toEqual([401, 401, 401]);
    expectThrottled(await login('İris', 'iris long passphrase'));
    expectThrottled(await login('irİs', 'nope-nope'));
    expect((await failTimes('abcσ', 3)).map((r) => r.status)).toEqual([401, 401, 401]);
    expectThrottled(await login('ABCΣ', 'nope-nope'));
  });

  it('leaves other accounts alone while one is throttled', async () => {
    await app.client().register('bystander', 'bystander long passphrase');
    await failTimes('target', 4);
    expectThrottled(await login('target', 'anything'));
    expect((await login('bystander', 'bystander long passphrase')).status).toBe(200);
  });

  it('cannot be outrun by parallel guesses', async () => {
    await app.client().register('parallel', 'parallel long passphrase');
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => login('parallel', `guess-${i}`)));
    const statuses = guesses.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });
});

describe('nobody can lock an account owner out', () => {
  const ATTACKER = '203.0.113.66';
  const OWNER = '198.51.100.7';

  it('lets the owner sign in from their own address while an attacker is refused at theirs', async () => {
    await app.client().register('victim1', 'victim1 long passphrase');
    const attack = [];
    for (const [i, spelling] of ['victim1', 'VICTIM1', 'ｖｉｃｔｉｍ１'].entries()) {
      attack.push(...(await failTimes(spelling, 4, ATTACKER)).map((r) => r.status));
      expectThrottled(await login(spelling, `still-guessing-${i}`, ATTACKER));
    }
    expect(attack.slice(0, 3)).toEqual([401, 401, 401]);
    expect(attack.slice(3)).toEqual(Array(9).fill(429));
    // The admin account, attacked the same way, stays open to its owner too.
    await failTimes(TEST_ADMIN.username, 12, ATTACKER);
    expectThrottled(await login(TEST_ADMIN.username.toUpperCase(), TEST_ADMIN.password, ATTACKER));

    expect((await login('victim1', 'victim1 long passphrase', OWNER)).status).toBe(200);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, OWNER)).status).toBe(200);
  });

  it('slows an account attacked from many addresses with a growing, capped delay, but never locks it', async () => {
    await app.client().register('manyfronts', 'manyfronts long passphrase');
    const statuses = [];
    const delayed = [];
    for (let i = 0; i < 10; i++) {
      delays.length = 0;
      statuses.push((await login('manyfronts', `guess-${i}`, `192.0.2.${i + 1}`)).status);
      delayed.push(delays.reduce((sum, ms) => sum + ms, 0));
    }
    expect(statuses).toEqual(Array(10).fill(401));
    expect(delayed).toEqual([0, 0, 0, 0, 0, 0, 10, 20, 40, 40]);

    // The owner waits like everyone else, and is let in.
    delays.length = 0;
    expect((await login('ＭＡＮＹＦＲＯＮＴＳ', 'manyfronts long passphrase', OWNER)).status).toBe(200);
    expect(delays).toEqual([40]);
    // Signing in clears the slowdown.
    delays.length = 0;
    expect((await login('manyfronts', 'one-more-guess', '192.0.2.99')).status).toBe(401);
    expect(delays).toEqual([]);
  });

  it('slows unknown names exactly like real ones', async () => {
    await app.client().register('slowreal', 'slowreal long passphrase');
    const delayedFor = async (username: string) => {
      const delayed = [];
      for (let i = 0; i < 8; i++) {
        delays.length = 0;
        await login(username, `guess-${i}`, `192.0.2.${100 + i}`);
        delayed.push([...delays]);
      }
      return delayed;
    };
    const real = await delayedFor('slowreal');
    expect(real.flat()).toEqual([10, 20]);
    expect(await delayedFor('slowghost')).toEqual(real);
  });
});

describe('the slowdown really waits', () => {
  let timed: TestApp;
  beforeAll(async () => {
    timed = await startTestApp({
      env: { TRUST_PROXY: '1' },
      authLimits: {
        loginPerIp: { limit: 10_000, windowMs: 60_000 },
        loginSlowdown: { freeFailures: 1, windowMs: 60_000, firstDelayMs: 300, maxDelayMs: 600 },
      },
    });
  });
  afterAll(async () => timed?.close());

  const timedLogin = async (password: string, address: string) => {
    const started = performance.now();
    const response = await timed
      .client()
      .post('/api/auth/login', { username: 'admin', password }, { headers: { 'x-forwarded-for': address } });
    return { status: response.status, ms: performance.now() - started };
  };

  it('delays answers by the configured time once past the free failures', async () => {
    expect((await timedLogin('wrong-1', '192.0.2.1')).status).toBe(401);
    const second = await timedLogin('wrong-2', '192.0.2.2');
    expect(second.status).toBe(401);
    expect(second.ms).toBeGreaterThanOrEqual(300);
    const owner = await timedLogin(TEST_ADMIN.password, '192.0.2.3');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(600);
  });
});
