import { and, eq } from 'drizzle-orm';
import { landingPages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PagesDeps } from './deps.ts';

/** Deletes the page; its versions and chat history go with it (ON DELETE CASCADE). */
export async function deletePage(deps: PagesDeps, input: { userId: number; pageId: number }): Promise<void> {
  const deleted = await deps.db
    .delete(landingPages)
    .where(and(eq(landingPages.id, input.pageId), eq(landingPages.userId, input.userId)))
    .returning({ id: landingPages.id });
  if (deleted.length === 0) throw notFound('Landing page not found');
}
