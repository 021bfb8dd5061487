import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import {
  type AiSettings,
  type AuthLimits,
  DEFAULT_AI_TIMINGS,
  DEFAULT_AUTH_LIMITS,
} from '../../src/server/app-context.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import { createProvider } from '../../src/server/features/generation/providers/create-provider.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { TestClient } from './test-client.ts';

export interface TestApp {
  baseUrl: string;
  db: Db;
  config: ReturnType<typeof loadConfig>;
  engine: TestDatabase['engine'];
  /** A fresh client with its own cookie jar (one per simulated browser). */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  authLimits?: Partial<AuthLimits>;
  /** Provider and timings; by default the provider configured by `env` (offline without keys). */
  ai?: Partial<AiSettings>;
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
  const app = createApp({
    db: database.db,
    config,
    logger: createLogger(process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'error'),
    authLimits: { ...DEFAULT_AUTH_LIMITS, ...options.authLimits },
    ai: { provider: createProvider(config), ...DEFAULT_AI_TIMINGS, ...options.ai },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    db: database.db,
    config,
    engine: database.engine,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.dispose();
    },
  };
}
