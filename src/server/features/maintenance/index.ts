/**
 * Scheduled clean-up of expired sessions, spent rate-limit counters, expired quota reservations
 * and old API logs.
 */
export { MAINTENANCE_JOB, maintenanceJob } from './maintenance-job.ts';
export { type PruneResult, pruneExpiredData } from './prune-expired-data.ts';
