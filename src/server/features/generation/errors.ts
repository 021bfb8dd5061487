import type { StreamEvent } from '../../../shared/api/generation.ts';
import { ProviderError } from '../../lib/ai-provider.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { RetryNotice } from './run-model.ts';

/** The sentence a user sees in the chat when a request fails; internals never leak. */
export function userFacingMessage(error: unknown): string {
  if (error instanceof ProviderError || error instanceof AppError) return error.message;
  if (isDatabaseUnavailable(error)) return `${DATABASE_UNAVAILABLE_MESSAGE} Nothing was saved.`;
  return 'Something went wrong while creating the page. Nothing was saved; please try again.';
}

/**
 * The stream's error event: the message, the provider's Retry-After when it sent one, and the
 * live version when the save was refused because the page changed meanwhile (what a 409 says
 * before the stream starts).
 */
export function errorEvent(error: unknown): Extract<StreamEvent, { type: 'error' }> {
  const retryAfterSeconds = error instanceof ProviderError ? error.retryAfterSeconds : undefined;
  const currentVersionId = error instanceof AppError ? error.body.currentVersionId : undefined;
  return {
    type: 'error',
    message: userFacingMessage(error),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
    ...(typeof currentVersionId === 'number' || currentVersionId === null ? { currentVersionId } : {}),
  };
}

/**
 * The same failure as a JSON answer (the element edit), with the status the stream routes
 * cannot send: 503 + Retry-After for a rate-limited or unreachable provider (try again later),
 * 504 for one that took too long, 502 for one that answered badly.
 */
export function httpError(error: unknown): unknown {
  // Anything else (a database outage, a bug) is the app's error mapper's to answer and log.
  if (!(error instanceof ProviderError)) return error;
  const message = error.message;
  if (error.reason === 'rate_limited') {
    return new AppError(503, message, { 'Retry-After': String(error.retryAfterSeconds ?? 30) });
  }
  if (error.reason === 'timeout') return new AppError(504, message);
  return new AppError(502, message);
}

export const incompletePageError = () =>
  new AppError(502, 'The AI did not return a complete HTML page, so nothing was saved. Please try again.');

/** The chat's word while a busy provider's call waits for its next try. */
export function retryingEvent(notice: RetryNotice): Extract<StreamEvent, { type: 'retrying' }> {
  return {
    type: 'retrying',
    message: `The AI service is busy, retrying in ${notice.seconds} s…`,
    retryAfterSeconds: notice.seconds,
  };
}
