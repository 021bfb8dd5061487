import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { changelogEntries, subscriptionPlans, users } from '../../src/server/db/schema/index.ts';
import { DEFAULT_CHANGELOG, DEFAULT_PLANS, seedDatabase } from '../../src/server/db/seed.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { verifyPassword } from '../../src/server/lib/password.ts';
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

describe('passwords of the seeded accounts', () => {
  const DEMO = { username: 'seeddemo', password: 'demo-secret-pw' };
  const startWith = (env: { adminPassword: string; demoPassword: string }) =>
    seedDatabase(
      app.db,
      loadConfig({
        LOG_LEVEL: 'silent',
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: env.adminPassword,
        DEMO_USERNAME: DEMO.username,
        DEMO_PASSWORD: env.demoPassword,
      }),
      logger,
    );
  const storedHash = async (username: string) => {
    const [row] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, username));
    if (!row) throw new Error(`no account ${username}`);
    return row.passwordHash;
  };

  it('are hashed again only when the configured password changed', async () => {
    const unchanged = { adminPassword: TEST_ADMIN.password, demoPassword: DEMO.password };
    await startWith(unchanged);
    const adminHash = await storedHash(TEST_ADMIN.username);
    const demoHash = await storedHash(DEMO.username);

    // A second (and third) start with the same settings leaves both hashes as they are.
    await startWith(unchanged);
    await startWith(unchanged);
    expect(await storedHash(TEST_ADMIN.username)).toBe(adminHash);
    expect(await storedHash(DEMO.username)).toBe(demoHash);

    // A start with a changed password stores a hash of the new one.
    await startWith({ adminPassword: 'admin-changed-pw', demoPassword: 'demo-changed-pw' });
    const changedAdmin = await storedHash(TEST_ADMIN.username);
    const changedDemo = await storedHash(DEMO.username);
    expect(changedAdmin).not.toBe(adminHash);
    expect(changedDemo).not.toBe(demoHash);
    expect(await verifyPassword(changedAdmin, 'admin-changed-pw')).toBe(true);
    expect(await verifyPassword(changedAdmin, TEST_ADMIN.password)).toBe(false);
    expect(await verifyPassword(changedDemo, 'demo-changed-pw')).toBe(true);
    await app.client().login(TEST_ADMIN.username, 'admin-changed-pw');

    // And back: the old password works again (and the other tests' admin is as before).
    await startWith(unchanged);
    expect(await verifyPassword(await storedHash(TEST_ADMIN.username), TEST_ADMIN.password)).toBe(true);
    await app.client().login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
});
