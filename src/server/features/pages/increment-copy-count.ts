import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { landingPages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Counts one copy of the page's HTML. The increment happens in SQL, not as read-then-write,
 * so simultaneous copies (several tabs, several app instances) are never lost.
 */
export async function incrementCopyCount(options: {
  db: Db;
  userId: number;
  pageId: number;
}): Promise<{ copyCount: number }> {
  const [row] = await options.db
    .update(landingPages)
    .set({ copyCount: sql`${landingPages.copyCount} + 1` })
    .where(and(eq(landingPages.id, options.pageId), eq(landingPages.userId, options.userId)))
    .returning({ copyCount: landingPages.copyCount });
  if (!row) throw notFound('Landing page not found');
  return { copyCount: row.copyCount };
}
