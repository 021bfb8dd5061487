import type { Context } from 'hono';
import { negotiateCoding, varyOnAcceptEncoding } from '../../lib/compression.ts';
import { SANDBOXED_HTML_HEADERS } from '../../lib/sandboxed-html.ts';
import type { HostedPage } from './publish-page.ts';

/**
 * A CDN in front may keep a page a minute; browsers revalidate every time (a 304 by ETag costs
 * a few bytes). Publishing and unpublishing reach visitors within that minute, or at once on a
 * CDN purged on publish (docs/decisions/020-hosted-pages.md).
 */
const HOSTED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';

/**
 * The one refusal of a hosted page, at /p/{slug} and on a custom domain alike: the same for a
 * malformed slug, an unknown one, an unpublished page and an unverified domain.
 */
export const hostedNotFound = (c: Context) =>
  c.body('Page not found', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });

/**
 * A published page, as built at publish time, under the sandbox policy of every place that
 * shows generated HTML. Its bytes are stored compressed, so each coding has its own strong
 * ETag, and an If-None-Match that names it answers 304. `/p/{slug}` and a verified custom
 * domain's `/` both answer with this, so the two addresses send the same bytes and ETags.
 */
export function hostedPageResponse(
  c: Context,
  page: HostedPage,
  /** An experiment's answer differs per visitor: its own Cache-Control, cookie and headers. */
  options: { cacheControl?: string; headers?: Record<string, string> } = {},
): Response {
  const coding = negotiateCoding(c.req.header('Accept-Encoding'));
  const etag = `"${page.digest}${coding === 'br' ? '-br' : coding === 'gzip' ? '-gz' : ''}"`;
  const headers = new Headers({
    ...SANDBOXED_HTML_HEADERS,
    'Cache-Control': options.cacheControl ?? HOSTED_CACHE_CONTROL,
    ETag: etag,
    ...options.headers,
  });
  varyOnAcceptEncoding(headers);
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, Object.fromEntries(headers));
  if (coding) headers.set('Content-Encoding', coding);
  const body =
    coding === 'br' ? page.htmlBr : coding === 'gzip' ? page.htmlGzip : Buffer.from(page.html, 'utf8');
  headers.set('Content-Length', String(body.byteLength));
  return c.body(new Uint8Array(body), 200, Object.fromEntries(headers));
}

/** If-None-Match holds `etag` (or is `*`): weak comparison, as RFC 9110 asks for this header. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
