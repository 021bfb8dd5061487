import { and, eq, type SQL } from 'drizzle-orm';
import type { Publication } from '../../../shared/api/publication.ts';
import { eventsUrlFor } from '../../../shared/export/analytics-beacon.ts';
import { exportPage } from '../../../shared/export/export-page.ts';
import { landingPages, pagePublications, pageVersions } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { PAGE_NOT_FOUND } from '../../lib/page-ownership.ts';
import { experimentHolds, lockSlug, slugTaken } from '../../lib/public-slugs.ts';
import { ensureLeadSettings, leadWiringFor } from '../leads/index.ts';
import type { PublishingDeps } from './deps.ts';
import { buildHostedArtifact } from './hosted-artifact.ts';

/** A page of one user, as the routes name it, and the origin the request came in on. */
export interface PageRequest {
  userId: number;
  pageId: number;
  origin: string;
}

const NOT_PUBLISHED = 'This page is not published';

/** `{origin}/p/{slug}`, on PUBLIC_HOST when it is set (the request's scheme is kept). */
export function publicUrl(deps: PublishingDeps, origin: string, slug: string): string {
  const host = deps.config.PUBLIC_HOST;
  const base = host ? `${new URL(origin).protocol}//${host}` : origin;
  return `${base}/p/${slug}`;
}

type PublicationRow = Pick<typeof pagePublications.$inferSelect, 'slug' | 'versionId' | 'publishedAt'>;

function toPublication(deps: PublishingDeps, origin: string, row: PublicationRow): Publication {
  return {
    slug: row.slug,
    url: publicUrl(deps, origin, row.slug),
    versionId: row.versionId,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/**
 * Publishes the page's live version at `/p/{slug}`, or moves its publication to the live
 * version (and to a new slug, when it is another). The artifact is built here, once
 * (buildPageArtifact). Another user's page is a 404; a slug another page or a live experiment
 * holds is a 409.
 */
export async function publishPage(
  deps: PublishingDeps,
  input: PageRequest & { slug: string },
): Promise<Publication> {
  const { db } = deps;
  const [page] = await db
    .select({ html: landingPages.generatedHtml, versionId: landingPages.currentVersionId })
    .from(landingPages)
    .where(and(eq(landingPages.id, input.pageId), eq(landingPages.userId, input.userId)))
    .limit(1);
  if (!page) throw notFound(PAGE_NOT_FOUND);
  if (page.versionId === null) throw conflict('The page has no saved version to publish yet');
  const built = await buildPageArtifact(deps, { ...input, html: page.html });
  const values = { slug: input.slug, versionId: page.versionId, ...built, publishedAt: new Date() };
  try {
    const row = await db.transaction(async (tx) => {
      // The slug's one namespace with experiments (lib/public-slugs.ts).
      await lockSlug(tx, input.slug);
      if (await experimentHolds(tx, input.slug)) throw conflict(slugTaken(input.slug));
      const [saved] = await tx
        .insert(pagePublications)
        .values({ pageId: input.pageId, userId: input.userId, ...values })
        .onConflictDoUpdate({ target: pagePublications.pageId, set: values })
        .returning({
          slug: pagePublications.slug,
          versionId: pagePublications.versionId,
          publishedAt: pagePublications.publishedAt,
        });
      return saved!;
    });
    forgetHostedPages();
    return toPublication(deps, input.origin, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(slugTaken(input.slug));
    throw error;
  }
}

/**
 * The artifact `/p/{slug}` serves for a page: the export's lead wiring (the page's capture key
 * and thank-you settings), the beacon, a canonical link to `/p/{slug}`, a favicon, and its
 * compressed bytes. An experiment's variant names the experiment (`?x=`) in its beacon's and
 * its forms' addresses, so its visitors and leads count for that experiment.
 */
export async function buildPageArtifact(
  deps: PublishingDeps,
  input: PageRequest & { slug: string; html: string; experimentId?: number },
) {
  const settings = await ensureLeadSettings(deps, input);
  const experiment = input.experimentId === undefined ? '' : `?x=${input.experimentId}`;
  const leads = leadWiringFor(settings, input.origin);
  const wired = exportPage(input.html, {
    format: 'page',
    leads: { ...leads, captureUrl: `${leads.captureUrl}${experiment}` },
    analytics: {
      eventsUrl: `${eventsUrlFor(input.origin, settings.formKey)}${experiment}`,
      channel: 'hosted',
    },
  });
  return buildHostedArtifact(wired.html, publicUrl(deps, input.origin, input.slug));
}

/** The page's publication, or 404 (another user's page, or one not published). */
export async function getPublication(deps: PublishingDeps, input: PageRequest): Promise<Publication> {
  const [row] = await deps.db
    .select({
      slug: pagePublications.slug,
      versionId: pagePublications.versionId,
      publishedAt: pagePublications.publishedAt,
    })
    .from(pagePublications)
    .where(and(eq(pagePublications.pageId, input.pageId), eq(pagePublications.userId, input.userId)))
    .limit(1);
  if (!row) throw notFound(NOT_PUBLISHED);
  return toPublication(deps, input.origin, row);
}

/** Takes the page offline: `/p/{slug}` answers 404 and the slug is free again. */
export async function unpublishPage(deps: PublishingDeps, input: Omit<PageRequest, 'origin'>): Promise<void> {
  const gone = await deps.db
    .delete(pagePublications)
    .where(and(eq(pagePublications.pageId, input.pageId), eq(pagePublications.userId, input.userId)))
    .returning({ slug: pagePublications.slug });
  if (gone.length === 0) throw notFound(NOT_PUBLISHED);
  forgetHostedPages();
}

/**
 * Rebuilds a published page's artifact from the version it shows, after its lead settings
 * change: a rotated capture key or a new thank-you must reach the hosted page's forms, or its
 * leads would post to a key that no longer exists. Nothing to do for an unpublished page.
 */
export async function rewirePublication(deps: PublishingDeps, input: PageRequest): Promise<void> {
  // The version it was published from, not the page's live HTML, which may have moved on since;
  // the live HTML only if that version has been pruned.
  const [row] = await deps.db
    .select({ slug: pagePublications.slug, published: pageVersions.html, live: landingPages.generatedHtml })
    .from(pagePublications)
    .innerJoin(landingPages, eq(landingPages.id, pagePublications.pageId))
    .leftJoin(pageVersions, eq(pageVersions.id, pagePublications.versionId))
    .where(and(eq(pagePublications.pageId, input.pageId), eq(pagePublications.userId, input.userId)))
    .limit(1);
  if (!row) return;
  const built = await buildPageArtifact(deps, { ...input, slug: row.slug, html: row.published ?? row.live });
  await deps.db.update(pagePublications).set(built).where(eq(pagePublications.pageId, input.pageId));
  forgetHostedPages();
}

// ── Serving ─────────────────────────────────────────────────────────────────────────────────

export interface HostedPage {
  html: string;
  htmlBr: Buffer;
  htmlGzip: Buffer;
  digest: string;
}

/**
 * Recently served pages, by slug, for a few seconds: a burst of visitors costs one row read.
 * Short-lived on purpose: another instance may publish or unpublish, and this one learns of it
 * within HOSTED_CACHE_MS (its own changes clear the cache at once). Misses are cached too, so a
 * flood of requests for a slug that does not exist does not reach the database each time.
 */
const HOSTED_CACHE_MS = 5_000;
const HOSTED_CACHE_ENTRIES = 500;
const hosted = new Map<string, { page: HostedPage | null; until: number }>();

function forgetHostedPages() {
  hosted.clear();
}

/** The published page at `key` in the cache, read by `where` on a miss (misses cached too). */
async function cachedHostedPage(deps: PublishingDeps, key: string, where: SQL): Promise<HostedPage | null> {
  const now = Date.now();
  const cached = hosted.get(key);
  if (cached && cached.until > now) return cached.page;
  const [row] = await deps.db
    .select({
      html: pagePublications.html,
      htmlBr: pagePublications.htmlBr,
      htmlGzip: pagePublications.htmlGzip,
      digest: pagePublications.digest,
    })
    .from(pagePublications)
    .where(where)
    .limit(1);
  const page = row ?? null;
  if (hosted.size >= HOSTED_CACHE_ENTRIES) hosted.delete(hosted.keys().next().value!);
  hosted.set(key, { page, until: now + HOSTED_CACHE_MS });
  return page;
}

export const readHostedPage = (deps: PublishingDeps, slug: string) =>
  cachedHostedPage(deps, slug, eq(pagePublications.slug, slug));

/**
 * The published page of `pageId` (a verified custom domain's page), or null when it is not
 * published. Cached beside the slugs, under a key no slug can take, so publishing, moving and
 * unpublishing clear it too.
 */
export const readHostedPageOf = (deps: PublishingDeps, input: { pageId: number }) =>
  cachedHostedPage(deps, `#${input.pageId}`, eq(pagePublications.pageId, input.pageId));
