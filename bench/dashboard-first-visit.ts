/**
 * The dashboard's first visit after a start, against later visits (ARCHITECTURE.md, 'Process
 * lifecycle'). A seeded PGlite data directory (a user with three pages) is opened by a fresh
 * process per sample, as after a restart; the process times the dashboard's API reads (the
 * warm-up's DASHBOARD_READS, page 1's thumbnail instead of a missing one) as that user, twice:
 * the first visit, then a later one. `cold` starts serving at once, as before the warm-up;
 * `warmed` runs warmUp first, as main.ts does. Modes take turns; medians of
 * DASHBOARD_VISIT_RUNS (default 5) each.
 * `node --import tsx bench/dashboard-first-visit.ts` alone, or part of `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/server/app.ts';
import { aiTimingsFor, DEFAULT_AUTH_LIMITS } from '../src/server/app-context.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { landingPages, pageVersions, users } from '../src/server/db/schema/index.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { createProvider } from '../src/server/features/generation/index.ts';
import { nullJobQueue } from '../src/server/lib/jobs/index.ts';
import { createLifecycle } from '../src/server/lib/lifecycle.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { createSession, SESSION_COOKIE } from '../src/server/lib/sessions.ts';
import { DASHBOARD_READS, warmUp } from '../src/server/warm-up.ts';
import { samplePage } from '../tests/support/pages.ts';
import { percentile, round } from './harness.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = 'admin';
const config = (dataDir: string) =>
  loadConfig({
    DATA_DIR: dataDir,
    AI_PROVIDER: 'offline',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'bench-admin-pw',
  });
const open = (dataDir: string) => openDatabase({ dataDir: path.join(dataDir, 'pglite') });

/** A data directory with the admin and a user who has three pages; returns the user's cookie. */
async function seed(dataDir: string): Promise<string> {
  const database = await open(dataDir);
  await runMigrations(database);
  await seedDatabase(database.db, config(dataDir), createLogger('silent'));
  const [user] = await database.db
    .insert(users)
    .values({ username: 'firstvisit', passwordHash: 'unused', role: 'user' })
    .returning({ id: users.id });
  const html = samplePage('First Visit', '<p>A page of some weight.</p>'.repeat(200));
  for (let n = 1; n <= 3; n++) {
    const [page] = await database.db
      .insert(landingPages)
      .values({
        userId: user!.id,
        title: `Page ${n}`,
        prompt: 'A bench page',
        generatedHtml: html,
        versionCount: 1,
      })
      .returning({ id: landingPages.id });
    await database.db.insert(pageVersions).values({ landingPageId: page!.id, version: 1, html });
  }
  const { token } = await createSession(database.db, user!.id);
  await database.close();
  return `${SESSION_COOKIE}=${token}`;
}

/** In a fresh process: opens the directory, optionally warms up, times two visits. */
async function child(dataDir: string, mode: 'cold' | 'warmed', cookie: string) {
  const database = await open(dataDir);
  const cfg = config(dataDir);
  const logger = createLogger('silent');
  const app = createApp({
    db: database.db,
    config: cfg,
    logger,
    lifecycle: createLifecycle(),
    authLimits: DEFAULT_AUTH_LIMITS,
    ai: { provider: createProvider(cfg), ...aiTimingsFor(cfg) },
    jobs: nullJobQueue,
  });
  if (mode === 'warmed') await warmUp(app, database.db, { adminUsername: ADMIN, logger });
  const reads = DASHBOARD_READS.map((p) => p.replace(/\/\d+\/thumbnail$/, '/1/thumbnail'));
  const visit = async () => {
    const started = performance.now();
    await Promise.all(reads.map(async (p) => (await app.request(p, { headers: { cookie } })).arrayBuffer()));
    return performance.now() - started;
  };
  const first = await visit();
  const later = await visit();
  await database.close();
  console.log(JSON.stringify({ first, later }));
}

export async function benchDashboardFirstVisit(runs = Number(process.env.DASHBOARD_VISIT_RUNS ?? 5)) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pagecraft-first-visit-'));
  try {
    const cookie = await seed(dataDir);
    const samples = {
      cold: [] as { first: number; later: number }[],
      warmed: [] as { first: number; later: number }[],
    };
    for (let run = 0; run < runs; run++) {
      for (const mode of ['cold', 'warmed'] as const) {
        const result = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'bench/dashboard-first-visit.ts', 'child', dataDir, mode, cookie],
          { cwd: root, encoding: 'utf8' },
        );
        if (result.status !== 0) throw new Error(`first-visit child failed: ${result.stderr}`);
        samples[mode].push(JSON.parse(result.stdout.trim().split('\n').at(-1)!));
      }
    }
    const median = (values: number[]) => round(percentile(values, 50), 0);
    return {
      runs,
      coldFirstMs: median(samples.cold.map((s) => s.first)),
      coldLaterMs: median(samples.cold.map((s) => s.later)),
      warmedFirstMs: median(samples.warmed.map((s) => s.first)),
      warmedLaterMs: median(samples.warmed.map((s) => s.later)),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') {
  await child(process.argv[3]!, process.argv[4] as 'cold' | 'warmed', process.argv[5]!);
} else if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await benchDashboardFirstVisit();
  console.log(
    `dashboard first visit after a start: ${result.coldFirstMs} ms without the warm-up, ${result.warmedFirstMs} ms with it; later visits ${result.coldLaterMs} / ${result.warmedLaterMs} ms (median of ${result.runs})`,
  );
}
