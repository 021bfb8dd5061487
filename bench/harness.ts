import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, createAppDeps } from '../src/server/app.ts';
import type { LeadLimits } from '../src/server/app-context.ts';
import { aiTimingsFor } from '../src/server/app-context.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Db } from '../src/server/db/client.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { createProvider } from '../src/server/features/generation/providers/create-provider.ts';
import {
  createInProcessQueue,
  type JobDefinition,
  type JobQueue,
  nullJobQueue,
} from '../src/server/lib/jobs/index.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { adminQuery, withDatabase } from '../tests/support/database.ts';

const unthrottled = { limit: 1e9, windowMs: 60_000 };

export interface BenchServerOptions {
  /** Background jobs to run in-process beside the server (none by default). */
  jobs?: (db: Db, queue: () => JobQueue) => JobDefinition[];
  leadLimits?: Partial<LeadLimits>;
  /** A built web app to serve beside the API, as `npm start` does (default: the API alone). */
  webRoot?: string;
}

/** A real server over a fresh database (PGlite in memory, or DATABASE_URL), on loopback. */
export async function startBenchServer(env: Record<string, string> = {}, options: BenchServerOptions = {}) {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'bench-admin-pw',
    ...env,
  });
  // On PostgreSQL the bench works in a database of its own, dropped afterwards.
  const scratch = config.DATABASE_URL ? `pagecraft_bench_${process.pid}_${Date.now() % 1e6}` : undefined;
  if (config.DATABASE_URL && scratch) await adminQuery(config.DATABASE_URL, `CREATE DATABASE ${scratch}`);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL && scratch ? withDatabase(config.DATABASE_URL, scratch) : undefined,
    dataDir: 'memory://',
  });
  await runMigrations(database);
  await seedDatabase(database.db, config, createLogger('silent'));
  const jobs: JobQueue = options.jobs
    ? createInProcessQueue({ jobs: options.jobs(database.db, () => jobs), logger: createLogger('silent') })
    : nullJobQueue;
  const deps = createAppDeps({
    db: database.db,
    config,
    logger: createLogger('silent'),
    ai: { provider: createProvider(config), ...aiTimingsFor(config) },
    authLimits: {
      loginPerAccountAndIp: unthrottled,
      loginPerIp: unthrottled,
      loginSlowdown: { freeFailures: 1e9, windowMs: 60_000, firstDelayMs: 0, maxDelayMs: 0 },
      registerPerIp: unthrottled,
      registerPerIpPerDay: unthrottled,
    },
    jobs,
    leadLimits: options.leadLimits,
  });
  const app = createApp(deps, { webRoot: options.webRoot });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    db: database.db,
    async register(username: string) {
      const response = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'bench-password' }),
      });
      const { user } = (await response.json()) as { user: { id: number } };
      return { id: user.id, cookie: response.headers.getSetCookie()[0]!.split(';')[0]! };
    },
    jobs,
    /** Page statistics' batch writer (flush() stores what is queued). */
    analytics: deps.analytics,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await jobs.close();
      await deps.analytics.close();
      await database.close();
      if (config.DATABASE_URL && scratch) {
        await adminQuery(config.DATABASE_URL, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      }
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export async function postgresAnswers(url: string): Promise<boolean> {
  try {
    await adminQuery(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** A port free on loopback right now, for a server process the bench spawns. */
export { freePort } from '../tests/support/free-port.ts';
