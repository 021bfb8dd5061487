import type { ServerResponse } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalTestServer, startLocalTestServer } from '../../../tests/support/local-test-server.ts';
import { SafeFetchError, type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

const page = '<!doctype html><html><head><title>Hello</title></head><body><h1>Hi</h1></body></html>';
const drips = new Set<NodeJS.Timeout>();
// 16 MB of text in about 16 KB of gzip: the cap must stop the decoder, not just the socket.
const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024, 0x61));

function drip(res: ServerResponse, headersFirst: boolean) {
  if (headersFirst) res.writeHead(200, { 'content-type': 'text/html' });
  const timer = setInterval(() => (headersFirst ? res.write('.') : undefined), 100);
  drips.add(timer);
  res.on('close', () => clearInterval(timer));
}

let server: LocalTestServer;
beforeAll(async () => {
  server = await startLocalTestServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hop = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const left = Number(hop[1]);
      res.writeHead(302, { location: left > 0 ? `/redirect/${left - 1}` : '/page' }).end();
    } else if (url.pathname === '/to') {
      res.writeHead(301, { location: url.searchParams.get('target') ?? '/' }).end();
    } else if (url.pathname === '/page' || url.pathname === '/secret') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else if (url.pathname === '/huge') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('a'.repeat(5 * 1024 * 1024));
    } else if (url.pathname === '/bomb') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(bomb);
    } else if (url.pathname === '/encoded') {
      const encoding = url.searchParams.get('as') ?? 'gzip';
      const compress = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync }[encoding] ?? gzipSync;
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding }).end(compress(page));
    } else if (url.pathname === '/latin1') {
      const type = url.searchParams.get('declared') ? 'text/html; charset=ISO-8859-1' : 'text/html';
      res.writeHead(200, { 'content-type': type }).end(Buffer.from('<p>Café crème à la carte</p>', 'latin1'));
    } else if (url.pathname === '/drip') {
      drip(res, true);
    } else if (url.pathname === '/silent') {
      drip(res, false);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('nope');
    }
  });
});
afterAll(async () => {
  for (const timer of drips) clearInterval(timer);
  await server.close();
});

const open: SafeFetchOptions = { allowPrivate: true, timeoutMs: 5000 };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a SafeFetchError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(SafeFetchError);
      return error as SafeFetchError;
    },
  );

describe('safeFetch with allowPrivate (local test server)', () => {
  it('fetches a page', async () => {
    const result = await safeFetch(`${server.origin}/page`, open);
    expect(result).toMatchObject({ status: 200, body: page, truncated: false, url: `${server.origin}/page` });
    expect(result.contentType).toContain('text/html');
  });

  it('follows up to three redirects and reports the final URL', async () => {
    const result = await safeFetch(`${server.origin}/redirect/2`, open);
    expect(result.url).toBe(`${server.origin}/page`);
    expect(result.body).toBe(page);
  });

  it('refuses a fourth redirect', async () => {
    const error = await failure(safeFetch(`${server.origin}/redirect/3`, open));
    expect(error.reason).toBe('too_many_redirects');
  });

  it('truncates a body larger than maxBytes', async () => {
    const result = await safeFetch(`${server.origin}/huge`, { ...open, maxBytes: 100_000 });
    expect(result.truncated).toBe(true);
    expect(result.body.length).toBe(100_000);
  });

  it('caps the decompressed size of a compression bomb', async () => {
    const result = await safeFetch(`${server.origin}/bomb`, { ...open, maxBytes: 1024 * 1024 });
    expect(result).toMatchObject({ truncated: true });
    expect(result.body.length).toBe(1024 * 1024);
  });

  it.each(['gzip', 'deflate', 'br'])('decodes a %s body', async (encoding) => {
    const result = await safeFetch(`${server.origin}/encoded?as=${encoding}`, open);
    expect(result.body).toBe(page);
  });

  it('decodes a declared latin1 page and falls back to latin1 for invalid UTF-8', async () => {
    const declared = await safeFetch(`${server.origin}/latin1?declared=1`, open);
    const undeclared = await safeFetch(`${server.origin}/latin1`, open);
    expect(declared.body).toBe('<p>Café crème à la carte</p>');
    expect(undeclared.body).toBe('<p>Café crème à la carte</p>');
  });

  it('gives up on a slow-drip body after timeoutMs', async () => {
    const started = Date.now();
    const error = await failure(safeFetch(`${server.origin}/drip`, { ...open, timeoutMs: 600 }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toContain('0.6 seconds');
    expect(Date.now() - started).toBeLessThan(1100);
  });

  it('gives up on a server that never answers', async () => {
    const error = await failure(safeFetch(`${server.origin}/silent`, { ...open, timeoutMs: 400 }));
    expect(error.reason).toBe('timeout');
  });

  it('reports a 404 as an http_error naming the status', async () => {
    const error = await failure(safeFetch(`${server.origin}/missing`, open));
    expect(error.reason).toBe('http_error');
    expect(error.message).toContain('HTTP 404 (Not Found)');
  });

  it('stops when the caller aborts, and refuses an already aborted signal', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const error = await failure(safeFetch(`${server.origin}/drip`, { ...open, signal: controller.signal }));
    expect(error.reason).toBe('aborted');
    const again = await failure(safeFetch(`${server.origin}/page`, { ...open, signal: controller.signal }));
    expect(again.reason).toBe('aborted');
  });

  it('reports a closed port as a network failure', async () => {
    const closed = await startLocalTestServer(() => undefined);
    await closed.close();
    const error = await failure(safeFetch(`http://127.0.0.1:${closed.port}/`, open));
    expect(error.reason).toBe('network');
    expect(error.message).toContain('refused the connection');
  });
});

describe("allowedPorts 'any': a public host on a port of its own, never a private one", () => {
  const anyPort = (publicHost: string): SafeFetchOptions => ({
    timeoutMs: 3000,
    allowedPorts: 'any',
    lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    isAllowedAddress: (_ip, hostname) => hostname === publicHost,
  });

  it('reaches a public host on its own port (a self-hosted automation server)', async () => {
    const answer = await safeFetch(`http://hooks.test:${server.port}/page`, anyPort('hooks.test'));
    expect(answer.status).toBe(200);
    // The same host without 'any' is refused for its port.
    const refused = await failure(
      safeFetch(`http://hooks.test:${server.port}/plain`, {
        ...anyPort('hooks.test'),
        allowedPorts: undefined,
      }),
    );
    expect(refused.reason).toBe('blocked_port');
    // Said in words a person can act on, without port numbers to decode.
    expect(refused.message).toContain(
      'only ordinary web addresses, without a port after the name, can be read',
    );
    expect(refused.message).not.toMatch(/80 and 443/);
  });

  it('still refuses private addresses on any port, by name or literal', async () => {
    expect(
      (await failure(safeFetch(`http://internal.test:${server.port}/`, anyPort('hooks.test')))).reason,
    ).toBe('blocked_address');
    expect((await failure(safeFetch(`http://127.0.0.1:${server.port}/`, anyPort('hooks.test')))).reason).toBe(
      'blocked_address',
    );
  });
});

describe('redirects are re-checked at every hop (allowPrivate false)', () => {
  // The hooks stand in for the internet: "first.test" is a public site served by the local
  // server; anything else that resolves to loopback is private, as it would be in production.
  const guarded = (): SafeFetchOptions => ({
    timeoutMs: 3000,
    allowedPorts: [80, 443, server.port],
    lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    isAllowedAddress: (_ip, hostname) => hostname === 'first.test',
  });
  const via = (target: string) => `http://first.test:${server.port}/to?target=${encodeURIComponent(target)}`;

  it.each([
    [
      'a hostname that resolves to loopback',
      (p: number) => `http://second.test:${p}/secret`,
      'blocked_address',
    ],
    ['a loopback literal', (p: number) => `http://127.0.0.1:${p}/secret`, 'blocked_address'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['another port', () => 'http://first.test:8080/secret', 'blocked_port'],
    ['a file URL', () => 'file:///etc/passwd', 'blocked_scheme'],
  ])('refuses a redirect to %s', async (_name, target, reason) => {
    const before = server.hits.length;
    const error = await failure(safeFetch(via(target(server.port)), guarded()));
    expect(error.reason).toBe(reason);
    expect(error.message).toContain('it redirected to');
    expect(server.hits.slice(before)).toEqual([expect.stringMatching(/^\/to\?/)]);
  });

  it('follows a redirect that stays on the allowed host', async () => {
    const result = await safeFetch(via('/page'), guarded());
    expect(result.url).toBe(`http://first.test:${server.port}/page`);
  });
});
