import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from '../../lib/private-address.ts';
import { readBody } from '../../lib/safe-fetch-body.ts';
import { guardedLookup, openResponse, type ResolvedAddress } from '../../lib/safe-fetch-connect.ts';

/**
 * GET of one image, stylesheet, font or script that a rendered page asks for, made by the
 * server on the browser's behalf (the browser itself has no network: isolate-network.ts).
 * The SSRF rules are safe-fetch's, built from the same parts: http(s) on ports 80/443 only,
 * every resolved address checked inside the socket's own lookup, private, loopback,
 * link-local and metadata addresses refused, every redirect re-checked, size and time caps.
 * Unlike safeFetch it keeps the body as bytes (images are not text). Any refusal or failure
 * is null: the browser just sees a failed request.
 */

export interface SubresourceFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** Allowed ports (default 80 and 443); tests add their loopback server's port. */
  allowedPorts?: readonly number[];
  /** Test hook replacing DNS (see SafeFetchOptions.lookup). */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Test hook replacing the private-address rule (see SafeFetchOptions.isAllowedAddress). */
  isAllowedAddress?: (ip: string, hostname: string) => boolean;
}

export interface Subresource {
  status: number;
  contentType: string;
  body: Buffer;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; PagecraftBot/1.0; page thumbnails)',
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br',
};

export async function fetchSubresource(
  rawUrl: string,
  options: SubresourceFetchOptions,
): Promise<Subresource | null> {
  const { maxRedirects = 3 } = options;
  const allowedPorts = options.allowedPorts ?? [80, 443];
  const allowed = (ip: string, hostname: string) =>
    options.isAllowedAddress?.(ip, hostname) ?? !isPrivateAddress(ip);
  const lookup = guardedLookup(
    options.lookup ?? ((hostname) => dnsLookup(hostname, { all: true })),
    allowed,
    () => new Error('private address'),
  );
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const fetchable = (url: URL) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password) return false;
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    if (!allowedPorts.includes(port)) return false;
    // Node connects to IP literals without calling lookup, so they are checked here.
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    return !isIP(host) || allowed(host, host);
  };

  try {
    let url = new URL(rawUrl);
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (signal.aborted || !fetchable(url)) return null;
      const res = await openResponse(url, { lookup, headers: HEADERS, signal });
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        res.destroy();
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        return null;
      }
      const { bytes, truncated } = await readBody(res, options.maxBytes, signal);
      // Half an image is worse than none.
      if (truncated) return null;
      return {
        status,
        contentType: String(res.headers['content-type'] ?? 'application/octet-stream'),
        body: bytes,
      };
    }
    return null;
  } catch {
    return null;
  }
}
