import type { SummaryFragment } from './page-query.ts';

/**
 * The last list per user: its JSON, keyed by the user's `pages_rev` (bumped by a database
 * trigger on any change to their pages), and the JSON of each row with its change stamp.
 * A matching revision answers from memory; after a change only the rows whose stamp moved
 * are read again (see list-pages.ts). Never stale on any instance: the revision and the
 * stamps both come from the database. Bounded by total size, least recently used first out.
 */
const MAX_BYTES = 64 * 1024 * 1024;

export interface CachedList {
  rev: number;
  json: string;
  rows: Map<number, SummaryFragment>;
  bytes: number;
}

const entries = new Map<number, CachedList>();
let bytes = 0;

/** The user's cached list, whatever its revision (the caller checks `rev`). */
export function cachedList(userId: number): CachedList | undefined {
  const entry = entries.get(userId);
  if (!entry) return undefined;
  // Re-insert: Map order doubles as least-recently-used order.
  entries.delete(userId);
  entries.set(userId, entry);
  return entry;
}

export function rememberList(
  userId: number,
  rev: number,
  json: string,
  rows: Map<number, SummaryFragment>,
): void {
  const previous = entries.get(userId);
  if (previous) {
    bytes -= previous.bytes;
    entries.delete(userId);
  }
  // The JSON and its rows: about twice the list's size.
  const size = json.length * 2;
  if (size > MAX_BYTES / 4) return;
  entries.set(userId, { rev, json, rows, bytes: size });
  bytes += size;
  for (const [key, entry] of entries) {
    if (bytes <= MAX_BYTES) break;
    entries.delete(key);
    bytes -= entry.bytes;
  }
}
