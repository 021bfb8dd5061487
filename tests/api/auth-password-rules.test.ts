import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { isCommonPassword } from '../../src/server/features/auth/password-rules.ts';
import { hashPassword } from '../../src/server/lib/password.ts';
import { PASSWORD_MESSAGES, USERNAME_CHARACTERS_MESSAGE } from '../../src/shared/api/auth.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { findSessionRow, findSetCookie, sessionToken, usersNamed } from './helpers.ts';

/**
 * Username and password rules: names are folded (NFKC, lower-case) before any rule and stored
 * folded, a-z only; passwords need 8 characters, not only spaces, not the username, not one of
 * the 10,000 most common. Accounts made before the rules still sign in and are asked to choose
 * a new password (mustChangePassword), through POST /api/auth/change-password.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const register = (body: unknown) => app.client().post('/api/auth/register', body);

/** An account made before the rules, straight into the table as the old code stored it. */
async function legacyAccount(username: string, password: string) {
  const [row] = await app.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password) })
    .returning();
  return row!;
}

const flagOf = async (id: number) =>
  (await app.db.select({ flag: users.mustChangePassword }).from(users).where(eq(users.id, id)))[0]?.flag;

describe('usernames are folded before they are checked', () => {
  it('refuses ﷺﷺﷺ: three characters typed, 54 with spaces once folded', async () => {
    const response = await register({ username: 'ﷺﷺﷺ', password: 'ligature-pw-1' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Username must be at most 50 characters');
    const single = await register({ username: 'ﷺ', password: 'ligature-pw-1' });
    expect(single.status).toBe(400);
    expect(single.body.message).toBe(USERNAME_CHARACTERS_MESSAGE);
    expect(await usersNamed(app.db, 'ﷺﷺﷺ'.normalize('NFKC'))).toHaveLength(0);
  });

  it('refuses admın (dotless ı) beside admin, and every case or width of admin is taken', async () => {
    const lookalike = await register({ username: 'admın', password: 'lookalike-pw-1' });
    expect(lookalike.status).toBe(400);
    expect(lookalike.body.message).toBe(USERNAME_CHARACTERS_MESSAGE);
    for (const spelling of ['ADMIN', 'Admin', ' admin ', 'ａｄｍｉｎ', 'ＡＤＭＩＮ']) {
      const response = await register({ username: spelling, password: 'lookalike-pw-1' });
      expect(response.status, spelling).toBe(409);
      expect(response.body.message).toBe('Username already exists');
    }
    expect(await usersNamed(app.db, 'admin')).toHaveLength(1);
  });

  it('stores the folded, lower-case name', async () => {
    const response = await register({ username: ' Ｎｅｗ.User_1 ', password: 'new-user-pw' });
    expect(response.status).toBe(201);
    expect(response.body.user.username).toBe('new.user_1');
    const [row] = await usersNamed(app.db, 'new.user_1');
    expect(row?.username).toBe('new.user_1');
  });
});

describe('password rules at registration', () => {
  it.each([
    ['123456', '123456', PASSWORD_MESSAGES.tooShort],
    ['six spaces', '      ', PASSWORD_MESSAGES.tooShort],
    ['eight spaces', '        ', PASSWORD_MESSAGES.blank],
    ['seven emoji (14 UTF-16 units)', '🔑🔑🔑🔑🔑🔑🔑', PASSWORD_MESSAGES.tooShort],
  ])('refuses %s', async (label, password, message) => {
    const username = `weak_${label.length}`;
    const response = await register({ username, password });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(findSetCookie(response.headers)).toBeUndefined();
    expect(await usersNamed(app.db, username)).toHaveLength(0);
  });

  it.each([
    ['the username', 'samename1', 'samename1'],
    ['the username in capitals', 'samename2', 'SAMENAME2'],
    ['the username as typed before folding', 'Ｓａｍｅｎａｍｅ3', 'samename3'],
  ])('refuses %s as the password', async (_, username, password) => {
    const response = await register({ username, password });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PASSWORD_MESSAGES.username);
    expect(await usersNamed(app.db, username.normalize('NFKC'))).toHaveLength(0);
  });

  it.each([
    ['password123'],
    ['iloveyou'],
    ['Sunshine'],
    ['QWERTYUIOP'],
    ['1qaz2wsx'],
    ['password1 '],
    [' Iloveyou\t'],
    ['ｐａｓｓｗｏｒｄ１２３'],
  ])('refuses the common password %j, in any case, spacing or width', async (password) => {
    const username = `common_${password.normalize('NFKC').trim().toLowerCase()}`;
    const response = await register({ username, password });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PASSWORD_MESSAGES.common);
    expect(await usersNamed(app.db, username)).toHaveLength(0);
  });

  it('accepts 8 characters counted as a person counts them, and spaces inside, exactly as typed', async () => {
    for (const [username, password] of [
      ['emoji_pw', '🔑🔑🔑🔑🔑🔑🔑🔑'],
      ['spaced_pw', ' a long passphrase '],
    ] as const) {
      expect((await register({ username, password })).status, username).toBe(201);
      expect((await app.client().post('/api/auth/login', { username, password })).status).toBe(200);
      const trimmed = await app.client().post('/api/auth/login', { username, password: password.trim() });
      expect(trimmed.status, `${username} trimmed`).toBe(password === password.trim() ? 200 : 401);
    }
  });

  it('ships a list of 10,000 common passwords', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('ｐａｓｓｗｏｒｄ')).toBe(true);
    expect(isCommonPassword('e2e-admin-password')).toBe(false);
  });
});

describe('accounts made before the rules', () => {
  it('sign in as before, and are marked to change the password; strong ones are not', async () => {
    const weak = await legacyAccount('legacy_weak', '123456');
    const named = await legacyAccount('Legacy.Named', 'legacy.named');
    const common = await legacyAccount('legacy_common', 'football');
    const strong = await legacyAccount('legacy_strong', 'a strong passphrase');
    for (const [account, password] of [
      [weak, '123456'],
      [named, 'legacy.named'],
      [common, 'football'],
    ] as const) {
      const client = app.client();
      const login = await client.post('/api/auth/login', { username: account.username, password });
      expect(login.status, account.username).toBe(200);
      expect(login.body.user.mustChangePassword).toBe(true);
      expect((await client.get('/api/auth/me')).body.user.mustChangePassword).toBe(true);
      expect(await flagOf(account.id)).toBe(true);
    }
    const ok = await app
      .client()
      .post('/api/auth/login', { username: 'LEGACY_STRONG', password: 'a strong passphrase' });
    expect(ok.status).toBe(200);
    expect(ok.body.user.mustChangePassword).toBe(false);
    expect(await flagOf(strong.id)).toBe(false);
    // A wrong password marks nothing (and the flag is never visible without signing in).
    const wrong = await app
      .client()
      .post('/api/auth/login', { username: 'legacy_strong', password: '123456' });
    expect(wrong.status).toBe(401);
    expect(await flagOf(strong.id)).toBe(false);
  });

  it('change the password: the rules apply, the flag clears, other sessions end, this one stays', async () => {
    const account = await legacyAccount('legacy_changer', '123456');
    const laptop = app.client();
    const phone = app.client();
    await laptop.login('legacy_changer', '123456');
    await phone.login('legacy_changer', '123456');
    const change = (body: unknown) => laptop.post('/api/auth/change-password', body);

    const wrong = await change({ currentPassword: '654321', newPassword: 'a fresh passphrase' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    for (const [newPassword, message] of [
      ['123456', PASSWORD_MESSAGES.tooShort],
      ['        ', PASSWORD_MESSAGES.blank],
      ['Legacy_Changer', PASSWORD_MESSAGES.username],
      ['trustno1', PASSWORD_MESSAGES.common],
    ] as const) {
      const refused = await change({ currentPassword: '123456', newPassword });
      expect(refused.status, newPassword).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await flagOf(account.id)).toBe(true);
    expect((await phone.get('/api/auth/me')).status).toBe(200);

    const laptopToken = sessionToken(laptop);
    const done = await change({ currentPassword: '123456', newPassword: 'a fresh passphrase' });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ username: 'legacy_changer', mustChangePassword: false });
    expect(done.text).not.toMatch(/passwordHash|\$argon2|fresh passphrase/);
    expect(await flagOf(account.id)).toBe(false);
    // The laptop keeps its session (same cookie), the phone is signed out.
    expect(sessionToken(laptop)).toBe(laptopToken);
    expect((await laptop.get('/api/auth/me')).body.user.mustChangePassword).toBe(false);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect(await findSessionRow(app.db, laptopToken)).toBeDefined();

    const old = await app
      .client()
      .post('/api/auth/login', { username: 'legacy_changer', password: '123456' });
    expect(old.status).toBe(401);
    const fresh = await app
      .client()
      .post('/api/auth/login', { username: 'legacy_changer', password: 'a fresh passphrase' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.user.mustChangePassword).toBe(false);
  });

  it('change-password needs a session and a well-formed body', async () => {
    const anonymous = await app
      .client()
      .post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'a fresh passphrase' });
    expect(anonymous.status).toBe(401);
    const client = app.client();
    await client.register('body_checker', 'body-checker-pw');
    for (const [body, message] of [
      [{ newPassword: 'a fresh passphrase' }, 'Current password is required'],
      [{ currentPassword: '', newPassword: 'a fresh passphrase' }, 'Current password is required'],
      [{ currentPassword: 'body-checker-pw' }, 'Password is required'],
      [
        { currentPassword: 'body-checker-pw', newPassword: 'a fresh passphrase', mustChangePassword: false },
        'Unexpected field(s): mustChangePassword',
      ],
    ] as const) {
      const response = await client.post('/api/auth/change-password', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('allows five tries at the current password per 15 minutes, then refuses even the right one', async () => {
    const client = app.client();
    await client.register('guessed_at', 'guessed-at-pw');
    const attempt = (currentPassword: string) =>
      client.post('/api/auth/change-password', { currentPassword, newPassword: 'a fresh passphrase' });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(400);
    const throttled = await attempt('guessed-at-pw');
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await app.client().post('/api/auth/login', { username: 'guessed_at', password: 'guessed-at-pw' }))
        .status,
    ).toBe(200);
  });
});
