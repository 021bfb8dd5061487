import { and, eq } from 'drizzle-orm';
import { landingPages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { PAGE_NOT_FOUND } from '../../lib/page-ownership.ts';
import { endExperimentsOfPage } from '../experiments/index.ts';
import type { PagesDeps } from './deps.ts';

/**
 * Deletes the page; its versions and chat history go with it (ON DELETE CASCADE). An
 * experiment that serves it ends first, its results frozen as they stand (the web asks before).
 */
export async function deletePage(deps: PagesDeps, input: { userId: number; pageId: number }): Promise<void> {
  const owned = await deps.db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(and(eq(landingPages.id, input.pageId), eq(landingPages.userId, input.userId)))
    .limit(1);
  if (owned.length === 0) throw notFound(PAGE_NOT_FOUND);
  await endExperimentsOfPage(deps, input);
  const deleted = await deps.db
    .delete(landingPages)
    .where(and(eq(landingPages.id, input.pageId), eq(landingPages.userId, input.userId)))
    .returning({ id: landingPages.id });
  if (deleted.length === 0) throw notFound(PAGE_NOT_FOUND);
}
