import { inArray, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { apiLogs } from '../../db/schema/index.ts';
import { deleteSpentRateLimits } from '../../lib/rate-limit.ts';
import { deleteExpiredSessions } from '../../lib/sessions.ts';
import { deleteExpiredReservations } from '../billing/index.ts';

export interface PruneResult {
  sessions: number;
  rateLimits: number;
  /** Quota reservations past their expiry: left by requests whose process was killed (ADR 022). */
  quotaReservations: number;
  apiLogs: number;
}

/** Rows per delete: a first run over years of logs never holds one long lock. */
const API_LOG_BATCH = 5_000;

/**
 * Deletes what nobody can use any more: sessions past their expiry, rate-limit counters whose
 * window is long over, quota reservations past their expiry (they hold no room any more), and
 * API logs older than the retention period (0 keeps them for good).
 * The admin console's API-cost reports read api_logs, so they cover the retention period;
 * monthly usage counters (quotas) live elsewhere and are untouched.
 */
export async function pruneExpiredData(
  deps: Pick<AppDeps, 'db'>,
  input: { apiLogRetentionDays: number },
): Promise<PruneResult> {
  const { db } = deps;
  const result: PruneResult = {
    sessions: await deleteExpiredSessions(db),
    rateLimits: await deleteSpentRateLimits(db),
    quotaReservations: await deleteExpiredReservations(db),
    apiLogs: 0,
  };
  if (input.apiLogRetentionDays <= 0) return result;
  const cutoff = new Date(Date.now() - input.apiLogRetentionDays * 86_400_000);
  for (;;) {
    const batch = db
      .select({ id: apiLogs.id })
      .from(apiLogs)
      .where(lt(apiLogs.timestamp, cutoff))
      .limit(API_LOG_BATCH);
    const removed = await db.delete(apiLogs).where(inArray(apiLogs.id, batch)).returning({ id: apiLogs.id });
    const count = removed.length;
    result.apiLogs += count;
    if (count < API_LOG_BATCH) return result;
  }
}
