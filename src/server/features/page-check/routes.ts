import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { parsePageId } from '../../lib/page-ownership.ts';
import { getPageCheck } from './get-page-check.ts';

/**
 * Mounted at /api/landing-pages: GET /:id/check, the check of the live version
 * (docs/product.md, 'Page check'). 401 signed out, then 400 for a bad id; the use case reads
 * the page through its owner, so another user's id is 404.
 */
export const pageCheckRoutes = new Hono<AppEnv>().get('/:id/check', async (c) => {
  const user = requireUser(c);
  const pageId = parsePageId(c.req.param('id'));
  return c.json(await getPageCheck(c.var.deps, { userId: user.id, pageId }));
});
