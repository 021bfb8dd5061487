import { type Experiment, variantLetter } from '@shared/api/experiments';
import { Component, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { CHART_METRICS, type ChartMetric, dayLabel } from './experiment-model';

// uPlot and its stylesheet load only when a chart is drawn, as on the detail page.
const ExperimentChart = lazy(() => import('./experiment-chart'));

/**
 * 'Over time': each variant's visitors per day or its conversion rate so far, as a chart and,
 * for everyone, as a table ('View as table': per day, each variant's visitors and leads).
 */
export function ExperimentTrend({ experiment }: { experiment: Experiment }) {
  const id = useId();
  const [metric, setMetric] = useState<ChartMetric>('visitors');
  const { daily, variants } = experiment;
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3" data-testid="experiment-trend">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-base font-semibold">
          Over time
        </h2>
        <fieldset className="inline-flex rounded-lg bg-muted p-[3px]">
          <legend className="sr-only">Chart shows</legend>
          {CHART_METRICS.map((choice) => (
            <Button
              key={choice.value}
              type="button"
              size="sm"
              variant={metric === choice.value ? 'outline' : 'ghost'}
              className="h-7 border-transparent px-2.5 shadow-none aria-pressed:bg-background aria-pressed:shadow-sm"
              aria-pressed={metric === choice.value}
              onClick={() => setMetric(choice.value)}
            >
              {choice.label}
            </Button>
          ))}
        </fieldset>
      </div>
      {daily.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          The chart starts with the test&rsquo;s first day.
        </p>
      ) : (
        <>
          <ChartBoundary>
            <Suspense fallback={<Skeleton className="h-[248px]" />}>
              <ExperimentChart experiment={experiment} metric={metric} />
            </Suspense>
          </ChartBoundary>
          <details className="text-sm">
            <summary className="w-fit cursor-pointer rounded-sm text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
              View as table
            </summary>
            <div className="mt-2 min-w-0">
              {/* Short column heads, so five variants fit a phone: the caption says what a cell holds. */}
              <table className="w-full text-xs" data-testid="experiment-daily-table">
                <caption className="caption-top pb-1 text-left text-muted-foreground">
                  Visitors / leads of each variant per day (UTC)
                </caption>
                <thead>
                  <tr className="border-b text-muted-foreground">
                    <th scope="col" className="py-1.5 pr-2 text-left font-medium">
                      Day
                    </th>
                    {variants.map((_, index) => (
                      <th
                        key={variantLetter(index)}
                        scope="col"
                        className="py-1.5 pl-3 text-right font-medium"
                      >
                        {variantLetter(index)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {daily.map((day) => (
                    <tr key={day.date} className="border-b last:border-0">
                      <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap">
                        <time dateTime={day.date}>{dayLabel(day.date)}</time>
                      </th>
                      {variants.map((_, index) => (
                        <td
                          key={variantLetter(index)}
                          className="py-1 pl-3 text-right whitespace-nowrap tabular-nums"
                        >
                          {formatCount(day.visitors[index] ?? 0)} / {formatCount(day.leads[index] ?? 0)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}

/** A chart that cannot load (a lost chunk after a deploy) says so; the table still has the numbers. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          The chart could not load. The numbers are in the table below.
        </p>
      );
    return this.props.children;
  }
}
