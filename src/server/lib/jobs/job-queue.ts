/**
 * Background work behind one interface, with two implementations (ADR 014): pg-boss when the
 * app runs on PostgreSQL, so any instance may run a job and each runs once; an in-process
 * queue on PGlite, which is one process by nature. Features define jobs; main.ts starts the
 * queue with all of them (background-jobs.ts); use cases only enqueue.
 */

/** A job's payload: plain JSON (pg-boss stores it as jsonb). */
export type JobPayload = Record<string, unknown>;

export interface JobDefinition<P extends JobPayload = JobPayload> {
  /** Queue name: letters, digits, '-' and '_', at most 50 characters (pg-boss). */
  name: string;
  /** Runs one job. A rejection is a failed attempt (retried with backoff on PostgreSQL). */
  handler(payload: P): Promise<unknown>;
  /** Jobs of this name at once on one instance. Default 1. */
  concurrency?: number;
  /** Further attempts after a failure (pg-boss). Default 3. */
  retryLimit?: number;
  /** Pause before the first retry, doubled (with jitter) for each further one. Default 30. */
  retryDelaySeconds?: number;
  /** An attempt still running after this long counts as failed (and is retried). Default 120. */
  timeoutSeconds?: number;
  /**
   * Runs by itself every this many minutes, once per tick across all instances (pg-boss cron;
   * an interval timer in-process). Must divide 60, or be whole hours dividing 24.
   */
  everyMinutes?: number;
}

export interface EnqueueOptions {
  /**
   * Jobs with the same name and key are one job: asking again while it waits, runs, or (on
   * PostgreSQL) was done recently merges into it, whichever instance asks.
   */
  singletonKey?: string;
}

export interface CloseOptions {
  /** How long running jobs may take to finish; then they are given up (pg-boss: retried later). */
  timeoutMs?: number;
}

export interface JobQueue {
  readonly engine: 'pg-boss' | 'in-process' | 'none';
  /** Asks for a job. Returns at once and never throws; an unknown name is logged and dropped. */
  enqueue(name: string, payload: JobPayload, options?: EnqueueOptions): void;
  /** Resolves once nothing is waiting to run now or running (tests). */
  idle(): Promise<void>;
  /** Takes no more work; resolves when running jobs have ended or the timeout has passed. */
  close(options?: CloseOptions): Promise<void>;
}

/** Nothing runs (API-only tests, benchmarks). */
export const nullJobQueue: JobQueue = {
  engine: 'none',
  enqueue: () => {},
  idle: async () => {},
  close: async () => {},
};

/** Minutes between runs of a scheduled job, as a pg-boss cron expression (UTC). */
export function cronFor(everyMinutes: number): string {
  if (!isScheduleInterval(everyMinutes)) {
    throw new Error(`every ${everyMinutes} minutes cannot be a cron schedule`);
  }
  if (everyMinutes < 60) return `*/${everyMinutes} * * * *`;
  if (everyMinutes === 60) return '0 * * * *';
  return `0 */${everyMinutes / 60} * * *`;
}

/** Intervals a cron schedule can keep exactly: divisors of an hour, or whole hours dividing a day. */
export function isScheduleInterval(minutes: number): boolean {
  if (!Number.isInteger(minutes) || minutes < 1) return false;
  if (minutes <= 60) return 60 % minutes === 0;
  return minutes % 60 === 0 && 24 % (minutes / 60) === 0;
}

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message.split('\n')[0] : String(error);
