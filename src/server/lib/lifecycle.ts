/**
 * The process's life as the HTTP layer sees it: whether it is draining (shutting down, so
 * /readyz answers 503 and load balancers stop sending work) and which event streams are still
 * running, so shutdown can let them finish up to a deadline and then cut them cleanly.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Marks the process as shutting down (readiness fails from now on). */
  startDraining(): void;
  /** Registers a running stream; call the returned function when it ends. */
  trackStream(abort: AbortController): () => void;
  readonly activeStreams: number;
  /** Resolves true once no stream is running, false if `timeoutMs` passes first. */
  waitForStreams(timeoutMs: number): Promise<boolean>;
  /** Cancels every running stream (their use cases see the signal, save and charge nothing, and end with an error event). */
  abortStreams(reason: string): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  const streams = new Set<AbortController>();
  const idleWaiters = new Set<() => void>();
  const notifyIfIdle = () => {
    if (streams.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters.clear();
  };
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    trackStream(abort) {
      streams.add(abort);
      return () => {
        streams.delete(abort);
        notifyIfIdle();
      };
    },
    get activeStreams() {
      return streams.size;
    },
    waitForStreams(timeoutMs) {
      if (streams.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          idleWaiters.delete(done);
          resolve(false);
        }, timeoutMs);
        idleWaiters.add(done);
      });
    },
    abortStreams(reason) {
      for (const abort of streams) abort.abort(new DOMException(reason, 'AbortError'));
    },
  };
}
