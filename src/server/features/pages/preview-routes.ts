import { Hono } from 'hono';
import { toId } from '../../../shared/ids.ts';
import type { AppEnv } from '../../app-context.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { previewNotFound, sandboxedHtml } from '../../lib/sandboxed-html.ts';
import { sharedVersionHtml } from './preview-page.ts';

/**
 * GET /preview/{pageId}/{versionId}[?key=...][&source=1]: the shareable version preview, its
 * forms live (test leads; preview-page.ts), or with `source=1` the version as stored. A
 * malformed id answers the same 404 as a wrong key (no 400 here: the route must not help
 * anyone probe), and nothing else under /preview is served, so there is no listing to find.
 */
export const sharePreviewRoutes = new Hono<AppEnv>()
  .get('/:pageId/:versionId', async (c) => {
    const pageId = toId(c.req.param('pageId'));
    const versionId = toId(c.req.param('versionId'));
    if (pageId === null || versionId === null) return previewNotFound(c);
    const html = await sharedVersionHtml(c.var.deps, {
      pageId,
      versionId,
      viewerId: c.var.user?.id ?? null,
      key: c.req.query('key'),
      origin: requestOrigin(c, c.var.deps.config.TRUST_PROXY),
      source: c.req.query('source') === '1',
    });
    return html === null ? previewNotFound(c) : sandboxedHtml(c, html);
  })
  .all('*', (c) => previewNotFound(c));
