import type { PrunedVersion } from '@shared/api/pages';
import { Link } from 'wouter';
import { prunedSentence, type VersionCap } from './prune-notice';

/** The confirm's warning that a save will remove versions, with the way to keep more. */
export function PruneWarning(props: {
  pruned: readonly Pick<PrunedVersion, 'version' | 'commitMessage'>[];
  cap: VersionCap | null;
  testId: string;
}) {
  return (
    <p
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid={props.testId}
    >
      {prunedSentence(props.pruned, props.cap, 'will')}{' '}
      <Link href="/upgrade" className="font-medium underline underline-offset-2">
        Upgrade to keep more
      </Link>
    </p>
  );
}
