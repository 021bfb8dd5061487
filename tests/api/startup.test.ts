import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { subscriptionPlans, userSubscriptions, users } from '../../src/server/db/schema/index.ts';
import { DEFAULT_PLANS, seedDatabase } from '../../src/server/db/seed.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the real entry point with only `env` (plus PATH/HOME) and waits for it to exit. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // A server that starts anyway never exits by itself: stop it (this child only) and fail.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop on a bad environment; stderr: ${stderr}`));
    }, 15_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('start-up with a malformed environment', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pagecraft-startup-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  const cases: [variable: string, value: string, message: RegExp][] = [
    ['PORT', 'abc', /PORT: must be a port number/],
    ['AI_PRICE_INPUT_PER_MTOK', 'cheap', /AI_PRICE_INPUT_PER_MTOK: must be a number/],
    ['ANTHROPIC_BASE_URL', 'ftp://models.example', /ANTHROPIC_BASE_URL: must be an http\(s\) URL/],
  ];
  for (const [variable, value, message] of cases) {
    it(`${variable}=${value} stops it before anything starts, naming the variable`, {
      timeout: 30_000,
    }, async () => {
      const { code, stderr } = await startServer({
        [variable]: value,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      });
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(stderr).toContain('Invalid configuration');
      expect(stderr).toMatch(message);
      // Stopped before the database was opened.
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    });
  }
});

describe('seeding is idempotent', () => {
  let app: TestApp;
  const logger = createLogger('silent');
  const config = loadConfig({
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DEMO_USERNAME: 'demouser',
    DEMO_PASSWORD: 'demo-secret-pw',
  });

  beforeAll(async () => {
    // The test database has been seeded once already (global setup), without a demo account.
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  const accountsNamed = (username: string) =>
    app.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
  async function activePlans(userId: number) {
    const rows = await app.db
      .select({ plan: subscriptionPlans.name })
      .from(userSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, 'active')));
    return rows.map((row) => row.plan);
  }
  const everything = async () => ({
    plans: await app.db.select().from(subscriptionPlans).orderBy(subscriptionPlans.id),
    users: await app.db.select().from(users).orderBy(users.id),
    subscriptions: await app.db.select().from(userSubscriptions).orderBy(userSubscriptions.id),
  });

  it('seeding twice leaves one of each plan, one admin and one demo account, each on one plan', async () => {
    const first = await seedDatabase(app.db, config, logger);
    expect(first.generatedAdminPassword).toBeUndefined();
    const afterFirst = await everything();
    const second = await seedDatabase(app.db, config, logger);
    expect(second.generatedAdminPassword).toBeUndefined();
    const afterSecond = await everything();

    expect(afterSecond.plans).toEqual(afterFirst.plans);
    expect(afterSecond.subscriptions).toEqual(afterFirst.subscriptions);
    expect(afterSecond.users.map(({ id, username, role }) => ({ id, username, role }))).toEqual(
      afterFirst.users.map(({ id, username, role }) => ({ id, username, role })),
    );
    expect(afterSecond.plans.map((plan) => plan.name).sort()).toEqual(
      DEFAULT_PLANS.map((plan) => plan.name).sort(),
    );

    const admins = await accountsNamed(TEST_ADMIN.username);
    expect(admins).toEqual([{ id: admins[0]!.id, role: 'admin' }]);
    expect(await activePlans(admins[0]!.id)).toEqual(['Unlimited']);
    const demos = await accountsNamed('demouser');
    expect(demos).toEqual([{ id: demos[0]!.id, role: 'user' }]);
    expect(await activePlans(demos[0]!.id)).toEqual(['Free']);

    for (const [username, password] of [
      [TEST_ADMIN.username, TEST_ADMIN.password],
      ['demouser', 'demo-secret-pw'],
    ] as const) {
      const login = await app.client().post('/api/auth/login', { username, password });
      expect(login.status, `${username}: ${login.text}`).toBe(200);
    }
  });

  it("never overwrites an admin's edit of a seeded plan", async () => {
    await app.db
      .update(subscriptionPlans)
      .set({ price: '12.00', monthlyGenerateLimit: 42 })
      .where(eq(subscriptionPlans.name, 'Free'));
    await seedDatabase(app.db, config, logger);
    const [free] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, 'Free'));
    expect(free).toMatchObject({ price: '12.00', monthlyGenerateLimit: 42 });
  });

  it('two instances seeding at once create the accounts once', async () => {
    const fresh = loadConfig({
      ADMIN_USERNAME: 'second-admin',
      ADMIN_PASSWORD: 'second-admin-pw',
      DEMO_USERNAME: 'second-demo',
      DEMO_PASSWORD: 'second-demo-pw',
    });
    const before = await everything();
    await Promise.all([seedDatabase(app.db, fresh, logger), seedDatabase(app.db, fresh, logger)]);
    const after = await everything();
    expect(after.plans).toEqual(before.plans);
    expect(after.users).toHaveLength(before.users.length + 2);
    for (const [username, plan] of [
      ['second-admin', 'Unlimited'],
      ['second-demo', 'Free'],
    ] as const) {
      const accounts = await accountsNamed(username);
      expect(accounts).toHaveLength(1);
      expect(await activePlans(accounts[0]!.id)).toEqual([plan]);
    }
  });
});
