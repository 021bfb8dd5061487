import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
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

/**
 * Plans inserted as an older schema holds them: only the columns named, so a column a later
 * migration adds (and the current schema declares) is not in the statement.
 */
const insertPlans = (into: PgliteDatabase, plans: ReturnType<typeof plan>[]) =>
  into.execute(
    sql`insert into subscription_plans (name, price, features) values ${sql.join(
      plans.map((p) => sql`(${p.name}, ${p.price}, ${JSON.stringify(p.features)}::jsonb)`),
      sql`, `,
    )}`,
  );

/** A copy of the migrations that stops after migration `last`. */
function migrationsUpTo(last: number, folder: string) {
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0011: honest plan features', () => {
  // A fresh embedded database migrated from nothing: several seconds, more on a busy machine.
  it('rewrites the lists left as seeded and keeps lists an admin edited', async () => {
    await migrate(db, { migrationsFolder: migrationsUpTo(10, before) });

    await insertPlans(db, [
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

/**
 * Chat questions were free before their allowance existed (ADR 022). Migration 0014 gives the
 * plans an install was seeded with the seed's figures; run on a database that stops at 0013.
 */
describe('migration 0014: chat questions', () => {
  const client14 = new PGlite();
  const db14 = drizzle(client14);
  const folder = mkdtempSync(join(tmpdir(), 'pagecraft-migrations-'));
  afterAll(async () => {
    await client14.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("gives the seeded plans the seed's allowance and leaves every other plan unlimited", async () => {
    await migrate(db14, { migrationsFolder: migrationsUpTo(13, folder) });
    await insertPlans(db14, [
      plan('Free', '0', []),
      plan('Starter', '29', []),
      plan('Pro', '59', []),
      plan('Unlimited', '99', []),
      plan('Agency', '199', []),
    ]);

    await migrate(db14, { migrationsFolder });

    const rows = await db14
      .select({ name: subscriptionPlans.name, ask: subscriptionPlans.monthlyAskLimit })
      .from(subscriptionPlans)
      .orderBy(asc(subscriptionPlans.id));
    expect(rows).toEqual([
      { name: 'Free', ask: 50 },
      { name: 'Starter', ask: 500 },
      { name: 'Pro', ask: 2500 },
      { name: 'Unlimited', ask: -1 },
      { name: 'Agency', ask: -1 },
    ]);
  }, 60_000);
});
