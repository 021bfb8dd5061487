import type { PrunedVersion } from '@shared/api/pages';

/** How many versions a plan keeps, and the plan's name, for the sentences below. */
export interface VersionCap {
  maxVersions: number | null;
  planName: string;
}

const named = (version: Pick<PrunedVersion, 'version' | 'commitMessage'>) =>
  `${version.version} “${version.commitMessage}”`;

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The sentence that says which versions a save removes, e.g. 'Version 1 “Initial generation”
 * will be removed: your Free plan keeps 5 versions.' ('was removed' once done). Empty when
 * nothing is removed.
 */
export function prunedSentence(
  pruned: readonly Pick<PrunedVersion, 'version' | 'commitMessage'>[],
  cap: VersionCap | null,
  when: 'will' | 'was',
): string {
  if (pruned.length === 0) return '';
  const versions = `${pruned.length === 1 ? 'Version' : 'Versions'} ${list(pruned.map(named))}`;
  const verb = when === 'will' ? 'will be removed' : pruned.length === 1 ? 'was removed' : 'were removed';
  const keeps =
    cap && cap.maxVersions !== null
      ? `: your ${cap.planName} plan keeps ${cap.maxVersions} ${cap.maxVersions === 1 ? 'version' : 'versions'}`
      : '';
  return `${versions} ${verb}${keeps}.`;
}
