import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../lib/jobs/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { pruneExpiredData } from './prune-expired-data.ts';

export const MAINTENANCE_JOB = 'maintenance';

/**
 * The scheduled clean-up: once per tick across all instances on PostgreSQL (a pg-boss cron
 * schedule), on an interval timer on PGlite. A failed run is tried once more; the next tick
 * catches up anyway.
 */
export function maintenanceJob(options: {
  db: Db;
  logger: Logger;
  everyMinutes: number;
  apiLogRetentionDays: number;
}): JobDefinition {
  const { db, logger } = options;
  return {
    name: MAINTENANCE_JOB,
    everyMinutes: options.everyMinutes,
    retryLimit: 1,
    retryDelaySeconds: 60,
    timeoutSeconds: 15 * 60,
    handler: async () => {
      const started = Date.now();
      const deleted = await pruneExpiredData(db, { apiLogRetentionDays: options.apiLogRetentionDays });
      logger.info('maintenance', { deleted, durationMs: Date.now() - started });
    },
  };
}
