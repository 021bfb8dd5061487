import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isBackgroundDatabaseFailure } from './db-errors.ts';
import { poolDatabase } from './jobs/pg-boss-queue.ts';

/** What Node's net module rejects with when a peer resets the connection. */
function socketError(code = 'ECONNRESET'): Error {
  return Object.assign(new Error(`read ${code}`), { code, errno: -104, syscall: 'read' });
}

function serverError(code: string, message: string): pg.DatabaseError {
  return Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });
}

/** The job queue's database adapter over a pool whose every query fails with `error`. */
async function rejectionThroughJobQueue(error: unknown): Promise<unknown> {
  const failing = { query: () => Promise.reject(error), end: async () => {} } as unknown as pg.Pool;
  return poolDatabase(failing)
    .db.executeSql('update pgboss.job set state = $1', ['completed'])
    .then(
      () => undefined,
      (caught: unknown) => caught,
    );
}

describe('isBackgroundDatabaseFailure: the unhandled rejections main.ts survives', () => {
  it.each([
    [
      'PostgreSQL shutting down (57P01)',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    ['any error PostgreSQL reported', serverError('40P01', 'deadlock detected')],
    ["pg's lost connection", new Error('Connection terminated unexpectedly')],
    ["pg-pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    [
      'a reset socket under a query of the app (Drizzle)',
      new DrizzleQueryError('select 1', [], socketError()),
    ],
    [
      'a server error under a query of the app (Drizzle)',
      new DrizzleQueryError('select 1', [], serverError('57P03', 'the database system is starting up')),
    ],
  ])('survives %s', (_, reason) => {
    expect(isBackgroundDatabaseFailure(reason)).toBe(true);
  });

  it('survives a reset socket under a query of the job queue (pg-boss)', async () => {
    const rejected = await rejectionThroughJobQueue(socketError());
    expect(rejected).toBeInstanceOf(Error);
    expect(isBackgroundDatabaseFailure(rejected)).toBe(true);
  });

  it.each([
    ['a reset socket of anything else', socketError()],
    ['a refused connection of anything else', socketError('ECONNREFUSED')],
    ['a failed fetch (AI provider, webhook)', new TypeError('fetch failed', { cause: socketError() })],
    ["undici's closed socket", Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' })],
    ['a bug', new Error('Cannot read properties of undefined')],
    [
      'a failed query that is not a lost database (PGlite)',
      new DrizzleQueryError('select 1', [], Object.assign(new Error('duplicate key'), { code: '23505' })),
    ],
    ['a lost-database look-alike without an Error', { code: '57P01', message: 'Connection terminated' }],
    ['a string', 'ECONNRESET'],
    ['nothing', undefined],
  ])('does not survive %s', (_, reason) => {
    expect(isBackgroundDatabaseFailure(reason)).toBe(false);
  });

  it('does not survive a job-queue query that failed for another reason than the database', async () => {
    const rejected = await rejectionThroughJobQueue(new TypeError('values must be an array'));
    expect(isBackgroundDatabaseFailure(rejected)).toBe(false);
  });
});
