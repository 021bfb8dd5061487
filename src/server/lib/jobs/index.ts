/** Background jobs: the queue interface, its two implementations and the choice between them. */
import type { Logger } from '../logger.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobDefinition, JobQueue } from './job-queue.ts';

export { createInProcessQueue, type InProcessQueueOptions } from './in-process-queue.ts';
export {
  type CloseOptions,
  cronFor,
  type EnqueueOptions,
  isScheduleInterval,
  type JobDefinition,
  type JobPayload,
  type JobQueue,
  nullJobQueue,
} from './job-queue.ts';

/**
 * pg-boss on PostgreSQL, where several instances share the database; the in-process queue on
 * PGlite, which only ever has one process (pg-boss needs a PostgreSQL server to connect to).
 */
export async function createJobQueue(options: {
  databaseUrl?: string;
  jobs: JobDefinition[];
  logger: Logger;
}): Promise<JobQueue> {
  const { databaseUrl, jobs, logger } = options;
  if (databaseUrl) {
    // Loaded only here: a PGlite install (and a start-up refused for bad config) never pays for it.
    const { startPgBossQueue } = await import('./pg-boss-queue.ts');
    return startPgBossQueue({ connectionString: databaseUrl, jobs, logger });
  }
  return createInProcessQueue({ jobs, logger });
}
