import { eq } from 'drizzle-orm';
import { pageDomains } from '../../db/schema/index.ts';
import type { DomainsDeps } from './deps.ts';

/** A hostname of page_domains, as serving and the TLS `ask` endpoint need it. */
export interface DomainHost {
  pageId: number;
  verified: boolean;
}

/**
 * Recently asked hostnames, for a few seconds, misses included: every request on a host that
 * is not the app's own IP address asks, so a visit costs at most one primary-key read per host
 * per DOMAIN_CACHE_MS. Short-lived on purpose: another instance may verify or remove a domain,
 * and this one learns of it within that time (its own changes clear the cache at once).
 */
const DOMAIN_CACHE_MS = 5_000;
const DOMAIN_CACHE_ENTRIES = 1_000;
const hosts = new Map<string, { host: DomainHost | null; until: number }>();

export function forgetDomainHosts() {
  hosts.clear();
}

/** The domain row of `hostname` (normalised), or null when no page has it. */
export async function findDomainHost(
  deps: Pick<DomainsDeps, 'db'>,
  input: { hostname: string },
): Promise<DomainHost | null> {
  const now = Date.now();
  const cached = hosts.get(input.hostname);
  if (cached && cached.until > now) return cached.host;
  const [row] = await deps.db
    .select({ pageId: pageDomains.pageId, verifiedAt: pageDomains.verifiedAt })
    .from(pageDomains)
    .where(eq(pageDomains.hostname, input.hostname))
    .limit(1);
  const host = row ? { pageId: row.pageId, verified: row.verifiedAt !== null } : null;
  if (hosts.size >= DOMAIN_CACHE_ENTRIES) hosts.delete(hosts.keys().next().value!);
  hosts.set(input.hostname, { host, until: now + DOMAIN_CACHE_MS });
  return host;
}
