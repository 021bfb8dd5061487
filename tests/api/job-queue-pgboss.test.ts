import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobDefinition, JobQueue } from '../../src/server/lib/jobs/index.ts';
import { jobId, startPgBossQueue } from '../../src/server/lib/jobs/pg-boss-queue.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from '../support/database.ts';

/**
 * The pg-boss queue on a throwaway, empty PostgreSQL database: two queues on it stand for two
 * app instances. pg-boss needs a PostgreSQL server, so on PGlite there is nothing to test
 * (the app uses the in-process queue there; its unit tests are beside it).
 */
const url = testDatabaseUrl();
const logger = createLogger('silent');
let databaseUrl: string;
let name: string;
const queues: JobQueue[] = [];

beforeAll(async () => {
  if (!url) return;
  name = `pagecraft_jobs_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  databaseUrl = withDatabase(url, name);
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.close({ timeoutMs: 1000 });
});
afterAll(async () => {
  if (url) await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

async function start(jobs: JobDefinition[]): Promise<JobQueue> {
  const queue = await startPgBossQueue({
    connectionString: databaseUrl,
    jobs,
    logger,
    pollingIntervalSeconds: 0.5,
  });
  queues.push(queue);
  return queue;
}

async function jobRows(queueName: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; state: string; retry_count: number }>(
      'select id, state, retry_count from pgboss.job where name = $1 order by created_on',
      [queueName],
    );
    return rows;
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url)(
  'pg-boss job queue (PostgreSQL only: pg-boss needs a PostgreSQL server, skipped on PGlite)',
  () => {
    it('two instances starting at once on an empty database both come up (one creates the schema)', async () => {
      const job = { name: 'warm-up', handler: async () => {} };
      const [a, b] = await Promise.all([start([job]), start([job])]);
      expect(a.engine).toBe('pg-boss');
      expect(b.engine).toBe('pg-boss');
    });

    it('runs a keyed job once, however many times and from however many instances it is asked for', async () => {
      const ran: number[] = [];
      const job: JobDefinition = {
        name: 'dedupe',
        handler: async ({ n }) => {
          await sleep(50);
          ran.push(n as number);
        },
      };
      const [a, b] = await Promise.all([start([job]), start([job])]);
      for (let i = 0; i < 10; i++) {
        (i % 2 ? a : b).enqueue('dedupe', { n: 1 }, { singletonKey: 'version-1' });
        (i % 2 ? b : a).enqueue('dedupe', { n: 2 }, { singletonKey: 'version-2' });
      }
      await a.idle();
      await b.idle();
      // Asked again after it ran: still the same job, not a second run.
      a.enqueue('dedupe', { n: 1 }, { singletonKey: 'version-1' });
      await a.idle();
      expect(ran.sort()).toEqual([1, 2]);
      const rows = await jobRows('dedupe');
      expect(rows.map((row) => row.state)).toEqual(['completed', 'completed']);
      expect(rows.map((row) => row.id).sort()).toEqual(
        [jobId('dedupe', 'version-1'), jobId('dedupe', 'version-2')].sort(),
      );
    });

    it('jobs without a key are never merged', async () => {
      const handler = vi.fn(async () => {});
      const queue = await start([{ name: 'unkeyed', handler }]);
      queue.enqueue('unkeyed', {});
      queue.enqueue('unkeyed', {});
      await queue.idle();
      expect(handler).toHaveBeenCalledTimes(2);
    });

    it('retries a failed job with backoff until it succeeds', { timeout: 30_000 }, async () => {
      const attempts: number[] = [];
      const queue = await start([
        {
          name: 'flaky',
          retryLimit: 3,
          retryDelaySeconds: 1,
          handler: async () => {
            attempts.push(Date.now());
            if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
          },
        },
      ]);
      queue.enqueue('flaky', {}, { singletonKey: 'k' });
      await vi.waitFor(async () => expect((await jobRows('flaky'))[0]?.state).toBe('completed'), {
        timeout: 25_000,
        interval: 200,
      });
      expect(attempts).toHaveLength(3);
      // Backoff: retry_delay * 2^n / 2 plus jitter up to as much again, so at least 1 s, then 2 s.
      expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
      expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1_900);
      expect((await jobRows('flaky'))[0]?.retry_count).toBe(2);
    });

    it('gives up after the retry limit', { timeout: 20_000 }, async () => {
      const handler = vi.fn(async () => {
        throw new Error('always');
      });
      const queue = await start([{ name: 'hopeless', retryLimit: 1, retryDelaySeconds: 1, handler }]);
      queue.enqueue('hopeless', {}, { singletonKey: 'k' });
      await vi.waitFor(async () => expect((await jobRows('hopeless'))[0]?.state).toBe('failed'), {
        timeout: 15_000,
        interval: 200,
      });
      expect(handler).toHaveBeenCalledTimes(2);
    });

    it('close lets a running job finish within the timeout and takes no new one', async () => {
      let release!: () => void;
      const started: string[] = [];
      const job: JobDefinition = {
        name: 'finishing',
        handler: ({ id }) => {
          started.push(id as string);
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      };
      const queue = await start([job]);
      queue.enqueue('finishing', { id: 'first' }, { singletonKey: 'first' });
      await vi.waitFor(() => expect(started).toEqual(['first']), { timeout: 5_000 });
      queue.enqueue('finishing', { id: 'second' }, { singletonKey: 'second' });
      const closing = queue.close({ timeoutMs: 10_000 });
      setTimeout(() => release(), 300);
      await closing;
      const rows = await jobRows('finishing');
      expect(rows.map((row) => [row.id, row.state])).toEqual([
        [jobId('finishing', 'first'), 'completed'],
        [jobId('finishing', 'second'), 'created'],
      ]);
      expect(started).toEqual(['first']);
    });

    it('close past the timeout hands the running job back, and another instance finishes it', {
      timeout: 30_000,
    }, async () => {
      const runs: string[] = [];
      const stuck: JobDefinition = {
        name: 'stuck',
        retryDelaySeconds: 1,
        handler: () => {
          runs.push('a');
          return new Promise(() => {});
        },
      };
      const a = await start([stuck]);
      a.enqueue('stuck', {}, { singletonKey: 'k' });
      await vi.waitFor(() => expect(runs).toEqual(['a']), { timeout: 5_000 });
      const closedAt = Date.now();
      await a.close({ timeoutMs: 1000 });
      expect(Date.now() - closedAt).toBeLessThan(5_000);
      expect((await jobRows('stuck'))[0]).toMatchObject({ state: 'retry' });

      const b = await start([{ ...stuck, handler: async () => void runs.push('b') }]);
      await vi.waitFor(async () => expect((await jobRows('stuck'))[0]?.state).toBe('completed'), {
        timeout: 20_000,
        interval: 200,
      });
      expect(runs).toEqual(['a', 'b']);
      await b.idle();
    });
  },
);

describe.skipIf(url)('pg-boss job queue', () => {
  it.skip('skipped on PGlite: pg-boss needs a PostgreSQL server (set TEST_DATABASE_URL)', () => {});
});
