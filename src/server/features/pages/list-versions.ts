import { desc, eq } from 'drizzle-orm';
import type { Version } from '../../../shared/api/pages.ts';
import { pageVersions } from '../../db/schema/index.ts';
import { assertOwnedPage } from '../../lib/page-ownership.ts';
import { getPlanLimits } from '../billing/index.ts';
import type { PagesDeps } from './deps.ts';
import { toVersionDto } from './page-dto.ts';

/**
 * The page's versions, newest first (the first one is the live one), with how many the
 * user's plan keeps (null = unlimited) so the history can explain why old ones vanish.
 */
export async function listVersions(
  deps: PagesDeps,
  input: { userId: number; pageId: number },
): Promise<{ versions: Version[]; maxVersions: number | null }> {
  const { userId, pageId } = input;
  await assertOwnedPage(deps.db, userId, pageId);
  const [rows, limits] = await Promise.all([
    deps.db
      .select({
        id: pageVersions.id,
        landingPageId: pageVersions.landingPageId,
        version: pageVersions.version,
        commitMessage: pageVersions.commitMessage,
        shareToken: pageVersions.shareToken,
        sourceBytes: pageVersions.sourceBytes,
        createdAt: pageVersions.createdAt,
      })
      .from(pageVersions)
      .where(eq(pageVersions.landingPageId, pageId))
      .orderBy(desc(pageVersions.version)),
    getPlanLimits(deps, { userId }),
  ]);
  return { versions: rows.map(toVersionDto), maxVersions: limits.maxVersions };
}
