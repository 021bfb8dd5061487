import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, ne } from 'drizzle-orm';
import { MAX_DOMAINS_PER_PAGE, type PageDomain, PUBLISH_FIRST } from '../../../shared/api/domains.ts';
import { pageDomains, pagePublications } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertOwnedPage, PAGE_NOT_FOUND } from '../../lib/page-ownership.ts';
import type { DomainsDeps } from './deps.ts';
import { cnameTarget, type PageRef, toPageDomain } from './domain-dto.ts';
import { forgetDomainHosts } from './domain-hosts.ts';

/**
 * An unverified claim holds its hostname this long; after it, anyone may attach the hostname
 * (the claim is dropped), so a name typed by mistake, or by someone who does not own it, never
 * keeps its owner out for good. A verified hostname stays with its page until removed.
 */
export const UNVERIFIED_CLAIM_MS = 48 * 60 * 60 * 1000;

/**
 * Attaches `hostname` to the caller's published page with a fresh token (24 random bytes,
 * base64url) for its TXT record. 404 for another user's page; 409 for an unpublished page, a
 * page at its limit, and a hostname a page already holds.
 */
export async function addDomain(
  deps: DomainsDeps,
  input: PageRef & { hostname: string },
): Promise<PageDomain> {
  const { db } = deps;
  await assertOwnedPage(db, input.userId, input.pageId);
  // The address the owner reached Pagecraft on is Pagecraft's, not theirs to attach.
  if (new URL(input.origin).hostname.toLowerCase() === input.hostname)
    throw badRequest(`${input.hostname} is Pagecraft's own address: attach a domain of yours`);
  const [published] = await db
    .select({ pageId: pagePublications.pageId })
    .from(pagePublications)
    .where(eq(pagePublications.pageId, input.pageId))
    .limit(1);
  if (!published) throw conflict(PUBLISH_FIRST);
  const [held] = await db
    .select({ n: count() })
    .from(pageDomains)
    .where(eq(pageDomains.pageId, input.pageId));
  if ((held?.n ?? 0) >= MAX_DOMAINS_PER_PAGE)
    throw conflict(`A page can have up to ${MAX_DOMAINS_PER_PAGE} domains: remove one first`);
  await db
    .delete(pageDomains)
    .where(
      and(
        eq(pageDomains.hostname, input.hostname),
        ne(pageDomains.pageId, input.pageId),
        isNull(pageDomains.verifiedAt),
        lt(pageDomains.createdAt, new Date(Date.now() - UNVERIFIED_CLAIM_MS)),
      ),
    );
  try {
    const [row] = await db
      .insert(pageDomains)
      .values({
        hostname: input.hostname,
        pageId: input.pageId,
        userId: input.userId,
        token: randomBytes(24).toString('base64url'),
      })
      .returning();
    forgetDomainHosts();
    return toPageDomain(row!, cnameTarget(deps, input.origin));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(await takenMessage(deps, input));
    // The page was deleted meanwhile.
    if (isForeignKeyViolation(error)) throw notFound(PAGE_NOT_FOUND);
    throw error;
  }
}

async function takenMessage(deps: DomainsDeps, input: { pageId: number; hostname: string }) {
  const [holder] = await deps.db
    .select({ pageId: pageDomains.pageId })
    .from(pageDomains)
    .where(eq(pageDomains.hostname, input.hostname))
    .limit(1);
  return holder?.pageId === input.pageId
    ? `${input.hostname} is already attached to this page`
    : `${input.hostname} is already attached to another page`;
}
