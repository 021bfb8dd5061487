import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** How much of an unread body is read (and thrown away) before the answer goes out. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * Reads the rest of a request body and throws it away, within the bounds above. True when the
 * body ended; false when it could not be read (already locked or used elsewhere), broke off,
 * or ran past a bound, in which case the connection must not be reused.
 */
export async function drainBody(request: Request): Promise<boolean> {
  const body = request.body;
  if (!body) return true;
  if (body.locked || request.bodyUsed) return false;
  const reader = body.getReader();
  let total = 0;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    reader.cancel().catch(() => {});
  }, DRAIN_MAX_MS);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return !timedOut;
      total += value.byteLength;
      if (total > DRAIN_MAX_BYTES) {
        await reader.cancel().catch(() => {});
        return false;
      }
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Many answers are decided before the body is read: an unknown route, a malformed id, no
 * session, a cross-site write. Once a body limit or anything else has opened the body stream,
 * @hono/node-server only gives the unread rest 500 ms to drain (its stream stays paused, so in
 * practice it never does) and then destroys the socket. A keep-alive client has by then put
 * the connection back in its pool, and its next request fails with 'other side closed'.
 *
 * So, once the answer is decided and before it is sent, whatever the client is still
 * uploading is read and discarded (bounded in bytes and time, as for the 413 of the body
 * limits), and the answer arrives on a connection that stays healthy. When the rest cannot
 * be read (another reader holds it, or it runs past the bounds), the answer says
 * `Connection: close` so the client does not reuse the connection.
 *
 * Only the Node server gives us its request (`c.env.incoming`); elsewhere (app.request in
 * memory) there is no connection to protect.
 */
export const settleUnreadBody: MiddlewareHandler = async (c, next) => {
  // Taken before the routes run: a body limit may replace c.req.raw with a buffered copy.
  const raw = c.req.raw;
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableEnded || !hasBody(incoming)) return;
  if (await drainBody(raw)) return;
  c.res.headers.set('Connection', 'close');
};

function hasBody(incoming: IncomingMessage): boolean {
  if (incoming.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(incoming.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}
