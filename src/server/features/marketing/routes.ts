import { Hono } from 'hono';
import { escapeHtml } from '../../../shared/html-escape.ts';
import { APP_PAGES, PUBLIC_PAGES } from '../../../shared/public-pages.ts';
import type { AppEnv } from '../../app-context.ts';
import { requestOrigin } from '../../lib/request-guards.ts';

/** Crawlers may read these for a day before asking again. */
const CACHE = 'public, max-age=86400';

/**
 * What a crawler must not index: the API, the signed-in app's pages (a pattern by the prefix
 * before its first parameter), shared previews, the lead-capture endpoint and the media store.
 */
const DISALLOWED = [
  '/api/',
  ...APP_PAGES.map((pattern) => pattern.replace(/:.*$/, '')),
  '/preview/',
  '/sandbox-frame',
  '/f/',
  '/media/',
];

/**
 * robots.txt and sitemap.xml for search engines (docs/product.md, 'Landing page'). Their
 * absolute URLs name this server as the visitor reached it (behind a trusted proxy, the
 * forwarded host and scheme), so one build serves any domain.
 */
export const marketingRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const origin = requestOrigin(c, c.var.deps.config.TRUST_PROXY);
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), ''];
    c.header('Cache-Control', CACHE);
    return c.text(`${lines.join('\n')}Sitemap: ${origin}/sitemap.xml\n`);
  })
  .get('/sitemap.xml', (c) => {
    const origin = requestOrigin(c, c.var.deps.config.TRUST_PROXY);
    // A forwarded host is the client's to choose: escaped, it cannot break out of the XML.
    const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
    c.header('Cache-Control', CACHE);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
  });
