import { AppError } from './errors.ts';

/** Drizzle wraps driver errors; PostgreSQL and PGlite both report SQLSTATE in `code`. */
function someCause(error: unknown, test: (error: { code?: unknown; message?: unknown }) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && test(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function isUniqueViolation(error: unknown): boolean {
  return someCause(error, (e) => e.code === '23505');
}

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception),
 * 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket-level codes of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres reports a dropped connection with these messages and no code. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

/** The driver's own message (Drizzle's wrapper repeats the query and its parameters). */
export function rootCauseMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}

/** The database is down, restarting or unreachable (as opposed to a query that is wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, (e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATE.test(code) || SOCKET_CODES.has(code)) return true;
    return typeof e.message === 'string' && LOST_CONNECTION.test(e.message);
  });
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable, try again shortly.';
/** What a client should wait before retrying: a restart usually takes a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/** The 503 a request answers when the database went away under it. */
export const databaseUnavailable = () =>
  new AppError(503, DATABASE_UNAVAILABLE_MESSAGE, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
