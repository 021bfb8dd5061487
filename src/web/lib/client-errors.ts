// The caps from their own module and the report only as a type: this file ships in the first
// bundle (the screens' error boundary reports through it), which must not carry zod.
import { CLIENT_ERROR_LIMITS } from '@shared/api/client-error-limits';
import type { ClientErrorReport } from '@shared/api/client-errors';

/**
 * Error reports to the server log (docs/product.md, 'Errors and toasts'): what a person met
 * reaches the people who run Pagecraft, who would otherwise never hear of a screen that failed
 * in someone's browser.
 */

export const CLIENT_ERRORS_PATH = '/api/client-errors';
/**
 * Reports one page load sends at most: a screen that fails again on every navigation (its
 * code is gone after a deploy) would otherwise report each time, and a bug that throws in a
 * loop would report without end.
 */
export const MAX_REPORTS_PER_LOAD = 5;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The report of `error`, cut to the server's caps so a long stack is shortened, never refused.
 * The address goes without its query and fragment: the generator's carries the prompt someone
 * typed, which has no place in a log.
 */
export function clientErrorReport(
  error: unknown,
  context: { url: string; screen?: string },
): ClientErrorReport {
  const message =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : String(error);
  // A failed chunk's stack is its message again (no frames): sent once.
  const stack = error instanceof Error && error.stack && error.stack !== message ? error.stack : undefined;
  let url = context.url;
  try {
    const parsed = new URL(context.url);
    url = parsed.origin + parsed.pathname;
  } catch {
    // not a URL: sent as it is, cut to the cap
  }
  return {
    message: cut(message, CLIENT_ERROR_LIMITS.message),
    ...(stack ? { stack: cut(stack, CLIENT_ERROR_LIMITS.stack) } : {}),
    url: cut(url, CLIENT_ERROR_LIMITS.url),
    ...(context.screen ? { screen: cut(context.screen, CLIENT_ERROR_LIMITS.screen) } : {}),
  };
}

/** Posts a report; the app's own is `fetch` with `keepalive`, so it leaves even when the person reloads at once. */
export type PostReport = (report: ClientErrorReport) => Promise<unknown>;

const postWithFetch: PostReport = (report) =>
  fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  });

/**
 * A reporter that sends each report and forgets it: nothing waits for the answer and no failure
 * reaches the person (a dropped connection, which may be the very reason the screen failed,
 * loses the report, never the screen). One per page load: `reportClientError`.
 */
export function createErrorReporter(post: PostReport = postWithFetch, max = MAX_REPORTS_PER_LOAD) {
  let sent = 0;
  return (error: unknown, context: { url: string; screen?: string }): void => {
    if (sent >= max) return;
    sent++;
    try {
      void post(clientErrorReport(error, context)).catch(() => undefined);
    } catch {
      // the post threw before it began (no fetch at all): the report is lost, the screen is not
    }
  };
}

export const reportClientError = createErrorReporter();
