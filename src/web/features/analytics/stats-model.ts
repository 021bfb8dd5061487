import {
  type AnalyticsChannel,
  conversionRate,
  formatConversionRate,
  type PageStats,
  type StatsCounts,
} from '@shared/api/analytics';
import { formatCount, formatUtcMonthDay, plural } from '@/lib/format';

/**
 * What the statistics screens say, as pure functions (docs/product.md, 'Page statistics'):
 * the dashboard's line, the detail card's figures, the chart's summary and its data.
 */

/** The detail card's period choices, in days; the dashboard always reads the last 30. */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_PERIOD: StatsPeriod = 30;
export const DASHBOARD_DAYS = 30;

export type PageFigures = StatsCounts & { conversionRate: number };

/** A page's dashboard line is shown only when something happened in the period. */
export const hasStats = (figures: PageFigures | undefined): figures is PageFigures =>
  !!figures && (figures.visitors > 0 || figures.views > 0 || figures.leads > 0);

/** The dashboard line's parts: '12 visitors', '3 leads', '25%'. */
export const statsLineParts = (figures: PageFigures) => [
  plural(figures.visitors, 'visitor'),
  plural(figures.leads, 'lead'),
  formatConversionRate(figures.conversionRate),
];

/** '12 visitors · 3 leads · 25%' */
export const statsLineText = (figures: PageFigures) => statsLineParts(figures).join(' · ');

/** What the dashboard line says to a screen reader. */
export const statsLineLabel = (figures: PageFigures, pageTitle: string, days = DASHBOARD_DAYS) =>
  `Statistics of ${pageTitle}, last ${days} days: ${plural(figures.visitors, 'visitor')}, ` +
  `${plural(figures.leads, 'lead')}, ${formatConversionRate(figures.conversionRate)} conversion rate`;

/** No view and no lead in the period: the card explains where figures come from instead. */
export const isEmptyStats = (stats: Pick<PageStats, 'views' | 'leads'>) =>
  stats.views === 0 && stats.leads === 0;

/** The four figures of the detail card, in order. */
export function statsFigures(stats: PageStats): { label: string; value: string }[] {
  return [
    { label: 'Visitors', value: formatCount(stats.visitors) },
    { label: 'Views', value: formatCount(stats.views) },
    { label: 'Leads', value: formatCount(stats.leads) },
    { label: 'Conversion rate', value: formatConversionRate(stats.conversionRate) },
  ];
}

/** A source's or a channel's conversion: '—' without visitors (a lead alone says nothing of a rate). */
export const conversionText = (leads: number, visitors: number) =>
  visitors > 0 ? formatConversionRate(conversionRate(leads, visitors)) : '—';

export const CHANNEL_LABELS: Record<AnalyticsChannel, string> = {
  hosted: 'Hosted page',
  pasted: 'Pasted page',
  share: 'Share link',
};

/** A source as shown: 'direct' (no UTM source, no referrer) reads 'Direct'; anything else as it came. */
export const sourceLabel = (source: string) => (source === 'direct' ? 'Direct' : source);

/** A UTC day 'YYYY-MM-DD' as 'Nov 3'. */
export const dayLabel = (date: string) => formatUtcMonthDay(new Date(`${date}T00:00:00Z`));

/** One day in words: 'Nov 3: 12 visitors, 3 leads'. */
export const dayText = (day: PageStats['daily'][number]) =>
  `${dayLabel(day.date)}: ${plural(day.visitors, 'visitor')}, ${plural(day.leads, 'lead')}`;

/**
 * The chart's summary for people who cannot see it (its aria-label): the period, the totals
 * and the busiest day. The daily numbers themselves are in the table under 'View as table'.
 */
export function chartSummary(daily: PageStats['daily']): string {
  const first = daily[0];
  const last = daily[daily.length - 1];
  if (!first || !last) return 'Visitors and leads per day: no days.';
  const visitors = daily.reduce((sum, day) => sum + day.visitors, 0);
  const leads = daily.reduce((sum, day) => sum + day.leads, 0);
  const busiest = daily.reduce((best, day) => (day.visitors > best.visitors ? day : best), first);
  const range = `Visitors and leads per day from ${dayLabel(first.date)} to ${dayLabel(last.date)}`;
  const totals = `${plural(visitors, 'visitor')} and ${plural(leads, 'lead')} in all`;
  return busiest.visitors > 0
    ? `${range}: ${totals}; busiest day ${dayLabel(busiest.date)} with ${plural(busiest.visitors, 'visitor')}.`
    : `${range}: ${totals}.`;
}

/**
 * uPlot's data: x is the day's place in the period (0 = the oldest; its label is dayLabel of
 * the same day), then leads (drawn first, so the bars lie under the line) and visitors.
 * Places, not timestamps: the days are UTC days, and a time axis would draw them in the
 * browser's zone.
 */
export function chartData(daily: PageStats['daily']): [number[], number[], number[]] {
  return [daily.map((_, index) => index), daily.map((day) => day.leads), daily.map((day) => day.visitors)];
}

/** The y axis's top: at least 4 (a quiet page's chart is not all gridlines), else a little above the busiest day. */
export const chartTop = (max: number) => Math.max(4, Math.ceil(max * 1.15));

/** The sources the card lists before 'Show all': the rest are one click away. */
export const SOURCES_SHOWN = 8;
