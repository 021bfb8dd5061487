import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/server/db/client.ts';
import { landingPages } from '../src/server/db/schema/index.ts';
import { EVENT_KINDS, ensureEventPartitions } from '../src/server/features/analytics/index.ts';
import { percentile, round, startBenchServer } from './harness.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const VIEW = JSON.stringify({
  k: 'v',
  c: 'hosted',
  r: 'www.google.com',
  u: ['newsletter', 'email', null, null, null],
});
/** Beacons (and health checks) per timed run: about ten seconds here. autocannon ends a run of a
 * set number of requests on its next one-second tick, so a short run reads low. */
const REQUESTS = 50_000;
const WARM_UP = 5_000;
const UNTHROTTLED = { ANALYTICS_LIMIT_PER_IP: '1000000000', ANALYTICS_LIMIT_PER_PAGE: '1000000000' };

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** A page of the user's with its capture key made: the key its beacon reports to. */
async function pageWithKey(server: BenchServer, user: { id: number; cookie: string }) {
  const [page] = await server.db
    .insert(landingPages)
    .values({
      userId: user.id,
      title: 'Stats bench',
      prompt: 'bench',
      generatedHtml: '<!doctype html><h1>Bench</h1>',
    })
    .returning({ id: landingPages.id });
  const settings = (await fetch(`${server.base}/api/landing-pages/${page!.id}/lead-settings`, {
    headers: { cookie: user.cookie },
  }).then((r) => r.json())) as { captureUrl: string };
  return { pageId: page!.id, key: settings.captureUrl.split('/f/')[1]! };
}

export interface IngestionBench {
  /** The health route on the same server, same connections: what HTTP itself allows here. */
  healthz: { requestsPerSec: number; p99Ms: number };
  /** Beacons over HTTP (POST /e/{key}), each one event. */
  beacons: { eventsPerSec: number; p99Ms: number; accepted: number; stored: number; lost: number };
  /**
   * Beacons of an experiment's variant (`POST /e/{key}?x={experiment}`), as served variants
   * send them: each event also claims its visitor's day in the experiment and adds to the
   * experiment's daily rollup. `visitors`: the distinct visitors the rollup counts.
   */
  experimentBeacons: {
    eventsPerSec: number;
    p99Ms: number;
    accepted: number;
    stored: number;
    lost: number;
    visitors: number;
  };
  /** The batch writer alone (what a flush stores per second), events queued in memory first. */
  writer: { events: number; eventsPerSec: number; stored: number; lost: number };
  /** The same with every event naming the experiment (the experiment rollup as well). */
  experimentWriter: { events: number; eventsPerSec: number; stored: number; lost: number };
}

/**
 * An experiment comparing the page with a second one, pasted (no address of its own, so no
 * saved version needed): the experiment its beacons name.
 */
async function experimentOf(server: BenchServer, user: { id: number; cookie: string }, pageId: number) {
  const [other] = await server.db
    .insert(landingPages)
    .values({ userId: user.id, title: 'Stats bench B', prompt: 'bench', generatedHtml: '<h1>B</h1>' })
    .returning({ id: landingPages.id });
  const answer = await fetch(`${server.base}/api/experiments`, {
    method: 'POST',
    headers: { cookie: user.cookie, origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Stats bench', pageIds: [pageId, other!.id] }),
  });
  if (answer.status !== 201) throw new Error(`experiment: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { id: number }).id;
}

/**
 * Beacon ingestion on one server (architecture bar: at least 5,000 events/s on this machine,
 * none lost): beacons over HTTP beside /healthz, then the batch writer on its own.
 */
export async function benchIngestion(env: Record<string, string> = {}): Promise<IngestionBench> {
  const server = await startBenchServer({ ...UNTHROTTLED, ...env });
  try {
    const user = await server.register(`stats${Date.now() % 1e6}`);
    const { pageId, key } = await pageWithKey(server, user);
    // A fixed number of requests each, so every beacon sent is accounted for (accepted or not).
    // The client runs in a worker thread: on the server's own event loop it would take half of
    // the server's time, and a server's clients are never in its process. Timed here, as
    // autocannon reports whole seconds.
    const run = async (options: autocannon.Options, amount = REQUESTS) => {
      const started = performance.now();
      const result = await autocannon({ connections: 20, amount, workers: 1, ...options });
      return { ...result, seconds: (performance.now() - started) / 1000 };
    };
    const healthRoute = { url: `${server.base}/healthz` };
    const beaconRoute: autocannon.Options = {
      url: `${server.base}/e/${key}`,
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
      body: VIEW,
    };
    const count = async () =>
      Number(
        rowsOf<{ n: string }>(
          await server.db.execute(sql`select count(*) as n from page_events where page_id = ${pageId}`),
        )[0]!.n,
      );
    // Both routes warmed first (the JIT, the key cache, the day's salt), neither one timed.
    await run(healthRoute, WARM_UP);
    await run(beaconRoute, WARM_UP);
    await server.analytics.flush();
    const storedBefore = await count();
    const health = await run(healthRoute);
    const beacons = await run(beaconRoute);
    await server.analytics.flush();
    const storedByHttp = (await count()) - storedBefore;
    const accepted = beacons['2xx'];

    // Beacons naming an experiment that holds the page, as a served variant sends them (all from
    // one address and browser: one visitor, whose first event claims its day in the experiment).
    const experimentId = await experimentOf(server, user, pageId);
    const experimentRoute: autocannon.Options = {
      ...beaconRoute,
      url: `${server.base}/e/${key}?x=${experimentId}`,
    };
    await run(experimentRoute, WARM_UP);
    await server.analytics.flush();
    const storedBeforeExperiment = await count();
    const experimentBeacons = await run(experimentRoute);
    await server.analytics.flush();
    const storedByExperiment = (await count()) - storedBeforeExperiment;
    const experimentAccepted = experimentBeacons['2xx'];
    const experimentVisitors = Number(
      rowsOf<{ n: string }>(
        await server.db.execute(
          sql`select coalesce(sum(visitors), 0) as n from experiment_stats_daily where experiment_id = ${experimentId}`,
        ),
      )[0]!.n,
    );

    // The writer: 200,000 events from 50,000 visitors, queued at once, timed until stored;
    // then again with every event naming the experiment.
    const events = 200_000;
    const write = async (experiment: number | null, visitorPrefix: string) => {
      const before = await count();
      const started = performance.now();
      const at = new Date();
      for (let i = 0; i < events; i++) {
        server.analytics.record({
          occurredAt: at,
          pageId,
          kind: EVENT_KINDS.view,
          channel: 'pasted',
          visitor: `${visitorPrefix}-${i % 50_000}`,
          source: ['direct', 'newsletter', 'www.google.com', 'facebook'][i % 4]!,
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
          referrerHost: null,
          experimentId: experiment,
        });
      }
      await server.analytics.flush();
      const seconds = (performance.now() - started) / 1000;
      const stored = (await count()) - before;
      return { events, eventsPerSec: Math.round(events / seconds), stored, lost: events - stored };
    };
    const writer = await write(null, 'bench-visitor');
    const experimentWriter = await write(experimentId, 'bench-split-visitor');
    return {
      // Over the whole run: autocannon's per-second average is coarse for a run of seconds.
      healthz: { requestsPerSec: Math.round(health['2xx'] / health.seconds), p99Ms: health.latency.p99 },
      beacons: {
        eventsPerSec: Math.round(accepted / beacons.seconds),
        p99Ms: beacons.latency.p99,
        accepted,
        stored: storedByHttp,
        lost: accepted - storedByHttp,
      },
      experimentBeacons: {
        eventsPerSec: Math.round(experimentAccepted / experimentBeacons.seconds),
        p99Ms: experimentBeacons.latency.p99,
        accepted: experimentAccepted,
        stored: storedByExperiment,
        lost: experimentAccepted - storedByExperiment,
        visitors: experimentVisitors,
      },
      writer,
      experimentWriter,
    };
  } finally {
    await server.close();
  }
}

export interface StatsQueryBench {
  events: number;
  pages: number;
  rollupRows: number;
  /** GET /api/landing-pages/{id}/stats over HTTP, the busiest page (ms). */
  days30: { p50Ms: number; p95Ms: number };
  days365: { p50Ms: number; p95Ms: number };
  /** The naive way: the same 30-day figures counted from the raw events, one query (ms). */
  rawEvents30: { p50Ms: number; p95Ms: number };
  generateSeconds: number;
}

/**
 * The statistics read on PostgreSQL holding `events` generated events (architecture bar:
 * p95 < 50 ms at 10 million), over a year, 100 pages, partitioned by month as in production;
 * the daily rollup is built from them as the batch writer would have kept it.
 */
export async function benchStatsQuery(databaseUrl: string, events = 10_000_000): Promise<StatsQueryBench> {
  const server = await startBenchServer({ DATABASE_URL: databaseUrl });
  try {
    const user = await server.register(`statsq${Date.now() % 1e6}`);
    const pages = 100;
    const generated = performance.now();
    await server.db.execute(sql`
      insert into landing_pages (user_id, title, prompt, generated_html)
      select ${user.id}, 'Bench page ' || g, 'bench', '<!doctype html><h1>Bench</h1>'
      from generate_series(1, ${pages}) g`);
    const ids = rowsOf<{ id: number }>(
      await server.db.execute(sql`select id from landing_pages where user_id = ${user.id} order by id`),
    ).map((row) => row.id);
    const now = new Date();
    for (let month = 12; month >= 0; month--)
      await ensureEventPartitions(
        server.db,
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month, 1)),
      );
    // Skewed like real traffic: page i gets a share proportional to 1/i.
    await server.db.execute(sql`
      insert into page_events (occurred_at, page_id, kind, channel, visitor, source)
      select now() - (random() * interval '364 days'),
        (${sql.param(ids)}::int[])[1 + floor(${pages}::int * power(random(), 3))::int],
        (case when g % 40 = 0 then ${EVENT_KINDS.lead} when g % 9 = 0 then ${EVENT_KINDS.formStart} else ${EVENT_KINDS.view} end)::smallint,
        (array['hosted','pasted','share'])[1 + g % 3],
        md5((g / 3)::text),
        (array['direct','newsletter','www.google.com','facebook','instagram','www.bing.com','tiktok','x.com','linkedin','partner'])[1 + (g / 7) % 10]
      from generate_series(1, ${events}) g`);
    await server.db.execute(sql`
      insert into page_stats_daily (page_id, day, channel, source, views, visitors, form_starts, leads)
      select page_id, (occurred_at at time zone 'UTC')::date, channel, source,
        count(*) filter (where kind = 1), count(distinct visitor), count(*) filter (where kind = 2), count(*) filter (where kind = 3)
      from page_events group by 1, 2, 3, 4`);
    await server.db.execute(sql`analyze`);
    const generateSeconds = round((performance.now() - generated) / 1000, 1);
    const busiest = rowsOf<{ page_id: number }>(
      await server.db.execute(
        sql`select page_id from page_stats_daily group by page_id order by sum(views) desc limit 1`,
      ),
    )[0]!.page_id;
    const rollupRows = Number(
      rowsOf<{ n: string }>(await server.db.execute(sql`select count(*) as n from page_stats_daily`))[0]!.n,
    );
    const headers = { cookie: user.cookie };
    const timeStats = async (days: number, runs = 200) => {
      const times: number[] = [];
      for (let i = 0; i < runs + 10; i++) {
        const started = performance.now();
        const answer = await fetch(`${server.base}/api/landing-pages/${busiest}/stats?days=${days}`, {
          headers,
        });
        if (answer.status !== 200) throw new Error(`stats: ${answer.status} ${await answer.text()}`);
        await answer.json();
        if (i >= 10) times.push(performance.now() - started);
      }
      return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
    };
    const days30 = await timeStats(30);
    const days365 = await timeStats(365);
    const raw: number[] = [];
    for (let i = 0; i < 12; i++) {
      const started = performance.now();
      await server.db.execute(sql`
        select (occurred_at at time zone 'UTC')::date as day, count(*) filter (where kind = 1) as views,
          count(distinct visitor) as visitors, count(*) filter (where kind = 3) as leads
        from page_events where page_id = ${busiest} and occurred_at >= now() - interval '30 days' group by 1`);
      if (i >= 2) raw.push(performance.now() - started);
    }
    return {
      events,
      pages,
      rollupRows,
      days30,
      days365,
      rawEvents30: { p50Ms: round(percentile(raw, 50)), p95Ms: round(percentile(raw, 95)) },
      generateSeconds,
    };
  } finally {
    await server.close();
  }
}
