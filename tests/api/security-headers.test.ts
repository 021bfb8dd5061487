import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient, TestResponse } from '../support/test-client.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

function expectSecurityHeaders(response: TestResponse) {
  const headers = response.headers;
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp.split(';').map((directive) => directive.trim())).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/(^|; )object-src 'none'/);
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
}

const cases: [string, (client: TestClient) => Promise<TestResponse>, number][] = [
  ['GET /api/auth/me signed out', (c) => c.get('/api/auth/me'), 401],
  ['GET /api/changelog', (c) => c.get('/api/changelog'), 200],
  ['GET an unknown API route', (c) => c.get('/api/no-such-thing'), 404],
  [
    'POST /api/auth/login with bad JSON',
    (c) =>
      c.post('/api/auth/login', undefined, { rawBody: '{', headers: { 'content-type': 'application/json' } }),
    400,
  ],
];

describe('security headers on API responses', () => {
  it.each(cases)('are set on %s', async (_, send, status) => {
    const response = await send(app.client());
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('are set on a signed-in answer, which is never cached', async () => {
    const client = app.client();
    await client.register('headersuser', 'secret-pw');
    const response = await client.get('/api/auth/me');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('are set on requests refused before routing (403 cross-site, 413 too large)', async () => {
    const client = app.client();
    const crossSite = await client.post(
      '/api/auth/login',
      { username: 'x', password: 'y' },
      { noOrigin: true },
    );
    expect(crossSite.status).toBe(403);
    expectSecurityHeaders(crossSite);
    const tooLarge = await client.post('/api/auth/login', { username: 'x'.repeat(20_000), password: 'y' });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders(tooLarge);
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/does-not-exist'],
    ['GET', '/api/auth'],
    ['GET', '/api/auth/login'],
    ['POST', '/api/auth/me'],
    ['POST', '/api/nope/deeper'],
  ])('%s %s answers 404 JSON with a message', async (method, path) => {
    const response = await app.client().request(method, path, method === 'POST' ? { json: {} } : {});
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ message: expect.stringContaining(path) });
  });
});
