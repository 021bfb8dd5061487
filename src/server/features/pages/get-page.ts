import type { LandingPage } from '../../../shared/api/pages.ts';
import type { PagesDeps } from './deps.ts';
import { toLandingPageDto } from './page-dto.ts';
import { selectFullPage } from './page-query.ts';

/** One page with its live HTML and reference images; another user's id is a 404. */
export async function getPage(
  deps: PagesDeps,
  input: { userId: number; pageId: number },
): Promise<LandingPage> {
  return toLandingPageDto(await selectFullPage(deps.db, input.userId, input.pageId));
}
