import { AlertTriangle } from 'lucide-react';
import { deletionNote, liveExperimentsWith } from './experiment-model';
import { useExperiments } from './experiments-api';

/**
 * Under a page deletion's confirmation: when the page (or, for a group, one of its pages) is in
 * a running or promoted experiment, that deleting it ends the experiment and its results stay
 * readable. Mounted only while the confirmation asks, so the list is read then, not for every
 * card of a dashboard; nothing shows while it loads or when it cannot be read (the server ends
 * the experiment all the same).
 */
export function ExperimentDeletionNote(props: { pageIds: number[]; pages?: 'one' | 'many' }) {
  const experiments = useExperiments();
  const note = deletionNote(liveExperimentsWith(experiments.data, props.pageIds), props.pages);
  return (
    <div aria-live="polite">
      {note && (
        <p
          className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-left text-sm text-amber-950"
          data-testid="experiment-deletion-note"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>{note}</span>
        </p>
      )}
    </div>
  );
}
