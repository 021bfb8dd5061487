import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { createInProcessQueue } from './thumbnail-queue.ts';

const silent = createLogger('silent');

describe('createInProcessQueue', () => {
  it('runs jobs on a later tick, merges repeats and reports idle', async () => {
    const done: number[] = [];
    const job = vi.fn(async (id: number) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(id);
    });
    const queue = createInProcessQueue({ job, logger: silent });
    queue.enqueue(1);
    queue.enqueue(2);
    queue.enqueue(1);
    // Enqueueing never runs the job inside the caller's tick.
    expect(job).not.toHaveBeenCalled();
    await queue.idle();
    expect(done).toEqual([1, 2]);
    expect(job).toHaveBeenCalledTimes(2);
    await queue.idle();
  });

  it('keeps to its concurrency', async () => {
    let running = 0;
    let peak = 0;
    const queue = createInProcessQueue({
      concurrency: 2,
      logger: silent,
      job: async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
    });
    for (let id = 1; id <= 6; id++) queue.enqueue(id);
    await queue.idle();
    expect(peak).toBe(2);
  });

  it('logs a failure, keeps going, and does not retry a failed version at once', async () => {
    const logger = { ...silent, warn: vi.fn() };
    const job = vi.fn(async (id: number) => {
      if (id === 1) throw new Error('render failed\nstack');
    });
    const queue = createInProcessQueue({ job, logger, retryFailedAfterMs: 60_000 });
    queue.enqueue(1);
    queue.enqueue(2);
    await queue.idle();
    expect(logger.warn).toHaveBeenCalledWith('thumbnail failed', { versionId: 1, error: 'render failed' });
    queue.enqueue(1);
    await queue.idle();
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('retries a failed version after the pause', async () => {
    const job = vi.fn(async () => {
      throw new Error('no');
    });
    const queue = createInProcessQueue({ job, logger: silent, retryFailedAfterMs: 0 });
    queue.enqueue(7);
    await queue.idle();
    queue.enqueue(7);
    await queue.idle();
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('drops asks beyond maxPending', async () => {
    const job = vi.fn(async () => {});
    const queue = createInProcessQueue({ job, logger: silent, maxPending: 2 });
    queue.enqueue(1);
    queue.enqueue(2);
    queue.enqueue(3);
    await queue.idle();
    expect(job.mock.calls).toEqual([[1], [2]]);
  });

  it('close drops waiting work, waits for the running job and takes nothing more', async () => {
    let release!: () => void;
    const started: number[] = [];
    const queue = createInProcessQueue({
      logger: silent,
      job: (id) => {
        started.push(id);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    queue.enqueue(1);
    queue.enqueue(2);
    await vi.waitFor(() => expect(started).toEqual([1]));
    let closed = false;
    const closing = queue.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(closed).toBe(false);
    release();
    await closing;
    queue.enqueue(3);
    await queue.idle();
    expect(started).toEqual([1]);
  });
});
