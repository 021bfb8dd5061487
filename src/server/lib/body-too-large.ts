import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { drainBody } from './unread-body.ts';

/**
 * The 413 of every body limit. Answering while the client is still uploading is a trap for
 * keep-alive clients (found by the bad-input suite with 40 MB uploads): @hono/node-server drains
 * the unread rest for only 500 ms, then destroys the socket, so the client either sees its
 * upload reset before it can read the 413, or puts a socket that is about to die back in its
 * pool and its NEXT request fails with 'other side closed'. So the rest of the body is read and
 * discarded first (bounded in bytes and time), and the 413 then arrives on a healthy connection.
 * Past the bounds (or when the body was already being read, as for chunked uploads), the answer
 * says `Connection: close` so the client at least does not reuse the connection. Every other
 * answer given before its body was read gets the same treatment from `settleUnreadBody`.
 */
export async function bodyTooLarge(c: Context): Promise<Response> {
  const drained = await drainBody(c.req.raw);
  return c.json({ message: 'Request body is too large' }, 413, drained ? {} : { Connection: 'close' });
}

/**
 * Hono's body limit, minus its cost on the common case. A body with a Content-Length (and no
 * Transfer-Encoding) is judged by that header alone: Node's parser never hands over more
 * bytes than it declares. Hono's limit decides the same, but only after touching
 * `c.req.raw.body`, which on @hono/node-server turns its lightweight request into a full web
 * Request with a stream and an abort signal: a third of the work of a beacon. Left alone, the
 * body is later read on node-server's fast path. A chunked body is counted as it is read.
 */
export function bodyCap(options: {
  maxSize: number;
  onError?: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const onError = options.onError ?? bodyTooLarge;
  const counted = bodyLimit({ maxSize: options.maxSize, onError });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    return Number.parseInt(declared, 10) > options.maxSize ? onError(c) : next();
  };
}
