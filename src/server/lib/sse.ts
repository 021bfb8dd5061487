import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { StreamEvent } from '../../shared/api/generation.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Logger } from './logger.ts';

export type Emit = (event: StreamEvent) => void;

/**
 * An event stream (docs/product.md, 'API'): `data: <json>` lines, ended by
 * `data: [DONE]`. Heartbeat comments keep proxies from closing a quiet connection, and the
 * signal handed to `run` fires when the client goes away, so provider calls are cancelled.
 */
export function eventStream(
  c: Context,
  options: { heartbeatMs: number; logger: Logger },
  run: (emit: Emit, clientGone: AbortSignal) => Promise<void>,
) {
  c.header('Content-Type', 'text/event-stream; charset=utf-8');
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  c.header('Connection', 'keep-alive');
  // Shutdown waits for streams registered here, then cancels the rest (main.ts).
  const lifecycle = (c.var as { deps?: { lifecycle?: Lifecycle } }).deps?.lifecycle;
  return stream(c, async (out) => {
    const clientGone = new AbortController();
    out.onAbort(() => clientGone.abort(new DOMException('The client disconnected', 'AbortError')));
    const untrack = lifecycle?.trackStream(clientGone);
    const send = (chunk: string) => {
      if (!out.aborted && !out.closed) out.write(chunk).catch(() => {});
    };
    const heartbeat = setInterval(() => send(': ping\n\n'), options.heartbeatMs);
    const emit: Emit = (event) => send(`data: ${JSON.stringify(event)}\n\n`);
    try {
      await run(emit, clientGone.signal);
    } catch (error) {
      options.logger.error('event stream failed', {
        error: error instanceof Error ? error.stack : String(error),
      });
      emit({
        type: 'error',
        message: 'Something went wrong on our side. Nothing was saved; please try again.',
      });
    } finally {
      clearInterval(heartbeat);
      send('data: [DONE]\n\n');
      untrack?.();
    }
  });
}
