import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { users } from './db/schema/index.ts';
import type { Logger } from './lib/logger.ts';
import { createSession, deleteSession, SESSION_COOKIE } from './lib/sessions.ts';

/**
 * The reads of the dashboard's first paint (docs/product.md, 'Dashboard'): the session, the page
 * list, the folders, the lead counts and a thumbnail (one that does not exist: its lookup is the
 * same query).
 */
export const DASHBOARD_READS = [
  '/api/auth/me',
  '/api/landing-pages',
  '/api/folders',
  '/api/leads/counts',
  '/api/landing-pages/2147483647/thumbnail',
] as const;

/** What a read answered during the warm-up. */
export interface WarmUpResult {
  path: string;
  status: number;
}

/**
 * The first dashboard visit after a start took twice as long as the next ones: the first query
 * on each table makes the embedded database load that table's catalogue, and none of the
 * request path (routing, validation, query building) is compiled yet. Before anyone asks, the
 * dashboard's reads run once through the app itself, signed in as the admin account, in a
 * session made for this and deleted after. They only read, so nothing of the admin's changes.
 */
export async function warmUp(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  db: Db,
  options: { adminUsername: string; logger: Logger },
): Promise<WarmUpResult[]> {
  const started = performance.now();
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, options.adminUsername))
    .limit(1);
  if (!admin) return [];
  const { token } = await createSession(db, admin.id, { userAgent: 'pagecraft warm-up' });
  const results: WarmUpResult[] = [];
  try {
    for (const path of DASHBOARD_READS) {
      const response = await app.request(path, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      await response.arrayBuffer();
      results.push({ path, status: response.status });
    }
  } finally {
    await deleteSession(db, token);
  }
  options.logger.info('warmed up', { ms: Math.round(performance.now() - started), reads: results });
  return results;
}
