import { hostOnly, type PageDomain, TXT_PREFIX } from '../../../shared/api/domains.ts';
import type { pageDomains } from '../../db/schema/index.ts';
import type { DomainsDeps } from './deps.ts';

export type DomainRow = typeof pageDomains.$inferSelect;

/** A page of one user, as the routes name it, and the origin the request came in on. */
export interface PageRef {
  userId: number;
  pageId: number;
  origin: string;
}

export const DOMAIN_NOT_FOUND = 'Domain not found';

/** What a domain's CNAME points at: PUBLIC_HOST (without a port), else the host of the request. */
export function cnameTarget(deps: DomainsDeps, origin: string): string {
  return hostOnly(deps.config.PUBLIC_HOST ?? new URL(origin).host);
}

export function toPageDomain(row: DomainRow, target: string): PageDomain {
  return {
    hostname: row.hostname,
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    lastError: row.lastError,
    records: [
      { type: 'CNAME', name: row.hostname, value: target },
      { type: 'TXT', name: `${TXT_PREFIX}.${row.hostname}`, value: row.token },
    ],
  };
}
