import type { AppDeps } from '../../app-context.ts';
import type { JobDefinition } from '../../lib/jobs/index.ts';
import { ensureEventPartitions, pruneAnalytics } from '../analytics/index.ts';
import { evaluateExperiments } from '../experiments/index.ts';
import { pruneExpiredData } from './prune-expired-data.ts';

export const MAINTENANCE_JOB = 'maintenance';

/**
 * The scheduled clean-up: once per tick across all instances on PostgreSQL (a pg-boss cron
 * schedule), on an interval timer on PGlite. A failed run is tried once more; the next tick
 * catches up anyway. The tick (MAINTENANCE_INTERVAL_MINUTES) and the API log retention
 * (API_LOG_RETENTION_DAYS) and the page events' (ANALYTICS_RETENTION_DAYS) are the config's.
 * Each tick also takes the day's look at running experiments (experiments/evaluate-experiments.ts).
 */
export function maintenanceJob(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>): JobDefinition {
  const { db, config, logger } = deps;
  return {
    name: MAINTENANCE_JOB,
    everyMinutes: config.MAINTENANCE_INTERVAL_MINUTES,
    retryLimit: 1,
    retryDelaySeconds: 60,
    timeoutSeconds: 15 * 60,
    handler: async () => {
      const started = Date.now();
      const deleted = await pruneExpiredData({ db }, { apiLogRetentionDays: config.API_LOG_RETENTION_DAYS });
      // Page events: next month's partition made ahead, months past retention dropped.
      const partitionsMade = await ensureEventPartitions(db);
      const partitionsDropped = await pruneAnalytics(db, { retentionDays: config.ANALYTICS_RETENTION_DAYS });
      // Experiments: the day's look at each running one (at most one a day, however often this runs).
      const experiments = await evaluateExperiments({ db, config });
      logger.info('maintenance', {
        deleted,
        partitionsMade,
        partitionsDropped,
        experiments,
        durationMs: Date.now() - started,
      });
    },
  };
}
