import { and, eq } from 'drizzle-orm';
import type { UpdatePageCommand, UpdatePageResponse } from '../../../shared/api/pages.ts';
import type { Db } from '../../db/client.ts';
import { landingPages } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { notFound } from '../../lib/errors.ts';
import { assertOwnedPage, findOwnedPage } from '../../lib/page-ownership.ts';
import { findOwnedFolder } from '../folders/index.ts';
import type { SaveDeps } from './deps.ts';
import { getPage } from './get-page.ts';
import { savedEditOf, saveEdit } from './save-edit.ts';

/**
 * PUT /api/landing-pages/{id}: rename, move to a folder (or out of one), or save a direct
 * HTML edit as a new version. Answers the updated page (and, for an edit, the saved edit: its
 * version, the versions it removed and its summary); an edit made from a version that is no
 * longer live is refused with 409 (save-version.ts).
 * `deps` are the app's, so a new version is announced and logged like every save.
 */
export async function updatePage(
  deps: SaveDeps,
  input: { userId: number; pageId: number; command: UpdatePageCommand },
): Promise<UpdatePageResponse> {
  const { userId, pageId, command } = input;
  const page = { userId, pageId };
  switch (command.kind) {
    case 'title':
      await updateColumns(deps.db, userId, pageId, { title: command.title });
      return getPage(deps, page);
    case 'folder':
      return moveToFolder(deps.db, userId, pageId, command.folderId);
    case 'html': {
      const before = await findOwnedPage(deps.db, userId, pageId);
      const { saved } = await saveEdit(deps, {
        ...page,
        html: command.generatedHtml,
        commitMessage: command.commitMessage,
        baseVersionId: command.baseVersionId,
      });
      // The page and the saved edit (version, removed versions, summary): the client needs
      // nothing else read again.
      const { generatedHtml: _, ...edit } = savedEditOf(before.generatedHtml, saved);
      return { ...(await getPage(deps, page)), ...edit };
    }
  }
}

async function updateColumns(
  db: Db,
  userId: number,
  pageId: number,
  values: Partial<Pick<typeof landingPages.$inferInsert, 'title' | 'folderId'>>,
): Promise<void> {
  const updated = await db
    .update(landingPages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .returning({ id: landingPages.id });
  if (updated.length === 0) throw notFound('Landing page not found');
}

async function moveToFolder(db: Db, userId: number, pageId: number, folderId: number | null) {
  // The page is checked first so that a foreign page id answers 'Landing page not found'
  // whatever folder id comes with it.
  await assertOwnedPage(db, userId, pageId);
  if (folderId !== null) await findOwnedFolder({ db }, { userId, folderId });
  try {
    await updateColumns(db, userId, pageId, { folderId });
  } catch (error) {
    // The folder was deleted between the check and the update.
    if (isForeignKeyViolation(error)) throw notFound('Folder not found');
    throw error;
  }
  return getPage({ db }, { userId, pageId });
}
