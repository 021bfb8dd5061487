import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client.ts';

/**
 * Test databases. Global setup migrates and seeds one database once; every test file then
 * gets its own copy of it, so files never see each other's rows:
 * - PGlite: a dumped data directory, loaded into a fresh in-memory instance (~0.6 s
 *   instead of ~4 s for a cold start plus migrations);
 * - PostgreSQL: `CREATE DATABASE ... TEMPLATE`, dropped again when the file ends.
 */
export const TEST_ADMIN = { username: 'admin', password: 'admin-secret-pw' } as const;

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends Database {
  /** Drops the copy (PostgreSQL) after closing it. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(snapshot: {
  pgliteDump?: string;
  pgTemplate?: string;
}): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (url && snapshot.pgTemplate) {
    const name = `pagecraft_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${snapshot.pgTemplate}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (!snapshot.pgliteDump) throw new Error('no test database snapshot was prepared');
  const dump = new Blob([await readFile(snapshot.pgliteDump)]);
  const pglite = new PGlite({ loadDataDir: dump });
  const database = await openDatabase({ pglite });
  return { ...database, dispose: () => database.close() };
}
