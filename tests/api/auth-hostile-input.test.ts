import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_CHARACTERS_MESSAGE } from '../../src/shared/api/auth.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { usersNamed } from './helpers.ts';

/** Input handling only: throttles are lifted so that many attempts cannot turn into 429s. */
const UNLIMITED = { limit: 100_000, windowMs: 60_000 };
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    authLimits: {
      loginPerAccountAndIp: UNLIMITED,
      loginPerIp: UNLIMITED,
      loginSlowdown: { freeFailures: 100_000, windowMs: 60_000, firstDelayMs: 0, maxDelayMs: 0 },
      registerPerIp: UNLIMITED,
      registerPerIpPerDay: UNLIMITED,
    },
  });
});
afterAll(async () => app?.close());

const INVALID = { message: 'Invalid username or password' };

describe('unicode usernames at registration', () => {
  it('folds compatibility forms to plain ASCII: the folded name comes back and signs in', async () => {
    const client = app.client();
    const response = await client.post('/api/auth/register', {
      username: 'Ｊｏｓｅ.Ｍｕｌｌｅｒ',
      password: 'unicode-pw',
    });
    expect(response.status).toBe(201);
    expect(response.body.user.username).toBe('jose.muller');
    expect((await client.get('/api/auth/me')).body.user.username).toBe('jose.muller');
    for (const username of ['jose.muller', 'JOSE.MULLER', 'Ｊｏｓｅ.Ｍｕｌｌｅｒ']) {
      expect((await app.client().post('/api/auth/login', { username, password: 'unicode-pw' })).status).toBe(
        200,
      );
    }
  });

  // Letters of other scripts can pass for ASCII ones ('admın' beside 'admin'): names are a-z only.
  it.each([
    ['Hebrew (RTL) letters', 'שלום'],
    ['Arabic letters and digits', 'مرحبا123'],
    ['precomposed accents', 'José.Müller'],
    ['CJK', '山田太郎'],
    ['a combining accent', 'e\u0301te\u0301'],
    ['an emoji', 'smile😀'],
    ['a NUL byte', 'nul\u0000byte'],
    ['a right-to-left override', 'evil\u202egnp'],
    ['a zero-width space', 'zero\u200bwidth'],
    ['a lone surrogate', 'lone\ud800'],
    ['inner whitespace', 'two words'],
  ])('refuses a name with %s with 400 and stores nothing', async (_, username) => {
    const response = await app.client().post('/api/auth/register', { username, password: 'unicode-pw' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(USERNAME_CHARACTERS_MESSAGE);
    expect(await usersNamed(app.db, username.replaceAll('\u0000', ''))).toHaveLength(0);
  });
});

describe('unicode at sign-in', () => {
  it.each([
    ['a NUL byte in the username', { username: 'adm\u0000in', password: 'whatever-pw' }],
    ['a lone surrogate in the username', { username: 'a\ud800b', password: 'whatever-pw' }],
    ['an emoji username', { username: '😀😀😀', password: 'whatever-pw' }],
    ['a NUL byte in the password', { username: 'admin', password: 'admin\u0000pw' }],
  ])('answers %s with the ordinary 401', async (_, body) => {
    const response = await app.client().post('/api/auth/login', body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(INVALID);
  });

  it('accepts an unusual password byte for byte, and only that password', async () => {
    const password = 'p\u0000ss 😀 שלום \u202e';
    await app.client().register('oddpassword', password);
    expect((await app.client().post('/api/auth/login', { username: 'oddpassword', password })).status).toBe(
      200,
    );
    const truncated = await app.client().post('/api/auth/login', { username: 'oddpassword', password: 'p' });
    expect(truncated.status).toBe(401);
  });
});

describe('a barrage of hostile inputs', () => {
  it('never answers 5xx, always JSON with a message on errors, and keeps serving', async () => {
    const paths = ['/api/auth/register', '/api/auth/login'];
    const weird = [
      '\u0000',
      '\ud800',
      '😀',
      '\u202e',
      '\u200b',
      'e\u0301',
      "' OR 1=1 --",
      '{{7*7}}',
      '<script>',
      '%00',
      '\\',
    ];
    const inputs: { path: string; raw: string; type: string }[] = [];
    for (const path of paths) {
      for (const w of weird) {
        inputs.push({
          path,
          raw: JSON.stringify({ username: `x${w}y`, password: 'secret-pw' }),
          type: 'application/json',
        });
        inputs.push({
          path,
          raw: JSON.stringify({ username: `h${w}`, password: `pw${w}pw!` }),
          type: 'application/json',
        });
        inputs.push({ path, raw: `{"username":"${w}","password":`, type: 'application/json' });
        inputs.push({ path, raw: w, type: 'text/plain' });
      }
      for (const raw of [
        '[',
        '{}',
        '""',
        '1e999',
        '{"username":{"username":{}}}',
        '\uFEFF{}',
        '\u0000',
        '{"a":"\\ud800"}',
      ]) {
        inputs.push({ path, raw, type: 'application/json' });
      }
      inputs.push({ path, raw: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, type: 'application/json' });
      inputs.push({
        path,
        raw: JSON.stringify({ username: 'big', password: 'x'.repeat(15_000) }),
        type: 'application/json',
      });
    }

    let tried = 0;
    const serverErrors: string[] = [];
    const badErrorBodies: string[] = [];
    for (const input of inputs) {
      const response = await app.client().post(input.path, undefined, {
        rawBody: input.raw,
        headers: { 'content-type': input.type },
      });
      tried++;
      const label = `${response.status} ${input.path} ${JSON.stringify(input.raw.slice(0, 40))}`;
      if (response.status >= 500) serverErrors.push(label);
      const success = response.status === (input.path.endsWith('register') ? 201 : 200);
      if (!success && (response.status < 400 || typeof response.body?.message !== 'string'))
        badErrorBodies.push(label);
    }

    expect(tried).toBe(inputs.length);
    expect(tried).toBeGreaterThanOrEqual(100);
    expect(serverErrors).toEqual([]);
    expect(badErrorBodies).toEqual([]);
    const me = await app.client().get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: expect.any(String) });
  });
});
