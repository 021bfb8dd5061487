import type { Context } from 'hono';
import type { Thumbnail } from './get-thumbnail.ts';

/**
 * The image answer. A version's thumbnail never changes, so an address naming the version
 * (`?v=`, built by the dashboard from the summary's currentVersionId) is cached for good;
 * the live-version address is revalidated every time (a cheap 304 while it is unchanged).
 */
export function thumbnailResponse(c: Context, thumbnail: Thumbnail): Response {
  const etag = `"thumb-${thumbnail.versionId}-${thumbnail.createdAt.getTime()}"`;
  const headers = {
    ETag: etag,
    'Cache-Control': thumbnail.pinned ? 'private, max-age=31536000, immutable' : 'private, no-cache',
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(thumbnail.png), 200, { ...headers, 'Content-Type': 'image/png' });
}
