import { createHash } from 'node:crypto';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { createPostgresPool } from '../../db/client.ts';
import { fromPostgres } from '../db-errors.ts';
import type { Logger } from '../logger.ts';
import { cronFor, errorMessage, type JobDefinition, type JobQueue } from './job-queue.ts';

export interface PgBossQueueOptions {
  connectionString: string;
  jobs: JobDefinition[];
  logger: Logger;
  /** Connections of the queue's own pool (workers, polling, sends); the app's pool is separate. */
  poolSize?: number;
  /** How often an idle worker looks for work; a job enqueued here wakes this instance at once. */
  pollingIntervalSeconds?: number;
  /** pg-boss's own tables (job, archive, schedule, ...). */
  schema?: string;
  /** How long getting a connection may take before the call fails; default the app's (10 s). */
  connectTimeoutMs?: number;
}

/** A failed job is asked for again (a thumbnail read) after this long, not before. */
const ARCHIVE_FAILED_AFTER_SECONDS = 60 * 60;

/**
 * The PostgreSQL-backed queue (pg-boss 10): jobs are rows, any instance's workers take them
 * (FOR UPDATE SKIP LOCKED), failures are retried with exponential backoff, scheduled jobs are
 * sent once per cron tick across all instances. Start-up (pg-boss's schema, our queues and
 * schedules) runs under an advisory lock, so instances starting together take turns.
 *
 * Deduplication uses a job id derived from (name, singletonKey) instead of a pg-boss policy:
 * the job's row is its primary key, so a second send from any instance is a no-op for as long
 * as the row lives (waiting, running, retrying, done in the last 12 hours, failed in the last
 * hour). pg-boss 10's singleton/stately policies dedupe by state through partial unique
 * indexes, which both let a job be created again while one runs and can block a queue's
 * fetches with unique violations (ADR 014).
 */
export async function startPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const { logger, jobs } = options;
  const schema = options.schema ?? 'pgboss';
  // Our pool, not pg-boss's: set up like the app's (connect timeout, keep-alive, survives lost
  // connections). pg-boss's own options take no connect timeout, so against a server that
  // accepts and never answers its polls and its start-up would wait forever.
  const pool = createPostgresPool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 4,
    connectTimeoutMs: options.connectTimeoutMs,
    applicationName: 'pagecraft-jobs',
    onConnectionError: (error) => logger.warn('job queue connection error', { error: errorMessage(error) }),
  });
  const database = poolDatabase(pool);
  const boss = new PgBoss({
    db: database.db,
    schema,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_AFTER_SECONDS,
  });
  // Without a listener an 'error' event (a failed poll or maintenance run) would end the process.
  boss.on('error', (error) => logger.warn('job queue error', { error: errorMessage(error) }));
  try {
    await setUp();
  } catch (error) {
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    await database.close();
    throw error;
  }

  async function setUp() {
    await whileLocked(options, async () => {
      await boss.start();
      for (const definition of jobs) {
        const queue = {
          name: definition.name,
          policy: 'standard' as const,
          retryLimit: definition.retryLimit ?? 3,
          retryDelay: definition.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: definition.timeoutSeconds ?? 120,
        };
        // Idempotent (insert ... on conflict do nothing); update keeps changed settings in force.
        await boss.createQueue(definition.name, queue);
        await boss.updateQueue(definition.name, queue);
        if (definition.everyMinutes) {
          await boss.schedule(definition.name, cronFor(definition.everyMinutes), {}, { tz: 'UTC' });
        }
      }
    });
  }

  const byName = new Map(jobs.map((definition) => [definition.name, definition]));
  const workers = new Map<string, string[]>();
  const sends = new Set<Promise<unknown>>();
  let running = 0;
  let closed = false;

  for (const definition of jobs) {
    const ids: string[] = [];
    // pg-boss 10 runs one job at a time per worker: N workers give this instance N at once.
    for (let i = 0; i < (definition.concurrency ?? 1); i++) {
      const work = { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
      ids.push(
        await boss.work<Record<string, unknown>>(definition.name, work, async ([job]) => {
          running++;
          try {
            return await definition.handler(job!.data ?? {});
          } catch (error) {
            logger.warn('job failed', { job: definition.name, ...job!.data, error: errorMessage(error) });
            throw error;
          } finally {
            running--;
          }
        }),
      );
    }
    workers.set(definition.name, ids);
  }

  async function send(name: string, payload: Record<string, unknown>, singletonKey?: string) {
    try {
      const id = singletonKey === undefined ? undefined : jobId(name, singletonKey);
      const created = await boss.send(name, payload, { id, singletonKey });
      // Wake one of this instance's workers instead of waiting for its next poll.
      if (created) for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
    } catch (error) {
      logger.warn('job not queued', { job: name, ...payload, error: errorMessage(error) });
    }
  }

  const busyCount = `
    select count(*)::int as n from ${schema}.job
    where name = any($1::text[])
      and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`;

  return {
    engine: 'pg-boss',
    enqueue(name, payload, { singletonKey } = {}) {
      if (closed) return;
      if (!byName.has(name)) {
        logger.warn('job dropped: no such job', { job: name });
        return;
      }
      const sending = send(name, payload, singletonKey);
      sends.add(sending);
      void sending.finally(() => sends.delete(sending));
    },
    async idle() {
      // Across instances: nothing due, nothing running (a retry waiting for later does not count).
      for (;;) {
        await Promise.allSettled([...sends]);
        const result = await boss.getDb().executeSql(busyCount, [[...byName.keys()]]);
        if (running === 0 && sends.size === 0 && (result?.rows[0]?.n ?? 0) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close({ timeoutMs = 30_000 } = {}) {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...sends]);
      // Workers stop fetching at once; jobs running may finish until the timeout, then pg-boss
      // fails them (retried later with backoff, by whichever instance is still up).
      await boss.stop({ graceful: true, wait: true, close: true, timeout: Math.max(1000, timeoutMs) });
      // pg-boss closes only a pool it made itself; this one is ours.
      await database.close();
    },
  };
}

// Arbitrary constant (next to the migrations' 7_240_113): instances set the queue up in turns.
const SETUP_LOCK_ID = 7_240_114;

/**
 * Measured: two instances creating the same queue at once deadlock inside pg-boss's
 * create_queue() (each attaches a partition to the shared job table). pg-boss only guards
 * its schema creation, so the whole set-up runs under a session advisory lock of ours.
 */
async function whileLocked(
  options: { connectionString: string; connectTimeoutMs?: number; logger: Logger },
  work: () => Promise<void>,
): Promise<void> {
  // A pool of one, for the settings and error handling of the others (a plain client's
  // connect timeout is not reported as a lost database, and its 'error' would be unhandled).
  const pool = createPostgresPool({
    connectionString: options.connectionString,
    max: 1,
    connectTimeoutMs: options.connectTimeoutMs,
    applicationName: 'pagecraft-jobs-setup',
    onConnectionError: (error) =>
      options.logger.warn('job queue connection error', { error: errorMessage(error) }),
  });
  try {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_ID]);
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_ID]).catch((error: Error) => {
        broken = error;
      });
      // A connection whose unlock failed is not reused, it is closed (which unlocks too).
      client.release(broken ?? false);
    }
  } finally {
    await pool.end();
  }
}

/**
 * pg-boss's `db` option over our pool. After close it answers nothing, as pg-boss's own
 * database does once stopped: a completion pg-boss sends late, without awaiting it, then
 * neither fails nor reaches a pool that has ended.
 */
export function poolDatabase(pool: pg.Pool): { db: PgBoss.Db; close(): Promise<void> } {
  let closed = false;
  return {
    db: {
      executeSql: (text, values) => {
        if (closed) return Promise.resolve(undefined as unknown as { rows: [] });
        // Marked, so that main.ts knows a rejection pg-boss leaves unhandled for the database's.
        return pool.query(text, values).catch((error: unknown) => {
          throw fromPostgres(error);
        });
      },
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The same (name, key) always gives the same job id, on every instance. */
export function jobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8'; // a version-8 (custom) UUID with the RFC 4122 variant
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
