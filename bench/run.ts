/**
 * `npm run bench`: reproduces the performance figures quoted in the README.
 * Everything runs on this machine against loopback; results also land in bench/results/latest.json.
 * Server start-up (bench/server-start.ts) builds the compiled server first (scripts/build-server.mjs).
 * The quick rows run first, the long ones last (server start-up, the statistics read at 10 M
 * events, then the soak: 10 minutes per database by default, SOAK_SECONDS=60 shortens it, 0
 * skips it). Every step prints when it ended and the load average then (also in latest.json,
 * `steps`), and the results so far are written after each one.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchIngestion, benchStatsQuery } from './analytics.ts';
import { benchDashboardFirstVisit } from './dashboard-first-visit.ts';
import { measureFirstLoad, measureFirstLoadOverWire } from './first-load.ts';
import { postgresAnswers, startBenchServer } from './harness.ts';
import { publishBenchPage, startBenchExperiment } from './hosted-page.ts';
import { benchLeads } from './leads.ts';
import { benchModifyBytes } from './modify-bytes.ts';
import { benchPagesList } from './pages-list.ts';
import { benchRealModel } from './real-model.ts';
import { benchServerStart, printServerStart } from './server-start.ts';
import { runSoaks } from './soak.ts';
import { benchStreaming } from './streaming.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROME_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
// How long each step took and the machine's load after it: other work on this 2-core machine
// stretches wall times, so every run records what it ran beside.
const began = performance.now();
const steps: { step: string; endedAtSeconds: number; loadAverage: number }[] = [];
results.steps = steps;
// The results so far are written after every step: a run stopped part-way keeps its figures.
function stepDone(step: string) {
  const endedAtSeconds = Math.round((performance.now() - began) / 1000);
  const loadAverage = +os.loadavg()[0]!.toFixed(1);
  steps.push({ step, endedAtSeconds, loadAverage });
  console.log(`-- ${step}: done at ${endedAtSeconds} s (load average ${loadAverage})`);
  writeResults();
}
function writeResults() {
  mkdirSync(`${root}bench/results`, { recursive: true });
  writeFileSync(`${root}bench/results/latest.json`, `${JSON.stringify(results, null, 2)}\n`);
}

// 1. Web app first load.
const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
  cwd: root,
  stdio: 'ignore',
});
if (build.status !== 0) throw new Error('web build failed');
const firstLoad = measureFirstLoad(`${root}dist/web`);
results.firstLoadJsGzipKb = +(firstLoad.gzipBytes / 1024).toFixed(1);
results.firstLoadCssGzipKb = +(firstLoad.cssGzipBytes / 1024).toFixed(1);
// What goes over the wire: the real server (precompressed files), a browser's Accept-Encoding.
const webServer = await startBenchServer({}, { webRoot: `${root}dist/web` });
const wire = await measureFirstLoadOverWire(webServer.base, `${root}dist/web`);
await webServer.close();
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
results.firstLoadWire = {
  totalKb: kb(wire.wireBytes),
  totalUncompressedKb: kb(wire.rawBytes),
  jsKb: kb(wire.jsWireBytes),
  jsUncompressedKb: kb(wire.jsRawBytes),
  cssKb: kb(wire.cssWireBytes),
  cssUncompressedKb: kb(wire.cssRawBytes),
  requests: wire.requests,
};
console.log(
  `first-load of / over the wire (Accept-Encoding: br, gzip): ${kb(wire.wireBytes)} KB sent, ${kb(wire.rawBytes)} KB uncompressed (${wire.requests.length} requests: ${wire.requests.map((r) => r.coding).join(', ')})`,
);
console.log(
  `  JS ${kb(wire.jsWireBytes)} KB sent (${kb(wire.jsRawBytes)} KB uncompressed, ${firstLoad.files.length} files; budget measure ${results.firstLoadJsGzipKb} KB gzip, bar < 150 KB), CSS ${kb(wire.cssWireBytes)} KB sent (${kb(wire.cssRawBytes)} KB uncompressed)`,
);

stepDone('first load');

// 2. API latency over real HTTP, on the embedded database (set DATABASE_URL for PostgreSQL).
const server = await startBenchServer();
const base = server.base;
const benchUser = await server.register('benchuser');
const { cookie } = benchUser;
const origin = { origin: base, 'content-type': 'application/json' };

async function load(title: string, options: autocannon.Options) {
  // The client in a worker thread, off the server's event loop (a server's clients are never
  // in its process); both still share this machine's two cores.
  const result = await autocannon({ connections: 10, duration: 5, workers: 1, ...options });
  const summary = {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${title}: ${summary.requestsPerSec} req/s, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, errors ${summary.errors}`,
  );
  return summary;
}

results.authMe = await load('GET /api/auth/me (signed in)', {
  url: `${base}/api/auth/me`,
  headers: { cookie },
});
results.login = await load('POST /api/auth/login (argon2id)', {
  url: `${base}/api/auth/login`,
  method: 'POST',
  headers: origin,
  body: JSON.stringify({ username: 'benchuser', password: 'bench-password' }),
  connections: 4,
});

// 2b. A published page beside the health route on the same server (bar: at least half its
// throughput): /p/{slug} reads one row (or its 5-second copy) and sends stored brotli bytes.
const hosted = await publishBenchPage(server, { id: benchUser.id, cookie });
const healthz = await load('GET /healthz', { url: `${base}/healthz` });
const published = await load(`GET /p/${hosted.slug} (${hosted.bytes} B, ${hosted.brotliBytes} B brotli)`, {
  url: `${base}/p/${hosted.slug}`,
  headers: { 'accept-encoding': 'br, gzip' },
});
const hostedShare = Math.round((100 * published.requestsPerSec) / healthz.requestsPerSec);
// An experiment at its own address: every request a new visitor (no cookie), so each one has
// its variant drawn and gets the cookie that keeps it; a browser's user agent, as bots get
// the first variant without a draw.
const split = await startBenchExperiment(server, { id: benchUser.id, cookie });
const experiment = await load(`GET /p/${split.slug} (an experiment of two variants, new visitors)`, {
  url: `${base}/p/${split.slug}`,
  headers: { 'accept-encoding': 'br, gzip', 'user-agent': CHROME_AGENT },
});
const experimentShare = Math.round((100 * experiment.requestsPerSec) / healthz.requestsPerSec);
results.hostedPage = {
  page: hosted,
  healthz,
  published,
  percentOfHealthz: hostedShare,
  experiment,
  experimentPercentOfHealthz: experimentShare,
};
console.log(
  `published page: ${hostedShare}% of /healthz throughput, experiment ${experimentShare}% (bar: >= 50%)`,
);
await server.close();

stepDone('API latency and hosted pages');

// 3. The page list with 1,000 pages, on PGlite and (when one answers) PostgreSQL.
results.pagesList = await benchPagesList();
console.log('GET /api/landing-pages, 1,000 pages, PGlite:', results.pagesList, '(bar: p95 < 25 ms)');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await postgresAnswers(postgresUrl)) {
  results.pagesListPostgres = await benchPagesList({ DATABASE_URL: postgresUrl });
  console.log('GET /api/landing-pages, 1,000 pages, PostgreSQL:', results.pagesListPostgres);
}

stepDone('page list');

// 4. Streaming and concurrency against a fake Anthropic server.
results.streaming = await benchStreaming();
console.log(
  'streaming:',
  JSON.stringify(results.streaming),
  '(bar: first token p50 < 5 ms; 200 concurrent, 0 errors)',
);

stepDone('streaming');

// 5. What an edit costs: bytes sent to the provider after 10 chat turns on a 40 KB page.
results.modifyBytes = await benchModifyBytes();
console.log('modify request size:', results.modifyBytes, '(bar: < 1.3 x the page)');

stepDone('modify bytes');

// 6. Leads: submit-to-webhook latency and 200 submissions at once, on PGlite and PostgreSQL.
results.leads = await benchLeads();
console.log('leads, PGlite:', JSON.stringify(results.leads), '(bar: submit-to-webhook p95 < 2 s; none lost)');
if (await postgresAnswers(postgresUrl)) {
  results.leadsPostgres = await benchLeads({ DATABASE_URL: postgresUrl });
  console.log('leads, PostgreSQL:', JSON.stringify(results.leadsPostgres));
}

stepDone('leads');

// 7. Page statistics: beacons over HTTP beside /healthz and the batch writer on its own
// (bar: 5,000 events/s, none lost); the statistics read at 10 million events runs near the end.
results.analyticsIngestion = await benchIngestion();
console.log(
  'analytics ingestion, PGlite:',
  JSON.stringify(results.analyticsIngestion),
  '(bar: >= 5,000 events/s; 0 lost)',
);
if (await postgresAnswers(postgresUrl)) {
  results.analyticsIngestionPostgres = await benchIngestion({ DATABASE_URL: postgresUrl });
  console.log('analytics ingestion, PostgreSQL:', JSON.stringify(results.analyticsIngestionPostgres));
}

stepDone('page statistics');

// 8. The dashboard's first visit after a start, without and with the warm-up main.ts runs.
const firstVisit = await benchDashboardFirstVisit();
console.log(
  `dashboard first visit after a start: ${firstVisit.warmedFirstMs} ms (before the warm-up: ${firstVisit.coldFirstMs} ms); later visits ${firstVisit.warmedLaterMs} ms`,
);
results.dashboardFirstVisit = firstVisit;

stepDone('dashboard first visit');

// 9. The engine against a realistic model (tests/fakes/realistic-model.ts): a 60 KB page at 75
// tokens/s with a 10,000-token cap, an element edit, 20 drifted chat edits, the prompt cache.
// About six minutes, most of it the two paced pages; REAL_MODEL_LONG_PAGE=0 skips them.
results.realModel = await benchRealModel({ longPage: process.env.REAL_MODEL_LONG_PAGE !== '0' });
console.log('real-model conditions:', JSON.stringify(results.realModel, null, 2));

stepDone('real model');

// 10. Server start-up and idle memory: tsx against the compiled server (ADR 018), a fresh
// PGlite data directory per start, then a restart on it. SERVER_START_RUNS (default 5) each.
const serverStart = await benchServerStart();
printServerStart(serverStart);
results.serverStart = serverStart;

stepDone('server start');

// 11. The statistics read on PostgreSQL holding 10 million events (bar: p95 < 50 ms); making
// them takes minutes, so it runs after the rest. STATS_EVENTS changes the count.
if (await postgresAnswers(postgresUrl)) {
  results.statsQuery = await benchStatsQuery(postgresUrl, Number(process.env.STATS_EVENTS ?? 10_000_000));
  console.log(
    'stats query, PostgreSQL:',
    JSON.stringify(results.statsQuery),
    '(bar: p95 < 50 ms at 10 M events)',
  );
}
stepDone('stats query');

// 12. Soak: mixed API traffic against a real server process, memory sampled (bench/soak.ts).
// SOAK_SECONDS=60 for a quick run, 0 to skip it.
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 600);
if (soakSeconds > 0) results.soak = await runSoaks(soakSeconds, Number(process.env.SOAK_USERS ?? 6));

if (soakSeconds > 0) stepDone('soak');

results.complete = true;
writeResults();
console.log('written to bench/results/latest.json');
