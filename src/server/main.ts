import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { authLimitsFor, DEFAULT_AI_TIMINGS } from './app-context.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDatabase } from './db/seed.ts';
import { createProvider } from './features/generation/providers/create-provider.ts';
import {
  createPageRenderer,
  createThumbnailQueue,
  DEFAULT_SCREENSHOT_LIMIT,
} from './features/thumbnails/index.ts';
import { createLogger } from './lib/logger.ts';

// WEB_ROOT: another build of the web app (browser tests give each server its own copy).
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
  const thumbnails = createThumbnailQueue({ db: database.db, renderer, logger });

  const app = createApp(
    {
      db: database.db,
      config,
      logger,
      authLimits: authLimitsFor(config),
      ai: { provider: createProvider(config), ...DEFAULT_AI_TIMINGS },
      rendering: { renderer, thumbnails, screenshotLimit: DEFAULT_SCREENSHOT_LIMIT },
    },
    // In development Vite serves the web app and proxies /api here.
    { webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined },
  );
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(`Pagecraft listening on http://${config.HOST}:${info.port}`, {
      database: database.engine,
      ai: config.aiProvider,
      thumbnails: renderer.available ? 'chromium' : 'off',
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    server.close(async () => {
      // Waiting thumbnails are dropped (a later read asks again); stopping the browser ends
      // a render in progress at once, so the job settles before the database closes.
      const draining = thumbnails.close();
      await renderer.close();
      await draining;
      await database.close();
      process.exit(0);
    });
    // Streams in flight get a grace period, then the process goes regardless.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
