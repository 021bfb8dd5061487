import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitHit {
  count: number;
  limited: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window, atomically in the database, so every
 * app instance shares the same counter and concurrent attempts cannot slip past the limit.
 * The key may be an SQL expression, for keys the database must normalise itself.
 */
export async function hitRateLimit(db: Db, key: string | SQL, rule: RateLimitRule): Promise<RateLimitHit> {
  const windowSeconds = rule.windowMs / 1000;
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now()))`,
    });
  const count = row?.count ?? 1;
  return { count, limited: count > rule.limit, retryAfterSeconds: Number(row?.retryAfter ?? windowSeconds) };
}

export async function resetRateLimit(db: Db, key: string | SQL): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Counters keep no rule of their own, so 'spent' is judged against a bound no rule reaches
 * (the longest window in use is a day): a counter whose window began before it counts
 * nothing any more, and the next hit would start it afresh anyway.
 */
export const SPENT_RATE_LIMIT_AFTER_MS = 24 * 60 * 60_000;

/** Deletes spent counters (the maintenance job); returns how many. */
export async function deleteSpentRateLimits(db: Db): Promise<number> {
  const cutoff = new Date(Date.now() - SPENT_RATE_LIMIT_AFTER_MS);
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, cutoff))
    .returning({ key: rateLimits.key });
  return removed.length;
}
