import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server process (`node --import tsx src/server/main.ts`, as `npm start` runs it)
 * for tests of several instances: started with only the given environment (plus PATH, HOME,
 * a data directory and no web build), its output kept line by line, stopped by its own PID.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  /** Every line written to stdout and stderr so far. */
  lines: string[];
  /** The JSON log lines whose msg is `message`. */
  logged(message: string): Record<string, any>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL if it has not exited within `ms`; resolves with the exit. */
  stop(ms?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `pagecraft-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      void rm(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    const poll = setInterval(() => {
      const match = lines
        .map((line) => /Pagecraft listening on (http:\/\/[\d.]+:\d+)/.exec(line))
        .find(Boolean);
      if (!match) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve(match[1]!);
    }, 50);
    void exited.then(() => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`${name} exited during start-up:\n${lines.join('\n')}`));
    });
  });
  const logged = (message: string) =>
    lines.flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        const entry = JSON.parse(line);
        return entry.msg === message ? [entry] : [];
      } catch {
        return [];
      }
    });
  return {
    name,
    baseUrl,
    child,
    lines,
    logged,
    exited,
    async stop(ms = 20_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }, ms);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}
