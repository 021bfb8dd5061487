import { type ExperimentSummary, variantLetter } from '@shared/api/experiments';
import { AlertCircle, FlaskConical, Layers, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ButtonLink } from '@/components/button-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { variantsText } from './experiment-model';
import { ExperimentAddress, StateBadge } from './experiment-parts';
import { useExperiments } from './experiments-api';

/**
 * Phones: one card per experiment, its figures labelled; tablets: the figures side by side
 * under the name. From lg on the same list reads as a table: the labels give way to one row of
 * column heads, and the figures line up under them.
 */
const COLUMNS =
  'lg:grid lg:grid-cols-[minmax(0,2.4fr)_8.5rem_6rem_minmax(0,2fr)_6.5rem] lg:items-center lg:gap-4';

/** /experiments: the user's experiments, newest first (docs/product.md, 'Experiments'). */
export function ExperimentsPage() {
  const experiments = useExperiments();
  const list = experiments.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Experiments</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Split tests of your variations: one address, each visitor shown one of the pages, and the page that
          gets more leads found for you.
        </p>
      </div>

      <Card className="mt-6 min-w-0 gap-0 overflow-hidden py-0" data-testid="experiments-list">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
          <h2 className="flex items-center gap-2 text-sm font-semibold" aria-live="polite">
            <FlaskConical aria-hidden="true" className="size-4 text-muted-foreground" />
            {list ? `${list.length} ${list.length === 1 ? 'experiment' : 'experiments'}` : 'Your experiments'}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void experiments.refetch()}
            disabled={experiments.isFetching}
            aria-label="Refresh experiments"
            title="Refresh experiments"
          >
            <RefreshCw aria-hidden="true" className={cn(experiments.isFetching && 'animate-spin')} />
          </Button>
        </div>

        {experiments.isPending ? (
          <div className="grid gap-3 p-5" aria-busy="true">
            <span className="sr-only">Loading experiments…</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : experiments.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
            <p className="font-semibold">Could not load your experiments</p>
            <p className="text-sm text-muted-foreground">
              {errorText(experiments.error, 'Please try again.')}
            </p>
            <Button variant="outline" onClick={() => void experiments.refetch()}>
              Try again
            </Button>
          </div>
        ) : list && list.length > 0 ? (
          <ExperimentList experiments={list} />
        ) : (
          <NoExperiments />
        )}
      </Card>
    </div>
  );
}

function ExperimentList({ experiments }: { experiments: ExperimentSummary[] }) {
  return (
    <>
      <div
        aria-hidden="true"
        className={cn(
          'hidden border-b bg-muted/40 px-5 py-2.5 text-xs font-medium tracking-wide text-muted-foreground uppercase',
          COLUMNS,
        )}
      >
        <span>Experiment</span>
        <span>State</span>
        <span>Variants</span>
        <span>Address</span>
        <span>Started</span>
      </div>
      <ul className="divide-y">
        {experiments.map((experiment) => (
          <ExperimentItem key={experiment.id} experiment={experiment} />
        ))}
      </ul>
    </>
  );
}

function ExperimentItem({ experiment }: { experiment: ExperimentSummary }) {
  const pages = experiment.variants
    .map((variant, index) => `${variantLetter(index)}: ${variant.title}`)
    .join(' · ');
  return (
    <li
      className={cn('grid gap-3 px-4 py-4 sm:px-5', COLUMNS)}
      data-testid="experiment-item"
      data-experiment-id={experiment.id}
    >
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="leading-6 font-semibold break-words">
            <Link
              href={`/experiments/${experiment.id}`}
              className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              {experiment.name}
            </Link>
          </h3>
          <p className="mt-0.5 line-clamp-2 text-xs break-words text-muted-foreground" title={pages}>
            {pages}
          </p>
        </div>
        {/* Beside the name on phones and tablets; in its column from lg on. */}
        <StateBadge experiment={experiment} className="lg:hidden" />
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_8rem] sm:gap-4 lg:contents">
        <div className="hidden lg:block">
          <dt className="sr-only">State</dt>
          <dd>
            <StateBadge experiment={experiment} />
          </dd>
        </div>
        <Field label="Variants">
          <span className="tabular-nums">{variantsText(experiment)}</span>
        </Field>
        <Field label="Address">
          <ExperimentAddress url={experiment.url} compact />
        </Field>
        <Field label="Started">
          <time dateTime={experiment.startedAt} className="tabular-nums">
            {formatDate(experiment.startedAt)}
          </time>
          {experiment.endedAt && (
            <span className="block text-xs text-muted-foreground">
              Ended <time dateTime={experiment.endedAt}>{formatDate(experiment.endedAt)}</time>
            </span>
          )}
        </Field>
      </dl>
    </li>
  );
}

/** A labelled figure: beside its label on phones, under it on tablets, under its column head from lg on. */
function Field(props: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2 sm:block">
      <dt className="text-xs text-muted-foreground sm:mb-1 lg:sr-only">{props.label}</dt>
      <dd className="min-w-0 sm:flex sm:min-h-8 sm:flex-col sm:justify-center lg:min-h-0">
        {props.children}
      </dd>
    </div>
  );
}

function NoExperiments() {
  return (
    <section
      aria-labelledby="no-experiments"
      className="flex flex-col items-center px-6 py-14 text-center"
      data-testid="experiments-empty"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10">
        <FlaskConical aria-hidden="true" className="size-7 text-primary" />
      </div>
      <h3 id="no-experiments" className="mt-4 text-lg font-semibold">
        No experiments yet
      </h3>
      <p className="mt-2 max-w-lg text-sm text-muted-foreground">
        An experiment puts two to five variations of a page at one address, shows each visitor one of them and
        tells you which gets more leads. Open a variation group from your dashboard and choose{' '}
        <strong className="font-medium text-foreground">Start an experiment</strong>.
      </p>
      <ButtonLink href="/dashboard" icon={Layers} variant="outline" className="mt-6">
        Go to your pages
      </ButtonLink>
    </section>
  );
}
