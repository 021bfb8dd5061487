import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import { createApp, createAppDeps } from '../../src/server/app.ts';
import type { LeadLimits } from '../../src/server/app-context.ts';
import {
  type AiSettings,
  type AuthLimits,
  aiTimingsFor,
  DEFAULT_AUTH_LIMITS,
} from '../../src/server/app-context.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import type { PageAnalytics } from '../../src/server/features/analytics/index.ts';
import { createProvider } from '../../src/server/features/generation/providers/create-provider.ts';
import { leadDeliveryJobs } from '../../src/server/features/leads/index.ts';
import { pageCheckJob } from '../../src/server/features/page-check/index.ts';
import type { SaveDeps } from '../../src/server/features/pages/index.ts';
import {
  DEFAULT_SCREENSHOT_LIMIT,
  nullRenderer,
  type PageRenderer,
  thumbnailJob,
} from '../../src/server/features/thumbnails/index.ts';
import { createInProcessQueue, type JobQueue } from '../../src/server/lib/jobs/index.ts';
import { createLogger, type Logger } from '../../src/server/lib/logger.ts';
import type { RateLimitRule } from '../../src/server/lib/rate-limit.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { TestClient } from './test-client.ts';

export interface TestApp {
  baseUrl: string;
  db: Db;
  config: ReturnType<typeof loadConfig>;
  engine: TestDatabase['engine'];
  /**
   * The app's job queue (in-process, on either database; the pg-boss one has tests of its
   * own): `await app.jobs.idle()` waits for thumbnails and page checks in flight.
   */
  jobs: JobQueue;
  /** The app's own deps for saving pages directly: the save is followed as in the app (thumbnail, page check). */
  saves: SaveDeps;
  /** Page statistics' batch writer: `await app.analytics.flush()` stores the events queued. */
  analytics: PageAnalytics;
  /** A fresh client with its own cookie jar (one per simulated browser). */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  authLimits?: Partial<AuthLimits>;
  /** Provider and timings; by default the provider configured by `env` (offline without keys). */
  ai?: Partial<AiSettings>;
  /**
   * A page renderer (a real Chromium one shared by the test file, or a fake) for thumbnails
   * and screenshots, with an in-process queue on it. Default: none, so no browser is started.
   * The test file owns the renderer and closes it.
   */
  renderer?: PageRenderer;
  screenshotLimit?: RateLimitRule;
  /** Lead capture throttles; default DEFAULT_LEAD_LIMITS. */
  leadLimits?: Partial<LeadLimits>;
  /** The app's logger (e.g. one writing to an array, to check the request log); default: errors only. */
  logger?: Logger;
  /** A built web app to serve beside the API (the HTML shell and its assets); default none. */
  webRoot?: string;
}

/**
 * The real server (real HTTP on 127.0.0.1, real middleware, real database copy) for one
 * test file. Call in beforeAll, close in afterAll.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase({
    pgliteDump: inject('pgliteDump'),
    pgTemplate: inject('pgTemplate'),
  });
  const config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'error');
  const renderer = options.renderer ?? nullRenderer;
  const jobs: JobQueue = createInProcessQueue({
    jobs: [
      ...(renderer.available ? [thumbnailJob({ db: database.db, rendering: { renderer }, logger })] : []),
      pageCheckJob({ db: database.db, rendering: { renderer }, logger }),
      ...leadDeliveryJobs({ db: database.db, config, logger }, { queue: () => jobs }),
    ],
    logger,
  });
  const deps = createAppDeps({
    db: database.db,
    config,
    logger,
    authLimits: { ...DEFAULT_AUTH_LIMITS, ...options.authLimits },
    ai: { provider: createProvider(config), ...aiTimingsFor(config), ...options.ai },
    rendering: {
      renderer,
      screenshotLimit: options.screenshotLimit ?? DEFAULT_SCREENSHOT_LIMIT,
    },
    jobs,
    leadLimits: options.leadLimits,
  });
  const app = createApp(deps, { webRoot: options.webRoot });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    db: database.db,
    saves: deps,
    config,
    engine: database.engine,
    jobs,
    analytics: deps.analytics,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.close();
      await deps.analytics.close();
      await database.dispose();
    },
  };
}
