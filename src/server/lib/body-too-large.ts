import type { Context } from 'hono';
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
