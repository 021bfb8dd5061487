import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/lib/db-errors.ts';
import { startPgBossQueue } from '../../src/server/lib/jobs/pg-boss-queue.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { testDatabaseUrl } from '../support/database.ts';

/**
 * The job queue's connections get the same connect timeout as the app's pool: against a
 * PostgreSQL address that accepts connections and never answers (a hung server, a proxy in
 * front of a dead one), starting the queue fails within the timeout instead of hanging the
 * instance's start-up (and, later, its polls) forever.
 */
const logger = createLogger('silent');
const CONNECT_TIMEOUT_MS = 300;
/** Far above the timeout, far below forever: an old build that waits forever fails here. */
const GIVE_UP_MS = 5_000;

/** A TCP server that lets the first `forward` connections through to `target`; the rest hang. */
async function flakyServer(target?: { host: string; port: number }, forward = 0) {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (target && accepted++ < forward) {
      const upstream = net.connect(target.port, target.host);
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

/** How starting the queue ends: its error, or 'still waiting' past GIVE_UP_MS. */
async function startQueue(connectionString: string) {
  const started = Date.now();
  const outcome = await Promise.race([
    startPgBossQueue({ connectionString, jobs: [], logger, connectTimeoutMs: CONNECT_TIMEOUT_MS }).then(
      async (queue) => {
        await queue.close({ timeoutMs: 1000 });
        return 'started' as const;
      },
      (error: unknown) => ({ error }),
    ),
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), GIVE_UP_MS)),
  ]);
  return { outcome, ms: Date.now() - started };
}

it('fails to start within the connect timeout when the server never answers', async () => {
  const silent = await flakyServer();
  closeServer = silent.close;
  const { outcome, ms } = await startQueue(`postgres://app@127.0.0.1:${silent.port}/pagecraft`);
  expect(outcome).toEqual({ error: expect.anything() });
  expect(isDatabaseUnavailable((outcome as { error: unknown }).error)).toBe(true);
  expect(ms).toBeLessThan(3_000);
});

const url = testDatabaseUrl();
describe.skipIf(!url)('with PostgreSQL (skipped on PGlite)', () => {
  let target: { host: string; port: number };
  beforeAll(() => {
    const parsed = new URL(url!);
    target = { host: parsed.hostname, port: Number(parsed.port || 5432) };
  });
  afterAll(async () => closeServer?.());

  it("gives pg-boss's own pool the timeout too, once the server stops answering", async () => {
    // The set-up connection gets through (and takes its lock); the pool pg-boss then works
    // with finds the server hung.
    const proxy = await flakyServer(target, 1);
    closeServer = proxy.close;
    const through = new URL(url!);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    const { outcome, ms } = await startQueue(through.toString());
    expect(outcome).toEqual({ error: expect.anything() });
    expect(isDatabaseUnavailable((outcome as { error: unknown }).error)).toBe(true);
    expect(ms).toBeLessThan(3_000);
  });
});
