import { AlertTriangle, FlaskConical, Layers } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useStatsSummary } from '@/features/analytics';
import { liveExperimentsWith, StartExperimentButton, useExperiments } from '@/features/experiments';
import { useLeadCounts } from '@/features/leads';
import { errorText } from '@/lib/api';
import { BackToDashboard, BackToDashboardButton } from '../library/back-to-dashboard';
import { PromptDisclosure } from '../library/card-parts';
import { usePages } from '../library/library-api';
import { VariationCard } from './variation-card';

function decodeParam(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** /variations/{groupId} 'Landing Page Variations': every page of one variation group. */
export function VariationsPage() {
  const params = useParams<{ groupId: string }>();
  const groupId = decodeParam(params.groupId);
  const query = usePages();
  const pages = useMemo(
    () => (query.data ?? []).filter((page) => page.variationGroup === groupId),
    [query.data, groupId],
  );
  const first = pages[0];
  const leadCounts = useLeadCounts().data?.counts;
  const stats = useStatsSummary().data?.pages;
  // The group's running and promoted experiments; read here also so that a delete's
  // confirmation, which names them, has them at once.
  const experiments = useExperiments();
  const running = liveExperimentsWith(
    experiments.data,
    pages.map((page) => page.id),
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <BackToDashboard />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Landing Page Variations</h1>
          {first && (
            <p className="mt-1 text-sm text-muted-foreground">
              {pages.length === 1 ? '1 variation' : `${pages.length} variations`} generated from one prompt.
              Compare them, keep the best and refine it.
            </p>
          )}
        </div>
        {pages.length > 0 && (
          <StartExperimentButton
            pages={pages.map((page) => ({ id: page.id, title: page.title }))}
            className="self-start sm:shrink-0"
          />
        )}
      </div>
      {first && <PromptDisclosure prompt={first.prompt} className="mt-3" />}
      {running.length > 0 && (
        <ul className="mt-4 grid gap-2" aria-label="Experiments on these pages">
          {running.map((experiment) => (
            <li
              key={experiment.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-primary/20 bg-primary/5 px-4 py-2.5 text-sm"
              data-testid="group-experiment"
            >
              <FlaskConical aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 break-words">
                {experiment.status === 'promoted' ? 'Promoted after the experiment' : 'In the experiment'}{' '}
                <span className="font-medium">“{experiment.name}”</span>
              </span>
              <Link
                href={`/experiments/${experiment.id}`}
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                View results<span className="sr-only"> of “{experiment.name}”</span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {query.isLoading ? (
        <div className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-80 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="mt-8 rounded-xl border border-destructive/30 bg-destructive/5 p-8 text-center"
        >
          <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-destructive" />
          <h2 className="mt-3 font-semibold">Could not load the variations</h2>
          <p className="mt-1 text-sm text-muted-foreground">{errorText(query.error, 'Please try again.')}</p>
          <Button variant="outline" className="mt-5" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : pages.length === 0 ? (
        <section
          aria-labelledby="no-variations"
          className="mt-8 flex flex-col items-center rounded-xl border border-dashed bg-muted/30 px-6 py-16 text-center"
        >
          <div className="flex size-14 items-center justify-center rounded-full bg-primary/10">
            <Layers aria-hidden="true" className="size-7 text-primary" />
          </div>
          <h2 id="no-variations" className="mt-4 text-lg font-semibold">
            No Variations Found
          </h2>
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">
            This variation group has no pages: they may have been deleted or ungrouped.
          </p>
          <BackToDashboardButton className="mt-6" />
        </section>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((page, index) => (
            <li key={page.id} className="flex">
              <VariationCard
                page={page}
                index={index}
                leadCount={leadCounts?.[String(page.id)]}
                stats={stats?.[String(page.id)]}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
