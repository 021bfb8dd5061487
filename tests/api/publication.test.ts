import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_RULE } from '../../src/shared/api/publication.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, makeVersion, signUp } from './pages-fixtures.ts';

/**
 * Hosted publishing over real HTTP and a real database: PUT/GET/DELETE
 * /api/landing-pages/{id}/publication and the public page at /p/{slug}.
 */

let app: TestApp;
let owner: { client: TestClient; userId: number };
let stranger: { client: TestClient; userId: number };

const page = (text: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><h1>${text}</h1>` +
  `<form><input name="email" type="email"><button type="submit">Send</button></form>${'<p>Fresh bread every morning.</p>'.repeat(60)}</body></html>`;

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUp(app, 'publisher');
  stranger = await signUp(app, 'stranger');
});
afterAll(async () => app?.close());

async function newPage(text = 'Bakery') {
  return (await makePage(app.saves, owner.userId, { html: page(text) })).page.id;
}

const slug = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

/** Raw bytes as sent (node:http, which unlike fetch leaves a Content-Encoding alone). */
function hosted(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
    const request = http.get(app.baseUrl + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
        resolve({ status: response.statusCode ?? 0, headers: out, bytes: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('PUT /api/landing-pages/:id/publication', () => {
  it('publishes the live version at /p/{slug}: complete, wired, sandboxed, cacheable', async () => {
    const pageId = await newPage('Live bakery');
    const name = slug('live-bakery');
    const put = await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug: name });
    expect(put.status).toBe(200);
    const body = put.body as { slug: string; url: string; versionId: number; publishedAt: string };
    expect(body.slug).toBe(name);
    expect(body.url).toBe(`${app.baseUrl}/p/${name}`);
    expect(Number.isInteger(body.versionId)).toBe(true);
    expect(Number.isNaN(Date.parse(body.publishedAt))).toBe(false);
    expect((await owner.client.get(`/api/landing-pages/${pageId}/publication`)).body).toEqual(body);

    const plain = await hosted(`/p/${name}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(plain.headers.get('content-security-policy')).toMatch(
      /^sandbox allow-scripts allow-forms allow-popups;/,
    );
    expect(plain.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const html = plain.bytes.toString('utf8');
    expect(html).toContain('<h1>Live bakery</h1>');
    expect(html).toContain(`<link rel="canonical" href="${app.baseUrl}/p/${name}">`);
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    // Forms post to the page's capture address, exactly as the export wires them.
    const settings = await owner.client.get<{ captureUrl: string }>(
      `/api/landing-pages/${pageId}/lead-settings`,
    );
    expect(html).toContain(`action="${settings.body.captureUrl}"`);

    // Precompressed: each coding its own strong ETag, the same page inside.
    const br = await hosted(`/p/${name}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).not.toBe(etag);
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(html);
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);
    const gz = await hosted(`/p/${name}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString('utf8')).toBe(html);

    // Revalidation by ETag.
    const again = await hosted(`/p/${name}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
  });

  it('publishing again moves the page to the live version and changes the ETag', async () => {
    const pageId = await newPage('First words');
    const name = slug('moving');
    const first = await owner.client.put<{ versionId: number }>(`/api/landing-pages/${pageId}/publication`, {
      slug: name,
    });
    const before = await hosted(`/p/${name}`);
    const version = await makeVersion(app.saves, owner.userId, pageId, page('Second words'));
    // Until published again, the public page keeps what was published.
    expect((await hosted(`/p/${name}`)).bytes.toString('utf8')).toContain('First words');
    const second = await owner.client.put<{ versionId: number }>(`/api/landing-pages/${pageId}/publication`, {
      slug: name,
    });
    expect(second.body.versionId).toBe(version.id);
    expect(second.body.versionId).not.toBe(first.body.versionId);
    const after = await hosted(`/p/${name}`);
    expect(after.bytes.toString('utf8')).toContain('Second words');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await hosted(`/p/${name}`, { 'if-none-match': before.headers.get('etag')! })).status).toBe(200);
  });

  it('refuses malformed and reserved slugs with the rule, and a taken one with 409', async () => {
    const pageId = await newPage();
    for (const bad of [
      'ab',
      'a'.repeat(65),
      'Upper',
      'two--hyphens',
      '-lead',
      'trail-',
      'sp ace',
      'ünï',
      'a_b',
      '',
    ]) {
      const response = await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug: bad });
      expect(response.status, bad).toBe(400);
      expect((response.body as { message: string }).message, bad).toBe(SLUG_RULE);
    }
    for (const reserved of ['api', 'admin', 'media', 'preview', 'dashboard']) {
      const response = await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug: reserved });
      expect(response.status, reserved).toBe(400);
      expect((response.body as { message: string }).message).toBe(
        `"${reserved}" is reserved: choose another slug`,
      );
    }
    const extra = await owner.client.put(`/api/landing-pages/${pageId}/publication`, {
      slug: slug('x'),
      html: '',
    });
    expect(extra.status).toBe(400);
    const missing = await owner.client.put(`/api/landing-pages/${pageId}/publication`, {});
    expect(missing.status).toBe(400);

    const taken = slug('taken');
    expect((await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug: taken })).status).toBe(
      200,
    );
    const other = await newPage('Other');
    const clash = await owner.client.put(`/api/landing-pages/${other}/publication`, { slug: taken });
    expect(clash.status).toBe(409);
    expect((clash.body as { message: string }).message).toBe(`"${taken}" is taken: choose another slug`);
    // Another user's page cannot take it either, and sees nothing of it.
    const theirs = (await makePage(app.saves, stranger.userId, { html: page('Theirs') })).page.id;
    expect(
      (await stranger.client.put(`/api/landing-pages/${theirs}/publication`, { slug: taken })).status,
    ).toBe(409);
  });

  it("answers 404 for another user's page on every route, and 401 signed out", async () => {
    const pageId = await newPage('Private');
    const name = slug('private');
    await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug: name });
    const path = `/api/landing-pages/${pageId}/publication`;
    expect((await stranger.client.get(path)).status).toBe(404);
    expect((await stranger.client.put(path, { slug: slug('steal') })).status).toBe(404);
    expect((await stranger.client.delete(path)).status).toBe(404);
    expect((await app.client().get(path)).status).toBe(401);
    expect((await hosted(`/p/${name}`)).status).toBe(200);
  });
});

describe('DELETE /api/landing-pages/:id/publication', () => {
  it('unpublishes: /p/{slug} answers 404, GET answers 404, the slug is free again', async () => {
    const pageId = await newPage('Going away');
    const name = slug('going');
    await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug: name });
    expect((await hosted(`/p/${name}`)).status).toBe(200);
    const deleted = await owner.client.delete(`/api/landing-pages/${pageId}/publication`);
    expect(deleted.status).toBe(200);
    const gone = await hosted(`/p/${name}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect((await owner.client.get(`/api/landing-pages/${pageId}/publication`)).status).toBe(404);
    expect((await owner.client.delete(`/api/landing-pages/${pageId}/publication`)).status).toBe(404);
    const reuse = await newPage('New owner of the slug');
    expect((await owner.client.put(`/api/landing-pages/${reuse}/publication`, { slug: name })).status).toBe(
      200,
    );
  });

  it('deleting the page unpublishes it', async () => {
    const pageId = await newPage('Deleted');
    const name = slug('deleted');
    await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug: name });
    expect((await owner.client.delete(`/api/landing-pages/${pageId}`)).status).toBe(200);
    expect((await hosted(`/p/${name}`)).status).toBe(404);
  });
});

describe('GET /p/:slug', () => {
  it('answers the same small 404 for unknown, malformed and hostile slugs', async () => {
    for (const path of [
      '/p/never-published',
      '/p/UPPER',
      '/p/a',
      '/p/%00',
      '/p/..%2Fapi',
      '/p/x/y',
      `/p/${'a'.repeat(70)}`,
    ]) {
      const response = await hosted(path);
      expect(response.status, path).toBe(404);
      expect(response.bytes.toString('utf8'), path).toBe('Page not found');
    }
  });

  it('a rotated capture key reaches the hosted page at once', async () => {
    const pageId = await newPage('Rotating');
    const name = slug('rotating');
    await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug: name });
    const rotated = await owner.client.post<{ captureUrl: string }>(
      `/api/landing-pages/${pageId}/lead-settings/rotate-key`,
    );
    expect(rotated.status).toBe(200);
    expect((await hosted(`/p/${name}`)).bytes.toString('utf8')).toContain(
      `action="${rotated.body.captureUrl}"`,
    );
  });
});
