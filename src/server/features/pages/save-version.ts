import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { STALE_SAVE_MESSAGE } from '../../../shared/api/base-version.ts';
import { utf8Bytes } from '../../../shared/storage.ts';
import { versionsToPrune } from '../../../shared/version-pruning.ts';
import type { SavedVersion } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { landingPages, pageVersions, type ReferenceImage, users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { assertStorageRoom } from '../billing/index.ts';
import type { SaveDeps } from './deps.ts';
import { htmlToSave } from './tailwind/compile-for-save.ts';

export type PageRow = typeof landingPages.$inferSelect;
export type VersionRow = typeof pageVersions.$inferSelect;

/** A version a save removed to stay within the plan's limit. */
export interface PrunedVersion {
  id: number;
  version: number;
  commitMessage: string;
}

/** The saved version, and the versions the save removed (oldest first; usually none). */
export type AddedVersion = VersionRow & { pruned: PrunedVersion[] };

export const pageLimitMessage = (planName: string, limit: number) =>
  `Your ${planName} plan allows ${limit} landing page${limit === 1 ? '' : 's'}. Delete a page or upgrade your plan to create more.`;

function announceSaved(deps: SaveDeps, saved: SavedVersion): void {
  try {
    deps.versionSaved?.(saved);
  } catch {
    // The version is saved whatever a listener does; listeners report their own failures.
  }
}

/**
 * A save made from `baseVersionId` may go ahead only while that version is still the page's
 * live one: otherwise it would silently overwrite what another tab (or person) saved since.
 * 409 with the live version's id, so the client can say so and reload. No base: no check
 * (API clients that do not send one save as before). Callers check once before any model call,
 * and addVersion again under the page's row lock, where two saves from one base meet.
 */
export function assertBaseVersion(currentVersionId: number | null, baseVersionId: number | undefined): void {
  if (baseVersionId === undefined || baseVersionId === currentVersionId) return;
  throw conflict(STALE_SAVE_MESSAGE, { currentVersionId });
}

/**
 * Every saved page loses its Tailwind runtime here (ADR 012), before the transaction so the
 * locks are not held while the CSS compiles.
 */
const prepareHtml = (deps: SaveDeps, html: string) => htmlToSave(html, deps.logger);

export interface NewPageInput {
  userId: number;
  title: string;
  prompt: string;
  html: string;
  referenceUrls?: string[];
  referenceImages?: ReferenceImage[];
  variationGroup?: string | null;
  commitMessage?: string;
  /** null = unlimited */
  maxLandingPages: number | null;
  planName: string;
  /** Work that must commit or roll back with the save (a generation's monthly charge). */
  withinSave?: WithinSave;
}

/** Runs inside the save's transaction; throwing refuses the save. */
export type WithinSave = (tx: Db) => Promise<unknown>;

/**
 * Saves a new page and its version 1 in one transaction. The page limit is checked with
 * the user's row locked, so concurrent generations (on any instance) cannot overshoot it.
 */
export async function createPageWithFirstVersion(
  deps: SaveDeps,
  input: NewPageInput,
): Promise<{ page: PageRow; version: VersionRow }> {
  const { html, sourceBytes } = await prepareHtml(deps, input.html);
  const saved = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    if (input.maxLandingPages !== null) {
      const [row] = await tx
        .select({ n: count() })
        .from(landingPages)
        .where(eq(landingPages.userId, input.userId));
      if ((row?.n ?? 0) >= input.maxLandingPages) {
        throw new AppError(403, pageLimitMessage(input.planName, input.maxLandingPages));
      }
    }
    // The page and its first version (the same HTML, stored twice; the count takes it once).
    await assertStorageRoom({ db: tx as unknown as Db }, { userId: input.userId, adding: utf8Bytes(html) });
    await input.withinSave?.(tx as unknown as Db);
    const [page] = await tx
      .insert(landingPages)
      .values({
        userId: input.userId,
        title: input.title,
        prompt: input.prompt,
        generatedHtml: html,
        referenceUrls: input.referenceUrls ?? [],
        referenceImages: input.referenceImages ?? [],
        referenceImageCount: input.referenceImages?.length ?? 0,
        variationGroup: input.variationGroup ?? null,
      })
      .returning();
    const [version] = await tx
      .insert(pageVersions)
      .values({
        landingPageId: page!.id,
        version: 1,
        html,
        sourceBytes,
        commitMessage: input.commitMessage ?? 'Initial generation',
      })
      .returning();
    const [withVersion] = await tx
      .update(landingPages)
      .set({ versionCount: 1, currentVersionId: version!.id })
      .where(eq(landingPages.id, page!.id))
      .returning();
    return { page: withVersion!, version: version! };
  });
  announceSaved(deps, { pageId: saved.page.id, userId: input.userId, versionId: saved.version.id });
  return saved;
}

/**
 * Adds a version (it becomes the live HTML of the page) and prunes the oldest versions
 * beyond the plan's limit by the shared rule (src/shared/version-pruning.ts): the new, live
 * version is never pruned, nor is `restoring`, the version a rollback brings back. The page
 * row is locked so concurrent saves number their versions without gaps or clashes, and prune
 * exactly what they computed.
 */
export async function addVersion(
  deps: SaveDeps,
  input: {
    pageId: number;
    userId: number;
    html: string;
    commitMessage: string;
    maxVersions: number | null;
    /** The id of the version a rollback restores: kept whatever the limit. */
    restoring?: number;
    /** The version the edit was made from: refused (409) unless it is still the live one. */
    baseVersionId?: number;
    withinSave?: WithinSave;
  },
): Promise<AddedVersion> {
  const { html, sourceBytes } = await prepareHtml(deps, input.html);
  const saved = await deps.db.transaction(async (tx) => {
    // FOR UPDATE reads the row as the last committed save left it (a racing save from the
    // same base waits here, then sees the version the first one made and is refused).
    const [locked] = await tx
      .select({ id: landingPages.id, currentVersionId: landingPages.currentVersionId })
      .from(landingPages)
      .where(and(eq(landingPages.id, input.pageId), eq(landingPages.userId, input.userId)))
      .for('update');
    if (!locked) throw notFound('Landing page not found');
    assertBaseVersion(locked.currentVersionId, input.baseVersionId);
    const existing = await tx
      .select({
        id: pageVersions.id,
        version: pageVersions.version,
        commitMessage: pageVersions.commitMessage,
        bytes: sql<number>`octet_length(${pageVersions.html})`,
      })
      .from(pageVersions)
      .where(eq(pageVersions.landingPageId, input.pageId));
    const latest = existing.reduce((max, v) => Math.max(max, v.version), 0);
    const prunable = versionsToPrune(existing, input.maxVersions, input.restoring);
    // The storage allowance counts the new version, less the old ones this save prunes.
    await assertStorageRoom(
      { db: tx as unknown as Db },
      {
        userId: input.userId,
        adding: utf8Bytes(html),
        freeing: prunable.reduce((sum, v) => sum + Number(v.bytes), 0),
      },
    );
    await input.withinSave?.(tx as unknown as Db);
    const pruned = prunable.map(({ id, version, commitMessage }) => ({ id, version, commitMessage }));
    const [version] = await tx
      .insert(pageVersions)
      .values({
        landingPageId: input.pageId,
        version: latest + 1,
        html,
        sourceBytes,
        commitMessage: input.commitMessage.slice(0, 500),
      })
      .returning();
    if (pruned.length > 0) {
      await tx.delete(pageVersions).where(
        and(
          eq(pageVersions.landingPageId, input.pageId),
          inArray(
            pageVersions.id,
            pruned.map((v) => v.id),
          ),
        ),
      );
    }
    const [remaining] = await tx
      .select({ n: count() })
      .from(pageVersions)
      .where(eq(pageVersions.landingPageId, input.pageId));
    await tx
      .update(landingPages)
      .set({
        generatedHtml: html,
        updatedAt: new Date(),
        currentVersionId: version!.id,
        versionCount: remaining?.n ?? 1,
      })
      .where(eq(landingPages.id, input.pageId));
    return { ...version!, pruned };
  });
  announceSaved(deps, { pageId: input.pageId, userId: input.userId, versionId: saved.id });
  return saved;
}
