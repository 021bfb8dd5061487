import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalTestServer, startLocalTestServer } from '../../../../tests/support/local-test-server.ts';
import { fetchSubresource, type SubresourceFetchOptions } from './fetch-subresource.ts';

// A loopback server stands in for both the internet and the private network: hooks let
// "public.test" resolve to it and count as public; every other route to it must be refused
// before a socket is opened.

const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x80, 0x00, 0x01]);
let server: LocalTestServer;
beforeAll(async () => {
  server = await startLocalTestServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/image.png') res.writeHead(200, { 'content-type': 'image/png' }).end(image);
    else if (url.pathname === '/gz.css') {
      res.writeHead(200, { 'content-type': 'text/css', 'content-encoding': 'gzip' });
      res.end(gzipSync('body{color:red}'));
    } else if (url.pathname === '/big') res.writeHead(200).end(Buffer.alloc(5000));
    else if (url.pathname === '/to') res.writeHead(302, { location: url.searchParams.get('target')! }).end();
    else if (url.pathname === '/silent')
      return; // never answers
    else res.writeHead(404).end();
  });
});
afterAll(() => server.close());

const publicHost = (): Partial<SubresourceFetchOptions> => ({
  allowedPorts: [server.port],
  lookup: async () => [{ address: '127.0.0.1', family: 4 }],
  isAllowedAddress: (_ip, hostname) => hostname === 'public.test',
});
const get = (url: string, options: Partial<SubresourceFetchOptions> = {}) =>
  fetchSubresource(url, { timeoutMs: 2000, maxBytes: 1024 * 1024, ...options });

describe('fetchSubresource refuses without connecting', () => {
  // With the hooks unless a case says otherwise: only the name public.test may use loopback.
  type Case = [name: string, url: (port: number) => string, hooks?: boolean];
  const cases: Case[] = [
    ['loopback literal, port allowed', (p) => `http://127.0.0.1:${p}/image.png`],
    ['loopback literal on a non-web port (no hooks)', (p) => `http://127.0.0.1:${p}/image.png`, false],
    ['a name resolving to loopback', (p) => `http://private.test:${p}/image.png`],
    ['IPv4-mapped IPv6 loopback', (p) => `http://[::ffff:127.0.0.1]:${p}/image.png`],
    ['credentials', (p) => `http://user:pw@public.test:${p}/image.png`],
    ['file', () => 'file:///etc/passwd'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
  ];
  it.each(cases)('%s', async (_name, url, hooks = true) => {
    const before = server.connections();
    expect(await get(url(server.port), hooks ? publicHost() : {})).toBeNull();
    expect(server.connections()).toBe(before);
  });
});

describe('fetchSubresource from a public host', () => {
  it('returns the bytes and type unchanged', async () => {
    const result = await get(`http://public.test:${server.port}/image.png`, publicHost());
    expect(result).toEqual({ status: 200, contentType: 'image/png', body: image });
  });

  it('decodes a compressed body', async () => {
    const result = await get(`http://public.test:${server.port}/gz.css`, publicHost());
    expect(result?.body.toString()).toBe('body{color:red}');
  });

  it('follows a redirect on the public host but re-checks it', async () => {
    const to = (target: string) =>
      `http://public.test:${server.port}/to?target=${encodeURIComponent(target)}`;
    expect(await get(to('/image.png'), publicHost())).toMatchObject({ body: image });
    const hits = server.hits.length;
    expect(await get(to(`http://127.0.0.1:${server.port}/image.png`), publicHost())).toBeNull();
    expect(server.hits.slice(hits)).toEqual([expect.stringMatching(/^\/to\?/)]);
  });

  it('gives up on bodies over maxBytes, error statuses and silence', async () => {
    expect(
      await get(`http://public.test:${server.port}/big`, { ...publicHost(), maxBytes: 1000 }),
    ).toBeNull();
    expect(await get(`http://public.test:${server.port}/missing`, publicHost())).toBeNull();
    const started = Date.now();
    expect(
      await get(`http://public.test:${server.port}/silent`, { ...publicHost(), timeoutMs: 300 }),
    ).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops when the render ends', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const result = await get(`http://public.test:${server.port}/silent`, {
      ...publicHost(),
      signal: controller.signal,
    });
    expect(result).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
