import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { landingPages } from '../db/schema/index.ts';
import { notFound } from './errors.ts';
import { parseIdParam } from './path-id.ts';

/**
 * The one ownership rule for pages, used by every feature that acts on a page: the page is
 * looked up through its owner, so another user's id answers 404 exactly like a missing one.
 */
export const PAGE_NOT_FOUND = 'Landing page not found';

export type PageRow = typeof landingPages.$inferSelect;

/** A page id from the path, else 400 'Invalid landing page ID'. */
export const parsePageId = (raw: string | undefined) => parseIdParam(raw, 'Invalid landing page ID');

/** The caller's page, or 404. */
export async function findOwnedPage(db: Db, userId: number, pageId: number): Promise<PageRow> {
  const [page] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .limit(1);
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return page;
}

/**
 * The same check reading only the id: routes about a page's versions or chat need to know the
 * page is the caller's, not its (possibly megabytes of) HTML and images.
 */
export async function assertOwnedPage(db: Db, userId: number, pageId: number): Promise<void> {
  const [row] = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PAGE_NOT_FOUND);
}
