import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../src/shared/api/auth.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from '../support/database.ts';

/**
 * The compiled server (ADR 018): scripts/build-server.mjs bundles src/server into a private
 * folder (inside the project, so node_modules resolve), and plain node runs it, no tsx, on a
 * fresh database (PGlite in a temporary DATA_DIR, or a new empty PostgreSQL database on the
 * PostgreSQL pass, which also loads pg-boss's lazy chunk). Everything it reads at run time must
 * come from the build: the migrations (all of them recorded), the common-password list (a
 * sign-up refused), the web app beside it (index.html served from <build>/../web without
 * WEB_ROOT) and the lazily loaded offline composer (a template preview). Stopped by its PID.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MARKER = `compiled-server-${randomBytes(4).toString('hex')}`;
const JOURNAL = 'src/server/db/migrations/meta/_journal.json';
const migrationCount = (file: string) => (JSON.parse(readFileSync(file, 'utf8')).entries as unknown[]).length;

const buildDir = path.join(ROOT, 'test-results', `${MARKER}`);
const serverDir = path.join(buildDir, 'server');
let dataDir: string;
let databaseUrl: string | undefined;
let scratchDatabase: string | undefined;
let child: ChildProcess | undefined;
let output = '';
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** SIGTERM to our server's PID (SIGKILL after 15 s); resolves with its exit code. */
function stopServer(): Promise<number | null> {
  const server = child;
  if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => process.kill(server.pid!, 'SIGKILL'), 15_000);
    server.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    process.kill(server.pid!, 'SIGTERM');
  });
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', serverDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  // The web build the server finds beside itself (dist/server -> dist/web).
  mkdirSync(path.join(buildDir, 'web'), { recursive: true });
  writeFileSync(path.join(buildDir, 'web/index.html'), `<!doctype html><title>${MARKER}</title>`);

  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pagecraft-compiled-'));
  const url = testDatabaseUrl();
  if (url) {
    scratchDatabase = `pagecraft_compiled_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${scratchDatabase}`);
    databaseUrl = withDatabase(url, scratchDatabase);
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--enable-source-maps', path.join(serverDir, 'main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_PASSWORD: 'compiled-admin-pw',
      AI_PROVIDER: 'offline',
      CHROMIUM_PATH: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // Listening comes after migrations and the seed: the first 200 means all of them ran.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`compiled server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 120_000);

afterAll(async () => {
  await stopServer();
  rmSync(buildDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  const url = testDatabaseUrl();
  if (url && scratchDatabase)
    await adminQuery(url, `DROP DATABASE IF EXISTS ${scratchDatabase} WITH (FORCE)`);
}, 30_000);

describe('the compiled server under plain node', () => {
  it('carries its run-time files and no TypeScript', () => {
    expect(migrationCount(path.join(serverDir, 'assets/server/db/migrations/meta/_journal.json'))).toBe(
      migrationCount(path.join(ROOT, JOURNAL)),
    );
    expect(
      readFileSync(path.join(serverDir, 'assets/server/features/auth/common-passwords.txt'), 'utf8'),
    ).toBe(readFileSync(path.join(ROOT, 'src/server/features/auth/common-passwords.txt'), 'utf8'));
    const main = readFileSync(path.join(serverDir, 'main.js'), 'utf8');
    expect(main).not.toMatch(/from ["'][^"']+\.ts["']/);
    expect(main).toMatch(/\/\/# sourceMappingURL=main\.js\.map\s*$/);
  });

  it('is live and ready, with its database', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the web app built beside it', async () => {
    const response = await fetch(`${base}/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(MARKER);
  });

  it('reads the common-password list copied into the build', async () => {
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: `c${randomBytes(4).toString('hex')}`, password: 'password123' }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(PASSWORD_MESSAGES.common);
  });

  it('loads a lazy chunk: the offline composer', async () => {
    const response = await fetch(`${base}/api/templates/saas-product/preview`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.text()).toMatch(/^<!doctype html>/i);
  });

  it('stops on SIGTERM with every migration recorded', async () => {
    expect(await stopServer()).toBe(0);
    const expected = migrationCount(path.join(ROOT, JOURNAL));
    const query = 'select count(*)::int as n from drizzle.__drizzle_migrations';
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        expect((await client.query(query)).rows[0].n).toBe(expected);
      } finally {
        await client.end();
      }
    } else {
      const pglite = new PGlite(path.join(dataDir, 'pglite'));
      try {
        expect((await pglite.query<{ n: number }>(query)).rows[0]!.n).toBe(expected);
      } finally {
        await pglite.close();
      }
    }
  }, 30_000);
});
