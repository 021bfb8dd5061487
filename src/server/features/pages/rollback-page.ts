import { and, eq } from 'drizzle-orm';
import type { RollbackResponse } from '../../../shared/api/pages.ts';
import { pageVersions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { assertOwnedPage } from '../../lib/page-ownership.ts';
import type { SaveDeps } from './deps.ts';
import { saveEdit } from './save-edit.ts';

/**
 * Makes an older version live again by saving its HTML as a NEW version, so the rollback
 * itself can be undone by rolling forward. At the plan's version limit the save prunes the
 * oldest versions, but never the one restored; the answer names what was pruned. `deps` are
 * the app's, so the new version is announced and logged like every save.
 */
export async function rollbackPage(
  deps: SaveDeps,
  input: { userId: number; pageId: number; versionId: number },
): Promise<RollbackResponse> {
  const { userId, pageId, versionId } = input;
  await assertOwnedPage(deps.db, userId, pageId);
  // The version must belong to this page: a version id of another page (even the caller's
  // own) is refused like a missing one.
  const [target] = await deps.db
    .select({ version: pageVersions.version, html: pageVersions.html })
    .from(pageVersions)
    .where(and(eq(pageVersions.id, versionId), eq(pageVersions.landingPageId, pageId)))
    .limit(1);
  if (!target) throw notFound('Version not found');
  const { saved, version, pruned } = await saveEdit(deps, {
    pageId,
    userId,
    html: target.html,
    commitMessage: `Rolled back to version ${target.version}`,
    restoring: versionId,
  });
  return { generatedHtml: saved.html, version, pruned };
}
