import { type Context, Hono } from 'hono';
import { rollbackBodySchema, updatePageBodySchema } from '../../../shared/api/pages.ts';
import { exportQuerySchema } from '../../../shared/export/export-format.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { badRequest } from '../../lib/errors.ts';
import { readJson } from '../../lib/json-body.ts';
import { parsePageId } from '../../lib/page-ownership.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { SANDBOXED_HTML_HEADERS, sandboxedHtml } from '../../lib/sandboxed-html.ts';
import { clearChatHistory, listChatHistory } from './chat-history.ts';
import { deletePage } from './delete-page.ts';
import { exportLandingPage } from './export-page.ts';
import { getPage } from './get-page.ts';
import { incrementCopyCount } from './increment-copy-count.ts';
import { listEtag, listPagesJson } from './list-pages.ts';
import { listVersions } from './list-versions.ts';
import { livePageHtml } from './preview-page.ts';
import { rollbackPage } from './rollback-page.ts';
import { ungroupPage } from './ungroup-page.ts';
import { updatePage } from './update-page.ts';

/** Who is asking and about which page: 401 without a session, then 400 for a bad id. */
function pageRef(c: Context<AppEnv>) {
  const user = requireUser(c);
  return { userId: user.id, pageId: parsePageId(c.req.param('id')) };
}

/**
 * /api/landing-pages. Other features route their own URLs under the same prefix (app.ts
 * mounts them): POST /:id/modify (generation), /:id/lead-settings and /:id/leads (leads),
 * GET /:id/thumbnail and POST /:id/screenshot (thumbnails), GET /:id/check (page-check).
 */
export const pagesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    const etag = listEtag(user.id, user.pagesRev);
    // private: the list is per user; no-cache: always revalidate (a cheap 304 when unchanged).
    const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const json = await listPagesJson(c.var.deps, { userId: user.id, pagesRev: user.pagesRev });
    return c.body(json, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  })
  .get('/:id', async (c) => c.json(await getPage(c.var.deps, pageRef(c))))
  .put('/:id', async (c) => {
    const ref = pageRef(c);
    const command = await readJson(c, updatePageBodySchema);
    return c.json(await updatePage(c.var.deps, { ...ref, command }));
  })
  .delete('/:id', async (c) => {
    await deletePage(c.var.deps, pageRef(c));
    return c.json({ success: true as const });
  })
  .post('/:id/copy', async (c) => c.json(await incrementCopyCount(c.var.deps, pageRef(c))))
  .get('/:id/versions', async (c) => {
    const { versions, maxVersions } = await listVersions(c.var.deps, pageRef(c));
    c.header('X-Versions-Kept', maxVersions === null ? 'unlimited' : String(maxVersions));
    return c.json(versions);
  })
  .post('/:id/rollback', async (c) => {
    const ref = pageRef(c);
    const { versionId } = await readJson(c, rollbackBodySchema);
    return c.json(await rollbackPage(c.var.deps, { ...ref, versionId }));
  })
  .get('/:id/chat-history', async (c) => c.json(await listChatHistory(c.var.deps, pageRef(c))))
  .delete('/:id/chat-history', async (c) => {
    await clearChatHistory(c.var.deps, pageRef(c));
    return c.json({ success: true as const });
  })
  .post('/:id/ungroup', async (c) => c.json(await ungroupPage(c.var.deps, pageRef(c))))
  // ?t= is the client's cache-buster; the answer is never cached anyway.
  .get('/:id/preview', async (c) => sandboxedHtml(c, await livePageHtml(c.var.deps, pageRef(c))))
  .get('/:id/export', async (c) => {
    const ref = pageRef(c);
    const parsed = exportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid export options');
    const origin = requestOrigin(c, c.var.deps.config.TRUST_PROXY);
    const { html, fileName } = await exportLandingPage(c.var.deps, { ...ref, origin, query: parsed.data });
    // Generated HTML: sandboxed if a browser ever renders this answer, and saved rather than shown.
    return c.body(html, 200, {
      ...SANDBOXED_HTML_HEADERS,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  });
