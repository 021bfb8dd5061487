import { setMaxListeners } from 'node:events';
import type { AiSettings } from '../../app-context.ts';
import { ProviderError } from '../../lib/ai-provider.ts';

/**
 * The time limits of one job (a generation, an edit, one variation): it ends when no token has
 * arrived for `idleTimeoutMs`, or when it has run `maxJobMs` in all, or when the client goes.
 * A model writing a 60 KB page at 50-90 tokens a second needs 2-5 minutes, so a fixed ceiling
 * shorter than that would throw away pages that were arriving fine; only silence ends a call
 * early.
 */
export interface JobDeadline {
  /** Aborts with a ProviderError ('timeout') naming which limit ran out, or the client's reason. */
  readonly signal: AbortSignal;
  /** Something arrived from the model: the idle period starts again. */
  touch(): void;
  /** Milliseconds until the idle limit, if nothing arrives meanwhile (retry waits must fit in it). */
  idleLeftMs(): number;
  /** Stops the timers once the job is over. */
  dispose(): void;
}

const seconds = (ms: number) => Math.round(ms / 1000);

export function idleTimeoutError(idleMs: number): ProviderError {
  return new ProviderError(
    `The AI took too long to respond (nothing arrived for ${seconds(idleMs)} seconds) and the request was stopped. Nothing was saved; please try again.`,
    'timeout',
  );
}

export function jobTimeoutError(maxJobMs: number): ProviderError {
  const minutes =
    maxJobMs >= 120_000 ? `${Math.round(maxJobMs / 60_000)} minutes` : `${seconds(maxJobMs)} seconds`;
  return new ProviderError(
    `The AI took too long to finish (over ${minutes}) and the request was stopped. Nothing was saved; please try again.`,
    'timeout',
  );
}

/**
 * What a job may still need after its limits run out: the save that follows the model (the
 * page's Tailwind compiled, the transaction waiting for its locks) and the chat record.
 */
export const SAVE_MARGIN_MS = 60_000;

/**
 * How long a request's monthly room stays reserved (ADR 022): the longest it can run, `jobs`
 * jobs one after another each ended by `maxJobMs` at the latest, and the save after the last.
 * A reservation is released or charged long before that; past it, a request whose process was
 * killed holds nothing.
 */
export function reservationHoldMs(timings: Pick<AiSettings, 'maxJobMs'>, jobs = 1): number {
  return jobs * timings.maxJobMs + SAVE_MARGIN_MS;
}

export function jobDeadline(
  clientGone: AbortSignal,
  timings: Pick<AiSettings, 'idleTimeoutMs' | 'maxJobMs'>,
): JobDeadline {
  const controller = new AbortController();
  const stop = (reason: unknown) => {
    if (!controller.signal.aborted) controller.abort(reason);
    clearTimeout(idleTimer);
    clearTimeout(jobTimer);
  };
  let lastActivity = Date.now();
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => stop(idleTimeoutError(timings.idleTimeoutMs)), timings.idleTimeoutMs);
  };
  const jobTimer = setTimeout(() => stop(jobTimeoutError(timings.maxJobMs)), timings.maxJobMs);
  const onClientGone = () => stop(clientGone.reason);
  if (clientGone.aborted) onClientGone();
  else clientGone.addEventListener('abort', onClientGone, { once: true });
  armIdle();
  // Continuations, retries and the SDK each attach listeners to this one signal.
  setMaxListeners(64, controller.signal);

  return {
    signal: controller.signal,
    touch() {
      if (controller.signal.aborted) return;
      lastActivity = Date.now();
      armIdle();
    },
    idleLeftMs: () => Math.max(0, timings.idleTimeoutMs - (Date.now() - lastActivity)),
    dispose() {
      clearTimeout(idleTimer);
      clearTimeout(jobTimer);
      clientGone.removeEventListener('abort', onClientGone);
    },
  };
}
