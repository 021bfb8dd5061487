import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/migrate.ts';
import { subscriptionPlans } from '../../src/server/db/schema/index.ts';

/**
 * Installs seeded before plan cards listed the enforced limits still hold feature lists that
 * sell what every plan has. Migration 0011 rewrites those lists, and only while they are
 * exactly as seeded: an admin's own list is theirs. Run here on a database that stops at 0010.
 */
const client = new PGlite();
const db = drizzle(client);
const before = mkdtempSync(join(tmpdir(), 'pagecraft-migrations-'));
afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

const plan = (name: string, price: string, features: string[]) => ({ name, price, features });

describe('migration 0011: honest plan features', () => {
  // A fresh embedded database migrated from nothing: several seconds, more on a busy machine.
  it('rewrites the lists left as seeded and keeps lists an admin edited', async () => {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 10);
    writeFileSync(journalPath, JSON.stringify(journal));
    await migrate(db, { migrationsFolder: before });

    await db.insert(subscriptionPlans).values([
      plan('Starter', '29', [
        'Everything in Free',
        'Page variations',
        'Reference images and URLs',
        'Folders',
      ]),
      plan('Pro', '59', [
        'Everything in Starter',
        'Template library',
        'Drag & drop builder',
        'Priority generation',
      ]),
      plan('Unlimited', '99', ['Everything in Pro', 'Unlimited AI requests']),
      // Edited by an admin: one line changed, so the list is theirs.
      plan('Agency', '199', ['Everything in Pro', 'Unlimited AI requests', 'White-label exports']),
    ]);

    await migrate(db, { migrationsFolder });

    const rows = await db
      .select({ name: subscriptionPlans.name, features: subscriptionPlans.features })
      .from(subscriptionPlans)
      .orderBy(asc(subscriptionPlans.id));
    expect(rows).toEqual([
      { name: 'Starter', features: ['Everything in Free'] },
      { name: 'Pro', features: ['Everything in Starter'] },
      { name: 'Unlimited', features: ['Everything in Pro'] },
      { name: 'Agency', features: ['Everything in Pro', 'Unlimited AI requests', 'White-label exports'] },
    ]);
  }, 60_000);
});
