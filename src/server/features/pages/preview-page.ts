import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { landingPages, pageVersions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PagesDeps } from './deps.ts';

/** The page's live HTML, for the owner's preview iframe. */
export async function livePageHtml(
  deps: PagesDeps,
  input: { userId: number; pageId: number },
): Promise<string> {
  const [row] = await deps.db
    .select({ html: landingPages.generatedHtml })
    .from(landingPages)
    .where(and(eq(landingPages.id, input.pageId), eq(landingPages.userId, input.userId)))
    .limit(1);
  if (!row) throw notFound('Landing page not found');
  return row.html;
}

/**
 * One version's HTML for /preview/{pageId}/{versionId}, or null. Allowed for the page's
 * owner (with a session) or for anyone holding that version's share key. Every refusal
 * looks the same (missing page, missing version, wrong key, other user), so the link
 * reveals nothing about what exists.
 */
export async function sharedVersionHtml(
  deps: PagesDeps,
  input: { pageId: number; versionId: number; viewerId: number | null; key: string | undefined },
): Promise<string | null> {
  const [row] = await deps.db
    .select({ html: pageVersions.html, shareToken: pageVersions.shareToken, ownerId: landingPages.userId })
    .from(pageVersions)
    .innerJoin(landingPages, eq(landingPages.id, pageVersions.landingPageId))
    .where(and(eq(pageVersions.id, input.versionId), eq(pageVersions.landingPageId, input.pageId)))
    .limit(1);
  if (!row) return null;
  if (input.viewerId !== null && input.viewerId === row.ownerId) return row.html;
  if (input.key && sameSecret(input.key, row.shareToken)) return row.html;
  return null;
}

/** Constant-time comparison; hashing first makes the lengths equal, as timingSafeEqual needs. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
