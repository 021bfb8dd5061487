import { sql } from 'drizzle-orm';
import {
  type AnalyticsChannel,
  conversionRate,
  type PageStats,
  type PageStatsSummary,
} from '../../../shared/api/analytics.ts';
import type { AppDeps } from '../../app-context.ts';
import { rowsOf } from '../../db/client.ts';
import { assertOwnedPage } from '../../lib/page-ownership.ts';

export type StatsDeps = Pick<AppDeps, 'db'>;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period's days (UTC), oldest first: `days` of them, today last. */
export function periodDays(days: number, now = Date.now()): string[] {
  const today = Date.parse(`${isoDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => isoDay(today - (days - 1 - i) * DAY_MS));
}

interface Counts {
  views: number;
  visitors: number;
  leads: number;
}
type Row = Record<string, unknown> & { views: unknown; visitors: unknown; leads: unknown };
const counts = (row: Row): Counts => ({
  views: Number(row.views),
  visitors: Number(row.visitors),
  leads: Number(row.leads),
});

/**
 * GET /api/landing-pages/{id}/stats?days=N (docs/product.md, 'Page statistics'): read from
 * the daily rollup only (one row per page, day, channel and source), never the raw events,
 * so the answer costs the same at ten events or ten million. Another user's page is a 404.
 */
export async function pageStats(
  deps: StatsDeps,
  input: { userId: number; pageId: number; days: number },
): Promise<PageStats> {
  await assertOwnedPage(deps.db, input.userId, input.pageId);
  const days = periodDays(input.days);
  const result = await deps.db.execute(sql`
    select grouping(day) as by_day, grouping(source) as by_source, grouping(channel) as by_channel,
      day::text as day, source, channel,
      sum(views) as views, sum(visitors) as visitors, sum(leads) as leads
    from page_stats_daily
    where page_id = ${input.pageId} and day >= ${days[0]}::date
    group by grouping sets ((day), (source), (channel))`);
  const rows = rowsOf<
    Row & { by_day: number; by_source: number; day: string; source: string; channel: string }
  >(result);
  const byDay = new Map<string, Counts>();
  const sources: PageStats['sources'] = [];
  const channels: PageStats['channels'] = [];
  for (const row of rows) {
    if (Number(row.by_day) === 0) byDay.set(row.day, counts(row));
    else if (Number(row.by_source) === 0) {
      const { visitors, leads } = counts(row);
      sources.push({ source: row.source, visitors, leads });
    } else channels.push({ channel: row.channel as AnalyticsChannel, ...counts(row) });
  }
  const daily = days.map((date) => ({ date, ...(byDay.get(date) ?? { views: 0, visitors: 0, leads: 0 }) }));
  const total = daily.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      visitors: sum.visitors + day.visitors,
      leads: sum.leads + day.leads,
    }),
    { views: 0, visitors: 0, leads: 0 },
  );
  sources.sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || a.source.localeCompare(b.source));
  channels.sort((a, b) => b.visitors - a.visitors || a.channel.localeCompare(b.channel));
  return {
    days: input.days,
    ...total,
    conversionRate: conversionRate(total.leads, total.visitors),
    daily,
    sources,
    channels,
  };
}

/** GET /api/page-stats?days=N: the dashboard's figures for every page of the user's with events. */
export async function pageStatsSummary(
  deps: StatsDeps,
  input: { userId: number; days: number },
): Promise<PageStatsSummary> {
  const [from] = periodDays(input.days);
  const result = await deps.db.execute(sql`
    select s.page_id, sum(s.views) as views, sum(s.visitors) as visitors, sum(s.leads) as leads
    from page_stats_daily s
    join landing_pages p on p.id = s.page_id
    where p.user_id = ${input.userId} and s.day >= ${from}::date
    group by s.page_id`);
  const pages: PageStatsSummary['pages'] = {};
  for (const row of rowsOf<Row & { page_id: number }>(result)) {
    const figures = counts(row);
    pages[String(row.page_id)] = {
      ...figures,
      conversionRate: conversionRate(figures.leads, figures.visitors),
    };
  }
  return { days: input.days, pages };
}
