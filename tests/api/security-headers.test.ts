import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPolicyProblems, sandboxPolicyProblems } from '../support/security-policy.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient, TestResponse } from '../support/test-client.ts';
import { makePage, signUp } from './pages-fixtures.ts';

let app: TestApp;
// A stand-in for dist/web, so the HTML shell and a hashed asset are served as in production.
const webRoot = mkdtempSync(path.join(tmpdir(), 'headers-web-'));
beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webRoot, 'assets/index-abc123.js'), 'console.log("app");');
  app = await startTestApp({ webRoot });
});
afterAll(async () => {
  await app?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const headerRecord = (headers: Headers) => Object.fromEntries(headers.entries());

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

describe('the app policy on every kind of app response', () => {
  it.each([
    ['the HTML shell', '/', 'text/html', 200],
    ["a client route (the app's shell)", '/details/42', 'text/html', 200],
    ['an unknown address (the 404 page)', '/details/42/deeper', 'text/html', 404],
    ['a hashed static asset', '/assets/index-abc123.js', 'text/javascript', 200],
    ['the liveness probe', '/healthz', 'application/json', 200],
    ['an API JSON answer', '/api/changelog', 'application/json', 200],
  ])('%s (%s)', async (_label, url, type, status) => {
    const response = await fetch(app.baseUrl + url);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain(type);
    expect(appPolicyProblems(headerRecord(response.headers))).toEqual([]);
  });
});

/** Every route that answers generated HTML, each fetched as the page's owner. */
async function fetchGeneratedHtml(target: TestApp, username: string) {
  const owner = await signUp(target, username);
  const { page, version } = await makePage(target.saves, owner.userId);
  const cookie = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const responses: [string, Response][] = [];
  for (const url of [
    '/sandbox-frame',
    '/api/templates/saas-product/preview',
    `/api/landing-pages/${page.id}/preview`,
    `/preview/${page.id}/${version.id}?key=${version.shareToken}`,
  ]) {
    responses.push([url, await fetch(target.baseUrl + url, { headers: { cookie } })]);
  }
  return responses;
}

/** The sandbox frame answers at the app's address: no form of a page shown in it posts anywhere. */
const noFormSubmission = (url: string) => url === '/sandbox-frame';

describe('the sandbox policy on every generated-HTML response', () => {
  it('covers the sandbox frame, template previews, page previews and share links: framed only by this site', async () => {
    for (const [url, response] of await fetchGeneratedHtml(app, 'sandboxed')) {
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      expect(
        sandboxPolicyProblems(headerRecord(response.headers), { noFormSubmission: noFormSubmission(url) }),
        url,
      ).toEqual([]);
      // Framed by the app itself, so no X-Frame-Options (it cannot name 'self' plus another origin).
      expect(response.headers.get('x-frame-options'), url).toBeNull();
    }
  });

  describe('with PREVIEW_ORIGIN set', () => {
    const previewOrigin = 'https://preview.pagecraft.example';
    let withPreviewOrigin: TestApp;
    beforeAll(async () => {
      withPreviewOrigin = await startTestApp({ env: { PREVIEW_ORIGIN: `${previewOrigin}/` } });
    });
    afterAll(async () => withPreviewOrigin?.close());

    it('lets the preview origin frame them too, and still nobody else', async () => {
      for (const [url, response] of await fetchGeneratedHtml(withPreviewOrigin, 'sandboxedpo')) {
        expect(response.status, url).toBe(200);
        expect(
          sandboxPolicyProblems(headerRecord(response.headers), {
            previewOrigin,
            noFormSubmission: noFormSubmission(url),
          }),
          url,
        ).toEqual([]);
      }
      // The application shell itself is still never framed, by the preview origin either.
      const shell = await fetch(`${withPreviewOrigin.baseUrl}/api/changelog`);
      expect(appPolicyProblems(headerRecord(shell.headers))).toEqual([]);
    });
  });
});

describe('the sandbox frame', () => {
  it("forbids every form submission (form-action 'none') on top of the sandbox, whatever its URL carries", async () => {
    const frame = await fetch(`${app.baseUrl}/sandbox-frame`);
    expect(frame.status).toBe(200);
    const directives = (frame.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
    expect(directives).toContain("form-action 'none'");
    expect(directives).toContain('sandbox allow-scripts allow-forms allow-popups');
    expect(directives).toContain("frame-ancestors 'self'");
    // Whatever the URL carries, the same fixed document answers: no HTML of the URL in it.
    const marker = '<h1 id="x">pwned</h1>';
    const withQuery = await fetch(`${app.baseUrl}/sandbox-frame?html=${encodeURIComponent(marker)}`);
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers.get('content-security-policy')).toBe(
      frame.headers.get('content-security-policy'),
    );
    const body = await withQuery.text();
    expect(body).toBe(await frame.text());
    expect(body).not.toContain('pwned');
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
