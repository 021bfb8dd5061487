import { type Context, Hono } from 'hono';
import { domainBodySchema, hostnameProblem, normalizeHostname } from '../../../shared/api/domains.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { badRequest } from '../../lib/errors.ts';
import { readJson } from '../../lib/json-body.ts';
import { parsePageId } from '../../lib/page-ownership.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { addDomain } from './add-domain.ts';
import { isAllowedHost } from './host-routing.ts';
import { listDomains } from './list-domains.ts';
import { removeDomain } from './remove-domain.ts';
import { verifyDomain } from './verify-domain.ts';

function pageRef(c: Context<AppEnv>) {
  const user = requireUser(c);
  return {
    userId: user.id,
    pageId: parsePageId(c.req.param('id')),
    origin: requestOrigin(c, c.var.deps.config.TRUST_PROXY),
  };
}

/** A hostname from the path, normalised, else 400 (checked before any query runs). */
function hostnameParam(c: Context<AppEnv>): string {
  const hostname = normalizeHostname(c.req.param('hostname') ?? '');
  if (hostnameProblem(hostname)) throw badRequest('Invalid domain name');
  return hostname;
}

/**
 * /api/landing-pages/:id/domains: a published page's custom domains
 * (docs/product.md, 'Custom domains'). Another user's page answers 404 on every route.
 */
export const pageDomainRoutes = new Hono<AppEnv>()
  .get('/:id/domains', async (c) => c.json(await listDomains(c.var.deps, pageRef(c))))
  .post('/:id/domains', async (c) => {
    const ref = pageRef(c);
    const { hostname } = await readJson(c, domainBodySchema(c.var.deps.config.PUBLIC_HOST));
    return c.json(await addDomain(c.var.deps, { ...ref, hostname }), 201);
  })
  .post('/:id/domains/:hostname/verify', async (c) => {
    const ref = pageRef(c);
    return c.json(await verifyDomain(c.var.deps, { ...ref, hostname: hostnameParam(c) }));
  })
  .delete('/:id/domains/:hostname', async (c) => {
    const { userId, pageId } = pageRef(c);
    await removeDomain(c.var.deps, { userId, pageId, hostname: hostnameParam(c) });
    return c.body(null, 204);
  });

/**
 * /api/domains/allowed?domain=: Caddy's on-demand TLS `ask` endpoint (README, 'Custom domains
 * behind Caddy'). Public and cheap: a cached primary-key read.
 */
export const domainRoutes = new Hono<AppEnv>().get('/allowed', async (c) =>
  (await isAllowedHost(c)) ? c.json({ allowed: true }) : c.json({ message: 'Not found' }, 404),
);
