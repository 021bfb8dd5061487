import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The one database type the rest of the server sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DbEngine;
  /** Set for PostgreSQL: migrations take a lock on a connection of their own. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory (ignored for PostgreSQL); 'memory://' for a throwaway database. */
  dataDir?: string;
  /** An already-open PGlite (tests load a pre-migrated snapshot this way). */
  pglite?: PGlite;
  poolSize?: number;
  /** How long a request may wait for a PostgreSQL connection before it fails (503). */
  connectTimeoutMs?: number;
}

/**
 * Without a bound, a request waits as long as the operating system takes to give up on an
 * unreachable host (minutes) or forever on one that accepts and never answers. Ten seconds
 * covers a busy pool and a slow start; then the request gets the database-unavailable 503.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/**
 * The settings of every PostgreSQL connection the server makes (the app's pool, the job
 * queue's pool and its set-up connection): bounded connects, and TCP keep-alive, which
 * notices a peer that vanished without closing (a failed-over host) on idle connections.
 */
function postgresConnectionConfig(
  connectionString: string,
  connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
): pg.ClientConfig {
  return { connectionString, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true };
}

export interface PostgresPoolOptions {
  connectionString: string;
  max: number;
  connectTimeoutMs?: number;
  applicationName?: string;
  /** A connection of the pool failed outside any query (logged; the pool replaces it). */
  onConnectionError(error: Error, idle: boolean): void;
}

/** A pool with the settings above, which survives its connections being lost. */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    ...postgresConnectionConfig(options.connectionString, options.connectTimeoutMs),
    max: options.max,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // A client losing its connection (PostgreSQL restarting) must not crash the process. The
  // pool listens on idle clients only; a checked-out one (a transaction between two queries)
  // would emit 'error' with no listener, which Node turns into an uncaught exception. The
  // query in progress still fails, and the pool discards the broken client on release.
  pool.on('error', (error) => options.onConnectionError(error, true));
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onConnectionError(error, false));
  });
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPostgresPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectTimeoutMs: options.connectTimeoutMs,
      onConnectionError: (error, idle) =>
        console.error(`[db] ${idle ? 'idle ' : ''}client error:`, error.message),
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, engine: 'postgres', databaseUrl: options.databaseUrl, close: () => pool.end() };
  }
  let client = options.pglite;
  if (!client) {
    const dataDir = options.dataDir ?? 'memory://';
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  const owned = client;
  return {
    db,
    engine: 'pglite',
    close: async () => {
      if (!owned.closed) await owned.close();
    },
  };
}

/**
 * The rows of a raw `db.execute(sql...)`: both drivers (PGlite, node-postgres) answer an
 * object with `rows`, which the shared Db type leaves as unknown. `T` is the caller's word.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
