import type { LandingPageSummary } from '../../../shared/api/pages.ts';
import type { Db } from '../../db/client.ts';
import { toSummaryDto } from './page-dto.ts';
import { selectSummaries } from './page-query.ts';

/**
 * The dashboard list: every page of the user, newest first, without HTML or image data
 * (Copy and Download fetch the one page they need). One query over the
 * landing_pages (user_id, created_at) index.
 */
export async function listPages(options: { db: Db; userId: number }): Promise<LandingPageSummary[]> {
  const rows = await selectSummaries(options.db, options.userId);
  return rows.map(toSummaryDto);
}
