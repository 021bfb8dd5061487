import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context.ts';

/** An incoming request id we are willing to reuse: short, printable, no separators to inject. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;
const MAX_LOGGED_PATH = 512;
/** Probes from load balancers and orchestrators: logged at debug so they do not drown the log. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * One structured line per request (README, 'Operations'): request id, method,
 * path, status, duration and the signed-in user's id. Deliberately NOT logged: headers (cookies,
 * Authorization), bodies (passwords, page HTML) and the query string (share links carry
 * `key=`). Every response carries `X-Request-Id`; an incoming one is reused only behind a
 * proxy we trust (TRUST_PROXY), otherwise a client could forge ids into our logs.
 *
 * Event streams are logged when the stream ends (completed, or cancelled by the client going
 * away), so their duration is the real one and not the time to the first byte.
 */
export function requestLog(options: {
  trustProxy: boolean;
  /** Answers logged at `debug` besides the probes': high-volume routes whose success is routine. */
  routine?: (path: string, status: number) => boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = options.trustProxy ? c.req.header('x-request-id') : undefined;
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);

    await next();

    const { logger } = c.var.deps;
    const write = (extra: Record<string, unknown> = {}) => {
      const status = c.res.status;
      const details: Record<string, unknown> = {
        requestId,
        method: c.req.method,
        path: c.req.path.length > MAX_LOGGED_PATH ? `${c.req.path.slice(0, MAX_LOGGED_PATH)}...` : c.req.path,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(c.var.user ? { userId: c.var.user.id } : {}),
        ...extra,
      };
      if (status >= 500) logger.error('request', details);
      else if (PROBE_PATHS.has(c.req.path) || options.routine?.(c.req.path, status))
        logger.debug('request', details);
      else logger.info('request', details);
    };

    const response = c.res;
    if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
      let logged = false;
      const finish = (stream: 'completed' | 'cancelled' | 'failed') => {
        if (logged) return;
        logged = true;
        write({ stream });
      };
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { done, value } = await reader.read();
            if (done) {
              controller.close();
              finish('completed');
            } else controller.enqueue(value);
          } catch (error) {
            controller.error(error);
            finish('failed');
          }
        },
        cancel(reason) {
          finish('cancelled');
          return reader.cancel(reason);
        },
      });
      c.res = new Response(body, response);
    } else {
      write();
    }
    c.res.headers.set('X-Request-Id', requestId);
  };
}
