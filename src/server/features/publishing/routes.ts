import { type Context, Hono } from 'hono';
import { publicationBodySchema } from '../../../shared/api/publication.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { negotiateCoding, varyOnAcceptEncoding } from '../../lib/compression.ts';
import { readJson } from '../../lib/json-body.ts';
import { parsePageId } from '../../lib/page-ownership.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { SANDBOXED_HTML_HEADERS } from '../../lib/sandboxed-html.ts';
import { getPublication, publishPage, readHostedPage, unpublishPage } from './publish-page.ts';

function pageRequest(c: Context<AppEnv>) {
  const user = requireUser(c);
  return {
    userId: user.id,
    pageId: parsePageId(c.req.param('id')),
    origin: requestOrigin(c, c.var.deps.config.TRUST_PROXY),
  };
}

/** /api/landing-pages/:id/publication: publish, read, unpublish (docs/product.md, 'Publishing'). */
export const publicationRoutes = new Hono<AppEnv>()
  .get('/:id/publication', async (c) => c.json(await getPublication(c.var.deps, pageRequest(c))))
  .put('/:id/publication', async (c) => {
    const request = pageRequest(c);
    const { slug } = await readJson(c, publicationBodySchema);
    return c.json(await publishPage(c.var.deps, { ...request, slug }));
  })
  .delete('/:id/publication', async (c) => {
    const { userId, pageId } = pageRequest(c);
    await unpublishPage(c.var.deps, { userId, pageId });
    return c.json({ message: 'Page unpublished' });
  });

/**
 * A CDN in front may keep a page a minute; browsers revalidate every time (a 304 by ETag costs
 * a few bytes). Publishing and unpublishing reach visitors within that minute, or at once on a
 * CDN purged on publish (docs/decisions/020-hosted-pages.md).
 */
const HOSTED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The one refusal of /p: the same for a malformed slug, an unknown one and an unpublished page. */
const hostedNotFound = (c: Context) =>
  c.body('Page not found', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });

/**
 * GET /p/{slug}: a published page, as built at publish time, under the sandbox policy of
 * every place that shows generated HTML on the app's origin. Its bytes are stored compressed,
 * so each coding has its own strong ETag, and an If-None-Match that names it answers 304.
 * Not throttled per address: a CDN sends many visitors from few addresses.
 */
export const hostedPageRoutes = new Hono<AppEnv>()
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (slug.length > 64 || !SLUG_SHAPE.test(slug)) return hostedNotFound(c);
    const page = await readHostedPage(c.var.deps, slug);
    if (!page) return hostedNotFound(c);
    const coding = negotiateCoding(c.req.header('Accept-Encoding'));
    const etag = `"${page.digest}${coding === 'br' ? '-br' : coding === 'gzip' ? '-gz' : ''}"`;
    const headers = new Headers({
      ...SANDBOXED_HTML_HEADERS,
      'Cache-Control': HOSTED_CACHE_CONTROL,
      ETag: etag,
    });
    varyOnAcceptEncoding(headers);
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, Object.fromEntries(headers));
    if (coding) headers.set('Content-Encoding', coding);
    const body =
      coding === 'br' ? page.htmlBr : coding === 'gzip' ? page.htmlGzip : Buffer.from(page.html, 'utf8');
    headers.set('Content-Length', String(body.byteLength));
    return c.body(new Uint8Array(body), 200, Object.fromEntries(headers));
  })
  .all('*', (c) => hostedNotFound(c));

/** If-None-Match holds `etag` (or is `*`): weak comparison, as RFC 9110 asks for this header. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
