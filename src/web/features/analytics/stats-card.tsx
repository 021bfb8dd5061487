import type { PageStats } from '@shared/api/analytics';
import { BarChart3, RefreshCw } from 'lucide-react';
import { lazy, type ReactNode, useId, useState } from 'react';
import { ChartSlot, ChartTable } from '@/components/charts/chart-slot';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { usePageStats } from './stats-api';
import {
  CHANNEL_LABELS,
  conversionText,
  DEFAULT_PERIOD,
  dayLabel,
  isEmptyStats,
  SOURCES_SHOWN,
  STATS_PERIODS,
  type StatsPeriod,
  sourceLabel,
  statsFigures,
} from './stats-model';

// uPlot and its stylesheet load only when a chart is drawn: never with `/` or the dashboard.
const StatsChart = lazy(() => import('./stats-chart'));

const CHART_HEIGHT = 'h-[228px]';

export interface PageStatisticsProps {
  pageId: number;
  className?: string;
  /** The page's own facts (times copied, created, versions...), shown under the figures. */
  children?: ReactNode;
}

/**
 * The detail page's 'Statistics' card (docs/product.md, 'Page statistics'): a period of 7, 30
 * or 90 days; Visitors, Views, Leads and Conversion rate; visitors and leads per day (chart and
 * table); sources and where the page was seen. Sources are whatever a visitor's link said:
 * shown as text only, cut with an ellipsis, whole in their title.
 */
export function PageStatistics(props: PageStatisticsProps) {
  const titleId = useId();
  const [days, setDays] = useState<StatsPeriod>(DEFAULT_PERIOD);
  const stats = usePageStats(props.pageId, days);
  const data = stats.data;

  return (
    <Card
      className={cn('min-w-0 gap-0 overflow-hidden py-0', props.className)}
      aria-labelledby={titleId}
      role="region"
      data-testid="page-statistics"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
            <BarChart3 aria-hidden="true" className="size-4 text-muted-foreground" />
            Statistics
          </h2>
          <p className="mt-0.5 text-xs text-muted-foreground" data-testid="stats-period">
            Last {days} days (UTC)
          </p>
        </div>
        <div className="flex items-center gap-1">
          <PeriodPicker value={days} onChange={setDays} />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void stats.refetch()}
            disabled={stats.isFetching}
            aria-label="Refresh statistics"
            title="Refresh statistics"
          >
            <RefreshCw aria-hidden="true" className={cn(stats.isFetching && 'animate-spin')} />
          </Button>
        </div>
      </div>

      <div
        className={cn('grid gap-5 p-4 transition-opacity sm:p-5', stats.isPlaceholderData && 'opacity-60')}
        aria-busy={stats.isFetching}
      >
        <Figures stats={data} />
        {!data ? (
          stats.isError ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
            >
              <span>Could not load the statistics.</span>
              <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <Skeleton className={CHART_HEIGHT} />
          )
        ) : isEmptyStats(data) ? (
          <EmptyStats days={days} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
            <Daily daily={data.daily} days={days} />
            <div className="grid min-w-0 content-start gap-6">
              <Sources sources={data.sources} />
              <Channels channels={data.channels} />
            </div>
          </div>
        )}
      </div>

      {props.children && <div className="border-t px-4 py-4 sm:px-5">{props.children}</div>}
    </Card>
  );
}

function PeriodPicker(props: { value: StatsPeriod; onChange(days: StatsPeriod): void }) {
  return (
    <fieldset className="inline-flex rounded-lg bg-muted p-[3px]">
      <legend className="sr-only">Period</legend>
      {STATS_PERIODS.map((days) => (
        <Button
          key={days}
          type="button"
          size="sm"
          variant={props.value === days ? 'outline' : 'ghost'}
          className="h-7 border-transparent px-2.5 shadow-none aria-pressed:bg-background aria-pressed:shadow-sm"
          aria-pressed={props.value === days}
          onClick={() => props.onChange(days)}
        >
          {days} days
        </Button>
      ))}
    </fieldset>
  );
}

function Figures({ stats }: { stats: PageStats | undefined }) {
  const figures = stats
    ? statsFigures(stats)
    : ['Visitors', 'Views', 'Leads', 'Conversion rate'].map((label) => ({ label, value: '' }));
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="min-w-0 rounded-lg border bg-muted/30 px-3 py-2.5"
          data-testid={`stats-${figure.label.toLowerCase().replace(/ /g, '-')}`}
        >
          <dt className="truncate text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="mt-1 truncate text-xl font-semibold tabular-nums sm:text-2xl">
            {figure.value || <Skeleton className="my-1 h-6 w-12" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function EmptyStats({ days }: { days: number }) {
  return (
    <div
      className="flex flex-col items-center rounded-lg border border-dashed bg-muted/30 px-5 py-8 text-center"
      data-testid="stats-empty"
    >
      <BarChart3 aria-hidden="true" className="size-6 text-muted-foreground" />
      <h3 className="mt-2 text-sm font-semibold">No views in the last {days} days</h3>
      <p className="mt-1 max-w-lg text-sm text-muted-foreground">
        Figures appear here once the page is published or its exported copy is live: hosted pages, share links
        and both export formats count their visits, without cookies. New visits show within a few seconds.
      </p>
    </div>
  );
}

function Daily({ daily, days }: { daily: PageStats['daily']; days: number }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3">
      <h3 id={id} className="text-sm font-medium">
        Visitors and leads per day
      </h3>
      <ChartSlot heightClassName={CHART_HEIGHT}>
        <StatsChart daily={daily} />
      </ChartSlot>
      <ChartTable>
        <table className="mt-2 w-full text-xs" data-testid="stats-daily-table">
          <caption className="sr-only">Visitors, views and leads per day, last {days} days</caption>
          <thead>
            <tr className="border-b text-muted-foreground">
              <th scope="col" className="py-1.5 pr-2 text-left font-medium">
                Day
              </th>
              <NumberHead>Visitors</NumberHead>
              <NumberHead>Views</NumberHead>
              <NumberHead>Leads</NumberHead>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  <time dateTime={day.date}>{dayLabel(day.date)}</time>
                </th>
                <NumberCell>{formatCount(day.visitors)}</NumberCell>
                <NumberCell>{formatCount(day.views)}</NumberCell>
                <NumberCell>{formatCount(day.leads)}</NumberCell>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartTable>
    </section>
  );
}

function Sources({ sources }: { sources: PageStats['sources'] }) {
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = all ? sources : sources.slice(0, SOURCES_SHOWN);
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="text-sm font-medium">
        Sources
      </h3>
      {sources.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No visitors in this period.</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm" aria-labelledby={id} data-testid="stats-sources">
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className="py-1.5 pr-2 text-left font-medium">
                Source
              </th>
              <NumberHead className="w-16">Visitors</NumberHead>
              <NumberHead className="w-12">Leads</NumberHead>
              <NumberHead className="w-[5.25rem]">Conversion</NumberHead>
            </tr>
          </thead>
          <tbody>
            {shown.map((source) => (
              <tr key={source.source} className="border-b last:border-0">
                <td className="py-1.5 pr-2">
                  {/* Whatever a link said: text only, cut to the column, whole in the title. */}
                  <span className="block truncate" title={source.source}>
                    {sourceLabel(source.source)}
                  </span>
                </td>
                <NumberCell>{formatCount(source.visitors)}</NumberCell>
                <NumberCell>{formatCount(source.leads)}</NumberCell>
                <NumberCell>{conversionText(source.leads, source.visitors)}</NumberCell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sources.length > SOURCES_SHOWN && (
        <Button
          variant="link"
          size="sm"
          className="mt-1 h-auto px-0"
          onClick={() => setAll((value) => !value)}
        >
          {all ? 'Show fewer' : `Show all ${formatCount(sources.length)} sources`}
        </Button>
      )}
    </section>
  );
}

function Channels({ channels }: { channels: PageStats['channels'] }) {
  const id = useId();
  if (channels.length === 0) return null;
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="text-sm font-medium">
        Where the page was seen
      </h3>
      <table className="mt-2 w-full table-fixed text-sm" aria-labelledby={id} data-testid="stats-channels">
        <thead>
          <tr className="border-b text-xs text-muted-foreground">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              Where
            </th>
            <NumberHead className="w-16">Visitors</NumberHead>
            <NumberHead className="w-12">Views</NumberHead>
            <NumberHead className="w-[5.25rem]">Leads</NumberHead>
          </tr>
        </thead>
        <tbody>
          {channels.map((channel) => (
            <tr key={channel.channel} className="border-b last:border-0">
              <td className="truncate py-1.5 pr-2">{CHANNEL_LABELS[channel.channel] ?? channel.channel}</td>
              <NumberCell>{formatCount(channel.visitors)}</NumberCell>
              <NumberCell>{formatCount(channel.views)}</NumberCell>
              <NumberCell>{formatCount(channel.leads)}</NumberCell>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function NumberHead(props: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('py-1.5 pl-2 text-right font-medium whitespace-nowrap', props.className)}>
      {props.children}
    </th>
  );
}

function NumberCell(props: { children: ReactNode }) {
  return <td className="py-1.5 pl-2 text-right tabular-nums">{props.children}</td>;
}
