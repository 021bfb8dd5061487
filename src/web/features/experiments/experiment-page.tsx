import { type Experiment, experimentVerdict } from '@shared/api/experiments';
import { toId } from '@shared/ids';
import {
  AlertTriangle,
  ArrowLeft,
  CalendarDays,
  FlaskConical,
  RefreshCw,
  Square,
  Trash2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { BusyIcon } from '@/components/busy-icon';
import { ButtonLink } from '@/components/button-link';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorText } from '@/lib/api';
import { formatDate, formatTime, plural } from '@/lib/format';
import { cn } from '@/lib/utils';
import { experimentState, isLive, rulesText } from './experiment-model';
import { ExperimentAddress, StateBadge } from './experiment-parts';
import { ExperimentTrend } from './experiment-trend';
import { useDeleteExperiment, useEndExperiment, useExperiment } from './experiments-api';
import { VariantList } from './variant-list';

/** /experiments/{id}: one experiment's results (docs/product.md, 'Experiments'). */
export function ExperimentPage() {
  const params = useParams<{ id: string }>();
  const id = toId(params.id);
  if (id === null) return <NotFound />;
  return <ExperimentResults id={id} />;
}

function ExperimentResults({ id }: { id: number }) {
  const query = useExperiment(id);
  if (query.isPending)
    return (
      <Frame>
        <div className="mt-4 grid gap-4" aria-busy="true">
          <span className="sr-only">Loading the experiment…</span>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </Frame>
    );
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isError)
    return (
      <Frame>
        <div
          role="alert"
          className="mt-6 rounded-xl border border-destructive/30 bg-destructive/5 p-8 text-center"
        >
          <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-destructive" />
          <h1 className="mt-3 font-semibold">Could not load the experiment</h1>
          <p className="mt-1 text-sm text-muted-foreground">{errorText(query.error, 'Please try again.')}</p>
          <Button variant="outline" className="mt-5" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </Frame>
    );
  return (
    <Results
      experiment={query.data}
      fetching={query.isFetching}
      updatedAt={query.dataUpdatedAt}
      onRefresh={() => void query.refetch()}
    />
  );
}

function Results(props: { experiment: Experiment; fetching: boolean; updatedAt: number; onRefresh(): void }) {
  const { experiment } = props;
  const [, navigate] = useLocation();
  const end = useEndExperiment(experiment.id);
  const remove = useDeleteExperiment(experiment.id);
  const live = isLive(experiment);
  const confirmEnd = useConfirm({
    title: 'End this experiment?',
    description: experiment.url
      ? `${experiment.url} stops splitting visitors between the pages. The results so far stay here to read.`
      : 'The pages stop being compared. The results so far stay here to read.',
    confirmLabel: 'End experiment',
    onConfirm: () => end.mutate(),
  });
  const confirmDelete = useConfirm({
    title: 'Delete this experiment?',
    description: `“${experiment.name}” and its results will be permanently deleted. Its pages are kept. This cannot be undone.`,
    confirmLabel: 'Delete experiment',
    onConfirm: () => remove.mutate(undefined, { onSuccess: () => navigate('/experiments') }),
  });
  const state = experimentState(experiment);
  const verdictTone =
    state === 'winner' || state === 'promoted'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-950'
      : 'border-primary/20 bg-primary/5';

  return (
    <Frame>
      <header className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {experiment.name}
            </h1>
            <StateBadge experiment={experiment} />
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              Started <time dateTime={experiment.startedAt}>{formatDate(experiment.startedAt)}</time>
            </span>
            {experiment.endedAt && (
              <span>
                Ended <time dateTime={experiment.endedAt}>{formatDate(experiment.endedAt)}</time>
              </span>
            )}
            {/* Nothing to say on its first day: the start date says it. */}
            {experiment.daysRun > 0 && <span>{plural(experiment.daysRun, 'day')} run</span>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:shrink-0">
          <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
            {props.updatedAt > 0 && `Updated ${formatTime(props.updatedAt)}`}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={props.onRefresh}
            disabled={props.fetching}
            aria-label="Refresh results"
            title="Refresh results"
          >
            <RefreshCw aria-hidden="true" className={cn(props.fetching && 'animate-spin')} />
          </Button>
          {live ? (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={end.isPending}
              aria-busy={end.isPending || undefined}
              onClick={confirmEnd.ask}
            >
              <BusyIcon busy={end.isPending} icon={Square} />
              End experiment
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
              onClick={confirmDelete.ask}
            >
              <BusyIcon busy={remove.isPending} icon={Trash2} />
              Delete experiment
            </Button>
          )}
        </div>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="experiment-verdict-title"
          className={cn('min-w-0 rounded-xl border px-5 py-4 sm:px-6 sm:py-5', verdictTone)}
        >
          <h2
            id="experiment-verdict-title"
            className="text-xs font-medium tracking-wide uppercase opacity-70"
          >
            Results
          </h2>
          <p
            className="mt-1.5 text-lg leading-snug font-semibold text-pretty sm:text-xl"
            aria-live="polite"
            data-testid="experiment-verdict"
          >
            {experimentVerdict(experiment)}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">{rulesText(experiment.rules)}</p>
        </section>

        <Card className="min-w-0 gap-3 px-5 py-4">
          <h2 className="text-sm font-semibold">Address</h2>
          {experiment.url ? (
            <>
              <ExperimentAddress url={experiment.url} />
              <p className="text-xs text-muted-foreground">
                {experiment.status === 'ended'
                  ? 'No longer split between the pages.'
                  : experiment.status === 'promoted'
                    ? 'Every new visitor sees the promoted page.'
                    : 'Each new visitor sees one of the pages and keeps seeing it.'}
              </p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="experiment-address">
              Pasted pages: your own platform splits the traffic, and each page&rsquo;s copy counts its
              visitors and leads.
            </p>
          )}
        </Card>
      </div>

      <Card className="mt-6 min-w-0 gap-0 overflow-hidden py-0">
        <div className="border-b px-4 py-3 sm:px-5">
          <h2 className="flex items-center gap-2 text-base font-semibold" id="variants-title">
            <FlaskConical aria-hidden="true" className="size-4 text-muted-foreground" />
            Variants
          </h2>
        </div>
        <VariantList experiment={experiment} labelledBy="variants-title" />
      </Card>

      <Card className="mt-6 min-w-0 px-4 py-4 sm:px-5 sm:py-5">
        <ExperimentTrend experiment={experiment} />
      </Card>
      {confirmEnd.dialog}
      {confirmDelete.dialog}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ButtonLink
        href="/experiments"
        icon={ArrowLeft}
        variant="ghost"
        size="sm"
        className="-ml-2 text-muted-foreground"
      >
        All experiments
      </ButtonLink>
      {children}
    </div>
  );
}

function NotFound() {
  return (
    <Frame>
      <section className="mt-6 flex flex-col items-center rounded-xl border border-dashed bg-muted/30 px-6 py-16 text-center">
        <FlaskConical aria-hidden="true" className="size-8 text-muted-foreground" />
        <h1 className="mt-3 text-lg font-semibold">Experiment not found</h1>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">
          This experiment does not exist, or you do not have permission to view it.
        </p>
        <ButtonLink href="/experiments" icon={ArrowLeft} variant="outline" className="mt-6">
          All experiments
        </ButtonLink>
      </section>
    </Frame>
  );
}
