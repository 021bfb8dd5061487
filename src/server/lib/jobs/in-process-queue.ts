import type { Logger } from '../logger.ts';
import { errorMessage, type JobDefinition, type JobPayload, type JobQueue } from './job-queue.ts';

export interface InProcessQueueOptions {
  jobs: JobDefinition[];
  logger: Logger;
  /** Jobs waiting at most (all names together); beyond that asks are dropped. */
  maxPending?: number;
  /** A keyed job that failed is not taken again before this long (hostile pages stay cheap). */
  retryFailedAfterMs?: number;
}

interface Waiting {
  key: string | undefined;
  payload: JobPayload;
}

interface Lane {
  definition: JobDefinition;
  waiting: Waiting[];
  running: number;
}

const FAILURES_REMEMBERED = 1000;

/**
 * The queue of one process (PGlite): per job name a FIFO, deduplicated by singleton key while
 * a job waits or runs. Jobs start on a later tick, so enqueueing inside a request handler
 * never delays its response. No retries: a failed keyed job is remembered for a while instead,
 * and lost work (a restart) is asked for again by whoever needs it (a thumbnail read does).
 * Scheduled jobs run on interval timers, never two runs of one at once.
 */
export function createInProcessQueue(options: InProcessQueueOptions): JobQueue {
  const { logger } = options;
  const maxPending = options.maxPending ?? 1000;
  const retryFailedAfterMs = options.retryFailedAfterMs ?? 10 * 60_000;
  const lanes = new Map<string, Lane>(
    options.jobs.map((definition) => [definition.name, { definition, waiting: [], running: 0 }]),
  );
  const known = new Set<string>();
  const failedAt = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  let pending = 0;
  let closed = false;
  let idleWaiters: (() => void)[] = [];
  let overflowLogged = false;

  const isIdle = () => [...lanes.values()].every((lane) => lane.running === 0 && lane.waiting.length === 0);
  const identity = (name: string, key: string) => `${name}\u0000${key}`;

  function settleIdle() {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump(lane: Lane) {
    const concurrency = lane.definition.concurrency ?? 1;
    while (!closed && lane.running < concurrency && lane.waiting.length > 0) {
      const job = lane.waiting.shift()!;
      pending--;
      lane.running++;
      void run(lane.definition, job).finally(() => {
        lane.running--;
        if (job.key !== undefined) known.delete(identity(lane.definition.name, job.key));
        pump(lane);
        settleIdle();
      });
    }
  }

  async function run(definition: JobDefinition, job: Waiting) {
    const id = job.key === undefined ? undefined : identity(definition.name, job.key);
    try {
      await definition.handler(job.payload);
      if (id) failedAt.delete(id);
    } catch (error) {
      if (id) {
        failedAt.set(id, Date.now());
        if (failedAt.size > FAILURES_REMEMBERED) failedAt.delete(failedAt.keys().next().value!);
      }
      logger.warn('job failed', { job: definition.name, ...job.payload, error: errorMessage(error) });
    }
  }

  for (const lane of lanes.values()) {
    const minutes = lane.definition.everyMinutes;
    if (!minutes) continue;
    const timer = setInterval(() => {
      // A run still going when the next tick comes is not doubled.
      if (closed || lane.running > 0 || lane.waiting.length > 0) return;
      pending++;
      lane.waiting.push({ key: undefined, payload: {} });
      pump(lane);
    }, minutes * 60_000);
    timer.unref();
    timers.push(timer);
  }

  return {
    engine: 'in-process',
    enqueue(name, payload, { singletonKey } = {}) {
      const lane = lanes.get(name);
      if (closed) return;
      if (!lane) {
        logger.warn('job dropped: no such job', { job: name });
        return;
      }
      if (singletonKey !== undefined) {
        const id = identity(name, singletonKey);
        if (known.has(id)) return;
        const failed = failedAt.get(id);
        if (failed !== undefined && Date.now() - failed < retryFailedAfterMs) return;
      }
      if (pending >= maxPending) {
        if (!overflowLogged) logger.warn('job queue full; dropping requests until it drains');
        overflowLogged = true;
        return;
      }
      overflowLogged = false;
      if (singletonKey !== undefined) known.add(identity(name, singletonKey));
      pending++;
      lane.waiting.push({ key: singletonKey, payload });
      setImmediate(() => pump(lane));
    },
    idle() {
      if (isIdle()) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    async close({ timeoutMs } = {}) {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      for (const lane of lanes.values()) {
        for (const job of lane.waiting.splice(0)) {
          pending--;
          if (job.key !== undefined) known.delete(identity(lane.definition.name, job.key));
        }
      }
      settleIdle();
      if (isIdle()) return;
      const drained = new Promise<void>((resolve) => idleWaiters.push(resolve));
      if (timeoutMs === undefined) return drained;
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
