import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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

const iso = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One row's summary as JSON text, exactly the fields of `LandingPageSummary` (see toSummaryDto). */
const summaryJson = sql`json_build_object(
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
)::text`;

/**
 * A row's change stamp: PostgreSQL gives every written row version a new `xmin` (the writing
 * transaction), so "same id, same xmin" means "unchanged since last read", on any instance.
 */
const rowStamp = sql`${landingPages.id}::text || ':' || xmin::text`;
const newestFirst = sql`${landingPages.createdAt} desc, ${landingPages.id} desc`;

/** The user's pages, newest first, as "id:xmin" stamps joined by commas (one small text). */
export async function selectSummaryStamps(db: Db, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ stamps: sql<string | null>`string_agg(${rowStamp}, ',' order by ${newestFirst})` })
    .from(landingPages)
    .where(eq(landingPages.userId, userId));
  return row?.stamps ? row.stamps.split(',') : [];
}

export interface SummaryFragment {
  stamp: string;
  json: string;
}

/**
 * Summaries as JSON text built by the database, with their stamps, newest first (the Map keeps
 * that order): all the user's pages, or only `ids`. One text value ("stamp TAB json" lines): with 1,000 pages, parsing rows into
 * objects and serialising them again cost more than the query. JSON text never holds a raw
 * tab or newline, so the split is exact.
 */
export async function selectSummaryFragments(
  db: Db,
  userId: number,
  ids?: number[],
): Promise<Map<number, SummaryFragment>> {
  const [row] = await db
    .select({
      text: sql<
        string | null
      >`string_agg(${rowStamp} || E'\t' || ${summaryJson}, E'\n' order by ${newestFirst})`,
    })
    .from(landingPages)
    .where(and(eq(landingPages.userId, userId), ids ? inArray(landingPages.id, ids) : undefined));
  const fragments = new Map<number, SummaryFragment>();
  for (const line of row?.text ? row.text.split('\n') : []) {
    const tab = line.indexOf('\t');
    const stamp = line.slice(0, tab);
    fragments.set(Number(stamp.slice(0, stamp.indexOf(':'))), { stamp, json: line.slice(tab + 1) });
  }
  return fragments;
}
