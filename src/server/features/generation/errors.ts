import { setMaxListeners } from 'node:events';
import { AppError } from '../../lib/errors.ts';
import { ProviderError } from './providers/types.ts';

/** The sentence a user sees in the chat when a request fails; internals never leak. */
export function userFacingMessage(error: unknown): string {
  if (error instanceof ProviderError || error instanceof AppError) return error.message;
  return 'Something went wrong while creating the page. Nothing was saved; please try again.';
}

export const incompletePageError = () =>
  new AppError(502, 'The AI did not return a complete HTML page, so nothing was saved. Please try again.');

/** The server-side ceiling and the client's disconnect, as one signal. */
export function requestSignal(clientGone: AbortSignal, timeoutMs: number): AbortSignal {
  const signal = AbortSignal.any([clientGone, AbortSignal.timeout(timeoutMs)]);
  // Variations and continuations each attach the SDK's listeners to this one signal.
  setMaxListeners(64, signal);
  return signal;
}
