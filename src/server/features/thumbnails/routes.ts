import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { parsePageId } from '../../lib/page-ownership.ts';
import { getThumbnail, parseThumbnailQuery } from './get-thumbnail.ts';
import { takeScreenshot } from './take-screenshot.ts';
import { thumbnailResponse } from './thumbnail-response.ts';

/**
 * Mounted at /api/landing-pages: GET /:id/thumbnail (the dashboard's image of a version) and
 * POST /:id/screenshot (the remix hand-off, docs/product.md, 'Remix'). 401 signed out, then
 * 400 for a bad id; the use cases read the page through its owner, so another user's id is 404.
 */
export const thumbnailsRoutes = new Hono<AppEnv>()
  .get('/:id/thumbnail', async (c) => {
    const user = requireUser(c);
    const thumbnail = await getThumbnail(c.var.deps, {
      userId: user.id,
      pageId: parsePageId(c.req.param('id')),
      ...parseThumbnailQuery(c.req.query()),
    });
    return thumbnailResponse(c, thumbnail);
  })
  .post('/:id/screenshot', async (c) => {
    const user = requireUser(c);
    const pageId = parsePageId(c.req.param('id'));
    return c.json(await takeScreenshot(c.var.deps, { userId: user.id, pageId }));
  });
