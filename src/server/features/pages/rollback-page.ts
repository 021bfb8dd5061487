import { and, eq } from 'drizzle-orm';
import type { RollbackResponse } from '../../../shared/api/pages.ts';
import type { Db } from '../../db/client.ts';
import { pageVersions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { assertOwnedPage } from '../../lib/page-ownership.ts';
import { getPlanLimits } from '../billing/index.ts';
import { toVersionDto } from './page-dto.ts';
import { addVersion, type SaveDeps } from './save-version.ts';

/**
 * Makes an older version live again by saving its HTML as a NEW version, so the rollback
 * itself can be undone by rolling forward. At the plan's version limit the save prunes the
 * oldest versions, but never the one restored; the answer names what was pruned.
 */
export async function rollbackPage(options: {
  db: Db;
  /** The app's deps, so the new version is announced and logged like every save. */
  saves: SaveDeps;
  userId: number;
  pageId: number;
  versionId: number;
}): Promise<RollbackResponse> {
  const { db, saves, userId, pageId, versionId } = options;
  await assertOwnedPage(db, userId, pageId);
  // The version must belong to this page: a version id of another page (even the caller's
  // own) is refused like a missing one.
  const [target] = await db
    .select({ version: pageVersions.version, html: pageVersions.html })
    .from(pageVersions)
    .where(and(eq(pageVersions.id, versionId), eq(pageVersions.landingPageId, pageId)))
    .limit(1);
  if (!target) throw notFound('Version not found');
  const { maxVersions } = await getPlanLimits({ db }, { userId });
  const version = await addVersion(saves, {
    pageId,
    userId,
    html: target.html,
    commitMessage: `Rolled back to version ${target.version}`,
    maxVersions,
    restoring: versionId,
  });
  return {
    generatedHtml: version.html,
    version: toVersionDto(version),
    pruned: version.pruned.map(({ id, version, commitMessage }) => ({ id, version, commitMessage })),
  };
}
