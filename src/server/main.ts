import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { aiTimingsFor, authLimitsFor } from './app-context.ts';
import { backgroundJobs } from './background-jobs.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDatabase } from './db/seed.ts';
import { createPageAnalytics, ensureEventPartitions } from './features/analytics/index.ts';
import { createProvider } from './features/generation/index.ts';
import { createPageRenderer, DEFAULT_SCREENSHOT_LIMIT } from './features/thumbnails/index.ts';
import { isBackgroundDatabaseFailure, rootCauseMessage } from './lib/db-errors.ts';
import { createJobQueue, type JobQueue } from './lib/jobs/index.ts';
import { createLifecycle } from './lib/lifecycle.ts';
import { createLogger } from './lib/logger.ts';
import { warmUp } from './warm-up.ts';

/** After the deadline, how long cancelled streams get to write their error event and [DONE]. */
const STREAM_CANCEL_GRACE_MS = 2_000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

// WEB_ROOT: another build of the web app (browser tests give each server its own copy). The
// default is dist/web; the server build keeps this path right from dist/server/main.js (ADR 018).
const webRoot = process.env.WEB_ROOT
  ? path.resolve(process.env.WEB_ROOT)
  : fileURLToPath(new URL('../../dist/web', import.meta.url));

/** config -> database -> migrations -> seed -> listen. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // pg-boss marks jobs completed or failed without awaiting the query (ADR 014). With the
  // database gone at that moment, its rejection has no handler, and Node's default would end
  // an instance that is serving everyone else (tests/api/db-outage.test.ts saw exactly that).
  // The job expires and is retried, so a PostgreSQL failure is logged and survived here. Any
  // other unhandled rejection, a socket error from anything but the database included, is a
  // bug and still ends the process, as by default.
  process.on('unhandledRejection', (reason) => {
    if (!isBackgroundDatabaseFailure(reason)) throw reason;
    logger.warn('background database call failed', { error: rootCauseMessage(reason) });
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR, 'pglite'),
  });
  await runMigrations(database);
  const seed = await seedDatabase(database.db, config, logger);
  if (seed.generatedAdminPassword) {
    console.log(
      `\n  Admin account created: username "${config.ADMIN_USERNAME}", password "${seed.generatedAdminPassword}"\n  (shown once; set ADMIN_PASSWORD to choose it)\n`,
    );
  }

  // The browser itself starts on the first render, not here.
  const renderer = createPageRenderer({ chromiumPath: config.CHROMIUM_PATH, logger });
  // pg-boss on PostgreSQL (its own pool and schema, created here once for all instances).
  const jobs: JobQueue = await createJobQueue({
    databaseUrl: database.databaseUrl,
    jobs: backgroundJobs({ db: database.db, config, renderer, logger, queue: () => jobs }),
    logger,
  });

  const lifecycle = createLifecycle();
  // Page events go to this month's partition from the first one on (the maintenance job
  // keeps making next month's); events are written in batches, the last on shutdown.
  await ensureEventPartitions(database.db);
  const analytics = createPageAnalytics(
    { db: database.db, logger },
    {
      limits: {
        perIp: { limit: config.ANALYTICS_LIMIT_PER_IP, windowMs: 60_000 },
        perPage: { limit: config.ANALYTICS_LIMIT_PER_PAGE, windowMs: 60_000 },
      },
    },
  );
  const app = createApp(
    {
      db: database.db,
      lifecycle,
      analytics,
      config,
      logger,
      authLimits: authLimitsFor(config),
      ai: { provider: createProvider(config), ...aiTimingsFor(config) },
      rendering: { renderer, screenshotLimit: DEFAULT_SCREENSHOT_LIMIT },
      jobs,
    },
    // In development Vite serves the web app and proxies /api here.
    { webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined },
  );
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(`Pagecraft listening on http://${config.HOST}:${info.port}`, {
      database: database.engine,
      ai: config.aiProvider,
      thumbnails: renderer.available ? 'chromium' : 'off',
      jobs: jobs.engine,
    });
    // The dashboard's reads, once, so the first visit is as quick as the next (warm-up.ts).
    warmUp(app, database.db, { adminUsername: config.ADMIN_USERNAME, logger }).catch((error: unknown) =>
      logger.warn('warm-up failed', { error: rootCauseMessage(error) }),
    );
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info('shutting down', {
      signal,
      streams: lifecycle.activeStreams,
      graceMs: config.SHUTDOWN_GRACE_MS,
    });
    // Readiness fails from now on, so a load balancer stops sending work here; new connections
    // are refused and idle keep-alive ones closed; requests in flight carry on.
    lifecycle.startDraining();
    // Background jobs stop being taken now; those running may finish until the deadline (on
    // PostgreSQL the ones that do not are failed and retried later, by any instance).
    const jobsClosed = jobs.close({ timeoutMs: config.SHUTDOWN_GRACE_MS });
    // A last resort if closing hangs (a database that never answers): go anyway, non-zero.
    setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 15_000).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // close() only drops the keep-alive connections idle at that moment; a connection whose
    // stream ends later would otherwise hold shutdown until its keep-alive time-out.
    const http = server as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    const sweep = setInterval(() => http.closeIdleConnections?.(), 100);
    const finished = await lifecycle.waitForStreams(config.SHUTDOWN_GRACE_MS);
    if (!finished) {
      // Past the deadline: cancel the streams still running. Their use cases see the signal,
      // save and charge nothing, and end the stream with an error event and [DONE].
      logger.warn('shutdown deadline reached, cancelling streams', { streams: lifecycle.activeStreams });
      lifecycle.abortStreams('The server is shutting down');
      await lifecycle.waitForStreams(STREAM_CANCEL_GRACE_MS);
    }
    // Whatever is left (a slow non-stream request, a client holding its socket) gets until the
    // same deadline, then its connection is closed.
    const left = Math.max(STREAM_CANCEL_GRACE_MS, config.SHUTDOWN_GRACE_MS - (Date.now() - started));
    const timedOut = await Promise.race([closed.then(() => false), delay(left).then(() => true)]);
    clearInterval(sweep);
    if (timedOut) http.closeAllConnections?.();
    // In-process jobs still waiting are dropped (a thumbnail read asks again); stopping the
    // browser ends a render still in progress past the deadline.
    await jobsClosed;
    await renderer.close();
    // Every event accepted before the server closed is written before the database closes.
    await analytics.close();
    await database.close();
    logger.info('stopped', { durationMs: Date.now() - started });
    process.exit(0);
  };
  const onSignal = (signal: string) => {
    shutdown(signal).catch((error) => {
      logger.error('shutdown failed', {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
