import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server process (`node --import tsx src/server/main.ts`: the source of what `npm start`
 * and the Dockerfile run compiled, so the API tests need no build first), for tests of what only a process has: signals, SIGKILL, a database
 * that goes away, several instances on one PostgreSQL. It starts with only the given
 * environment (plus PATH, HOME, a data directory and no web build). The caller stops it by
 * its PID (`kill()` or `stop()`), whatever happened.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 90_000;

export interface AppProcess {
  process: ChildProcess;
  baseUrl: string;
  /** stdout and stderr, in arrival order. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Sends `signal` (SIGKILL by default) to this process only, if it still runs. */
  kill(signal?: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not exited within `ms`; resolves with the exit. */
  stop(ms?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The complete lines written so far. */
  lines(): string[];
  /** The JSON log lines whose msg is `message`. */
  logged(message: string): Record<string, any>[];
}

export async function startAppProcess(options: {
  /**
   * Holds the PGlite database (unless DATABASE_URL is set) and stands in for the web build;
   * by default a temporary one, removed when the process exits.
   */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<AppProcess> {
  const { databaseUrl } = options;
  const ownDataDir = options.dataDir ? null : await mkdtemp(path.join(os.tmpdir(), 'pagecraft-process-'));
  const dataDir = options.dataDir ?? ownDataDir!;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_PASSWORD: 'process-admin-pw',
      CHROMIUM_PATH: 'off',
      // The API only: no web build is needed.
      WEB_ROOT: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => {
      if (ownDataDir) void rm(ownDataDir, { recursive: true, force: true });
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const kill = (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, signal);
  };
  const stop = async (ms = 20_000) => {
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), ms);
    const { code, signal } = await exited;
    clearTimeout(timer);
    return { code, signal };
  };
  // A chunk may end mid-line: only complete lines count.
  const lines = () => output.join('').split('\n').slice(0, -1);
  const logged = (message: string) =>
    lines().flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        const entry = JSON.parse(line);
        return entry.msg === message ? [entry] : [];
      } catch {
        return [];
      }
    });
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start:\n${output.join('')}`)),
        START_TIMEOUT_MS,
      );
      child.stdout!.on('data', (chunk: Buffer) => {
        output.push(chunk.toString());
        const match = /Pagecraft listening on (http:\/\/[\d.]+:\d+)/.exec(output.join(''));
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`server exited during start-up:\n${output.join('')}`));
      });
    });
    return { process: child, baseUrl, output, exited, kill, stop, lines, logged };
  } catch (error) {
    kill();
    throw error;
  }
}

/** Registers a fresh user on a running server; resolves with its session cookie. */
export async function registerOn(baseUrl: string, prefix = 'proc'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      username: `${prefix}_${randomBytes(4).toString('hex')}`,
      password: 'test-user-secret',
    }),
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A same-origin JSON request as the signed-in browser would send it. */
export function requestOn(
  baseUrl: string,
  cookie: string,
  method: string,
  pathname: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}
