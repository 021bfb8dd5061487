import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression, isCompressibleType, negotiateCoding } from './compression.ts';

describe('negotiateCoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR;Q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['br;q=nonsense', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, coding) => expect(negotiateCoding(header)).toBe(coding));
});

describe('isCompressibleType', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'text/html; charset=utf-8',
    'text/csv; charset=utf-8',
    'text/plain',
    'application/manifest+json',
    'image/svg+xml',
  ])('compresses %s', (type) => expect(isCompressibleType(type)).toBe(true));
  it.each([
    'text/event-stream',
    'text/event-stream; charset=utf-8',
    'image/png',
    'image/webp',
    'application/zip',
    'application/octet-stream',
    '',
  ])('leaves %s', (type) => expect(isCompressibleType(type)).toBe(false));
});

describe('compression middleware', () => {
  const text = 'A line of a CSV export, as the admin console writes them.\n'.repeat(500);

  it('streams a body still being written through the compressor, chunk by chunk', async () => {
    const app = new Hono();
    app.use(compression());
    app.get('/', (c) => {
      const lines = text.match(/[\s\S]{1,1000}/g)!;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = lines.shift();
          if (next === undefined) return controller.close();
          await new Promise((resolve) => setTimeout(resolve, 1));
          controller.enqueue(new TextEncoder().encode(next));
        },
      });
      return c.body(body, 200, { 'Content-Type': 'text/csv; charset=utf-8', ETag: '"export-1"' });
    });
    for (const [accept, coding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the second answer is the copy kept for the ETag.
      for (const round of [1, 2]) {
        const response = await app.request('/', { headers: { 'accept-encoding': accept } });
        expect(response.headers.get('content-encoding'), `${coding} ${round}`).toBe(coding);
        expect(response.headers.get('vary')).toBe('Accept-Encoding');
        // New bytes, so a strong validator becomes a weak one.
        expect(response.headers.get('etag')).toBe('W/"export-1"');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.length).toBeLessThan(text.length / 10);
        expect(decode(bytes).toString()).toBe(text);
      }
    }
  });

  it('leaves alone what must not be touched', async () => {
    const app = new Hono();
    app.use(compression());
    const big = 'x'.repeat(5000);
    app.get('/small', (c) => c.json({ ok: true }));
    app.get('/events', (c) => c.body(big, 200, { 'Content-Type': 'text/event-stream' }));
    app.get('/no-transform', (c) =>
      c.body(big, 200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache, no-transform' }),
    );
    app.get('/encoded', (c) =>
      c.body(big, 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'identity' }),
    );
    app.get('/png', (c) => c.body(big, 200, { 'Content-Type': 'image/png' }));
    app.get('/partial', (c) => c.body(big, 206, { 'Content-Type': 'text/plain' }));
    for (const path of ['/small', '/events', '/no-transform', '/encoded', '/png', '/partial']) {
      const response = await app.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers.get('content-encoding') ?? 'none', path).not.toMatch(/br|gzip/);
      expect(response.headers.get('vary'), path).toBeNull();
    }
  });
});
