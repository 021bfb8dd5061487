import { type Experiment, variantLetter } from '@shared/api/experiments';
import { lazy, useId, useState } from 'react';
import { ChartSlot, ChartTable } from '@/components/charts/chart-slot';
import { Button } from '@/components/ui/button';
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
          <ChartSlot heightClassName="h-[248px]">
            <ExperimentChart experiment={experiment} metric={metric} />
          </ChartSlot>
          <ChartTable>
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
          </ChartTable>
        </>
      )}
    </section>
  );
}
