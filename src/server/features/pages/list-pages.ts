import type { Db } from '../../db/client.ts';
import type { PagesDeps } from './deps.ts';
import { cachedList, rememberList } from './list-cache.ts';
import { type SummaryFragment, selectSummaryFragments, selectSummaryStamps } from './page-query.ts';

/** Past this many changed rows, one read of every row is cheaper than picking them out. */
const MAX_PICKED_ROWS = 100;

/**
 * The dashboard list: every page of the user, newest first, as `LandingPageSummary[]` JSON,
 * without HTML or image data (Copy and Download fetch the one page they need). The database
 * writes the JSON. An unchanged list (same `pages_rev`) is answered from memory; after a
 * change, one cheap read of the rows' change stamps finds what moved, and only those rows'
 * JSON is read again: a copy, rename or new page costs two small queries, not 1,000 rows.
 */
export async function listPagesJson(
  deps: PagesDeps,
  input: { userId: number; pagesRev: number },
): Promise<string> {
  const { userId, pagesRev } = input;
  const cached = cachedList(userId);
  if (cached?.rev === pagesRev) return cached.json;

  const rows = cached
    ? await refreshRows(deps.db, userId, cached.rows)
    : await selectSummaryFragments(deps.db, userId);
  const json = `[${[...rows.values()].map((row) => row.json).join(',')}]`;
  rememberList(userId, pagesRev, json, rows);
  return json;
}

/** The rows in list order: unchanged ones from the cache, the rest read again. */
async function refreshRows(
  db: Db,
  userId: number,
  known: Map<number, SummaryFragment>,
): Promise<Map<number, SummaryFragment>> {
  const stamps = await selectSummaryStamps(db, userId);
  const ids = stamps.map((stamp) => Number(stamp.slice(0, stamp.indexOf(':'))));
  const changed = ids.filter((id, index) => known.get(id)?.stamp !== stamps[index]);
  const changedSet = new Set(changed);
  if (changed.length > MAX_PICKED_ROWS) return selectSummaryFragments(db, userId);
  const fresh = changed.length > 0 ? await selectSummaryFragments(db, userId, changed) : new Map();
  const rows = new Map<number, SummaryFragment>();
  for (const id of ids) {
    // A row deleted between the two reads is simply left out.
    const row = fresh.get(id) ?? (changedSet.has(id) ? undefined : known.get(id));
    if (row) rows.set(id, row);
  }
  return rows;
}

/** A validator for the list: clients holding the current one get 304 Not Modified. */
export const listEtag = (userId: number, pagesRev: number) => `W/"pages-${userId}-${pagesRev}"`;
