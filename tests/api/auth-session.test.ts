import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema/index.ts';
import { SIGNED_IN_COOKIE } from '../../src/shared/constants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { findSessionRow, findSetCookie, SESSION_COOKIE, sessionToken, sha256Hex } from './helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

/** A client that sends exactly this cookie value. */
function clientWithCookie(value: string) {
  const client = app.client();
  client.cookies.set(SESSION_COOKIE, value);
  return client;
}

describe('GET /api/auth/me', () => {
  it('answers 401 with a JSON message when signed out', async () => {
    const response = await app.client().get('/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(response.body.message.length).toBeGreaterThan(0);
  });

  it('answers 200 with the signed-in user, without the password hash', async () => {
    const client = app.client();
    const registered = await client.register('meuser', 'me-secret');
    const response = await client.get('/api/auth/me');
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ id: registered.id, username: 'meuser', role: 'user' });
    expect(response.text).not.toMatch(/passwordHash|\$argon2/);
  });

  it('answers 401 for a tampered cookie', async () => {
    const client = app.client();
    await client.register('tamper', 'tamper-secret');
    const token = sessionToken(client);
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    const candidates = [
      flipped,
      token.slice(0, -1),
      `${token}A`,
      `${token.slice(0, -1)}.`,
      '%E0%A4%A',
      'x'.repeat(4000),
      '',
    ];
    for (const value of candidates) {
      const response = await clientWithCookie(value).get('/api/auth/me');
      expect(response.status, `cookie ${JSON.stringify(value.slice(0, 50))}`).toBe(401);
    }
    expect((await clientWithCookie(token).get('/api/auth/me')).status).toBe(200);
  });

  it('answers 401 once the session has expired, and does not revive it', async () => {
    const client = app.client();
    await client.register('expiring', 'expiring-secret');
    const token = sessionToken(client);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const row = await findSessionRow(app.db, token);
    expect(row?.expiresAt.getTime()).toBeLessThan(Date.now());
  });

  it('still accepts a session close to its expiry and extends it (sliding expiry)', async () => {
    const client = app.client();
    await client.register('sliding', 'sliding-secret');
    const token = sessionToken(client);
    await app.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const row = await findSessionRow(app.db, token);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 60 * 60 * 1000);
  });
});

describe('session storage', () => {
  it('stores only the SHA-256 hex hash of the cookie token, never the token itself', async () => {
    const client = app.client();
    const user = await client.register('hashed', 'hashed-secret');
    const token = sessionToken(client);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256Hex(token));
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const everySession = await app.db.select().from(sessions);
    expect(JSON.stringify(everySession)).not.toContain(token);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session row, clears the cookie, and the old cookie no longer works', async () => {
    const client = app.client();
    await client.register('leaver', 'leaver-secret');
    const token = sessionToken(client);
    const response = await client.post('/api/auth/logout', {});
    expect(response.status).toBe(200);
    const cleared = findSetCookie(response.headers);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(cleared?.attributes.get('path')).toBe('/');
    expect(await findSessionRow(app.db, token)).toBeUndefined();
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await clientWithCookie(token).get('/api/auth/me')).status).toBe(401);
  });

  it('ends only that browser session, not the same user elsewhere', async () => {
    const phone = app.client();
    await phone.register('twodevices', 'two-devices');
    const laptop = app.client();
    await laptop.login('twodevices', 'two-devices');
    expect((await phone.post('/api/auth/logout', {})).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
  });

  it('succeeds when already signed out', async () => {
    const response = await app.client().post('/api/auth/logout', {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});

describe('the signed-in hint cookie (SIGNED_IN_COOKIE)', () => {
  it('comes with every new session, readable by the page, and lives as long as the session cookie', async () => {
    const client = app.client();
    const response = await client.post('/api/auth/register', {
      username: 'hinted',
      password: 'hinted-secret',
    });
    expect(response.status).toBe(201);
    const session = findSetCookie(response.headers)!;
    const hint = findSetCookie(response.headers, SIGNED_IN_COOKIE)!;
    expect(hint.value).toBe('1');
    // It says only that a session may exist: the page reads it, the session cookie stays HttpOnly.
    expect(hint.attributes.has('httponly')).toBe(false);
    expect(session.attributes.has('httponly')).toBe(true);
    expect(hint.attributes.get('path')).toBe('/');
    expect(hint.attributes.get('samesite')).toBe('Lax');
    expect(hint.attributes.get('expires')).toBe(session.attributes.get('expires'));
    const login = await app
      .client()
      .post('/api/auth/login', { username: 'hinted', password: 'hinted-secret' });
    expect(findSetCookie(login.headers, SIGNED_IN_COOKIE)?.value).toBe('1');
  });

  it('is cleared with the session on logout, and with a cookie whose session is gone', async () => {
    const client = app.client();
    await client.register('hintgone', 'hint-gone-secret');
    const token = sessionToken(client);
    const logout = await client.post('/api/auth/logout', {});
    expect(findSetCookie(logout.headers, SIGNED_IN_COOKIE)?.attributes.get('max-age')).toBe('0');

    // The session ended elsewhere: the browser still holds both cookies until it asks.
    const stale = await clientWithCookie(token).get('/api/auth/me');
    expect(stale.status).toBe(401);
    expect(findSetCookie(stale.headers)?.attributes.get('max-age')).toBe('0');
    expect(findSetCookie(stale.headers, SIGNED_IN_COOKIE)?.attributes.get('max-age')).toBe('0');
    // No cookie, nothing to clear.
    const signedOut = await app.client().get('/api/auth/me');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.getSetCookie()).toEqual([]);
  });
});
