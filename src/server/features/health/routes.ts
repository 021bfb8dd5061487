import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';

/** A ready check must answer quickly even when the database hangs (pg has no connect time-out). */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/**
 * Probes for load balancers and orchestrators (no session, no body, never cached):
 * - GET /healthz: the process is up and serving HTTP (liveness; never touches the database);
 * - GET /readyz: the database answers a query, and the process is not shutting down
 *   (readiness: 503 with a message otherwise, so traffic moves to another instance).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  })
  .get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const { db, lifecycle, logger } = c.var.deps;
    if (lifecycle.draining) {
      return c.json({ status: 'unavailable', message: 'Shutting down: not accepting new work' }, 503);
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), READY_CHECK_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      logger.warn('readiness check failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return c.json({ status: 'unavailable', message: 'Database unavailable' }, 503);
    } finally {
      clearTimeout(timer);
    }
    return c.json({ status: 'ok' as const, database: 'ok' as const });
  });
