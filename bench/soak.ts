/**
 * Soak: SOAK_SECONDS (default 600) of mixed API traffic from SOAK_USERS (default 6) virtual
 * users against a real server process (`src/server/main.ts`, offline engine, thumbnails off),
 * sampling its memory every SAMPLE_MS: VmRSS from /proc and the JS heap after a forced GC
 * (bench/soak-probe.ts). Runs on PGlite, then on PostgreSQL when one answers (a throwaway
 * database, dropped afterwards). `npx tsx bench/soak.ts` alone, or part of `npm run bench`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, withDatabase } from '../tests/support/database.ts';
import { freePort, percentile, postgresAnswers, round } from './harness.ts';
import { runVirtualUser, SOAK_PASSWORD, SoakClient, type TrafficTotals } from './soak-traffic.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SAMPLE_MS = 5_000;
const ADMIN_PASSWORD = 'soak-admin-password';
const MB = 1024 * 1024;

interface MemorySample {
  atSeconds: number;
  rss: number;
  heapUsed: number;
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pagecraft-soak-'));
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', './bench/soak-probe.ts', 'src/server/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        AI_PROVIDER: 'offline',
        CHROMIUM_PATH: 'off',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD,
        REGISTER_LIMIT_PER_HOUR: '100000',
        REGISTER_LIMIT_PER_DAY: '100000',
        LOGIN_LIMIT_PER_IP: '100000',
        ...env,
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`soak server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (tries > 600) throw new Error(`soak server did not become ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, base, dataDir, stderr: () => stderr };
}

function sampleMemory(child: ChildProcess): Promise<Omit<MemorySample, 'atSeconds'>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('memory probe did not answer')), 10_000);
    child.once('message', (message: { rss: number; heapUsed: number }) => {
      clearTimeout(timer);
      resolve({ rss: message.rss, heapUsed: message.heapUsed });
    });
    child.send({ type: 'memory', gc: true });
  });
}

/** Least-squares slope in MB per minute over the samples given. */
function slopeMbPerMinute(samples: MemorySample[], key: 'rss' | 'heapUsed') {
  const n = samples.length;
  if (n < 2) return 0;
  const xs = samples.map((s) => s.atSeconds / 60);
  const ys = samples.map((s) => s[key] / MB);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const num = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0);
  const den = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

/** Admin signs in and puts every soak user on the Unlimited plan (no quota ends the soak early). */
async function prepareUsers(base: string, totals: TrafficTotals, count: number) {
  const admin = new SoakClient(base, totals);
  await admin.call('setup', '/api/auth/login', {
    method: 'POST',
    json: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const plans = admin.json<{ id: number; name: string }[]>(
    await admin.call('setup', '/api/subscription-plans'),
  );
  const unlimited = plans?.find((plan) => plan.name === 'Unlimited');
  if (!unlimited) throw new Error('no Unlimited plan in the seed');
  const users: { client: SoakClient; username: string }[] = [];
  for (let i = 0; i < count; i++) {
    const client = new SoakClient(base, totals);
    const username = `soak${i}`;
    const registered = admin.json<{ user: { id: number } }>(
      await client.call(
        'setup',
        '/api/auth/register',
        {
          method: 'POST',
          json: { username, password: SOAK_PASSWORD },
        },
        201,
      ),
    );
    if (!registered) throw new Error(`could not register ${username}: ${totals.errorSamples.join('; ')}`);
    await admin.call('setup', '/api/admin/assign-plan', {
      method: 'POST',
      json: { userId: registered.user.id, planId: unlimited.id },
    });
    users.push({ client, username });
  }
  delete totals.latencies.setup;
  totals.requests = 0;
  return users;
}

export async function benchSoak(options: { seconds: number; users: number; databaseUrl?: string }) {
  const scratch = options.databaseUrl ? `pagecraft_soak_${process.pid}_${Date.now() % 1e6}` : undefined;
  if (options.databaseUrl && scratch) await adminQuery(options.databaseUrl, `CREATE DATABASE ${scratch}`);
  const server = await startServer(
    options.databaseUrl && scratch ? { DATABASE_URL: withDatabase(options.databaseUrl, scratch) } : {},
  );
  const totals: TrafficTotals = { requests: 0, errors: 0, errorSamples: [], latencies: {} };
  const samples: MemorySample[] = [];
  try {
    const users = await prepareUsers(server.base, totals, options.users);
    if (totals.errors) throw new Error(`setup failed: ${totals.errorSamples.join('; ')}`);
    const started = Date.now();
    const record = async () => {
      const memory = await sampleMemory(server.child);
      samples.push({ atSeconds: round((Date.now() - started) / 1000, 1), ...memory });
    };
    await record();
    const sampler = setInterval(() => void record().catch(() => {}), SAMPLE_MS);
    const deadline = started + options.seconds * 1000;
    await Promise.all(
      users.map(({ client, username }, i) => runVirtualUser(client, username, 1000 + i, deadline, 25)),
    );
    clearInterval(sampler);
    await record();
    const seconds = (Date.now() - started) / 1000;
    const secondHalf = samples.filter((s) => s.atSeconds >= seconds / 2);
    const mb = (bytes: number) => round(bytes / MB, 1);
    const routes = Object.fromEntries(
      Object.entries(totals.latencies)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([route, values]) => [
          route,
          {
            count: values.length,
            p50Ms: round(percentile(values, 50)),
            p95Ms: round(percentile(values, 95)),
          },
        ]),
    );
    return {
      database: options.databaseUrl ? 'postgresql' : 'pglite',
      seconds: round(seconds, 1),
      virtualUsers: options.users,
      requests: totals.requests,
      requestsPerSec: round(totals.requests / seconds, 1),
      errors: totals.errors,
      errorSamples: totals.errorSamples,
      memory: {
        samples: samples.length,
        rssMb: {
          start: mb(samples[0]!.rss),
          end: mb(samples.at(-1)!.rss),
          max: mb(Math.max(...samples.map((s) => s.rss))),
        },
        heapAfterGcMb: {
          start: mb(samples[0]!.heapUsed),
          end: mb(samples.at(-1)!.heapUsed),
          max: mb(Math.max(...samples.map((s) => s.heapUsed))),
        },
        secondHalfSlopeMbPerMin: {
          rss: round(slopeMbPerMinute(secondHalf, 'rss'), 3),
          heapAfterGc: round(slopeMbPerMinute(secondHalf, 'heapUsed'), 3),
        },
        series: samples.map((s) => [s.atSeconds, mb(s.rss), mb(s.heapUsed)]),
      },
      routes,
    };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.child.exitCode !== null) resolve(null);
      else server.child.once('exit', resolve);
    });
    rmSync(server.dataDir, { recursive: true, force: true });
    if (options.databaseUrl && scratch) {
      await adminQuery(options.databaseUrl, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    }
  }
}

type SoakResult = Awaited<ReturnType<typeof benchSoak>>;

export function printSoak(result: SoakResult) {
  const { memory } = result;
  console.log(
    `soak ${result.database}: ${result.seconds} s, ${result.virtualUsers} users, ${result.requests} requests (${result.requestsPerSec}/s), errors ${result.errors}`,
  );
  console.log(
    `  RSS MB start ${memory.rssMb.start} end ${memory.rssMb.end} max ${memory.rssMb.max}; heap after GC MB start ${memory.heapAfterGcMb.start} end ${memory.heapAfterGcMb.end} max ${memory.heapAfterGcMb.max}; second-half slope MB/min RSS ${memory.secondHalfSlopeMbPerMin.rss}, heap ${memory.secondHalfSlopeMbPerMin.heapAfterGc}`,
  );
  for (const [route, figures] of Object.entries(result.routes)) {
    console.log(
      `  ${route.padEnd(58)} n=${String(figures.count).padStart(6)}  p50 ${figures.p50Ms} ms  p95 ${figures.p95Ms} ms`,
    );
  }
  for (const sample of result.errorSamples) console.log(`  error: ${sample}`);
}

/** Both databases; the PostgreSQL run only when one answers. */
export async function runSoaks(seconds: number, users: number) {
  const results: SoakResult[] = [];
  results.push(await benchSoak({ seconds, users }));
  printSoak(results[0]!);
  const postgresUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  if (process.env.SOAK_DATABASES !== 'pglite' && (await postgresAnswers(postgresUrl))) {
    const result = await benchSoak({ seconds, users, databaseUrl: postgresUrl });
    printSoak(result);
    results.push(result);
  }
  return results;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const seconds = Number(process.env.SOAK_SECONDS ?? 600);
  const users = Number(process.env.SOAK_USERS ?? 6);
  const results = await runSoaks(seconds, users);
  mkdirSync(`${root}bench/results`, { recursive: true });
  const file = `${root}bench/results/soak-${seconds}s.json`;
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(root, file)}`);
  if (results.some((result) => result.errors > 0)) process.exitCode = 1;
}
