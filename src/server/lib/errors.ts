import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type use cases throw. The app's error mapper turns it into `{ message }` with
 * this status, plus the fields of `body` when a client needs more than words to act on the
 * refusal (a validation's `issues`, a stale save's `currentVersionId`); anything else becomes a
 * logged 500.
 */
export class AppError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    message: string,
    public readonly headers: Record<string, string> = {},
    /** Extra fields of the JSON answer, beside `message` (never a `message` of their own). */
    public readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) =>
  new AppError(400, message, {}, body);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, body?: Record<string, unknown>) =>
  new AppError(409, message, {}, body);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
