import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { findSessionRow, findSetCookie, sessionToken, usersNamed } from './helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const REFUSED = { message: 'Cross-site request refused: the Origin header must match this site' };

describe('writes need a same-origin Origin header', () => {
  it('refuses a registration without Origin with 403 and creates no account', async () => {
    const response = await app
      .client()
      .post('/api/auth/register', { username: 'noorigin', password: 'secret-pw' }, { noOrigin: true });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
    expect(findSetCookie(response.headers)).toBeUndefined();
    expect(await usersNamed(app.db, 'noorigin')).toHaveLength(0);
  });

  it.each([
    ['a foreign site', 'https://evil.example'],
    ['the same host on another port', 'http://127.0.0.1:1'],
    ['a look-alike host', 'http://127.0.0.1.evil.example'],
    ['the opaque null origin', 'null'],
    ['garbage', 'not a url'],
  ])('refuses a registration from %s with 403', async (_, origin) => {
    const username = `foreign${origin.length}`;
    const response = await app
      .client()
      .post('/api/auth/register', { username, password: 'secret-pw' }, { headers: { origin } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
    expect(await usersNamed(app.db, username)).toHaveLength(0);
  });

  it('refuses a cross-site sign-in, even with the right password', async () => {
    const response = await app
      .client()
      .post(
        '/api/auth/login',
        { username: 'admin', password: 'admin-secret-pw' },
        { headers: { origin: 'https://evil.example' } },
      );
    expect(response.status).toBe(403);
    expect(findSetCookie(response.headers)).toBeUndefined();
  });

  it('refuses a cross-site logout and leaves the session alive', async () => {
    const client = app.client();
    await client.register('csrfvictim', 'secret-pw');
    const token = sessionToken(client);
    for (const options of [{ noOrigin: true }, { headers: { origin: 'https://evil.example' } }]) {
      const response = await client.post('/api/auth/logout', {}, options);
      expect(response.status).toBe(403);
    }
    expect(await findSessionRow(app.db, token)).toBeDefined();
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('guards %s too: 403 without Origin, 404 with it', async (method) => {
    const client = app.client();
    expect((await client.request(method, '/api/auth/me', { noOrigin: true })).status).toBe(403);
    expect((await client.request(method, '/api/auth/me')).status).toBe(404);
  });

  it('lets reads through without Origin', async () => {
    const response = await app.client().get('/api/changelog');
    expect(response.status).toBe(200);
  });
});

describe('the Origin must be the whole origin of this site: scheme, host and port', () => {
  const register = (
    target: TestApp,
    username: string,
    origin: string,
    headers: Record<string, string> = {},
  ) =>
    target
      .client()
      .post('/api/auth/register', { username, password: 'secret-pw' }, { headers: { origin, ...headers } });

  it('refuses the https origin of this http server, and takes its own', async () => {
    const https = app.baseUrl.replace(/^http:/, 'https:');
    const refused = await register(app, 'schemehttps', https);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REFUSED);
    expect(await usersNamed(app.db, 'schemehttps')).toHaveLength(0);

    const port = Number(new URL(app.baseUrl).port);
    const otherPort = await register(app, 'schemeport', `http://127.0.0.1:${port + 1}`);
    expect(otherPort.status).toBe(403);

    const own = await register(app, 'schemehttp', app.baseUrl);
    expect(own.status).toBe(201);
  });

  describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await startTestApp({ env: { TRUST_PROXY: '1' } });
    });
    afterAll(async () => proxied?.close());

    it('takes the forwarded scheme and host as its own origin, and refuses the http one', async () => {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'app.example' };
      const plain = await register(proxied, 'proxyhttp', 'http://app.example', forwarded);
      expect(plain.status).toBe(403);
      const tls = await register(proxied, 'proxyhttps', 'https://app.example', forwarded);
      expect(tls.status).toBe(201);
      // A default port written out is the same origin.
      const explicitPort = await register(proxied, 'proxyport', 'https://app.example', {
        ...forwarded,
        'x-forwarded-host': 'app.example:443',
      });
      expect(explicitPort.status).toBe(201);
    });
  });
});

describe('webhook exemption', () => {
  it('does not apply the Origin check to POST /api/stripe/webhook', async () => {
    const response = await app.client().post('/api/stripe/webhook', { type: 'ping' }, { noOrigin: true });
    expect(response.status).not.toBe(403);
    expect(response.status).toBeLessThan(500);
  });

  it('exempts exactly that path, not its neighbours', async () => {
    for (const path of ['/api/stripe/webhook-other', '/api/stripe/webhook/extra', '/api/stripe']) {
      const response = await app.client().post(path, {}, { noOrigin: true });
      expect(response.status, path).toBe(403);
    }
  });
});
