import { z } from 'zod';

/**
 * Custom domains of published pages (docs/product.md, 'Custom domains'): a hostname the owner
 * points at PUBLIC_HOST (CNAME) and proves with a TXT record `_pagecraft.{hostname}` holding
 * the domain's token. The hostname rule is shared, so the form refuses what the API would
 * refuse, with the same words.
 */

/** A page holds at most this many hostnames. */
export const MAX_DOMAINS_PER_PAGE = 5;
/** The TXT record that proves a hostname: `_pagecraft.{hostname}`. */
export const TXT_PREFIX = '_pagecraft';
export const PUBLISH_FIRST = 'Publish the page before adding a domain';

export const HOSTNAME_RULE =
  'Enter a domain name like www.example.com: letters, digits and hyphens in two or more parts separated by dots';
const HOSTNAME_TOO_LONG = 'A domain name is at most 253 characters';
const NO_ADDRESS = 'Enter a domain name, not an IP address';
const NO_URL = 'Enter the domain name alone, without https:// or a path (like www.example.com)';

/** As the hostname is stored and compared: trimmed, lowercase, without the root's trailing dot. */
export const normalizeHostname = (raw: string) => raw.trim().toLowerCase().replace(/\.$/, '');

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The hostname of a `host[:port]` value (PUBLIC_HOST may carry a port), lowercase. */
export const hostOnly = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/**
 * Why `hostname` (already normalised) cannot be a page's domain, or null. `publicHost` is the
 * app's PUBLIC_HOST: neither it nor a name under it can be attached (they are the app's own).
 */
export function hostnameProblem(hostname: string, publicHost?: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(hostname) || hostname.includes('/')) return NO_URL;
  if (hostname.length > 253) return HOSTNAME_TOO_LONG;
  if (hostname.includes(':') || /^\[.*\]$/.test(hostname)) return NO_ADDRESS;
  const labels = hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return HOSTNAME_RULE;
  // No top-level domain is all digits: 192.168.0.1 (and 1.2.3) are addresses, not names.
  if (/^\d+$/.test(labels.at(-1)!)) return NO_ADDRESS;
  if (publicHost) {
    const own = hostOnly(publicHost);
    if (hostname === own || hostname.endsWith(`.${own}`))
      return `"${hostname}" is Pagecraft's own address: use a domain of yours`;
  }
  return null;
}

/** A hostname as a body field: normalised, then held to `hostnameProblem`. */
export const hostnameSchema = (publicHost?: string) =>
  z
    .string({ error: HOSTNAME_RULE })
    .max(1000, HOSTNAME_TOO_LONG)
    .transform(normalizeHostname)
    .superRefine((hostname, context) => {
      const problem = hostnameProblem(hostname, publicHost);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/** POST /api/landing-pages/{id}/domains; the server passes its PUBLIC_HOST. */
export const domainBodySchema = (publicHost?: string) =>
  z.strictObject({ hostname: hostnameSchema(publicHost) });
export type DomainBody = z.infer<ReturnType<typeof domainBodySchema>>;

/** A DNS record the owner creates at their DNS provider. */
export interface DnsRecord {
  type: 'CNAME' | 'TXT';
  /** The record's full name (`www.example.com`, `_pagecraft.www.example.com`). */
  name: string;
  value: string;
}

/** GET|POST /api/landing-pages/{id}/domains (a list, one), POST .../{hostname}/verify. */
export interface PageDomain {
  hostname: string;
  verified: boolean;
  verifiedAt: string | null;
  /** The last verification attempt, and why it did not verify (null once verified). */
  checkedAt: string | null;
  lastError: string | null;
  /** The CNAME to PUBLIC_HOST, then the TXT record with the token. */
  records: DnsRecord[];
}
