import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { adminQuery, TEST_ADMIN, testDatabaseUrl, withDatabase } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump?: string;
    pgTemplate?: string;
  }
}

const seedConfig = () =>
  loadConfig({ ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password });

/** Migrates and seeds one database, once per run; test files copy it (see database.ts). */
export default async function setup(project: TestProject) {
  const logger = createLogger('silent');
  const url = testDatabaseUrl();
  if (url) {
    const template = `pagecraft_tpl_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 2 });
    await runMigrations(database);
    await seedDatabase(database.db, seedConfig(), logger);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }

  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await seedDatabase(database.db, seedConfig(), logger);
  const client = (database.db as any).$client;
  const dump: Blob = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `pagecraft-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return async () => rm(file, { force: true });
}
