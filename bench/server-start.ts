/**
 * Server start-up and idle memory: the server run from TypeScript through tsx (as before ADR 018)
 * against the compiled one (`npm run build`, `node --enable-source-maps dist/server/main.js`, as
 * `npm start` and the Docker image run it), plus the compiled one without source maps, to price
 * them. Per start: spawn -> first 200 from GET /healthz (the server listens only after its
 * migrations and seed), then the RSS of the process and its children (tsx's esbuild included)
 * when ready and after IDLE_MS idle. Each start gets a fresh temporary PGlite data directory (a
 * first start: the database created, every migration applied), then restarts on that directory
 * (an ordinary production restart). The modes take turns start by start, so a machine that gets
 * busier meanwhile weighs on all of them alike; one warm-up start each is discarded (tsx's
 * transform cache, the OS file cache). Medians of SERVER_START_RUNS (default 5) starts each.
 * Then, when PostgreSQL answers (BENCH_DATABASE_URL or 127.0.0.1:5432), the same starts on one
 * migrated scratch database: the server's own start and memory without the embedded database's.
 * `node --import tsx bench/server-start.ts` alone (writes bench/results/server-start.json), or
 * part of `npm run bench`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, withDatabase } from '../tests/support/database.ts';
import { freePort, percentile, postgresAnswers, round } from './harness.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const IDLE_MS = 5_000;
const START_TIMEOUT_MS = 240_000;
const MB = 1024 * 1024;

const MODES = {
  tsx: () => ['--import', 'tsx', 'src/server/main.ts'],
  compiled: (build: string) => ['--enable-source-maps', path.join(build, 'main.js')],
  compiledNoSourceMaps: (build: string) => [path.join(build, 'main.js')],
};
type Mode = keyof typeof MODES;

interface StartSample {
  startMs: number;
  cpuMs: number;
  rssReadyMb: number;
  rssIdleMb?: number;
}

export interface ServerStartBench {
  runs: number;
  /** The machine's 1-minute load average before and after: wall times stretch with it, CPU times hardly. */
  loadAverage: [number, number];
  /** `node scripts/build-server.mjs`, paid once per build. */
  buildMs: number;
  modes: Record<
    Mode,
    {
      /** Median spawn -> first 200 from /healthz on a fresh data directory, and min-max. */
      firstStartMs: number;
      firstStartRangeMs: [number, number];
      /** Median CPU time (process + children) spent until then. */
      firstStartCpuMs: number;
      /** The same on the data directory of that first start. */
      restartMs: number;
      restartRangeMs: [number, number];
      restartCpuMs: number;
      /** Median RSS (process + children) when ready and after IDLE_MS idle, after the first start. */
      rssReadyMb: number;
      rssIdleMb: number;
    }
  >;
  /**
   * On PostgreSQL (when one answers), without the embedded database's start and memory: starts
   * on one migrated scratch database (the warm-up migrates it), spawn -> first 200, CPU, RSS.
   */
  postgres?: Record<
    Mode,
    { startMs: number; startRangeMs: [number, number]; cpuMs: number; rssReadyMb: number; rssIdleMb: number }
  >;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * RSS and CPU time (user + system) of `pid` and, recursively, its children (tsx runs esbuild
 * as a child process). CPU time, unlike wall time, hardly moves when other work loads the machine.
 */
function treeUsage(pid: number): { rssBytes: number; cpuMs: number } {
  let rssBytes = 0;
  let cpuMs = 0;
  try {
    rssBytes = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm) ": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return { rssBytes: 0, cpuMs: 0 };
  }
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {}
  for (const child of children) {
    const usage = treeUsage(child);
    rssBytes += usage.rssBytes;
    cpuMs += usage.cpuMs;
  }
  return { rssBytes, cpuMs };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

let current: ChildProcess | undefined;
/** The private build and the data directory in use, removed if the run is interrupted. */
const scratch = new Set<string>();
function interrupted() {
  if (current?.pid && current.exitCode === null) process.kill(current.pid, 'SIGKILL');
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  process.exit(130);
}

/** One start of `mode` on `dataDir`: spawn -> first 200 from /healthz; RSS then (and after idling). */
async function startOnce(
  mode: Mode,
  build: string,
  dataDir: string,
  idle: boolean,
  databaseUrl = '',
): Promise<StartSample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, MODES[mode](build), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AI_PROVIDER: 'offline',
      CHROMIUM_PATH: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin-password',
    },
  });
  current = child;
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  try {
    const url = `http://127.0.0.1:${port}/healthz`;
    let answered = 'no connection';
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode} server exited during start-up: ${stderr}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(
          `${mode} server did not answer 200 in ${START_TIMEOUT_MS} ms (${answered}): ${stderr}`,
        );
      try {
        const response = await fetch(url);
        if (response.status === 200) break;
        answered = `last answer ${response.status}`;
      } catch {}
      await sleep(10);
    }
    const startMs = round(performance.now() - started, 0);
    const ready = treeUsage(child.pid!);
    const sample: StartSample = {
      startMs,
      cpuMs: round(ready.cpuMs, 0),
      rssReadyMb: round(ready.rssBytes / MB, 0),
    };
    if (idle) {
      await sleep(IDLE_MS);
      sample.rssIdleMb = round(treeUsage(child.pid!).rssBytes / MB, 0);
    }
    return sample;
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => percentile(values, 50);
const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

export async function benchServerStart(
  runs = Number(process.env.SERVER_START_RUNS ?? 5),
): Promise<ServerStartBench> {
  const loadBefore = round(os.loadavg()[0]!, 1);
  // Interrupted: the server being measured goes too (by its PID), never left running.
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  // The compiled server from the sources as they are now, in a folder of its own beside dist/web
  // (as dist/server is), so a `npm run build` meanwhile cannot pull it away mid-run.
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  const build = mkdtempSync(path.join(root, 'dist', 'server-bench-'));
  scratch.add(build);
  const buildStarted = performance.now();
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', build], {
    cwd: root,
    stdio: 'ignore',
  });
  if (built.status !== 0) throw new Error('server build failed (node scripts/build-server.mjs)');
  const buildMs = round(performance.now() - buildStarted, 0);
  try {
    const result = await measure(runs, build, buildMs, loadBefore);
    const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    if (await postgresAnswers(postgresUrl)) result.postgres = await measurePostgres(runs, build, postgresUrl);
    result.loadAverage[1] = round(os.loadavg()[0]!, 1);
    return result;
  } finally {
    rmSync(build, { recursive: true, force: true });
    scratch.delete(build);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

async function measure(
  runs: number,
  build: string,
  buildMs: number,
  loadBefore: number,
): Promise<ServerStartBench> {
  const modes = Object.keys(MODES) as Mode[];
  const first = Object.fromEntries(modes.map((mode) => [mode, [] as StartSample[]])) as Record<
    Mode,
    StartSample[]
  >;
  const restarts = Object.fromEntries(modes.map((mode) => [mode, [] as StartSample[]])) as Record<
    Mode,
    StartSample[]
  >;
  for (let run = -1; run < runs; run++) {
    for (const mode of run % 2 === 0 ? modes : [...modes].reverse()) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pagecraft-start-'));
      scratch.add(dataDir);
      try {
        // Warm-up (run -1): one start each, not counted.
        const fresh = await startOnce(mode, build, dataDir, run >= 0);
        if (run < 0) continue;
        const again = await startOnce(mode, build, dataDir, false);
        first[mode].push(fresh);
        restarts[mode].push(again);
        console.log(
          `  ${mode}: first start ${fresh.startMs} ms (CPU ${fresh.cpuMs} ms; RSS ${fresh.rssReadyMb} MB, ${fresh.rssIdleMb} MB idle), restart ${again.startMs} ms (CPU ${again.cpuMs} ms)`,
        );
      } finally {
        // The server has stopped (startOnce waits for its exit) before its data goes.
        rmSync(dataDir, { recursive: true, force: true });
        scratch.delete(dataDir);
      }
    }
  }
  const summary = {} as ServerStartBench['modes'];
  for (const mode of modes) {
    const samples = first[mode];
    const starts = samples.map((s) => s.startMs);
    summary[mode] = {
      firstStartMs: median(starts),
      firstStartRangeMs: range(starts),
      firstStartCpuMs: median(samples.map((s) => s.cpuMs)),
      restartMs: median(restarts[mode].map((s) => s.startMs)),
      restartRangeMs: range(restarts[mode].map((s) => s.startMs)),
      restartCpuMs: median(restarts[mode].map((s) => s.cpuMs)),
      rssReadyMb: median(samples.map((s) => s.rssReadyMb)),
      rssIdleMb: median(samples.map((s) => s.rssIdleMb!)),
    };
  }
  return { runs, loadAverage: [loadBefore, round(os.loadavg()[0]!, 1)], buildMs, modes: summary };
}

async function measurePostgres(runs: number, build: string, url: string) {
  const name = `pagecraft_start_${process.pid}`;
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pagecraft-start-'));
  scratch.add(dataDir);
  const modes = Object.keys(MODES) as Mode[];
  const samples = Object.fromEntries(modes.map((mode) => [mode, [] as StartSample[]])) as Record<
    Mode,
    StartSample[]
  >;
  try {
    for (let run = -1; run < runs; run++)
      for (const mode of run % 2 === 0 ? modes : [...modes].reverse()) {
        const sample = await startOnce(mode, build, dataDir, run >= 0, withDatabase(url, name));
        if (run < 0) continue;
        samples[mode].push(sample);
        console.log(
          `  ${mode} on PostgreSQL: start ${sample.startMs} ms (CPU ${sample.cpuMs} ms; RSS ${sample.rssReadyMb} MB, ${sample.rssIdleMb} MB idle)`,
        );
      }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    scratch.delete(dataDir);
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const summary = {} as NonNullable<ServerStartBench['postgres']>;
  for (const mode of modes) {
    const starts = samples[mode].map((s) => s.startMs);
    summary[mode] = {
      startMs: median(starts),
      startRangeMs: range(starts),
      cpuMs: median(samples[mode].map((s) => s.cpuMs)),
      rssReadyMb: median(samples[mode].map((s) => s.rssReadyMb)),
      rssIdleMb: median(samples[mode].map((s) => s.rssIdleMb!)),
    };
  }
  return summary;
}

export function printServerStart(result: ServerStartBench) {
  console.log(
    `server start-up (median of ${result.runs}; server build ${result.buildMs} ms; load average ${result.loadAverage.join(' -> ')}):`,
  );
  for (const [mode, m] of Object.entries(result.modes))
    console.log(
      `  ${mode.padEnd(21)} first start ${m.firstStartMs} ms (${m.firstStartRangeMs.join('-')}; CPU ${m.firstStartCpuMs} ms), restart ${m.restartMs} ms (${m.restartRangeMs.join('-')}; CPU ${m.restartCpuMs} ms), RSS ready ${m.rssReadyMb} MB, idle ${m.rssIdleMb} MB`,
    );
  for (const [mode, m] of Object.entries(result.postgres ?? {}))
    console.log(
      `  ${mode.padEnd(21)} on PostgreSQL: start ${m.startMs} ms (${m.startRangeMs.join('-')}; CPU ${m.cpuMs} ms), RSS ready ${m.rssReadyMb} MB, idle ${m.rssIdleMb} MB`,
    );
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const result = await benchServerStart();
  printServerStart(result);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results/server-start.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...result }, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(root, file)}`);
}
