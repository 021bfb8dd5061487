import type { Logger } from '../../lib/logger.ts';

/**
 * Background thumbnail work, behind the smallest interface that a PostgreSQL-backed queue
 * (pg-boss, issue 8) can also satisfy: ask for a version's thumbnail and move on.
 */
export interface ThumbnailQueue {
  /** Asks for the version's thumbnail. Returns at once and never throws; repeats are merged. */
  enqueue(versionId: number): void;
  /** Resolves once nothing is waiting or running (tests; shutdown). */
  idle(): Promise<void>;
  /** Takes no more work and drops what waits; resolves when running jobs have ended. */
  close(): Promise<void>;
}

/** Without a browser there is nothing to do. */
export const nullThumbnailQueue: ThumbnailQueue = {
  enqueue: () => {},
  idle: async () => {},
  close: async () => {},
};

export interface InProcessQueueOptions {
  /** Makes one version's thumbnail; a rejection counts as a failure of that version. */
  job: (versionId: number) => Promise<unknown>;
  logger: Logger;
  /** Jobs at once (the renderer bounds rendering separately). */
  concurrency?: number;
  /** Versions waiting at most; beyond that asks are dropped (a later read asks again). */
  maxPending?: number;
  /** A version that failed is not tried again before this long (hostile pages stay cheap). */
  retryFailedAfterMs?: number;
}

const FAILURES_REMEMBERED = 1000;

/**
 * The queue of one app instance: a FIFO of version ids with a set for dedupe (a version
 * waiting or running is not added twice). Jobs start on a later tick, so enqueueing inside a
 * request handler never delays its response. Lost on restart, which is harmless: reading a
 * missing thumbnail asks for it again.
 */
export function createInProcessQueue(options: InProcessQueueOptions): ThumbnailQueue {
  const { job, logger } = options;
  const concurrency = options.concurrency ?? 1;
  const maxPending = options.maxPending ?? 1000;
  const retryFailedAfterMs = options.retryFailedAfterMs ?? 10 * 60_000;
  const waiting: number[] = [];
  const known = new Set<number>();
  const failedAt = new Map<number, number>();
  let running = 0;
  let closed = false;
  let idleWaiters: (() => void)[] = [];
  let overflowLogged = false;

  const isIdle = () => running === 0 && waiting.length === 0;

  function settleIdle() {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump() {
    while (!closed && running < concurrency && waiting.length > 0) {
      const versionId = waiting.shift()!;
      running++;
      void run(versionId).finally(() => {
        running--;
        known.delete(versionId);
        pump();
        settleIdle();
      });
    }
  }

  async function run(versionId: number) {
    try {
      await job(versionId);
      failedAt.delete(versionId);
    } catch (error) {
      failedAt.set(versionId, Date.now());
      if (failedAt.size > FAILURES_REMEMBERED) failedAt.delete(failedAt.keys().next().value!);
      logger.warn('thumbnail failed', {
        versionId,
        error: error instanceof Error ? error.message.split('\n')[0] : String(error),
      });
    }
  }

  return {
    enqueue(versionId) {
      if (closed || known.has(versionId)) return;
      const failed = failedAt.get(versionId);
      if (failed !== undefined && Date.now() - failed < retryFailedAfterMs) return;
      if (waiting.length >= maxPending) {
        if (!overflowLogged) logger.warn('thumbnail queue full; dropping requests until it drains');
        overflowLogged = true;
        return;
      }
      overflowLogged = false;
      known.add(versionId);
      waiting.push(versionId);
      setImmediate(pump);
    },
    idle() {
      if (isIdle()) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      for (const versionId of waiting.splice(0)) known.delete(versionId);
      settleIdle();
      if (!isIdle()) await new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}
