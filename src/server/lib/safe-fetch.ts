import { lookup as dnsLookup } from 'node:dns/promises';
import { STATUS_CODES } from 'node:http';
import { isIP } from 'node:net';
import { isPrivateAddress } from './private-address.ts';
import { BodyReadError, decodeBody, readBody } from './safe-fetch-body.ts';
import { guardedLookup, openResponse, type ResolvedAddress } from './safe-fetch-connect.ts';
import { networkFailureText } from './safe-fetch-errors.ts';

/**
 * GET a user-supplied URL from the server without letting it reach internal services (SSRF).
 * Addresses are checked inside the socket's own DNS lookup, so the address that is checked is
 * the address that is connected to: a DNS answer that changes between check and connect
 * (rebinding) gains nothing. Global fetch cannot be used because its lookup cannot be hooked.
 */

export type { ResolvedAddress };
export { isPrivateAddress };

export type SafeFetchFailure =
  | 'invalid_url'
  | 'blocked_scheme'
  | 'blocked_port'
  | 'blocked_address'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_error'
  | 'network'
  | 'aborted';

/** The message is written for the end user: it is shown in the chat as is. */
export class SafeFetchError extends Error {
  constructor(
    message: string,
    public readonly reason: SafeFetchFailure,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  /** Lifts the address and port rules (ALLOW_PRIVATE_URL_FETCH=1, tests only). */
  allowPrivate?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  userAgent?: string;
  /**
   * Ports allowed while allowPrivate is false (default 80 and 443; tests add their loopback
   * server's port). 'any' for an address its owner chose to send to, such as a webhook on a
   * self-hosted automation server (`:5678`): private addresses stay refused on every port.
   */
  allowedPorts?: readonly number[] | 'any';
  /** Test hook replacing DNS, so tests can name "public" hosts without touching the network. */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Test hook replacing isPrivateAddress while allowPrivate is false. It sees the hostname too,
   * so a test can let loopback serve one host and prove that a redirect to another host that
   * resolves to loopback is still refused, without any server outside this machine.
   */
  isAllowedAddress?: (ip: string, hostname: string) => boolean;
  /**
   * A POST (lead webhooks) instead of the default GET. A POST never follows a redirect: the
   * redirect is its answer, so a body is never re-sent to an address nobody configured.
   */
  post?: { body: string; contentType: string; headers?: Record<string, string> };
  /** Answer any HTTP status instead of throwing 'http_error' for those outside 2xx. */
  anyStatus?: boolean;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  body: string;
  truncated: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; PagecraftBot/1.0; reference page reader)';

const shorten = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

function display(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return shorten(copy.href);
}

export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const { allowPrivate = false, timeoutMs = 8000, maxBytes = 2 * 1024 * 1024, maxRedirects = 3 } = options;
  const allowedPorts = options.allowedPorts ?? [80, 443];
  let original: URL;
  try {
    original = new URL(rawUrl.trim());
  } catch {
    throw new SafeFetchError(`"${shorten(rawUrl.trim())}" is not a valid web address`, 'invalid_url');
  }
  let current = original;
  const fail = (reason: SafeFetchFailure, detail: string) => {
    const via = current === original ? '' : `it redirected to ${display(current)}, but `;
    const verb = options.post ? 'reached' : 'fetched';
    return new SafeFetchError(`${display(original)} could not be ${verb}: ${via}${detail}`, reason);
  };
  const allowed = (ip: string, hostname: string) =>
    allowPrivate || (options.isAllowedAddress?.(ip, hostname) ?? !isPrivateAddress(ip));
  const blocked = () => fail('blocked_address', 'its address is private or local, which is not allowed');
  const lookup = guardedLookup(options.lookup ?? ((h) => dnsLookup(h, { all: true })), allowed, blocked);

  const checkUrl = (url: URL) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw fail('blocked_scheme', 'only http and https addresses can be read');
    }
    if (url.username || url.password) {
      throw fail('invalid_url', 'addresses containing a user name or password are not allowed');
    }
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    if (!allowPrivate && allowedPorts !== 'any' && !allowedPorts.includes(port)) {
      throw fail(
        'blocked_port',
        `this address names a port (:${port}); only ordinary web addresses, without a port after the name, can be read`,
      );
    }
    // Node connects to IP literals without calling lookup, so they are checked here.
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) && !allowed(host, host)) throw blocked();
  };

  const controller = new AbortController();
  const seconds = Math.round(timeoutMs / 100) / 10;
  const timer = setTimeout(
    () => controller.abort(fail('timeout', `the site did not answer within ${seconds} seconds`)),
    timeoutMs,
  );
  const onOuterAbort = () => controller.abort(fail('aborted', 'the request was cancelled'));
  if (options.signal?.aborted) onOuterAbort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const { post } = options;
  const headers: Record<string, string> = post
    ? {
        'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
        accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        'content-type': post.contentType,
        'content-length': String(Buffer.byteLength(post.body)),
        ...post.headers,
      }
    : {
        'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en;q=0.9,*;q=0.5',
      };

  try {
    for (let hop = 0; ; hop++) {
      checkUrl(current);
      if (controller.signal.aborted) throw controller.signal.reason;
      const res = await openResponse(current, {
        lookup,
        headers,
        signal: controller.signal,
        body: post?.body,
      });
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(status) && location && !post) {
        res.destroy();
        if (hop >= maxRedirects) {
          throw fail('too_many_redirects', `it redirected more than ${maxRedirects} times`);
        }
        try {
          current = new URL(location, current);
        } catch {
          throw fail('invalid_url', 'it redirected to an invalid address');
        }
        continue;
      }
      if ((status < 200 || status > 299) && !options.anyStatus) {
        res.destroy();
        const name = STATUS_CODES[status];
        throw fail('http_error', `the site answered with HTTP ${status}${name ? ` (${name})` : ''}`);
      }
      const contentType = String(res.headers['content-type'] ?? '');
      const { bytes, truncated } = await readBody(res, maxBytes, controller.signal);
      const body = decodeBody(bytes, contentType, truncated);
      return { url: current.href, status, contentType, body, truncated };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (controller.signal.aborted && controller.signal.reason instanceof SafeFetchError) {
      throw controller.signal.reason;
    }
    if (error instanceof BodyReadError && error.failure === 'unsupported_encoding') {
      throw fail('network', 'the site used a compression format that is not supported');
    }
    if (error instanceof BodyReadError && error.failure === 'corrupt') {
      throw fail('network', 'the site sent a damaged compressed response');
    }
    throw fail('network', networkFailureText(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
