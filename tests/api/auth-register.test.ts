import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans, userSubscriptions, users } from '../../src/server/db/schema/index.ts';
import { userSchema } from '../../src/shared/api/auth.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { findSetCookie, usersNamed } from './helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const register = (body: unknown) => app.client().post('/api/auth/register', body);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/auth/register: success', () => {
  it('answers 201 with the public user (role user) and never the password hash', async () => {
    const response = await register({ username: 'alice', password: 'alice-pw-1' });
    expect(response.status).toBe(201);
    const { user } = response.body;
    expect(user).toMatchObject({ username: 'alice', role: 'user' });
    expect(Number.isInteger(user.id)).toBe(true);
    expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(response.text).not.toMatch(/passwordHash|password_hash|\$argon2|alice-pw-1/);
  });

  it('signs the new user in with an HttpOnly, SameSite=Lax, Path=/ cookie, not Secure over http', async () => {
    const client = app.client();
    const response = await client.post('/api/auth/register', { username: 'bob', password: 'bob-pw-1' });
    const cookie = findSetCookie(response.headers);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('secure')).toBe(false);
    expect(Date.parse(cookie?.attributes.get('expires') ?? '')).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('bob');
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted (no Secure flag)', async () => {
    const response = await app
      .client()
      .post(
        '/api/auth/register',
        { username: 'proxyless', password: 'secret-pw-1' },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
    expect(response.status).toBe(201);
    expect(findSetCookie(response.headers)?.attributes.has('secure')).toBe(false);
  });

  it('gives the new account exactly one subscription, an active one to the Free plan', async () => {
    const { body } = await register({ username: 'carol', password: 'carol-pw' });
    const rows = await app.db
      .select({ status: userSubscriptions.status, plan: subscriptionPlans.name })
      .from(userSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(eq(userSubscriptions.userId, body.user.id));
    expect(rows).toEqual([{ status: 'active', plan: 'Free' }]);
  });

  it('stores the password as a salted argon2id hash', async () => {
    await register({ username: 'hash1', password: 'same-password' });
    await register({ username: 'hash2', password: 'same-password' });
    const [first] = await usersNamed(app.db, 'hash1');
    const [second] = await usersNamed(app.db, 'hash2');
    expect(first?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(second?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(first?.passwordHash).not.toBe(second?.passwordHash);
    expect(first?.passwordHash).not.toContain('same-password');
  });

  it('accepts the minimum lengths exactly and stores the name trimmed and lower-case', async () => {
    const short = await register({ username: 'eve', password: 'eve-pw-8' });
    expect(short.status).toBe(201);
    const padded = await register({ username: '  Frank  ', password: 'frank-pw' });
    expect(padded.status).toBe(201);
    expect(padded.body.user.username).toBe('frank');
    expect((await usersNamed(app.db, 'frank'))[0]?.username).toBe('frank');
  });
});

describe('POST /api/auth/register: duplicates', () => {
  it('refuses a taken username with 409, without signing in or touching the existing account', async () => {
    await register({ username: 'dave', password: 'dave-original' });
    const duplicate = await register({ username: 'dave', password: 'dave-hijack' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'Username already exists' });
    expect(findSetCookie(duplicate.headers)).toBeUndefined();
    expect(
      (await app.client().post('/api/auth/login', { username: 'dave', password: 'dave-original' })).status,
    ).toBe(200);
    expect(
      (await app.client().post('/api/auth/login', { username: 'dave', password: 'dave-hijack' })).status,
    ).toBe(401);
  });

  it('compares usernames case-insensitively (Alice after alice is a 409)', async () => {
    expect((await register({ username: 'grace', password: 'grace-pw' })).status).toBe(201);
    for (const variant of ['Grace', 'GRACE']) {
      const response = await register({ username: variant, password: 'other-pw' });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Username already exists');
    }
    expect(await usersNamed(app.db, 'grace')).toHaveLength(1);
  });

  it('folds compatibility characters, so fullwidth ｚｅｌｄａ collides with zelda (409)', async () => {
    expect((await register({ username: 'zelda', password: 'zelda-pw-1' })).status).toBe(201);
    const lookalike = await register({ username: 'ｚｅｌｄａ', password: 'zelda-pw-2' });
    expect(lookalike.status).toBe(409);
    expect(lookalike.body.message).toBe('Username already exists');
    const signIn = await app
      .client()
      .post('/api/auth/login', { username: 'ｚｅｌｄａ', password: 'zelda-pw-1' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.username).toBe('zelda');
  });

  it('lets exactly one of two concurrent registrations of one name win', async () => {
    for (const [a, b] of [
      ['racer1', 'racer1'],
      ['racer2', 'RACER2'],
      ['racer3', 'Racer3'],
    ] as const) {
      const results = await Promise.all([
        register({ username: a, password: 'pw-one-1' }),
        register({ username: b, password: 'pw-two-2' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body).toEqual({ message: 'Username already exists' });
      const accounts = await usersNamed(app.db, a);
      expect(accounts).toHaveLength(1);
      const subscriptions = await app.db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, accounts[0]!.id));
      expect(subscriptions).toHaveLength(1);
    }
  });
});

describe('POST /api/auth/register: validation', () => {
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['  ab  ', 'Username must be at least 3 characters'],
  ])('rejects the short username %j with 400', async (username, message) => {
    const response = await register({ username, password: 'long-enough' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await usersNamed(app.db, username.trim())).toHaveLength(0);
  });

  it('rejects a password shorter than 8 characters with 400', async () => {
    const response = await register({ username: 'shortpw', password: 'x1y2z3w' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Password must be at least 8 characters');
    expect(await usersNamed(app.db, 'shortpw')).toHaveLength(0);
  });

  it.each([
    ['role', 'admin'],
    ['confirmPassword', 'mallory-pw'],
    ['id', 1],
    ['passwordHash', '$argon2id$forged'],
    ['stripeCustomerId', 'cus_forged'],
  ])('refuses the extra field %s with 400 and creates no user (no mass assignment)', async (field, value) => {
    const username = `mallory_${field}`;
    const response = await register({ username, password: 'mallory-pw', [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
    expect(findSetCookie(response.headers)).toBeUndefined();
    expect(await usersNamed(app.db, username)).toHaveLength(0);
  });

  it('has not created any admin besides the seeded one', async () => {
    const admins = await app.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.role, 'admin'));
    expect(admins).toEqual([{ username: 'admin' }]);
  });
});

describe('POST /api/auth/register behind a trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => proxied?.close());

  it('marks the session cookie Secure when X-Forwarded-Proto is https', async () => {
    const client = proxied.client();
    // Behind the proxy the request's own origin is the https one the browser saw.
    const headers = { 'x-forwarded-proto': 'https', origin: proxied.baseUrl.replace(/^http:/, 'https:') };
    const response = await client.post(
      '/api/auth/register',
      { username: 'secure1', password: 'secret-pw-1' },
      { headers },
    );
    expect(response.status).toBe(201);
    const cookie = findSetCookie(response.headers);
    expect(cookie?.attributes.has('secure')).toBe(true);
    expect(cookie?.attributes.has('httponly')).toBe(true);
  });

  it('still leaves Secure off for plain http requests', async () => {
    const response = await proxied
      .client()
      .post('/api/auth/register', { username: 'plain1', password: 'secret-pw-1' });
    expect(response.status).toBe(201);
    expect(findSetCookie(response.headers)?.attributes.has('secure')).toBe(false);
  });
});
