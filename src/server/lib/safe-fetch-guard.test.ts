import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalTestServer, startLocalTestServer } from '../../../tests/support/local-test-server.ts';
import { SafeFetchError, type SafeFetchFailure, type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

// Every URL here must be refused before any socket reaches the local server, and without internet:
// literal addresses are checked before connecting, "public" hosts come from an injected lookup.

let server: LocalTestServer;
beforeAll(async () => {
  server = await startLocalTestServer((_req, res) => res.end('<p>secret</p>'));
});
afterAll(() => server.close());

async function refusal(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchError> {
  const error = await safeFetch(url, { timeoutMs: 3000, ...options }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

const publicLookup = async () => [{ address: '93.184.216.34', family: 4 }];

describe('safeFetch refuses unsafe URLs (allowPrivate false)', () => {
  const loopback = async () => [{ address: '127.0.0.1', family: 4 }];
  const mixed = async () => [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ];
  type Case = [name: string, reason: SafeFetchFailure, make: (port: number) => [string, SafeFetchOptions?]];
  const cases: Case[] = [
    ['loopback literal on a test port', 'blocked_port', (p) => [`http://127.0.0.1:${p}/`]],
    [
      'loopback literal, port allowed',
      'blocked_address',
      (p) => [`http://127.0.0.1:${p}/`, { allowedPorts: [p] }],
    ],
    [
      'localhost (system DNS, connect time)',
      'blocked_address',
      (p) => [`http://localhost:${p}/`, { allowedPorts: [p] }],
    ],
    ['localhost over https', 'blocked_address', (p) => [`https://localhost:${p}/`, { allowedPorts: [p] }]],
    [
      'a hostname resolving to loopback',
      'blocked_address',
      (p) => [`http://rebound.test:${p}/`, { allowedPorts: [p], lookup: loopback }],
    ],
    [
      'a hostname with a public and a private answer',
      'blocked_address',
      (p) => [`http://mixed.test:${p}/`, { allowedPorts: [p], lookup: mixed }],
    ],
    ['IPv6 loopback', 'blocked_address', () => ['http://[::1]/']],
    ['private 10/8', 'blocked_address', () => ['http://10.0.0.1/']],
    ['cloud metadata', 'blocked_address', () => ['http://169.254.169.254/latest/meta-data/']],
    ['unspecified', 'blocked_address', () => ['http://0.0.0.0/']],
    ['decimal IPv4', 'blocked_address', () => ['http://2130706433/']],
    ['hex and short IPv4', 'blocked_address', () => ['http://0x7f.1/']],
    ['IPv4-mapped IPv6', 'blocked_address', () => ['http://[::ffff:127.0.0.1]/']],
    ['NAT64 with a private IPv4', 'blocked_address', () => ['https://[64:ff9b::10.1.2.3]/']],
    ['ftp', 'blocked_scheme', () => ['ftp://example.com/file']],
    ['file', 'blocked_scheme', () => ['file:///etc/passwd']],
    ['data', 'blocked_scheme', () => ['data:text/html,<h1>hi</h1>']],
    ['javascript', 'blocked_scheme', () => ['javascript:alert(1)']],
    ['gopher', 'blocked_scheme', (p) => [`gopher://127.0.0.1:${p}/_GET`]],
    ['credentials', 'invalid_url', () => ['http://user:pass@public.test/', { lookup: publicLookup }]],
    ['not a URL', 'invalid_url', () => ['http://']],
  ];

  it.each(cases)('%s', async (_name, reason, make) => {
    const [url, options] = make(server.port);
    const error = await refusal(url, options);
    expect(error.reason).toBe(reason);
    expect(error.message).toMatch(/could not be fetched|is not a valid web address/);
    expect(server.connections()).toBe(0);
    expect(server.hits).toEqual([]);
  });

  it('checks the port before resolving a public-looking host', async () => {
    const lookup = vi.fn(publicLookup);
    const error = await refusal('http://public.test:8080/', { lookup });
    expect(error.reason).toBe('blocked_port');
    expect(error.message).toContain('port (:8080)');
    expect(error.message).not.toMatch(/80 and 443/);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('explains a private address in words a user understands', async () => {
    const error = await refusal('http://169.254.169.254/latest/meta-data/');
    expect(error.message).toBe(
      'http://169.254.169.254/latest/meta-data/ could not be fetched: ' +
        'its address is private or local, which is not allowed',
    );
  });

  it('never repeats a password from the URL in its message', async () => {
    const error = await refusal('https://admin:hunter2@public.test/');
    expect(error.message).not.toContain('hunter2');
    expect(error.message).toContain('user name or password');
  });

  it('lets an allowed address through the same guarded connection', async () => {
    // Positive control for the hooks above, on its own server so the zero-hit checks stay valid.
    const other = await startLocalTestServer((_req, res) => res.end('ok'));
    try {
      const result = await safeFetch(`http://public.test:${other.port}/page`, {
        allowedPorts: [other.port],
        lookup: async () => [{ address: '127.0.0.1', family: 4 }],
        isAllowedAddress: (_ip, hostname) => hostname === 'public.test',
      });
      expect(result.body).toBe('ok');
      expect(other.hits).toEqual(['/page']);
    } finally {
      await other.close();
    }
  });
});
