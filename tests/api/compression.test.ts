import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogs } from '../../src/server/db/schema/index.ts';
import type { PageRenderer } from '../../src/server/lib/page-renderer.ts';
import { type FakeProviderServer, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { makePage, pageHtml, signUp } from './pages-fixtures.ts';

/**
 * Compression (ARCHITECTURE.md, 'Request path'): the built web app's precompressed copies
 * picked by Accept-Encoding, dynamic JSON and HTML compressed above 1 KB, and never an event
 * stream (each generation event must arrive as it happens) or an image.
 */

// A stand-in for dist/web with the build's copies: text files with .br and .gz beside them.
const webRoot = mkdtempSync(path.join(tmpdir(), 'compression-web-'));
const script = `${'export const feature = () => console.log("a feature of the app");\n'.repeat(200)}`;
const styles = `${'.card{display:flex;padding:1rem;border-radius:.5rem}\n'.repeat(100)}`;
const indexHtml = `<!doctype html><html><head><meta charset="utf-8"><title>Pagecraft</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
<!-- ${'padding that makes the shell weigh over a kilobyte '.repeat(30)} -->
</head><body><div id="root"></div></body></html>`;
let png: Buffer;

/** Writes a file and its build copies (brotli 11, gzip 9, as vite.config.ts writes them). */
function writeWithCopies(relative: string, content: string) {
  const file = path.join(webRoot, relative);
  writeFileSync(file, content);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
const onDisk = (relative: string) => readFileSync(path.join(webRoot, relative));

/** Noise as a PNG: well over the threshold, and nothing a compressor could shrink. */
const noisePng = () =>
  sharp(Buffer.from(Array.from({ length: 64 * 64 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 64, height: 64, channels: 3 },
  })
    .png()
    .toBuffer();

/** A GET (or other method) over plain node:http: the bytes as they came, not decoded. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

let app: TestApp;
let fake: FakeProviderServer;

beforeAll(async () => {
  png = await noisePng();
  mkdirSync(path.join(webRoot, 'assets'));
  writeWithCopies('index.html', indexHtml);
  writeWithCopies('assets/index-abc123.js', script);
  writeWithCopies('assets/index-abc123.css', styles);
  writeFileSync(path.join(webRoot, 'assets/photo-abc123.png'), png);
  fake = await startFakeAnthropic();
  // Thumbnails from a stand-in renderer: a PNG of noise for every page.
  const renderer: PageRenderer = {
    available: true,
    render: async () => png,
    inspect: async () => ({ viewports: [], scripts: true }),
    close: async () => {},
  };
  app = await startTestApp({
    webRoot,
    renderer,
    env: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: fake.baseURL },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the built web app: the precompressed copy the browser accepts', () => {
  const js = '/assets/index-abc123.js';

  it.each([
    ['br, gzip', 'br', '.br'],
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
    ['gzip;q=0.9, br;q=0.5', 'gzip', '.gz'],
    ['*', 'br', '.br'],
    ['*;q=0, gzip', 'gzip', '.gz'],
    ['br;q=0, gzip;q=0', undefined, ''],
    ['identity', undefined, ''],
    ['', undefined, ''],
  ])('Accept-Encoding "%s" gets %s', async (accept, coding, suffix) => {
    const response = await raw(app.baseUrl + js, { headers: accept ? { 'accept-encoding': accept } : {} });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
    // The very bytes the build wrote, not a compression made on the way out.
    expect(response.body.equals(onDisk(`assets/index-abc123.js${suffix}`))).toBe(true);
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(decode(coding, response.body).toString()).toBe(script);
    // The type of the file itself, whatever coding it travels in.
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the stylesheet, the HTML shell and the app routes (SPA fallback) compressed too', async () => {
    const css = await raw(`${app.baseUrl}/assets/index-abc123.css`, { headers: { 'accept-encoding': 'br' } });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decode('br', css.body).toString()).toBe(styles);
    for (const url of ['/', '/index.html', '/dashboard', '/details/42']) {
      const shell = await raw(app.baseUrl + url, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(shell.status, url).toBe(200);
      expect(shell.headers['content-encoding'], url).toBe('br');
      expect(shell.body.equals(onDisk('index.html.br')), url).toBe(true);
      expect(shell.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(shell.headers['cache-control'], url).toBe('no-cache');
      expect(shell.headers.vary, url).toBe('Accept-Encoding');
    }
  });

  it('gives each coding its own ETag, answers a matching one with 304, and HEAD like GET', async () => {
    const get = (accept: string, extra: Record<string, string> = {}) =>
      raw(app.baseUrl + js, { headers: { 'accept-encoding': accept, ...extra } });
    const [br, gzip, plain] = await Promise.all([get('br'), get('gzip'), get('identity')]);
    const etags = [br.headers.etag, gzip.headers.etag, plain.headers.etag];
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);

    const again = await get('br', { 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The brotli copy's validator does not stand for the gzip copy.
    expect((await get('gzip', { 'if-none-match': br.headers.etag! })).status).toBe(200);
    const since = await get('br', { 'if-modified-since': br.headers['last-modified']! });
    expect(since.status).toBe(304);

    const head = await raw(app.baseUrl + js, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(onDisk('assets/index-abc123.js.br').length));
    expect(head.headers.etag).toBe(br.headers.etag);
  });

  it('answers a byte range from the file itself', async () => {
    const response = await raw(app.baseUrl + js, {
      headers: { 'accept-encoding': 'br', range: 'bytes=0-5' },
    });
    expect(response.status).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script.slice(0, 6));
    expect(response.headers['content-range']).toBe(`bytes 0-5/${Buffer.byteLength(script)}`);
  });

  it('never sends a copy older than its file (the file changed after the build)', async () => {
    const file = path.join(webRoot, 'assets/edited-abc123.js');
    writeWithCopies('assets/edited-abc123.js', script);
    writeFileSync(file, 'console.log("edited");');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const response = await raw(`${app.baseUrl}/assets/edited-abc123.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('console.log("edited");');
  });

  it('does not serve the copies as files of their own', async () => {
    const response = await raw(`${app.baseUrl}/assets/index-abc123.js.br`, {
      headers: { 'accept-encoding': 'br' },
    });
    // The SPA fallback answers instead: the shell, not the brotli bytes as a download.
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends an image as it is, with no Vary', async () => {
    const response = await raw(`${app.baseUrl}/assets/photo-abc123.png`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body.equals(png)).toBe(true);
  });
});

describe('dynamic answers', () => {
  const cookieOf = (client: { cookies: Map<string, string> }) =>
    [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  it('leaves a small JSON answer (under 1 KB) as it is', async () => {
    const { client } = await signUp(app, 'small');
    const response = await raw(`${app.baseUrl}/api/auth/me`, {
      headers: { cookie: cookieOf(client), 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString()).user).toBeDefined();
  });

  it('compresses the page list, which decodes to the same JSON, and keeps its 304', async () => {
    const owner = await signUp(app, 'lister');
    for (let n = 0; n < 12; n++) {
      await makePage(app.saves, owner.userId, { title: `Page number ${n}`, html: pageHtml(`Page ${n}`) });
    }
    // Thumbnails and page checks follow each save and change the list (and its ETag): let them finish.
    await app.jobs.idle();
    const url = `${app.baseUrl}/api/landing-pages`;
    const cookie = cookieOf(owner.client);
    const plain = await raw(url, { headers: { cookie } });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    // Varies even when this client took it plain: a cache must not give it to the next one.
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const list = JSON.parse(plain.body.toString());
    expect(list).toHaveLength(12);

    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      // Twice: the second answer comes from the compressed copy kept for the list's ETag.
      for (const round of [1, 2]) {
        const response = await raw(url, { headers: { cookie, 'accept-encoding': accept } });
        expect(response.status, `${coding} ${round}`).toBe(200);
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers.vary).toContain('Accept-Encoding');
        expect(response.body.length).toBeLessThan(plain.body.length / 3);
        expect(JSON.parse(decode(coding, response.body).toString())).toEqual(list);
        expect(response.headers.etag).toBe(plain.headers.etag);
      }
    }
    const unchanged = await raw(url, {
      headers: { cookie, 'accept-encoding': 'br', 'if-none-match': plain.headers.etag! },
    });
    expect(unchanged.status).toBe(304);
  });

  it('compresses HTML: the sandbox frame and a page preview', async () => {
    const owner = await signUp(app, 'previewer');
    const body = '<section><h2>Why us</h2><p>Fast, friendly and fairly priced.</p></section>'.repeat(40);
    const { page } = await makePage(app.saves, owner.userId, { html: samplePage('Big preview', body) });
    for (const url of ['/sandbox-frame', `/api/landing-pages/${page.id}/preview`]) {
      const plain = await raw(app.baseUrl + url, { headers: { cookie: cookieOf(owner.client) } });
      const response = await raw(app.baseUrl + url, {
        headers: { cookie: cookieOf(owner.client), 'accept-encoding': 'gzip, br' },
      });
      expect(response.status, url).toBe(200);
      expect(plain.body.length, url).toBeGreaterThan(1024);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers.vary, url).toContain('Accept-Encoding');
      expect(decode('br', response.body).equals(plain.body), url).toBe(true);
      // Its own security policy still travels with it.
      expect(response.headers['content-security-policy'], url).toBe(plain.headers['content-security-policy']);
    }
  });

  it('sends a PNG thumbnail as it is', async () => {
    const owner = await signUp(app, 'thumbs');
    const { page } = await makePage(app.saves, owner.userId);
    await app.jobs.idle();
    const response = await raw(`${app.baseUrl}/api/landing-pages/${page.id}/thumbnail`, {
      headers: { cookie: cookieOf(owner.client), 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(png)).toBe(true);
  });

  it('never compresses a generation stream, and its first event arrives while the model is still writing', async () => {
    const owner = await signUp(app, 'streamer');
    // The model writes 300 characters and then stalls: the stream cannot end on its own, so
    // an event that arrives was sent as it happened, not held for the end.
    fake.enqueue({ fault: 'stall', text: fencedAnswer(samplePage('Never finished')), afterChars: 300 });
    const controller = new AbortController();
    const request = http.request(`${app.baseUrl}/api/ai-chat-generate`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        cookie: cookieOf(owner.client),
        origin: app.baseUrl,
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
      },
    });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.on('response', resolve);
      request.on('error', reject);
      request.end(JSON.stringify({ messages: [{ role: 'user', content: 'A page' }] }));
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/event-stream');
      expect(response.headers['content-encoding']).toBeUndefined();
      const received = await new Promise<string>((resolve, reject) => {
        let text = '';
        const timer = setTimeout(
          () => reject(new Error(`no content event in 5 s; got ${JSON.stringify(text)}`)),
          5000,
        );
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (/"type":"content"/.test(text)) {
            clearTimeout(timer);
            resolve(text);
          }
        });
        response.on('end', () => reject(new Error('the stream ended, but the model never finished')));
      });
      // Plain text as it was written, and not the end of the stream.
      expect(received).toMatch(/^data: \{.*"type":"content"/m);
      expect(received).not.toContain('[DONE]');
    } finally {
      controller.abort();
      response.destroy();
    }
    // The server notices the client going away and logs the cancelled call (before the app closes).
    await expect
      .poll(
        async () =>
          (await app.db.select().from(apiLogs).where(eq(apiLogs.userId, owner.userId))).filter(
            (log) => !log.success,
          ).length,
        { timeout: 5000 },
      )
      .toBe(1);
  });
});
