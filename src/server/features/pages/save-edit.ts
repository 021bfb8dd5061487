import type { PrunedVersion, Version } from '../../../shared/api/pages.ts';
import type { SavedEdit } from '../../../shared/api/saved-edit.ts';
import { summarizeEdit } from '../../../shared/edit-summary.ts';
import { getPlanLimits } from '../billing/index.ts';
import type { SaveDeps } from './deps.ts';
import { toVersionDto } from './page-dto.ts';
import { type AddedVersion, addVersion } from './save-version.ts';

/**
 * A version the owner saves by hand (a direct HTML edit, a rollback), kept within the user's
 * plan's version limit: the saved version and the versions the save pruned, as the answer
 * shows them.
 */
export async function saveEdit(
  deps: SaveDeps,
  input: {
    userId: number;
    pageId: number;
    html: string;
    commitMessage: string;
    restoring?: number;
    /** The version the edit was made from (addVersion refuses a stale one with 409). */
    baseVersionId?: number;
  },
): Promise<{ saved: AddedVersion; version: Version; pruned: PrunedVersion[] }> {
  const { maxVersions } = await getPlanLimits(deps, { userId: input.userId });
  const saved = await addVersion(deps, { ...input, maxVersions });
  return {
    saved,
    version: toVersionDto(saved),
    pruned: saved.pruned.map(({ id, version, commitMessage }) => ({ id, version, commitMessage })),
  };
}

/**
 * The answer of every edit (src/shared/api/saved-edit.ts): the HTML as stored, the new version,
 * the versions the save removed and the one-line summary of the change from `beforeHtml`.
 */
export function savedEditOf(beforeHtml: string, saved: AddedVersion): SavedEdit {
  return {
    generatedHtml: saved.html,
    version: toVersionDto(saved),
    pruned: saved.pruned.map(({ id, version, commitMessage }) => ({ id, version, commitMessage })),
    summary: summarizeEdit(beforeHtml, saved.html).line,
  };
}
