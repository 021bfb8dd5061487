import { type Context, Hono } from 'hono';
import { folderBodySchema, folderUpdateBodySchema } from '../../../shared/api/pages.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { readJson } from '../../lib/json-body.ts';
import { parseIdParam } from '../../lib/path-id.ts';
import { createFolder } from './create-folder.ts';
import { deleteFolder } from './delete-folder.ts';
import { listFolders } from './list-folders.ts';
import { updateFolder } from './update-folder.ts';

/** Who is asking and about which folder: 401 without a session, then 400 for a bad id. */
function folderRef(c: Context<AppEnv>) {
  const user = requireUser(c);
  const folderId = parseIdParam(c.req.param('id'), 'Invalid folder ID');
  return { userId: user.id, folderId };
}

/** /api/folders: the dashboard sidebar's folders. */
export const foldersRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await listFolders(c.var.deps, { userId: user.id }));
  })
  .post('/', async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, folderBodySchema);
    return c.json(await createFolder(c.var.deps, { userId: user.id, ...body }), 201);
  })
  .put('/:id', async (c) => {
    const ref = folderRef(c);
    const changes = await readJson(c, folderUpdateBodySchema);
    return c.json(await updateFolder(c.var.deps, { ...ref, changes }));
  })
  .delete('/:id', async (c) => {
    await deleteFolder(c.var.deps, folderRef(c));
    return c.json({ success: true as const });
  });
