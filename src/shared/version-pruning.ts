/**
 * Which versions of a page a save removes (README 'Limits'): the one rule the server prunes by and
 * the edit page warns with. A plan keeps `maxVersions` versions of each page (null = all).
 * Saving adds one, the new live version, which is always kept; a rollback also keeps the
 * version it restores; the rest of the room goes to the newest others, and whatever is left
 * over (the oldest) is removed.
 */

export interface PrunableVersion {
  id: number;
  version: number;
}

/**
 * The versions among `existing` (the page's versions before the save) that go when one more is
 * saved, oldest first. `restoring` is the id of a version a rollback restores: never removed.
 */
export function versionsToPrune<T extends PrunableVersion>(
  existing: readonly T[],
  maxVersions: number | null,
  restoring?: number | null,
): T[] {
  if (maxVersions === null) return [];
  // The new version takes one place; a plan never keeps fewer than that one.
  let room = Math.max(1, maxVersions) - 1;
  const kept = new Set<number>();
  if (restoring != null && existing.some((v) => v.id === restoring)) {
    kept.add(restoring);
    room -= 1;
  }
  const newestFirst = [...existing].sort((a, b) => b.version - a.version);
  for (const version of newestFirst) {
    if (room <= 0) break;
    if (kept.has(version.id)) continue;
    kept.add(version.id);
    room -= 1;
  }
  return newestFirst.filter((v) => !kept.has(v.id)).reverse();
}
