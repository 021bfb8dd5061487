import type { Db } from '../../db/client.ts';
import { selectSummariesJson } from './page-query.ts';

/**
 * The dashboard list: every page of the user, newest first, as `LandingPageSummary[]` JSON,
 * without HTML or image data (Copy and Download fetch the one page they need). One query
 * over the landing_pages (user_id, created_at) index; the database writes the JSON.
 */
export async function listPagesJson(options: { db: Db; userId: number }): Promise<string> {
  return selectSummariesJson(options.db, options.userId);
}
