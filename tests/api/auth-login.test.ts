import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema/index.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { findSessionRow, findSetCookie, sessionToken } from './helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const INVALID = { message: 'Invalid username or password' };

describe('POST /api/auth/login: success', () => {
  it('answers 200 with the user and a fresh HttpOnly session cookie', async () => {
    await app.client().register('lena', 'lena-secret');
    const client = app.client();
    const response = await client.post('/api/auth/login', { username: 'lena', password: 'lena-secret' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ username: 'lena', role: 'user' });
    expect(response.text).not.toMatch(/passwordHash|\$argon2|lena-secret/);
    const cookie = findSetCookie(response.headers);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect((await client.get('/api/auth/me')).body.user.username).toBe('lena');
  });

  it('signs in the seeded admin with the admin role', async () => {
    const client = app.client();
    const user = await client.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(user).toMatchObject({ username: TEST_ADMIN.username, role: 'admin' });
  });

  it('matches the username case-insensitively but the password case-sensitively', async () => {
    await app.client().register('Mixed.Case', 'CaseSensitive1');
    const byOtherCase = await app
      .client()
      .post('/api/auth/login', { username: 'MIXED.case', password: 'CaseSensitive1' });
    expect(byOtherCase.status).toBe(200);
    // Names are stored lower-case.
    expect(byOtherCase.body.user.username).toBe('mixed.case');
    const wrongCase = await app
      .client()
      .post('/api/auth/login', { username: 'Mixed.Case', password: 'casesensitive1' });
    expect(wrongCase.status).toBe(401);
  });
});

describe('POST /api/auth/login: session rotation', () => {
  it('issues a new token on every login and deletes the session whose cookie was sent along', async () => {
    const client = app.client();
    const user = await client.register('rotor', 'rotor-secret');
    const first = sessionToken(client);
    expect(await findSessionRow(app.db, first)).toBeDefined();

    await client.login('rotor', 'rotor-secret');
    const second = sessionToken(client);
    expect(second).not.toBe(first);
    expect(await findSessionRow(app.db, first)).toBeUndefined();
    expect(await findSessionRow(app.db, second)).toBeDefined();

    const replay = app.client();
    replay.cookies.set('pagecraft_session', first);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('gives two browsers of one user different tokens', async () => {
    await app.client().register('twobrowsers', 'two-secret');
    const a = app.client();
    const b = app.client();
    await a.login('twobrowsers', 'two-secret');
    await b.login('twobrowsers', 'two-secret');
    expect(sessionToken(a)).not.toBe(sessionToken(b));
    expect((await a.get('/api/auth/me')).status).toBe(200);
    expect((await b.get('/api/auth/me')).status).toBe(200);
  });
});

describe('POST /api/auth/login: failures', () => {
  it('answers a wrong password and an unknown user with the identical 401', async () => {
    await app.client().register('known', 'known-secret');
    const wrongPassword = await app
      .client()
      .post('/api/auth/login', { username: 'known', password: 'not-it' });
    const unknownUser = await app
      .client()
      .post('/api/auth/login', { username: 'nobody-here', password: 'not-it' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(INVALID);
    expect(unknownUser.body).toEqual(INVALID);
    expect(findSetCookie(wrongPassword.headers)).toBeUndefined();
    expect(findSetCookie(unknownUser.headers)).toBeUndefined();
  });

  it('keeps the current session when a login attempt fails', async () => {
    const client = app.client();
    await client.register('keeper', 'keeper-secret');
    const token = sessionToken(client);
    const failed = await client.post('/api/auth/login', { username: 'keeper', password: 'wrong-one' });
    expect(failed.status).toBe(401);
    expect(sessionToken(client)).toBe(token);
    expect((await client.get('/api/auth/me')).body.user.username).toBe('keeper');
  });

  it.each([
    [{ username: '', password: 'something' }, 'Username is required'],
    [{ username: '   ', password: 'something' }, 'Username is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
  ])('rejects the empty field in %j with 400', async (body, message) => {
    const response = await app.client().post('/api/auth/login', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
