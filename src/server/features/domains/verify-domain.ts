import { and, eq } from 'drizzle-orm';
import { type PageDomain, TXT_PREFIX } from '../../../shared/api/domains.ts';
import { pageDomains } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { assertOwnedPage } from '../../lib/page-ownership.ts';
import type { DomainsDeps } from './deps.ts';
import { lookupTxt, type TxtLookup } from './dns-lookup.ts';
import { cnameTarget, DOMAIN_NOT_FOUND, type PageRef, toPageDomain } from './domain-dto.ts';
import { forgetDomainHosts } from './domain-hosts.ts';

/**
 * Looks up the TXT record `_pagecraft.{hostname}`: one that holds the domain's token verifies
 * it (from then on the hostname serves the page). Either way the attempt's time and, when it
 * did not verify, why, are stored and shown beside the records. A verified domain stays
 * verified: it is answered as it is, without a lookup.
 */
export async function verifyDomain(
  deps: DomainsDeps,
  input: PageRef & { hostname: string },
): Promise<PageDomain> {
  const { db } = deps;
  await assertOwnedPage(db, input.userId, input.pageId);
  const where = and(eq(pageDomains.hostname, input.hostname), eq(pageDomains.pageId, input.pageId));
  const [row] = await db.select().from(pageDomains).where(where).limit(1);
  if (!row) throw notFound(DOMAIN_NOT_FOUND);
  const target = cnameTarget(deps, input.origin);
  if (row.verifiedAt) return toPageDomain(row, target);

  const name = `${TXT_PREFIX}.${row.hostname}`;
  const found = await lookupTxt(deps.config, name);
  const matched = found.ok && found.records.some((record) => sameToken(record, row.token));
  const now = new Date();
  const [updated] = await db
    .update(pageDomains)
    .set(
      matched
        ? { verifiedAt: now, checkedAt: now, lastError: null }
        : { checkedAt: now, lastError: lookupProblem(name, found) },
    )
    .where(where)
    .returning();
  // Removed while the lookup ran.
  if (!updated) throw notFound(DOMAIN_NOT_FOUND);
  if (matched) forgetDomainHosts();
  return toPageDomain(updated, target);
}

/** DNS panels differ in how they show quotes and spaces: both are forgiven. */
function sameToken(record: string, token: string): boolean {
  return (
    record
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim() === token
  );
}

/** Why the lookup did not verify the domain, in words a domain's owner can act on. */
export function lookupProblem(name: string, found: TxtLookup): string {
  if (found.ok)
    return found.records.length === 0
      ? `No TXT record ${name} yet: DNS changes can take up to an hour`
      : `The TXT record ${name} does not hold this domain's token: set its value to the token shown here`;
  switch (found.reason) {
    case 'nxdomain':
      return `No TXT record ${name} yet: DNS changes can take up to an hour`;
    case 'nodata':
      return `${name} has no TXT record yet: add one holding the token (DNS changes can take up to an hour)`;
    case 'timeout':
      return `The DNS lookup of ${name} timed out: try again in a few minutes`;
    default:
      return `The DNS lookup of ${name} failed (${found.code}): try again in a few minutes`;
  }
}
