import { and, eq, sql } from 'drizzle-orm';
import { landingPages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PagesDeps } from './deps.ts';

/**
 * Counts one copy of the page's HTML. The increment happens in SQL, not as read-then-write,
 * so simultaneous copies (several tabs, several app instances) are never lost.
 */
export async function incrementCopyCount(
  deps: PagesDeps,
  input: { userId: number; pageId: number },
): Promise<{ copyCount: number }> {
  const [row] = await deps.db
    .update(landingPages)
    .set({ copyCount: sql`${landingPages.copyCount} + 1` })
    .where(and(eq(landingPages.id, input.pageId), eq(landingPages.userId, input.userId)))
    .returning({ copyCount: landingPages.copyCount });
  if (!row) throw notFound('Landing page not found');
  return { copyCount: row.copyCount };
}
