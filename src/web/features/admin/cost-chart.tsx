import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type ChartMetric, chartBars, type Day, metricText } from './chart-model';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Cost (or requests) per day over the last 30 days: a plain SVG bar chart, no chart library.
 * The SVG is an image with a summary; the numbers are in a table under 'View as table'.
 */
export function CostChart({ days }: { days: Day[] }) {
  const [metric, setMetric] = useState<ChartMetric>('cost');
  const { bars, max, total } = chartBars(days, metric);
  const id = useId();
  const slot = WIDTH / Math.max(1, bars.length);
  const first = bars[0];
  const middle = bars[Math.floor(bars.length / 2)];
  const last = bars[bars.length - 1];
  const summary =
    `${metric === 'cost' ? 'Cost' : 'Requests'} per day from ${first?.label ?? ''} to ${last?.label ?? ''}: ` +
    `${metricText(metric, total)} in all, busiest day ${metricText(metric, max)}.`;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground tabular-nums">{metricText(metric, total)}</span> in
          the last 30 days
        </p>
        <fieldset className="inline-flex rounded-lg bg-muted p-[3px]">
          <legend className="sr-only">Chart shows</legend>
          {(['cost', 'requests'] as const).map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={metric === value ? 'outline' : 'ghost'}
              className="h-7 border-transparent px-3 shadow-none aria-pressed:bg-background aria-pressed:shadow-sm"
              aria-pressed={metric === value}
              onClick={() => setMetric(value)}
            >
              {value === 'cost' ? 'Cost' : 'Requests'}
            </Button>
          ))}
        </fieldset>
      </div>

      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div className="flex flex-col justify-between py-0.5 text-right text-[11px] text-muted-foreground tabular-nums">
          <span>{metricText(metric, max).replace(/ requests?$/, '')}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full"
          role="img"
          aria-labelledby={`${id}-summary`}
          data-testid="cost-chart"
        >
          <title id={`${id}-summary`}>{summary}</title>
          {[0, 0.5, 1].map((line) => (
            <line
              key={line}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT - line * HEIGHT + (line === 0 ? -0.5 : line === 1 ? 0.5 : 0)}
              y2={HEIGHT - line * HEIGHT + (line === 0 ? -0.5 : line === 1 ? 0.5 : 0)}
              className="stroke-border"
              strokeDasharray={line === 0 ? undefined : '4 4'}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {bars.map((bar, i) => {
            const height = bar.ratio * (HEIGHT - 4);
            return (
              <g key={bar.date}>
                <title>{bar.text}</title>
                {/* A full-height hit area, so the tooltip is there for empty days too. */}
                <rect
                  x={i * slot}
                  y={0}
                  width={slot}
                  height={HEIGHT}
                  className="fill-transparent hover:fill-muted/60"
                />
                <rect
                  x={i * slot + slot * 0.15}
                  y={HEIGHT - height}
                  width={slot * 0.7}
                  height={height}
                  rx={2}
                  className="pointer-events-none fill-primary"
                  data-value={bar.value}
                />
              </g>
            );
          })}
        </svg>
        <span />
        <div className="mt-1 flex justify-between text-[11px] text-muted-foreground">
          <span>{first?.label}</span>
          <span>{middle?.label}</span>
          <span>{last?.label}</span>
        </div>
      </div>

      <details className="group text-sm">
        <summary className="w-fit cursor-pointer rounded-sm text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
          View as table
        </summary>
        <div className="mt-2 rounded-md border">
          <table className="w-full text-xs">
            <caption className="sr-only">Cost and requests per day, last 30 days</caption>
            <thead className="bg-muted">
              <tr>
                <th className="px-3 py-1.5 text-left font-medium">Day</th>
                <th className="px-3 py-1.5 text-right font-medium">Cost</th>
                <th className="px-3 py-1.5 text-right font-medium">Requests</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day.date} className="border-t">
                  <td className="px-3 py-1">{bars[i]?.label}</td>
                  <td className="px-3 py-1 text-right tabular-nums">{metricText('cost', day.cost)}</td>
                  <td className="px-3 py-1 text-right tabular-nums">{day.requests}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
