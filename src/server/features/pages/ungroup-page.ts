import { and, eq } from 'drizzle-orm';
import type { LandingPageSummary } from '../../../shared/api/pages.ts';
import { landingPages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PagesDeps } from './deps.ts';
import { toSummaryDto } from './page-dto.ts';
import { selectSummaries } from './page-query.ts';

/** Takes one page out of its variation group; it shows as a standalone card afterwards. */
export async function ungroupPage(
  deps: PagesDeps,
  input: { userId: number; pageId: number },
): Promise<LandingPageSummary> {
  const { userId, pageId } = input;
  const updated = await deps.db
    .update(landingPages)
    .set({ variationGroup: null, updatedAt: new Date() })
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .returning({ id: landingPages.id });
  if (updated.length === 0) throw notFound('Landing page not found');
  const [row] = await selectSummaries(deps.db, userId, eq(landingPages.id, pageId));
  if (!row) throw notFound('Landing page not found');
  return toSummaryDto(row);
}
