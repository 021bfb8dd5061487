import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, makeVersion, setMaxVersions, signUp, versionRows } from './pages-fixtures.ts';

let app: TestApp;
let owner: { client: TestClient; userId: number };
let stranger: { client: TestClient; userId: number };
let pageId: number;
let otherPageId: number;
const v1 = { id: 0, key: '' };
const v2 = { id: 0, key: '' };

// Byte-exactness is checked with awkward content: CRLF, multi-byte text, a zero-width no-break
// space, trailing blanks. (Not a LEADING U+FEFF: PGlite's result decoder drops one, although
// it stores it; PostgreSQL through pg keeps it.)
const HTML_1 =
  '<!DOCTYPE html>\uFEFF\r\n<html><body><h1>Version one ✓ é 日本</h1>\r\n<script>1</script></body></html>  \n';
const HTML_2 = '<!DOCTYPE html><html><body><h1>Version two</h1></body></html>';

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUp(app, 'owner');
  stranger = await signUp(app, 'stranger');
  const created = await makePage(app.saves, owner.userId, { html: HTML_1 });
  pageId = created.page.id;
  Object.assign(v1, { id: created.version.id, key: created.version.shareToken });
  const second = await makeVersion(app.saves, owner.userId, pageId, HTML_2);
  Object.assign(v2, { id: second.id, key: second.shareToken });
  otherPageId = (await makePage(app.saves, owner.userId)).page.id;
});
afterAll(async () => app?.close());

/** Raw bytes and headers, without TestClient's text decoding (which would drop a BOM). */
async function fetchRaw(path: string, client?: TestClient) {
  const headers: Record<string, string> = {};
  if (client?.cookies.size) {
    headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  const response = await fetch(app.baseUrl + path, { headers, redirect: 'manual' });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

function expectSandboxHeaders(headers: Headers) {
  expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(headers.get('content-security-policy')).toBe(
    "sandbox allow-scripts allow-forms allow-popups; frame-ancestors 'self'",
  );
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cache-control')).toBe('private, no-store');
  // The app frames previews (sandboxed iframes), so no frame denial may be added.
  expect(headers.get('x-frame-options')).toBeNull();
}

/** A shared page without the statistics beacon the share route adds before </body>. */
const withoutBeacon = (html: string) => html.replace(/<script>[^<]*__pcStats[^<]*<\/script>\n/, '');

describe('GET /api/landing-pages/:id/preview', () => {
  it("serves the page's live HTML, byte for byte, sandboxed", async () => {
    const response = await fetchRaw(`/api/landing-pages/${pageId}/preview?t=${Date.now()}`, owner.client);
    expect(response.status).toBe(200);
    expectSandboxHeaders(response.headers);
    expect(response.bytes.equals(Buffer.from(HTML_2, 'utf8'))).toBe(true);
  });

  it('is JSON 401 signed out and JSON 404 for another user', async () => {
    const signedOut = await app.client().get(`/api/landing-pages/${pageId}/preview`);
    expect(signedOut.status).toBe(401);
    const foreign = await stranger.client.get(`/api/landing-pages/${pageId}/preview`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Landing page not found' });
  });
});

describe('GET /preview/:pageId/:versionId', () => {
  it('serves that version (not the live one) to its owner, byte for byte, sandboxed', async () => {
    const response = await fetchRaw(`/preview/${pageId}/${v1.id}`, owner.client);
    expect(response.status).toBe(200);
    expectSandboxHeaders(response.headers);
    expect(response.bytes.equals(Buffer.from(HTML_1, 'utf8'))).toBe(true);
    const stored = (await versionRows(app.db, pageId)).find((v) => v.id === v1.id);
    expect(response.bytes.equals(Buffer.from(stored!.html, 'utf8'))).toBe(true);
  });

  it('serves it to anyone holding the share key, without a session', async () => {
    const response = await fetchRaw(`/preview/${pageId}/${v1.id}?key=${v1.key}`);
    expect(response.status).toBe(200);
    expectSandboxHeaders(response.headers);
    // As stored, plus the statistics beacon of the share link's channel (ADR 021).
    const shared = response.bytes.toString('utf8');
    expect(shared).toMatch(/<script>[^<]*__pcStats[^<]*"c":"share"\}\);<\/script>/);
    expect(withoutBeacon(shared)).toBe(HTML_1);
    const signedIn = await fetchRaw(`/preview/${pageId}/${v2.id}?key=${v2.key}`, stranger.client);
    expect(signedIn.status).toBe(200);
    expect(withoutBeacon(signedIn.bytes.toString('utf8'))).toBe(HTML_2);
  });

  it('uses the share links listed by the versions endpoint', async () => {
    const versions = await owner.client.get(`/api/landing-pages/${pageId}/versions`);
    for (const version of versions.body) {
      const response = await fetchRaw(version.previewUrl);
      expect(response.status).toBe(200);
    }
  });

  const refusals: [string, () => string, 'stranger' | 'none'][] = [
    ['no key, signed out', () => `/preview/${pageId}/${v1.id}`, 'none'],
    ['no key, another user signed in', () => `/preview/${pageId}/${v1.id}`, 'stranger'],
    ['a wrong key', () => `/preview/${pageId}/${v1.id}?key=${'0'.repeat(64)}`, 'none'],
    ['an empty key', () => `/preview/${pageId}/${v1.id}?key=`, 'none'],
    ["another version's key", () => `/preview/${pageId}/${v1.id}?key=${v2.key}`, 'none'],
    ['a truncated key', () => `/preview/${pageId}/${v1.id}?key=${v1.key.slice(0, 32)}`, 'none'],
    ['the key with the wrong page id', () => `/preview/${otherPageId}/${v1.id}?key=${v1.key}`, 'none'],
    ['a missing page', () => `/preview/2147483647/${v1.id}?key=${v1.key}`, 'none'],
    ['a missing version', () => `/preview/${pageId}/2147483647?key=${v1.key}`, 'none'],
    ['a non-numeric page id', () => `/preview/abc/${v1.id}?key=${v1.key}`, 'none'],
    ['a huge version id', () => `/preview/${pageId}/99999999999999999999`, 'none'],
    ['only a page id (no listing)', () => `/preview/${pageId}`, 'none'],
    ['the bare prefix', () => '/preview/', 'none'],
    ['an extra path segment', () => `/preview/${pageId}/${v1.id}/x?key=${v1.key}`, 'none'],
  ];

  it.each(refusals)('answers the same tiny 404 for %s', async (_, path, who) => {
    const response = await fetchRaw(path(), who === 'stranger' ? stranger.client : undefined);
    expect(response.status).toBe(404);
    expect(response.bytes.toString('utf8')).toBe('Preview not found');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves nothing for other methods', async () => {
    const response = await app.client().post(`/preview/${pageId}/${v1.id}?key=${v1.key}`, {});
    expect(response.status).toBe(404);
    expect(response.text).toBe('Preview not found');
  });

  it('stops serving a pruned version and a deleted page', async () => {
    const { client, userId } = await signUp(app, 'pruned');
    await setMaxVersions(app.db, userId, 1);
    const { page, version } = await makePage(app.saves, userId);
    const link = `/preview/${page.id}/${version.id}?key=${version.shareToken}`;
    expect((await fetchRaw(link)).status).toBe(200);
    expect((await client.put(`/api/landing-pages/${page.id}`, { generatedHtml: '<p>new</p>' })).status).toBe(
      200,
    );
    expect((await fetchRaw(link)).status).toBe(404);
    const versions = await client.get(`/api/landing-pages/${page.id}/versions`);
    const live = versions.body[0].previewUrl;
    expect((await fetchRaw(live)).status).toBe(200);
    expect((await client.delete(`/api/landing-pages/${page.id}`)).status).toBe(200);
    expect((await fetchRaw(live)).status).toBe(404);
  });
});
