import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDomains } from '../../src/server/db/schema/index.ts';
import { HOSTNAME_RULE, type PageDomain, PUBLISH_FIRST } from '../../src/shared/api/domains.ts';
import { type FakeDns, startFakeDns } from '../support/fake-dns.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, signUp } from './pages-fixtures.ts';

/**
 * Custom domains over real HTTP, a real database and real DNS: the app's DNS_RESOLVER points
 * at a DNS server of this file's own (tests/support/fake-dns.ts), whose records the tests set.
 * Routes: /api/landing-pages/{id}/domains..., the TLS `ask` endpoint /api/domains/allowed, and
 * a page served on its verified hostname (docs/product.md, 'Custom domains').
 */

const PUBLIC_HOST = 'pages.pagecraft.test';
let dns: FakeDns;
let app: TestApp;
let owner: { client: TestClient; userId: number };
let stranger: { client: TestClient; userId: number };

beforeAll(async () => {
  dns = await startFakeDns();
  app = await startTestApp({ env: { DNS_RESOLVER: dns.address, PUBLIC_HOST, TRUST_PROXY: '1' } });
  owner = await signUp(app, 'domains');
  stranger = await signUp(app, 'stranger');
});
afterAll(async () => {
  await app?.close();
  await dns?.close();
});

const page = (text: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><h1>${text}</h1>${'<p>Fresh bread every morning.</p>'.repeat(60)}</body></html>`;

/** A new page of the owner's, published at a slug of its own. */
async function publishedPage(text = 'Bakery') {
  const pageId = (await makePage(app.saves, owner.userId, { html: page(text) })).page.id;
  const slug = `dom-${randomBytes(4).toString('hex')}`;
  const published = await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug });
  expect(published.status, published.text).toBe(200);
  return { pageId, slug };
}

const hostname = (prefix = 'www') => `${prefix}.shop-${randomBytes(4).toString('hex')}.example`;
const domainsPath = (pageId: number) => `/api/landing-pages/${pageId}/domains`;

async function add(pageId: number, name: string, client = owner.client) {
  return client.post<PageDomain>(domainsPath(pageId), { hostname: name });
}
async function verify(pageId: number, name: string, client = owner.client) {
  return client.post<PageDomain>(`${domainsPath(pageId)}/${encodeURIComponent(name)}/verify`);
}
const txtOf = (domain: PageDomain) => domain.records.find((record) => record.type === 'TXT')!;

/** Sets the TXT record the domain asks for, with its token. */
function publishTxt(domain: PageDomain) {
  const txt = txtOf(domain);
  dns.records.set(txt.name, { TXT: [txt.value] });
}

/** A verified domain on a new published page. */
async function verifiedDomain(text = 'Verified bakery') {
  const { pageId, slug } = await publishedPage(text);
  const name = hostname();
  const added = await add(pageId, name);
  publishTxt(added.body);
  expect((await verify(pageId, name)).body.verified).toBe(true);
  return { pageId, slug, name };
}

/** Raw bytes as sent, to any Host (node:http, which leaves Host and Content-Encoding alone). */
function onHost(
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
    const request = http.request(
      app.baseUrl + path,
      { method: options.method ?? 'GET', headers: { host, ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
          resolve({ status: response.statusCode ?? 0, headers: out, bytes: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
const appHost = () => new URL(app.baseUrl).host;
const allowed = (domain: string) =>
  app.client().get(`/api/domains/allowed?domain=${encodeURIComponent(domain)}`);

describe('POST /api/landing-pages/:id/domains', () => {
  it('attaches a hostname and shows the records to create: a CNAME to PUBLIC_HOST and the TXT token', async () => {
    const { pageId } = await publishedPage();
    const name = hostname();
    const added = await add(pageId, `  ${name.toUpperCase()}. `);
    expect(added.status, added.text).toBe(201);
    const token = txtOf(added.body).value;
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(added.body).toEqual({
      hostname: name,
      verified: false,
      verifiedAt: null,
      checkedAt: null,
      lastError: null,
      records: [
        { type: 'CNAME', name, value: PUBLIC_HOST },
        { type: 'TXT', name: `_pagecraft.${name}`, value: token },
      ],
    });
    const list = await owner.client.get<PageDomain[]>(domainsPath(pageId));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([added.body]);
    // Each domain has a token of its own.
    const other = await add(pageId, hostname('shop'));
    expect(txtOf(other.body).value).not.toBe(token);
    expect((await owner.client.get<PageDomain[]>(domainsPath(pageId))).body).toHaveLength(2);
  });

  it('refuses malformed hostnames with 400 and the rule', async () => {
    const { pageId } = await publishedPage();
    const cases: [unknown, string][] = [
      ['', HOSTNAME_RULE],
      ['localhost', HOSTNAME_RULE],
      ['exa mple.com', HOSTNAME_RULE],
      ['-bad.example.com', HOSTNAME_RULE],
      ['bad-.example.com', HOSTNAME_RULE],
      ['under_score.example.com', HOSTNAME_RULE],
      ['a..example.com', HOSTNAME_RULE],
      [`${'a'.repeat(64)}.example.com`, HOSTNAME_RULE],
      ['ünïcode.example', HOSTNAME_RULE],
      [`${'abcdefghi.'.repeat(26)}com`, 'A domain name is at most 253 characters'],
      ['192.168.0.1', 'Enter a domain name, not an IP address'],
      ['[::1]', 'Enter a domain name, not an IP address'],
      [
        'https://www.example.com/',
        'Enter the domain name alone, without https:// or a path (like www.example.com)',
      ],
      [
        'www.example.com/landing',
        'Enter the domain name alone, without https:// or a path (like www.example.com)',
      ],
      [PUBLIC_HOST, `"${PUBLIC_HOST}" is Pagecraft's own address: use a domain of yours`],
      [`shop.${PUBLIC_HOST}`, `"shop.${PUBLIC_HOST}" is Pagecraft's own address: use a domain of yours`],
      [42, HOSTNAME_RULE],
      [null, HOSTNAME_RULE],
    ];
    for (const [value, message] of cases) {
      const response = await owner.client.post(domainsPath(pageId), { hostname: value });
      expect(response.status, String(value)).toBe(400);
      expect((response.body as { message: string }).message, String(value)).toBe(message);
    }
    const extra = await owner.client.post(domainsPath(pageId), { hostname: hostname(), pageId: 1 });
    expect(extra.status).toBe(400);
    expect((extra.body as { message: string }).message).toBe('Unexpected field(s): pageId');
    expect((await owner.client.get(domainsPath(pageId))).body).toEqual([]);
  });

  it('answers 409 for an unpublished page, a hostname already attached and a page at its limit', async () => {
    const draft = (await makePage(app.saves, owner.userId, { html: page('Draft') })).page.id;
    const unpublished = await add(draft, hostname());
    expect(unpublished.status).toBe(409);
    expect(unpublished.body).toEqual({ message: PUBLISH_FIRST });

    const { pageId } = await publishedPage();
    const name = hostname();
    expect((await add(pageId, name)).status).toBe(201);
    const again = await add(pageId, name);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: `${name} is already attached to this page` });
    const second = await publishedPage('Second');
    const taken = await add(second.pageId, name);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: `${name} is already attached to another page` });

    for (let n = 2; n <= 5; n++) expect((await add(pageId, hostname(`n${n}`))).status).toBe(201);
    const full = await add(pageId, hostname());
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: 'A page can have up to 5 domains: remove one first' });
  });

  it('lets another page take a hostname whose claim went unverified for 48 hours, never a verified one', async () => {
    const first = await publishedPage('First claim');
    const second = await publishedPage('Second claim');
    const name = hostname();
    await add(first.pageId, name);
    await app.db
      .update(pageDomains)
      .set({ createdAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(pageDomains.hostname, name));
    const taken = await add(second.pageId, name);
    expect(taken.status, taken.text).toBe(201);
    expect((await owner.client.get(domainsPath(first.pageId))).body).toEqual([]);

    const held = await verifiedDomain();
    await app.db
      .update(pageDomains)
      .set({ createdAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(pageDomains.hostname, held.name));
    expect((await add(second.pageId, held.name)).status).toBe(409);
  });
});

describe('POST /api/landing-pages/:id/domains/:hostname/verify', () => {
  it('does not verify before the TXT record exists, then verifies once it holds the token', async () => {
    const { pageId } = await publishedPage();
    const name = hostname();
    const added = (await add(pageId, name)).body;

    const early = await verify(pageId, name);
    expect(early.status).toBe(200);
    expect(early.body.verified).toBe(false);
    expect(early.body.verifiedAt).toBeNull();
    expect(early.body.lastError).toBe(
      `No TXT record _pagecraft.${name} yet: DNS changes can take up to an hour`,
    );
    expect(Number.isNaN(Date.parse(early.body.checkedAt!))).toBe(false);
    expect(dns.queries).toContain(`TXT _pagecraft.${name}`);

    // The name exists, without a TXT record (a CNAME made there by mistake).
    dns.records.set(`_pagecraft.${name}`, { CNAME: PUBLIC_HOST });
    expect((await verify(pageId, name)).body.lastError).toBe(
      `_pagecraft.${name} has no TXT record yet: add one holding the token (DNS changes can take up to an hour)`,
    );
    // A TXT record with another value.
    dns.records.set(`_pagecraft.${name}`, { TXT: ['some-other-token'] });
    const wrong = await verify(pageId, name);
    expect(wrong.body.verified).toBe(false);
    expect(wrong.body.lastError).toBe(
      `The TXT record _pagecraft.${name} does not hold this domain's token: set its value to the token shown here`,
    );
    expect((await allowed(name)).status).toBe(404);

    // The token among other TXT records, as DNS panels may quote it.
    dns.records.set(`_pagecraft.${name}`, { TXT: ['v=spf1 -all', `"${txtOf(added).value}"`] });
    const ok = await verify(pageId, name);
    expect(ok.status).toBe(200);
    expect(ok.body.verified).toBe(true);
    expect(ok.body.lastError).toBeNull();
    expect(Number.isNaN(Date.parse(ok.body.verifiedAt!))).toBe(false);
    expect(ok.body.records).toEqual(added.records);
    expect((await owner.client.get(domainsPath(pageId))).body).toEqual([ok.body]);

    // Verified stays verified: no lookup, the same answer, even once the record is gone.
    dns.records.delete(`_pagecraft.${name}`);
    const lookups = dns.queries.length;
    expect((await verify(pageId, name)).body).toEqual(ok.body);
    expect(dns.queries.length).toBe(lookups);
  });

  it('says so when the DNS lookup times out', { timeout: 20_000 }, async () => {
    const { pageId } = await publishedPage();
    const name = hostname();
    await add(pageId, name);
    dns.silent.add(`_pagecraft.${name}`);
    const slow = await verify(pageId, name);
    expect(slow.status).toBe(200);
    expect(slow.body.verified).toBe(false);
    expect(slow.body.lastError).toBe(
      `The DNS lookup of _pagecraft.${name} timed out: try again in a few minutes`,
    );
  });

  it('answers 404 for a hostname the page does not have, 400 for one that is no hostname', async () => {
    const { pageId } = await publishedPage();
    const other = await verifiedDomain();
    expect((await verify(pageId, other.name)).status).toBe(404);
    expect((await verify(pageId, hostname())).body).toEqual({ message: 'Domain not found' });
    for (const bad of ['localhost', '1.2.3.4', 'a_b.example.com', '%20']) {
      const response = await owner.client.post(`${domainsPath(pageId)}/${bad}/verify`);
      expect(response.status, bad).toBe(400);
      expect(response.body).toEqual({ message: 'Invalid domain name' });
    }
  });
});

describe('GET /api/domains/allowed (the TLS ask)', () => {
  it('answers 200 for a verified hostname only, one plain 404 for anything else', async () => {
    const { name } = await verifiedDomain();
    const yes = await allowed(name);
    expect(yes.status).toBe(200);
    expect((await allowed(`${name.toUpperCase()}.`)).status).toBe(200);
    // Caddy asks with no cookie and no Origin; a signed-in caller gets the same.
    expect((await owner.client.get(`/api/domains/allowed?domain=${name}`)).status).toBe(200);

    const { pageId } = await publishedPage();
    const pending = hostname();
    await add(pageId, pending);
    const refusals = await Promise.all(
      [pending, hostname(), 'localhost', '127.0.0.1', '', PUBLIC_HOST, 'x'.repeat(400), '%00'].map(allowed),
    );
    const missing = await app.client().get('/api/domains/allowed');
    for (const response of [...refusals, missing]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
    }
  });

  it('stops answering 200 as soon as the domain is removed', async () => {
    const { pageId, name } = await verifiedDomain();
    expect((await allowed(name)).status).toBe(200);
    const removed = await owner.client.delete(`${domainsPath(pageId)}/${name}`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect((await allowed(name)).status).toBe(404);
    expect((await owner.client.delete(`${domainsPath(pageId)}/${name}`)).status).toBe(404);
  });
});

describe('a page on its custom domain', () => {
  it('a verified hostname serves the page at / exactly as /p/{slug} does; any other path is a plain 404', async () => {
    const { slug, name } = await verifiedDomain('Domain bakery');
    const viaSlug = await onHost(appHost(), `/p/${slug}`);
    const viaHost = await onHost(name, '/');
    expect(viaHost.status).toBe(200);
    expect(viaHost.bytes.toString('utf8')).toContain('<h1>Domain bakery</h1>');
    expect(viaHost.bytes.equals(viaSlug.bytes)).toBe(true);
    for (const header of ['etag', 'content-type', 'content-security-policy', 'cache-control', 'vary'])
      expect(viaHost.headers.get(header), header).toBe(viaSlug.headers.get(header));

    const br = await onHost(name, '/?utm_source=ads', { headers: { 'accept-encoding': 'br' } });
    const brSlug = await onHost(appHost(), `/p/${slug}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(brSlug.headers.get('etag'));
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(viaSlug.bytes.toString('utf8'));
    expect(
      (await onHost(name, '/', { headers: { 'if-none-match': viaSlug.headers.get('etag')! } })).status,
    ).toBe(304);
    const head = await onHost(name, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(viaSlug.headers.get('etag'));
    expect(head.bytes.byteLength).toBe(0);
    // Through a trusted proxy: the forwarded host counts.
    const proxied = await onHost(appHost(), '/', { headers: { 'x-forwarded-host': name } });
    expect(proxied.headers.get('etag')).toBe(viaSlug.headers.get('etag'));

    for (const [method, path] of [
      ['GET', `/p/${slug}`],
      ['GET', '/index.html'],
      ['GET', '/favicon.ico'],
      ['GET', '/api/auth/me'],
      ['GET', '/api/domains/allowed?domain=x.example'],
      ['GET', '/healthz'],
      ['POST', '/'],
      ['DELETE', '/'],
    ] as const) {
      const response = await onHost(name, path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.bytes.toString('utf8'), path).toBe('Page not found');
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('an unverified hostname serves no page, and its claim takes nothing over', async () => {
    const { pageId } = await publishedPage('Unverified bakery');
    const name = hostname();
    await add(pageId, name);
    const root = await onHost(name, '/');
    expect(root.status).toBe(404);
    expect(root.bytes.toString('utf8')).not.toContain('Unverified bakery');
    // Answered as any unknown host is: a claim on a name that reaches this server (its own
    // address, say) cannot take that name's routes down.
    expect((await onHost(name, '/healthz')).status).toBe(200);
  });

  it('unpublishing takes the page off its domain (the domain stays); publishing again brings it back', async () => {
    const { pageId, slug, name } = await verifiedDomain('Seasonal bakery');
    expect((await onHost(name, '/')).status).toBe(200);
    expect((await owner.client.delete(`/api/landing-pages/${pageId}/publication`)).status).toBe(200);
    const gone = await onHost(name, '/');
    expect(gone.status).toBe(404);
    expect(gone.bytes.toString('utf8')).toBe('Page not found');
    const kept = await owner.client.get<PageDomain[]>(domainsPath(pageId));
    expect(kept.body.map((domain) => [domain.hostname, domain.verified])).toEqual([[name, true]]);
    await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug });
    expect((await onHost(name, '/')).status).toBe(200);
  });

  it('removing the domain, or deleting the page, leaves the hostname to the app again', async () => {
    const removed = await verifiedDomain();
    await owner.client.delete(`${domainsPath(removed.pageId)}/${removed.name}`);
    const after = await onHost(removed.name, '/');
    expect(after.status).toBe(404);
    expect(after.bytes.toString('utf8')).not.toContain('bakery');
    // The app's own routes answer on it again (its health probe, here).
    expect((await onHost(removed.name, '/healthz')).status).toBe(200);

    const deleted = await verifiedDomain();
    expect((await owner.client.delete(`/api/landing-pages/${deleted.pageId}`)).status).toBe(200);
    expect(await app.db.select().from(pageDomains).where(eq(pageDomains.hostname, deleted.name))).toEqual([]);
    expect((await allowed(deleted.name)).status).toBe(404);
  });

  it("leaves hosts that are no page's domain alone", async () => {
    expect((await onHost(appHost(), '/healthz')).status).toBe(200);
    expect((await onHost('localhost', '/healthz')).status).toBe(200);
    expect((await onHost(hostname(), '/healthz')).status).toBe(200);
    expect((await onHost(PUBLIC_HOST, '/healthz')).status).toBe(200);
  });
});

describe("another user's page", () => {
  it('answers 404 on every route and changes nothing', async () => {
    const { pageId, name } = await verifiedDomain();
    const pending = hostname();
    await add(pageId, pending);
    const before = await owner.client.get<PageDomain[]>(domainsPath(pageId));
    const answers = [
      await stranger.client.get(domainsPath(pageId)),
      await add(pageId, hostname(), stranger.client),
      await verify(pageId, pending, stranger.client),
      await verify(pageId, name, stranger.client),
      await stranger.client.delete(`${domainsPath(pageId)}/${name}`),
      await stranger.client.delete(`${domainsPath(pageId)}/${pending}`),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(404);
      expect(answer.body).toEqual({ message: 'Landing page not found' });
      expect(answer.text).not.toContain(name);
    }
    expect((await owner.client.get(domainsPath(pageId))).body).toEqual(before.body);
    // Signed out: 401.
    expect((await app.client().get(domainsPath(pageId))).status).toBe(401);
  });
});
