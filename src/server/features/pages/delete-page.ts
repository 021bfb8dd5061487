import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { landingPages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** Deletes the page; its versions and chat history go with it (ON DELETE CASCADE). */
export async function deletePage(options: { db: Db; userId: number; pageId: number }): Promise<void> {
  const deleted = await options.db
    .delete(landingPages)
    .where(and(eq(landingPages.id, options.pageId), eq(landingPages.userId, options.userId)))
    .returning({ id: landingPages.id });
  if (deleted.length === 0) throw notFound('Landing page not found');
}
