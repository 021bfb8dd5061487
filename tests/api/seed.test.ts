import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogEntries, subscriptionPlans, users } from '../../src/server/db/schema/index.ts';
import { DEFAULT_CHANGELOG, DEFAULT_PLANS, seedDatabase } from '../../src/server/db/seed.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

/**
 * The seed runs on every start of every instance (src/server/main.ts): it must add what is
 * missing and nothing else. The test database was seeded once already (global-setup.ts).
 */
let app: TestApp;
let admin: TestClient;
const logger = createLogger('silent');
const seedAgain = () => seedDatabase(app.db, app.config, logger);
const changelogRows = () =>
  app.db
    .select({ date: changelogEntries.date, changes: changelogEntries.changes })
    .from(changelogEntries)
    .orderBy(asc(changelogEntries.id));

beforeAll(async () => {
  app = await startTestApp({
    env: { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  admin = app.client();
  await admin.login(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => app?.close());

describe('seedDatabase', () => {
  it('seeding twice keeps one copy of every plan, changelog entry and account', async () => {
    const before = await changelogRows();
    expect(before).toHaveLength(DEFAULT_CHANGELOG.length);
    await seedAgain();
    await seedAgain();
    expect(await changelogRows()).toEqual(before);
    const plans = await app.db.select({ name: subscriptionPlans.name }).from(subscriptionPlans);
    expect(plans.map((plan) => plan.name).sort()).toEqual(DEFAULT_PLANS.map((plan) => plan.name).sort());
    const accounts = await app.db.select({ username: users.username }).from(users);
    expect(accounts.filter((account) => account.username === TEST_ADMIN.username)).toHaveLength(1);
  });

  it("never overwrites an admin's edit, and never brings back an entry an admin deleted or renamed", async () => {
    const [edited, deleted, renamed] = DEFAULT_CHANGELOG;
    if (!edited || !deleted || !renamed) throw new Error('the seed needs at least three entries');

    const edit = await admin.put('/api/admin/changelog', {
      oldDate: edited.date,
      newDate: edited.date,
      changes: ['An admin rewrote this entry'],
    });
    expect(edit.status, edit.text).toBe(200);
    const removal = await admin.delete(`/api/admin/changelog/${encodeURIComponent(deleted.date)}`);
    expect(removal.status, removal.text).toBe(200);
    const rename = await admin.put('/api/admin/changelog', {
      oldDate: renamed.date,
      newDate: 'Launch week',
      changes: renamed.changes,
    });
    expect(rename.status, rename.text).toBe(200);
    const afterEdits = await changelogRows();

    await seedAgain();
    await seedAgain();

    const rows = await changelogRows();
    expect(rows).toEqual(afterEdits);
    expect(rows).toContainEqual({ date: edited.date, changes: ['An admin rewrote this entry'] });
    expect(rows.map((row) => row.date)).not.toContain(deleted.date);
    expect(rows.map((row) => row.date)).not.toContain(renamed.date);
    expect(rows).toContainEqual({ date: 'Launch week', changes: renamed.changes });
  });

  it('adds a default entry that is missing and was never touched by an admin', async () => {
    const [, , , missing] = DEFAULT_CHANGELOG;
    if (!missing) throw new Error('the seed needs at least four entries');
    // As on an installation seeded by an older version that did not have this entry yet.
    await app.db.delete(changelogEntries).where(eq(changelogEntries.date, missing.date));
    await seedAgain();
    const rows = await changelogRows();
    expect(rows.filter((row) => row.date === missing.date)).toEqual([missing]);
  });
});
