/**
 * `npm run bench`: reproduces the performance figures quoted in the README.
 * Everything runs on this machine against loopback; results also land in bench/results/latest.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../src/server/app.ts';
import { DEFAULT_AUTH_LIMITS } from '../src/server/app-context.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { measureFirstLoad } from './first-load.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

// 1. Web app first load.
const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
  cwd: root,
  stdio: 'ignore',
});
if (build.status !== 0) throw new Error('web build failed');
const firstLoad = measureFirstLoad(`${root}dist/web`);
results.firstLoadJsGzipKb = +(firstLoad.gzipBytes / 1024).toFixed(1);
results.firstLoadCssGzipKb = +(firstLoad.cssGzipBytes / 1024).toFixed(1);
console.log(
  `first-load JS for / : ${results.firstLoadJsGzipKb} KB gzip (${firstLoad.files.length} files), bar < 150 KB`,
);

// 2. API latency over real HTTP, on the embedded database (set DATABASE_URL for PostgreSQL).
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-admin-pw' });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: 'memory://' });
await runMigrations(database);
await seedDatabase(database.db, config, createLogger('silent'));
const app = createApp({
  db: database.db,
  config,
  logger: createLogger('silent'),
  authLimits: {
    ...DEFAULT_AUTH_LIMITS,
    loginPerIp: { limit: 1e9, windowMs: 60_000 },
    loginPerAccount: { limit: 1e9, windowMs: 60_000 },
  },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const origin = { origin: base, 'content-type': 'application/json' };
const register = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: origin,
  body: JSON.stringify({ username: 'benchuser', password: 'bench-password' }),
});
const cookie = register.headers.getSetCookie()[0]!.split(';')[0]!;

async function load(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
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

server.close();
await database.close();
mkdirSync(`${root}bench/results`, { recursive: true });
writeFileSync(`${root}bench/results/latest.json`, `${JSON.stringify(results, null, 2)}\n`);
console.log('written to bench/results/latest.json');
