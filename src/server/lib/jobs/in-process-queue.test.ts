import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import { cronFor, type JobDefinition } from './job-queue.ts';

const silent = createLogger('silent');

/** A queue with one job, 'draw', keyed by id like the thumbnail job. */
function drawQueue(
  handler: (id: number) => Promise<unknown>,
  extra: Partial<JobDefinition> = {},
  options = {},
) {
  const queue = createInProcessQueue({
    logger: silent,
    ...options,
    jobs: [{ name: 'draw', handler: ({ id }: { id: number }) => handler(id), ...extra }],
  });
  return {
    queue,
    enqueue: (id: number) => queue.enqueue('draw', { id }, { singletonKey: String(id) }),
  };
}

describe('createInProcessQueue', () => {
  it('runs jobs on a later tick, merges repeats of a key and reports idle', async () => {
    const done: number[] = [];
    const job = vi.fn(async (id: number) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(id);
    });
    const { queue, enqueue } = drawQueue(job);
    enqueue(1);
    enqueue(2);
    enqueue(1);
    // Enqueueing never runs the job inside the caller's tick.
    expect(job).not.toHaveBeenCalled();
    await queue.idle();
    expect(done).toEqual([1, 2]);
    expect(job).toHaveBeenCalledTimes(2);
    await queue.idle();
  });

  it('never merges jobs without a key', async () => {
    const job = vi.fn(async () => {});
    const { queue } = drawQueue(job);
    queue.enqueue('draw', { id: 1 });
    queue.enqueue('draw', { id: 1 });
    await queue.idle();
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('keeps to each job’s concurrency', async () => {
    let running = 0;
    let peak = 0;
    const { queue, enqueue } = drawQueue(
      async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
      { concurrency: 2 },
    );
    for (let id = 1; id <= 6; id++) enqueue(id);
    await queue.idle();
    expect(peak).toBe(2);
  });

  it('logs a failure, keeps going, and does not take a failed key again at once', async () => {
    const logger = { ...silent, warn: vi.fn() };
    const job = vi.fn(async (id: number) => {
      if (id === 1) throw new Error('render failed\nstack');
    });
    const { queue, enqueue } = drawQueue(job, {}, { logger, retryFailedAfterMs: 60_000 });
    enqueue(1);
    enqueue(2);
    await queue.idle();
    expect(logger.warn).toHaveBeenCalledWith('job failed', { job: 'draw', id: 1, error: 'render failed' });
    enqueue(1);
    await queue.idle();
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('takes a failed key again after the pause', async () => {
    const job = vi.fn(async () => {
      throw new Error('no');
    });
    const { queue, enqueue } = drawQueue(job, {}, { retryFailedAfterMs: 0 });
    enqueue(7);
    await queue.idle();
    enqueue(7);
    await queue.idle();
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('drops asks beyond maxPending, and asks for a job it does not know', async () => {
    const logger = { ...silent, warn: vi.fn() };
    const job = vi.fn(async () => {});
    const { queue, enqueue } = drawQueue(job, {}, { logger, maxPending: 2 });
    enqueue(1);
    enqueue(2);
    enqueue(3);
    queue.enqueue('nothing-like-it', {});
    await queue.idle();
    expect(job.mock.calls).toEqual([[1], [2]]);
    expect(logger.warn).toHaveBeenCalledWith('job dropped: no such job', { job: 'nothing-like-it' });
  });

  it('close drops waiting work, waits for the running job and takes nothing more', async () => {
    let release!: () => void;
    const started: number[] = [];
    const { queue, enqueue } = drawQueue((id) => {
      started.push(id);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    enqueue(1);
    enqueue(2);
    await vi.waitFor(() => expect(started).toEqual([1]));
    let closed = false;
    const closing = queue.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(closed).toBe(false);
    release();
    await closing;
    enqueue(3);
    await queue.idle();
    expect(started).toEqual([1]);
  });

  it('close gives a running job no more than its timeout', async () => {
    const { queue, enqueue } = drawQueue(() => new Promise(() => {}));
    enqueue(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    await queue.close({ timeoutMs: 50 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('runs a scheduled job on its interval, never two runs at once', async () => {
    vi.useFakeTimers();
    try {
      let release!: () => void;
      const runs = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
      const queue = createInProcessQueue({
        logger: silent,
        jobs: [{ name: 'tidy', everyMinutes: 5, handler: runs }],
      });
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(runs).toHaveBeenCalledTimes(1);
      // Still running at the next tick: that tick is skipped.
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(runs).toHaveBeenCalledTimes(1);
      release();
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(runs).toHaveBeenCalledTimes(2);
      release();
      await queue.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cronFor', () => {
  it('turns an interval into the cron expression that keeps it', () => {
    expect(cronFor(1)).toBe('*/1 * * * *');
    expect(cronFor(15)).toBe('*/15 * * * *');
    expect(cronFor(60)).toBe('0 * * * *');
    expect(cronFor(360)).toBe('0 */6 * * *');
    expect(() => cronFor(7)).toThrow();
    expect(() => cronFor(90)).toThrow();
  });
});
