import type { ClientErrorReport } from '../../../shared/api/client-errors.ts';
import type { AppDeps } from '../../app-context.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';

/**
 * Reports one address may send: a screen that cannot load reports once per visit, so a few
 * people behind one office address stay well under it, while a page (or a script) that
 * reports in a loop cannot fill the log.
 */
export const CLIENT_ERROR_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };
/** A user agent says which browser met the error; more than this is not a browser's. */
const MAX_USER_AGENT = 300;

/**
 * Writes an error the web app caught to the server log, at warn: it is a person's screen that
 * failed, worth a look, but nothing the server did wrong (docs/product.md, 'Errors and toasts').
 * Counted per address first; past the limit the report is refused with a 429 and not logged.
 */
export async function recordClientError(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  input: {
    report: ClientErrorReport;
    ip: string;
    userId: number | null;
    requestId: string;
    userAgent: string | undefined;
  },
): Promise<void> {
  const throttle = await hitRateLimit(deps.db, `client-error:ip:${input.ip}`, CLIENT_ERROR_LIMIT);
  if (throttle.limited) {
    throw tooManyRequests(
      'Too many error reports from this address. Please try again later.',
      throttle.retryAfterSeconds,
    );
  }
  const { report } = input;
  deps.logger.warn('client error', {
    requestId: input.requestId,
    ...(input.userId !== null ? { userId: input.userId } : {}),
    screen: report.screen,
    message: report.message,
    url: report.url,
    stack: report.stack,
    userAgent: input.userAgent?.slice(0, MAX_USER_AGENT),
  });
}
