import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

// The server build copies the folder beside dist/server/main.js and points this there (ADR 018).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary constant: several instances starting at once on one PostgreSQL take turns.
const MIGRATION_LOCK_ID = 7_240_113;

export async function runMigrations(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // A session-level advisory lock on a separate connection; the migrator runs its own transaction.
  const lockClient = new pg.Client({ connectionString: database.databaseUrl });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await lockClient.end();
  }
}
