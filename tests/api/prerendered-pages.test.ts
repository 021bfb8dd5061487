import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFile,
} from '../../src/shared/public-pages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The pre-rendered public pages (ARCHITECTURE.md, 'Pre-rendered public pages'): the server sends each its own
 * HTML, the signed-in app's pages the empty shell, and any other address the 404 page with
 * status 404. A build without pre-rendered pages still works, on the shell alone.
 */

const shell = '<!doctype html><title>shell</title><div id="root"></div>';
const pageHtml = (page: PrerenderedPage) =>
  `<!doctype html><title>${page}</title><div id="root">${page}</div>`;

function makeWebRoot(withPages: boolean): string {
  const root = mkdtempSync(path.join(tmpdir(), 'prerendered-web-'));
  writeFileSync(path.join(root, 'index.html'), shell);
  if (withPages) {
    mkdirSync(path.join(root, PRERENDERED_DIR));
    for (const page of PRERENDERED_PAGES) {
      const file = path.join(root, PRERENDERED_DIR, prerenderedFile(page));
      writeFileSync(file, pageHtml(page));
      writeFileSync(`${file}.br`, brotliCompressSync(pageHtml(page)));
    }
  }
  return root;
}

const roots: string[] = [];
let app: TestApp;
let bare: TestApp;
beforeAll(async () => {
  roots.push(makeWebRoot(true), makeWebRoot(false));
  [app, bare] = await Promise.all([startTestApp({ webRoot: roots[0] }), startTestApp({ webRoot: roots[1] })]);
});
afterAll(async () => {
  await Promise.all([app?.close(), bare?.close()]);
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const get = (base: string, url: string, init?: RequestInit) => fetch(base + url, init);

describe('pre-rendered pages', () => {
  it.each([
    ['/', '/'],
    ['/login', '/login'],
    ['/login/', '/login'],
    ['/Register', '/register'],
    ['/changelog?from=newsletter', '/changelog'],
  ])('%s is sent the pre-rendered %s page', async (url, page) => {
    const response = await get(app.baseUrl, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(pageHtml(page as PrerenderedPage));
  });

  it("the signed-in app's pages get the empty shell", async () => {
    for (const url of ['/dashboard', '/generator?session=3', '/edit/7', '/variations/abc', '/admin/']) {
      const response = await get(app.baseUrl, url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toBe(shell);
    }
  });

  it('any other address gets the 404 page with status 404, compressed, never cached as a 200', async () => {
    for (const url of ['/nope', '/details/42/deeper', '/dashboard/extra', '/favicon.png']) {
      const response = await get(app.baseUrl, url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      expect(response.headers.get('etag'), url).toBeNull();
      expect(await response.text(), url).toBe(pageHtml('not-found'));
    }
    const brotli = await get(app.baseUrl, '/nope', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decodes the build's brotli copy.
    expect(await brotli.text()).toBe(pageHtml('not-found'));
    const head = await get(app.baseUrl, '/nope', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('the API and other methods keep their JSON 404', async () => {
    const api = await get(app.baseUrl, '/api/nope');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    const post = await get(app.baseUrl, '/nope', { method: 'POST' });
    expect(post.status).toBe(404);
    expect(post.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('a build without pre-rendered pages sends the shell, with 404 for unknown addresses', async () => {
    for (const url of ['/', '/login', '/dashboard']) {
      const response = await get(bare.baseUrl, url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toBe(shell);
    }
    const unknown = await get(bare.baseUrl, '/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(shell);
  });
});
