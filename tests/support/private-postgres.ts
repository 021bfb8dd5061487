import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

/**
 * A PostgreSQL cluster of one test's own (initdb into a temporary directory, trust auth,
 * 127.0.0.1 on a free port), so the test may restart or crash it without touching the shared
 * server other engineers' tests use. Stopped and removed by `destroy()`.
 *
 * initdb and postgres refuse to run as root: as root, the binaries run as the `postgres`
 * user (it owns the directory); otherwise as the current user.
 */
const BIN_DIRS = [process.env.PG_BIN_DIR, '/usr/lib/postgresql/15/bin'].filter(Boolean) as string[];
const run = promisify(execFile);

export interface PrivatePostgres {
  url: string;
  port: number;
  /** `pg_ctl restart -m fast` (clients are told to go) or `-m immediate` (a crash: WAL recovery). */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl stop`; `start()` brings it back on the same port and data. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  return BIN_DIRS.find((dir) => existsSync(path.join(dir, 'initdb'))) ?? null;
}

async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (set PG_BIN_DIR)');
  const user = await runAs();
  const root = await mkdtemp(path.join(os.tmpdir(), 'pagecraft-pg-'));
  if (user) await chown(root, user.uid, user.gid);
  await chmod(root, 0o700);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const exec = (tool: string, args: string[], timeout = 60_000) =>
    run(path.join(bin, tool), args, { ...user, cwd: root, timeout, env: { PATH: process.env.PATH ?? '' } });
  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${root}'`,
    // A test cluster: durability of the machine's crash is not the point, its speed is.
    '-c fsync=off',
    '-c max_connections=40',
  ].join(' ');
  const pgCtl = (args: string[]) =>
    exec('pg_ctl', ['-D', dataDir, '-w', '-t', '60', '-l', path.join(root, 'server.log'), ...args]);
  const start = async () => {
    await pgCtl(['-o', options, 'start']);
  };
  await start();
  await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'app'], {
    timeout: 30_000,
  });
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    port,
    start,
    stop: async (mode) => {
      await pgCtl(['-m', mode, 'stop']);
    },
    restart: async (mode) => {
      await pgCtl(['-m', mode, '-o', options, 'restart']);
    },
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      await pgCtl(['-m', 'immediate', 'stop']).catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
}
