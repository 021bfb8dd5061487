import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the public endpoints pasted pages post to (lead capture, the analytics beacon):
 * any origin, POST only, never with credentials (they read no cookie and no session).
 *
 * The preflight is Hono's. A POST gets its one header once the answer is made: Hono's
 * middleware sets it before the route runs, which makes Hono build the answer twice and copy
 * its headers across, a tenth of the work of a beacon.
 */
export function publicCors(options: { allowHeaders: string[] }): MiddlewareHandler {
  const preflight = cors({
    origin: '*',
    allowMethods: ['POST'],
    allowHeaders: options.allowHeaders,
    maxAge: 86_400,
    credentials: false,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  };
}
