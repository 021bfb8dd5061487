import { type Context, Hono } from 'hono';
import { publicationBodySchema } from '../../../shared/api/publication.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { readJson } from '../../lib/json-body.ts';
import { parsePageId } from '../../lib/page-ownership.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { hostedNotFound, hostedPageResponse } from './hosted-response.ts';
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

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * GET /p/{slug}: a published page (or, through `otherwise`, an experiment's variant), as built at publish time, under the sandbox policy of
 * every place that shows generated HTML on the app's origin. Its bytes are stored compressed,
 * so each coding has its own strong ETag, and an If-None-Match that names it answers 304.
 * Not throttled per address: a CDN sends many visitors from few addresses.
 */
export const hostedPageRoutes = (
  /** What else a slug may name (an experiment's split): its answer, or null. */
  otherwise: (c: Context<AppEnv>, slug: string) => Promise<Response | null> = async () => null,
) =>
  new Hono<AppEnv>()
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      if (slug.length > 64 || !SLUG_SHAPE.test(slug)) return hostedNotFound(c);
      const page = await readHostedPage(c.var.deps, slug);
      if (page) return hostedPageResponse(c, page);
      return (await otherwise(c, slug)) ?? hostedNotFound(c);
    })
    .all('*', (c) => hostedNotFound(c));
