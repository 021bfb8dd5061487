/**
 * The last list JSON per user, keyed by the user's `pages_rev` (bumped by a database trigger
 * on any change to their pages), so a cached list can never be stale on any instance: a
 * change anywhere moves the revision and the next read misses. Bounded by total size.
 */
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  rev: number;
  json: string;
}

const entries = new Map<number, Entry>();
let bytes = 0;

export function cachedList(userId: number, rev: number): string | undefined {
  const entry = entries.get(userId);
  if (!entry || entry.rev !== rev) return undefined;
  // Re-insert: Map order doubles as least-recently-used order.
  entries.delete(userId);
  entries.set(userId, entry);
  return entry.json;
}

export function rememberList(userId: number, rev: number, json: string): void {
  const previous = entries.get(userId);
  if (previous) {
    bytes -= previous.json.length;
    entries.delete(userId);
  }
  if (json.length > MAX_BYTES / 4) return;
  entries.set(userId, { rev, json });
  bytes += json.length;
  for (const [key, entry] of entries) {
    if (bytes <= MAX_BYTES) break;
    entries.delete(key);
    bytes -= entry.json.length;
  }
}
