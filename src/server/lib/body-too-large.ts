import type { Context } from 'hono';

/** How much of an oversized body is read (and thrown away) before answering 413. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * The 413 of every body limit. Answering while the client is still uploading is a trap for
 * keep-alive clients (found by the bad-input suite with 40 MB uploads): @hono/node-server drains
 * the unread rest for only 500 ms, then destroys the socket, so the client either sees its
 * upload reset before it can read the 413, or puts a socket that is about to die back in its
 * pool and its NEXT request fails with 'other side closed'. So the rest of the body is read and
 * discarded first (bounded in bytes and time), and the 413 then arrives on a healthy connection.
 * Past the bounds (or when the body was already being read, as for chunked uploads), the answer
 * says `Connection: close` so the client at least does not reuse the connection.
 */
export async function bodyTooLarge(c: Context): Promise<Response> {
  const drained = await drain(c.req.raw);
  return c.json({ message: 'Request body is too large' }, 413, drained ? {} : { Connection: 'close' });
}

async function drain(request: Request): Promise<boolean> {
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
