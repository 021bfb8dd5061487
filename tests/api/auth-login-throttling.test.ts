import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestResponse } from '../support/test-client.ts';
import { findSetCookie } from './helpers.ts';

/** Per-account throttling only: three failures per account per minute, addresses unlimited. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    authLimits: {
      loginPerAccount: { limit: 3, windowMs: 60_000 },
      loginPerIp: { limit: 10_000, windowMs: 60_000 },
    },
  });
});
afterAll(async () => app?.close());

const login = (username: string, password: string) =>
  app.client().post('/api/auth/login', { username, password });

async function failTimes(username: string, times: number): Promise<TestResponse<any>[]> {
  const responses = [];
  for (let i = 0; i < times; i++) responses.push(await login(username, `wrong-password-${i}`));
  return responses;
}

function expectThrottled(response: TestResponse<any>) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: expect.stringMatching(/^Too many sign-in attempts\b/) });
  const retryAfter = response.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  expect(findSetCookie(response.headers)).toBeUndefined();
}

describe('sign-in throttling per account', () => {
  it('refuses the 4th consecutive failure with 429 and Retry-After, even with the right password', async () => {
    await app.client().register('victim', 'victim-secret');
    const failures = await failTimes('victim', 3);
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401]);
    expectThrottled(await login('victim', 'wrong-again'));
    expectThrottled(await login('victim', 'victim-secret'));
  });

  it('throttles an unknown username exactly like an existing one (no user enumeration)', async () => {
    await app.client().register('realname', 'realname-secret');
    const real = await failTimes('realname', 4);
    const ghost = await failTimes('ghost-user', 4);
    expect(ghost.map((r) => r.status)).toEqual(real.map((r) => r.status));
    expect(ghost.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    expect(ghost.slice(0, 3).map((r) => r.body)).toEqual(real.slice(0, 3).map((r) => r.body));
    expectThrottled(real[3]!);
    expectThrottled(ghost[3]!);
    expect(ghost[3]!.body).toEqual(real[3]!.body);
  });

  it('resets the account counter after a successful sign-in', async () => {
    await app.client().register('resetter', 'resetter-secret');
    expect((await failTimes('resetter', 2)).map((r) => r.status)).toEqual([401, 401]);
    expect((await login('resetter', 'resetter-secret')).status).toBe(200);
    expect((await failTimes('resetter', 3)).map((r) => r.status)).toEqual([401, 401, 401]);
    expectThrottled(await login('resetter', 'resetter-secret'));
  });

  it('counts every spelling of a username against the same account', async () => {
    await app.client().register('casey', 'casey-secret');
    const statuses = [];
    for (const spelling of ['casey', 'CASEY', ' Casey '])
      statuses.push((await login(spelling, 'nope-nope')).status);
    expect(statuses).toEqual([401, 401, 401]);
    expectThrottled(await login('cAsEy', 'casey-secret'));
  });

  it('counts spellings the database folds onto the same account (İ for i, final Σ) against it', async () => {
    await app.client().register('iris', 'iris-secret');
    await app.client().register('abcσ', 'sigma-secret');
    // The lookup folds case in the database, so these really do sign in to the accounts above.
    expect((await login('İRIS', 'iris-secret')).status).toBe(200);
    expect((await login('ABCΣ', 'sigma-secret')).status).toBe(200);
    expect((await failTimes('iris', 3)).map((r) => r.status)).toEqual([401, 401, 401]);
    expectThrottled(await login('İris', 'iris-secret'));
    expectThrottled(await login('irİs', 'nope-nope'));
    expect((await failTimes('abcσ', 3)).map((r) => r.status)).toEqual([401, 401, 401]);
    expectThrottled(await login('ABCΣ', 'sigma-secret'));
  });

  it('leaves other accounts alone while one is throttled', async () => {
    await app.client().register('bystander', 'bystander-secret');
    await failTimes('target', 4);
    expectThrottled(await login('target', 'anything'));
    expect((await login('bystander', 'bystander-secret')).status).toBe(200);
  });

  it('cannot be outrun by parallel guesses', async () => {
    await app.client().register('parallel', 'parallel-secret');
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => login('parallel', `guess-${i}`)));
    const statuses = guesses.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });
});
