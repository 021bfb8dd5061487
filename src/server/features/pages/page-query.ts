import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { landingPages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * The columns of a dashboard row. Page HTML and reference images are deliberately absent:
 * the list of 1,000 pages must stay small and fast. The version figures and the image count
 * are kept on the page row by the version writer (save-version.ts), and `octet_length`
 * reads the stored size without decompressing the HTML: one index scan, no subqueries.
 */
export const summaryColumns = {
  id: landingPages.id,
  title: landingPages.title,
  prompt: landingPages.prompt,
  referenceUrls: landingPages.referenceUrls,
  referenceImageCount: landingPages.referenceImageCount,
  createdAt: landingPages.createdAt,
  updatedAt: landingPages.updatedAt,
  copyCount: landingPages.copyCount,
  folderId: landingPages.folderId,
  variationGroup: landingPages.variationGroup,
  currentVersionId: landingPages.currentVersionId,
  versionCount: landingPages.versionCount,
  htmlBytes: sql<number>`octet_length(${landingPages.generatedHtml})`.mapWith(Number),
};

/** The user's pages matching `where`, newest first (id breaks ties within one instant). */
export function selectSummaries(db: Db, userId: number, where?: SQL) {
  return db
    .select(summaryColumns)
    .from(landingPages)
    .where(and(eq(landingPages.userId, userId), where))
    .orderBy(desc(landingPages.createdAt), desc(landingPages.id));
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** One full page (summary figures plus HTML and images), looked up through its owner. */
export async function selectFullPage(db: Db, userId: number, pageId: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      generatedHtml: landingPages.generatedHtml,
      referenceImages: landingPages.referenceImages,
    })
    .from(landingPages)
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Landing page not found');
  return row;
}

export type FullPageRow = Awaited<ReturnType<typeof selectFullPage>>;

/**
 * Ownership check that reads only the id: routes about a page's versions or chat need to
 * know the page is the caller's, not its (possibly megabytes of) HTML and images.
 */
export async function assertOwnedPage(db: Db, userId: number, pageId: number): Promise<void> {
  const [row] = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Landing page not found');
}

const iso = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The dashboard list as JSON text built by the database: exactly the fields of
 * `LandingPageSummary` (see toSummaryDto), newest first. With 1,000 pages, parsing rows into
 * objects and serialising them again cost more than the query; this way Node only forwards
 * one string.
 */
export async function selectSummariesJson(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${landingPages.id},
        'title', ${landingPages.title},
        'prompt', ${landingPages.prompt},
        'referenceUrls', ${landingPages.referenceUrls},
        'referenceImageCount', ${landingPages.referenceImageCount},
        'createdAt', ${iso(landingPages.createdAt)},
        'updatedAt', ${iso(landingPages.updatedAt)},
        'copyCount', ${landingPages.copyCount},
        'folderId', ${landingPages.folderId},
        'variationGroup', ${landingPages.variationGroup},
        'currentVersionId', ${landingPages.currentVersionId},
        'versionCount', ${landingPages.versionCount},
        'htmlBytes', octet_length(${landingPages.generatedHtml})
      ) order by ${landingPages.createdAt} desc, ${landingPages.id} desc), '[]'::json)::text`,
    })
    .from(landingPages)
    .where(eq(landingPages.userId, userId));
  return row?.json ?? '[]';
}
