import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError, badRequest } from './errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated writes: the browser's Origin must be this site's own
 * origin, scheme and port included (an http page of the same host is another origin, and
 * could be anyone's on an untrusted network). Behind a trusted proxy, the forwarded scheme
 * and host are this site's. Browsers always send Origin on fetch/XHR writes, so a missing one
 * means a non-browser client or a forged request; both are refused. Webhooks (signed by their
 * sender) are exempt.
 */
export function sameOriginWrites(options: { exemptPaths: string[]; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || options.exemptPaths.includes(c.req.path)) return next();
    const origin = normalizedOrigin(c.req.header('origin'));
    const own = c.req.header('host') ? normalizedOrigin(requestOrigin(c, options.trustProxy)) : undefined;
    if (!origin || !own || origin !== own) {
      throw new AppError(403, 'Cross-site request refused: the Origin header must match this site');
    }
    return next();
  };
}

/** scheme://host[:port] with a default port dropped; undefined for 'null' or garbage. */
function normalizedOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The trusted proxy appends the address it saw to whatever the client sent: only the last
    // entry is the proxy's word; earlier ones are client-chosen and would dodge per-IP limits.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * This server's address as the browser sees it (behind a trusted proxy, the forwarded host
 * and scheme): the origin of the capture URLs written into exported pages.
 */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const host = (trustProxy && c.req.header('x-forwarded-host')?.split(',')[0]?.trim()) || url.host;
  return `${isHttps(c, trustProxy) ? 'https' : 'http'}://${host}`;
}

/**
 * A NUL (%00) in a path or query parameter cannot be compared with or stored in PostgreSQL
 * text: it used to reach the query (e.g. DELETE /api/admin/changelog/%00) and come back as a
 * 500. No API parameter can legitimately contain one, so such URLs are refused up front.
 */
export const rejectNulInUrl: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(c.req.url)) throw badRequest('The URL must not contain NUL characters (%00)');
  return next();
};
