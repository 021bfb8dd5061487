import { EXPERIMENT_LIMITS } from '@shared/api/experiments';
import { FlaskConical } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ExperimentPage } from './experiment-model';

// The dialog (its form and the publishing rule's helpers) loads on the first click.
const StartExperimentDialog = lazy(() => import('./start-experiment-dialog'));

/** 'Start an experiment' on a variation group's page; an experiment needs two pages to compare. */
export function StartExperimentButton(props: { pages: ExperimentPage[]; className?: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so closing it animates and hands focus back.
  const [mounted, setMounted] = useState(false);
  const enough = props.pages.length >= EXPERIMENT_LIMITS.minPages;
  return (
    <>
      <Button
        className={props.className}
        disabled={!enough}
        title={enough ? undefined : 'An experiment compares at least two pages.'}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <FlaskConical aria-hidden="true" />
        Start an experiment
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <StartExperimentDialog pages={props.pages} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
