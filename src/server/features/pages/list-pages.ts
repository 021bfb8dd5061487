import type { Db } from '../../db/client.ts';
import { cachedList, rememberList } from './list-cache.ts';
import { selectSummariesJson } from './page-query.ts';

/**
 * The dashboard list: every page of the user, newest first, as `LandingPageSummary[]` JSON,
 * without HTML or image data (Copy and Download fetch the one page they need). One query
 * over the landing_pages (user_id, created_at) index; the database writes the JSON, and an
 * unchanged list (same `pages_rev`) is answered from memory.
 */
export async function listPagesJson(options: { db: Db; userId: number; pagesRev: number }): Promise<string> {
  const cached = cachedList(options.userId, options.pagesRev);
  if (cached !== undefined) return cached;
  const json = await selectSummariesJson(options.db, options.userId);
  rememberList(options.userId, options.pagesRev, json);
  return json;
}

/** A validator for the list: clients holding the current one get 304 Not Modified. */
export const listEtag = (userId: number, pagesRev: number) => `W/"pages-${userId}-${pagesRev}"`;
