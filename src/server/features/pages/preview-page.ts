import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { eventsUrlFor } from '../../../shared/export/analytics-beacon.ts';
import { exportPage } from '../../../shared/export/export-page.ts';
import { landingPages, pageVersions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { ensureLeadSettings, leadWiringFor } from '../leads/index.ts';
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
 *
 * The forms are live: wired exactly as the export wires them (export-page.ts), to a capture
 * URL that carries the page's test marker, so what they send is stored as a test lead
 * (docs/product.md, 'Previews and share links'). `source`: the version as stored, unwired
 * (the editor's Compare diffs it against the live page).
 */
export async function sharedVersionHtml(
  deps: PagesDeps,
  input: {
    pageId: number;
    versionId: number;
    viewerId: number | null;
    key: string | undefined;
    /** Where the capture URL points: the origin the request came in on. */
    origin: string;
    source?: boolean;
  },
): Promise<string | null> {
  const [row] = await deps.db
    .select({ html: pageVersions.html, shareToken: pageVersions.shareToken, ownerId: landingPages.userId })
    .from(pageVersions)
    .innerJoin(landingPages, eq(landingPages.id, pageVersions.landingPageId))
    .where(and(eq(pageVersions.id, input.versionId), eq(pageVersions.landingPageId, input.pageId)))
    .limit(1);
  if (!row) return null;
  const allowed =
    (input.viewerId !== null && input.viewerId === row.ownerId) ||
    (!!input.key && sameSecret(input.key, row.shareToken));
  if (!allowed) return null;
  if (input.source) return row.html;
  const settings = await ensureLeadSettings(deps, { userId: row.ownerId, pageId: input.pageId });
  const leads = leadWiringFor(settings, input.origin, { test: true });
  // Views count in the page's statistics as the share link's; the owner's own look does not.
  const byOwner = input.viewerId !== null && input.viewerId === row.ownerId;
  const analytics = byOwner
    ? null
    : { eventsUrl: eventsUrlFor(input.origin, settings.formKey), channel: 'share' as const };
  return exportPage(row.html, { format: 'page', leads, analytics }).html;
}

/** Constant-time comparison; hashing first makes the lengths equal, as timingSafeEqual needs. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
