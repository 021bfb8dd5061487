import type { Context, MiddlewareHandler } from 'hono';
import { hostnameProblem, normalizeHostname } from '../../../shared/api/domains.ts';
import type { AppEnv } from '../../app-context.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { hostedNotFound, hostedPageResponse, readHostedPageOf } from '../publishing/index.ts';
import { findDomainHost } from './domain-hosts.ts';

/** Probes keep answering through a database outage, whatever host they are asked on. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * The hostname the visitor asked for (behind a trusted proxy, X-Forwarded-Host), when it could
 * be a page's domain: not an IP address, not `localhost`, not PUBLIC_HOST or a name under it.
 */
function customHostname(c: Context<AppEnv>): string | null {
  const { config } = c.var.deps;
  let hostname: string;
  try {
    hostname = normalizeHostname(new URL(requestOrigin(c, config.TRUST_PROXY)).hostname);
  } catch {
    return null;
  }
  return hostnameProblem(hostname, config.PUBLIC_HOST) ? null : hostname;
}

/**
 * Custom domains (docs/product.md, 'Custom domains'): a request whose host is a hostname of
 * page_domains and verified never reaches the app. On it, `GET /` (and HEAD, any query)
 * answers exactly what `/p/{slug}` answers while the page is published; every other path,
 * method or state is the hosted pages' plain 404. Any other host (the app's own, an IP
 * address, an unverified claim) goes on untouched. Installed early in app.ts, after the
 * security headers and compression, so the answer passes through what `/p/{slug}`'s does.
 */
export const customDomainHosts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const hostname = customHostname(c);
  if (!hostname) return next();
  const deps = c.var.deps;
  let host: Awaited<ReturnType<typeof findDomainHost>>;
  try {
    host = await findDomainHost(deps, { hostname });
  } catch (error) {
    if (PROBES.has(c.req.path)) return next();
    throw error;
  }
  // An unverified claim changes nothing: the hostname is answered as any unknown host is
  // (no page of anyone's at `/`), so a claim on a name that already reaches this server (the
  // app's own address, say) can never take it over or take it down.
  if (!host?.verified) return next();
  // Hono routes a HEAD as its GET (and drops the body), keeping the method the client sent.
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!read || c.req.path !== '/') return hostedNotFound(c);
  const page = await readHostedPageOf(deps, { pageId: host.pageId });
  return page ? hostedPageResponse(c, page) : hostedNotFound(c);
};

/**
 * Caddy's on-demand TLS `ask`: 200 for a verified hostname, so Caddy obtains its certificate;
 * one and the same 404 for anything else (unverified, unknown, malformed), revealing nothing.
 */
export async function isAllowedHost(c: Context<AppEnv>): Promise<boolean> {
  const hostname = normalizeHostname(c.req.query('domain') ?? '');
  if (hostnameProblem(hostname, c.var.deps.config.PUBLIC_HOST)) return false;
  return (await findDomainHost(c.var.deps, { hostname }))?.verified ?? false;
}
