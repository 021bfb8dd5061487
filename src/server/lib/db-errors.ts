import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
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

/** A foreign key refused the write: the row it points to is gone, or still has dependants. */
export function isForeignKeyViolation(error: unknown): boolean {
  return someCause(error, (e) => e.code === '23503');
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

/** Errors our PostgreSQL connections rejected with (see `fromPostgres`). */
const postgresErrors = new WeakSet<object>();

/**
 * Records that `error` is what a PostgreSQL query of ours was rejected with. A socket error
 * (ECONNRESET, ...) looks the same whoever's socket it was; the job queue's database adapter
 * marks its failures with this so the unhandled-rejection rule can tell them apart.
 */
export function fromPostgres<T>(error: T): T {
  if (error && typeof error === 'object') postgresErrors.add(error);
  return error;
}

/**
 * The unhandled-rejection rule of main.ts (ADR 014): pg-boss completes and fails jobs without
 * awaiting the query, so a database lost at that moment rejects with no handler. That, and
 * only that, is survived (the job expires and is retried): an error PostgreSQL itself reported
 * (pg's DatabaseError), or a lost connection that came from the pg client: its own messages,
 * a query of the job queue's pool (marked by `fromPostgres`) or of the app's pool (Drizzle's
 * query error around it). A socket error from anywhere else (an AI provider, a webhook, a
 * fetch) is not the database, and like any other unhandled rejection it ends the process.
 */
export function isBackgroundDatabaseFailure(reason: unknown): boolean {
  let current: unknown = reason;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (current instanceof pg.DatabaseError) return true;
    const message = (current as { message?: unknown }).message;
    if (current instanceof Error && typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    const fromOurQuery = postgresErrors.has(current) || current instanceof DrizzleQueryError;
    if (fromOurQuery && isDatabaseUnavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable, try again shortly.';
/** What a client should wait before retrying: a restart usually takes a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/** The 503 a request answers when the database went away under it. */
export const databaseUnavailable = () =>
  new AppError(503, DATABASE_UNAVAILABLE_MESSAGE, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
