import { type Context, Hono } from 'hono';
import { statsQuerySchema } from '../../../shared/api/analytics.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { badRequest } from '../../lib/errors.ts';
import { parsePageId } from '../../lib/page-ownership.ts';
import { pageStats, pageStatsSummary } from './page-stats.ts';

function daysOf(c: Context<AppEnv>): number {
  const parsed = statsQuerySchema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid period');
  return parsed.data.days;
}

/** /api/landing-pages/:id/stats (docs/product.md, 'Page statistics'). */
export const pageStatsRoutes = new Hono<AppEnv>().get('/:id/stats', async (c) => {
  const user = requireUser(c);
  const pageId = parsePageId(c.req.param('id'));
  return c.json(await pageStats(c.var.deps, { userId: user.id, pageId, days: daysOf(c) }));
});

/** /api/page-stats: every page's figures at once, for the dashboard's cards. */
export const statsSummaryRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = requireUser(c);
  return c.json(await pageStatsSummary(c.var.deps, { userId: user.id, days: daysOf(c) }));
});
