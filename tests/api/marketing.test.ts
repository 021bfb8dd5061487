import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/shared/public-pages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [app, proxied] = await Promise.all([startTestApp(), startTestApp({ env: { TRUST_PROXY: '1' } })]);
});
afterAll(async () => {
  await Promise.all([app.close(), proxied.close()]);
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt lets crawlers read the public site, keeps them out of the app and the API, and names the sitemap', async () => {
    const response = await fetch(`${app.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/dashboard', '/edit/', '/admin', '/preview/', '/f/'])
      expect(lines).toContain(`Disallow: ${path}`);
    // No public page is disallowed.
    for (const page of PUBLIC_PAGES.filter((p) => p !== '/'))
      expect(lines.filter((l) => l.startsWith('Disallow:') && page.startsWith(l.slice(10)))).toEqual([]);
    expect(lines.at(-1)).toBe(`Sitemap: ${app.baseUrl}/sitemap.xml`);
  });

  it('sitemap.xml lists exactly the public pages as absolute URLs of this server', async () => {
    const response = await fetch(`${app.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      ['/', '/login', '/register', '/changelog'].map((path) => `${app.baseUrl}${path}`),
    );
  });

  it('behind a trusted proxy the forwarded host and scheme are used, escaped; otherwise they are ignored', async () => {
    const headers = { 'x-forwarded-host': 'pages.example.com', 'x-forwarded-proto': 'https' };
    expect(await (await fetch(`${proxied.baseUrl}/robots.txt`, { headers })).text()).toContain(
      'Sitemap: https://pages.example.com/sitemap.xml',
    );
    expect(await (await fetch(`${app.baseUrl}/robots.txt`, { headers })).text()).toContain(
      `Sitemap: ${app.baseUrl}/sitemap.xml`,
    );
    const hostile = await (
      await fetch(`${proxied.baseUrl}/sitemap.xml`, { headers: { 'x-forwarded-host': 'a<b>&"c' } })
    ).text();
    expect(hostile).not.toContain('<b>');
    expect(hostile).toContain('http://a&lt;b&gt;&amp;&quot;c/login');
  });
});
