import { and, eq } from 'drizzle-orm';
import { pageDomains } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { assertOwnedPage } from '../../lib/page-ownership.ts';
import type { DomainsDeps } from './deps.ts';
import { DOMAIN_NOT_FOUND } from './domain-dto.ts';
import { forgetDomainHosts } from './domain-hosts.ts';

/** Detaches the hostname from the caller's page: it stops serving the page at once (here). */
export async function removeDomain(
  deps: Pick<DomainsDeps, 'db'>,
  input: { userId: number; pageId: number; hostname: string },
): Promise<void> {
  await assertOwnedPage(deps.db, input.userId, input.pageId);
  const gone = await deps.db
    .delete(pageDomains)
    .where(and(eq(pageDomains.hostname, input.hostname), eq(pageDomains.pageId, input.pageId)))
    .returning({ hostname: pageDomains.hostname });
  if (gone.length === 0) throw notFound(DOMAIN_NOT_FOUND);
  forgetDomainHosts();
}
