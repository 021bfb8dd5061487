import { asc, eq } from 'drizzle-orm';
import type { PageDomain } from '../../../shared/api/domains.ts';
import { pageDomains } from '../../db/schema/index.ts';
import { assertOwnedPage } from '../../lib/page-ownership.ts';
import type { DomainsDeps } from './deps.ts';
import { cnameTarget, type PageRef, toPageDomain } from './domain-dto.ts';

/** The page's domains, oldest first, each with the records to create; another user's page is a 404. */
export async function listDomains(deps: DomainsDeps, input: PageRef): Promise<PageDomain[]> {
  await assertOwnedPage(deps.db, input.userId, input.pageId);
  const rows = await deps.db
    .select()
    .from(pageDomains)
    .where(eq(pageDomains.pageId, input.pageId))
    .orderBy(asc(pageDomains.createdAt), asc(pageDomains.hostname));
  const target = cnameTarget(deps, input.origin);
  return rows.map((row) => toPageDomain(row, target));
}
