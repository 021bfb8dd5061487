import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { type AnalyticsRecorder, EVENT_KINDS, type PageEvent } from '../../lib/page-analytics.ts';

export interface RecorderOptions {
  /** The longest an event waits before it is written (and counted). */
  flushIntervalMs: number;
  /** A batch this big is written at once, without waiting for the interval. */
  batchSize: number;
  /**
   * Events kept while the database refuses them (an outage); past this the oldest are dropped
   * and counted in `dropped`, so memory stays bounded.
   */
  maxBuffered: number;
}

export const DEFAULT_RECORDER_OPTIONS: RecorderOptions = {
  flushIntervalMs: 1000,
  batchSize: 2000,
  maxBuffered: 200_000,
};

/**
 * Page events are written in batches (ADR docs/decisions/021-page-analytics.md): a beacon
 * answers once its event is queued, and a flush (every flushIntervalMs, at batchSize, and on
 * close) writes the batch in one transaction: the raw events, the day's new visitors, and the
 * daily rollup's increments. A failed flush puts its batch back and is tried again, so an
 * outage delays counts but loses none; close() is called on shutdown, before the database
 * closes (nothing is lost to SIGTERM).
 */
export function createAnalyticsRecorder(
  deps: { db: Db; logger: Logger },
  options: Partial<RecorderOptions> = {},
): AnalyticsRecorder {
  const settings = { ...DEFAULT_RECORDER_OPTIONS, ...options };
  let queue: PageEvent[] = [];
  let dropped = 0;
  let closed = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, settings.flushIntervalMs);
    // A queued event must not keep a finished process (a test, a CLI) alive; shutdown flushes.
    timer.unref();
  };

  async function writeQueued(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, settings.batchSize);
      queue = queue.slice(batch.length);
      try {
        await writeBatch(deps.db, batch);
      } catch (error) {
        // Back at the front, in order: counted on the next try.
        queue = batch.concat(queue);
        trim();
        deps.logger.warn('analytics flush failed; events kept for the next try', {
          events: batch.length,
          error: error instanceof Error ? error.message : String(error),
        });
        schedule();
        return;
      }
    }
  }

  function flush(): Promise<void> {
    // One writer at a time: a flush asked for during another waits for it, then writes the rest.
    const next = (running ?? Promise.resolve()).then(writeQueued);
    const tracked = next.finally(() => {
      if (running === tracked) running = null;
    });
    running = tracked;
    return tracked;
  }

  function trim() {
    if (queue.length <= settings.maxBuffered) return;
    const excess = queue.length - settings.maxBuffered;
    queue = queue.slice(excess);
    dropped += excess;
  }

  return {
    record(event) {
      queue.push(event);
      trim();
      if (queue.length >= settings.batchSize) void flush();
      else schedule();
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
    get pending() {
      return queue.length;
    },
    get dropped() {
      return dropped;
    },
  };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One transaction: the raw events; the visitors seen for the first time that day (the
 * primary key decides, so two instances never count one visitor twice); then every event's
 * day, channel and source taken from its visitor's first event of the day (a lead joins the
 * view it came from) and added to the rollup. Events of a page deleted meanwhile are kept raw
 * but not rolled up.
 */
async function writeBatch(db: Db, batch: PageEvent[]): Promise<void> {
  const column = <T>(pick: (event: PageEvent) => T) => batch.map(pick);
  const days = column((event) => dayOf(event.occurredAt));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into page_events (occurred_at, page_id, kind, channel, visitor, source,
        utm_medium, utm_campaign, utm_term, utm_content, referrer_host, experiment_id)
      select * from unnest(
        ${sql.param(column((event) => event.occurredAt.toISOString()))}::timestamptz[],
        ${sql.param(column((event) => event.pageId))}::int[],
        ${sql.param(column((event) => event.kind))}::smallint[],
        ${sql.param(column((event) => event.channel))}::text[],
        ${sql.param(column((event) => event.visitor))}::text[],
        ${sql.param(column((event) => event.source))}::text[],
        ${sql.param(column((event) => event.utmMedium))}::text[],
        ${sql.param(column((event) => event.utmCampaign))}::text[],
        ${sql.param(column((event) => event.utmTerm))}::text[],
        ${sql.param(column((event) => event.utmContent))}::text[],
        ${sql.param(column((event) => event.referrerHost))}::text[],
        ${sql.param(column((event) => event.experimentId))}::int[])`);

    // The first event of each visitor's day in this batch claims the visitor row.
    const firsts = new Map<string, number>();
    batch.forEach((event, index) => {
      const key = `${event.pageId}|${days[index]}|${event.visitor}`;
      if (!firsts.has(key)) firsts.set(key, index);
    });
    const claimed = [...firsts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, i]) => i);
    const pick = <T>(get: (event: PageEvent, index: number) => T) => claimed.map((i) => get(batch[i]!, i));
    const inserted = await tx.execute(sql`
      insert into page_visitors_daily (page_id, day, visitor, channel, source)
      select * from unnest(
        ${sql.param(pick((event) => event.pageId))}::int[],
        ${sql.param(pick((_event, i) => days[i]!))}::date[],
        ${sql.param(pick((event) => event.visitor))}::text[],
        ${sql.param(pick((event) => event.channel))}::text[],
        ${sql.param(pick((event) => event.source))}::text[])
      on conflict do nothing
      returning page_id, day::text as day, visitor`);
    const newVisitors = new Set(
      rowsOf<{ page_id: number; day: string; visitor: string }>(inserted).map(
        (row) => `${row.page_id}|${row.day}|${row.visitor}`,
      ),
    );
    const attribution = await tx.execute(sql`
      select v.page_id, v.day::text as day, v.visitor, v.channel, v.source
      from page_visitors_daily v
      join unnest(
        ${sql.param(pick((event) => event.pageId))}::int[],
        ${sql.param(pick((_event, i) => days[i]!))}::date[],
        ${sql.param(pick((event) => event.visitor))}::text[]) as t(page_id, day, visitor)
        on v.page_id = t.page_id and v.day = t.day and v.visitor = t.visitor`);
    const firstSeen = new Map(
      rowsOf<{ page_id: number; day: string; visitor: string; channel: string; source: string }>(
        attribution,
      ).map((row) => [`${row.page_id}|${row.day}|${row.visitor}` as string, row] as const),
    );

    const rollup = new Map<string, { views: number; visitors: number; formStarts: number; leads: number }>();
    batch.forEach((event, index) => {
      const visitorKey = `${event.pageId}|${days[index]}|${event.visitor}`;
      const seen = firstSeen.get(visitorKey);
      const key = `${event.pageId}\u0000${days[index]}\u0000${seen?.channel ?? event.channel}\u0000${seen?.source ?? event.source}`;
      const row = rollup.get(key) ?? { views: 0, visitors: 0, formStarts: 0, leads: 0 };
      if (event.kind === EVENT_KINDS.view) row.views++;
      else if (event.kind === EVENT_KINDS.formStart) row.formStarts++;
      else row.leads++;
      if (newVisitors.delete(visitorKey)) row.visitors++;
      rollup.set(key, row);
    });
    // In key order, so two instances' transactions lock rollup rows in one order (no deadlock).
    const rows = [...rollup.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const parts = rows.map(([key]) => key.split('\u0000'));
    await tx.execute(sql`
      insert into page_stats_daily (page_id, day, channel, source, views, visitors, form_starts, leads)
      select t.* from unnest(
        ${sql.param(parts.map((p) => Number(p[0])))}::int[],
        ${sql.param(parts.map((p) => p[1]!))}::date[],
        ${sql.param(parts.map((p) => p[2]!))}::text[],
        ${sql.param(parts.map((p) => p[3]!))}::text[],
        ${sql.param(rows.map(([, r]) => r.views))}::int[],
        ${sql.param(rows.map(([, r]) => r.visitors))}::int[],
        ${sql.param(rows.map(([, r]) => r.formStarts))}::int[],
        ${sql.param(rows.map(([, r]) => r.leads))}::int[])
        as t(page_id, day, channel, source, views, visitors, form_starts, leads)
      where exists (select 1 from landing_pages p where p.id = t.page_id)
      on conflict (page_id, day, channel, source) do update set
        views = page_stats_daily.views + excluded.views,
        visitors = page_stats_daily.visitors + excluded.visitors,
        form_starts = page_stats_daily.form_starts + excluded.form_starts,
        leads = page_stats_daily.leads + excluded.leads`);

    if (batch.some((event) => event.experimentId !== null)) await rollUpExperiments(tx, batch, days);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The experiments' share of a batch: events that name an experiment which holds their page
 * and has not ended (a made-up or stale `x` counts for the page alone). A visitor is counted
 * once a day per experiment, by the first event that claims its row; a lead counts for the
 * variant whose page it was sent from.
 */
async function rollUpExperiments(tx: Tx, batch: PageEvent[], days: string[]): Promise<void> {
  const named = batch.flatMap((event, index) =>
    event.experimentId === null ? [] : [{ event, day: days[index]!, experimentId: event.experimentId }],
  );
  const firsts = new Map<string, (typeof named)[number]>();
  for (const item of named) {
    const key = `${item.experimentId}|${item.day}|${item.event.visitor}`;
    if (!firsts.has(key)) firsts.set(key, item);
  }
  const claims = [...firsts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, item]) => item);
  const inserted = await tx.execute(sql`
    insert into experiment_visitors_daily (experiment_id, day, visitor)
    select t.experiment_id, t.day, t.visitor from unnest(
      ${sql.param(claims.map((c) => c.experimentId))}::int[],
      ${sql.param(claims.map((c) => c.event.pageId))}::int[],
      ${sql.param(claims.map((c) => c.day))}::date[],
      ${sql.param(claims.map((c) => c.event.visitor))}::text[]) as t(experiment_id, page_id, day, visitor)
    where exists (
      select 1 from experiment_variants v join experiments e on e.id = v.experiment_id
      where v.experiment_id = t.experiment_id and v.page_id = t.page_id and e.status <> 'ended')
    on conflict do nothing
    returning experiment_id, day::text as day, visitor`);
  const newVisitors = new Set(
    rowsOf<{ experiment_id: number; day: string; visitor: string }>(inserted).map(
      (row) => `${row.experiment_id}|${row.day}|${row.visitor}`,
    ),
  );
  const rollup = new Map<string, { visitors: number; leads: number }>();
  for (const { event, day, experimentId } of named) {
    const key = `${experimentId}|${event.pageId}|${day}`;
    const row = rollup.get(key) ?? { visitors: 0, leads: 0 };
    if (event.kind === EVENT_KINDS.lead) row.leads++;
    if (newVisitors.delete(`${experimentId}|${day}|${event.visitor}`)) row.visitors++;
    rollup.set(key, row);
  }
  const rows = [...rollup.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const parts = rows.map(([key]) => key.split('|'));
  await tx.execute(sql`
    insert into experiment_stats_daily (experiment_id, position, day, visitors, leads)
    select v.experiment_id, v.position, t.day, t.visitors, t.leads from unnest(
      ${sql.param(parts.map((p) => Number(p[0])))}::int[],
      ${sql.param(parts.map((p) => Number(p[1])))}::int[],
      ${sql.param(parts.map((p) => p[2]!))}::date[],
      ${sql.param(rows.map(([, r]) => r.visitors))}::int[],
      ${sql.param(rows.map(([, r]) => r.leads))}::int[]) as t(experiment_id, page_id, day, visitors, leads)
    join experiment_variants v on v.experiment_id = t.experiment_id and v.page_id = t.page_id
    join experiments e on e.id = v.experiment_id and e.status <> 'ended'
    on conflict (experiment_id, position, day) do update set
      visitors = experiment_stats_daily.visitors + excluded.visitors,
      leads = experiment_stats_daily.leads + excluded.leads`);
}
