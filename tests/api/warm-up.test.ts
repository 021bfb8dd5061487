import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { DASHBOARD_READS, warmUp } from '../../src/server/warm-up.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const throughHttp = { request: (path: string, init: RequestInit) => fetch(`${app.baseUrl}${path}`, init) };
const logger = createLogger('silent');

describe('warm-up at start', () => {
  it("runs the dashboard's reads signed in (not their 401 path) and leaves no session behind", async () => {
    const [admin] = await app.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
    const sessionCount = async () =>
      (await app.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, admin!.id)))[0]!.n;
    const before = await sessionCount();

    const results = await warmUp(throughHttp, app.db, { adminUsername: TEST_ADMIN.username, logger });

    expect(results.map((r) => r.path)).toEqual([...DASHBOARD_READS]);
    // Every read answered as for a signed-in user; the thumbnail of a page that does not exist
    // is looked up (404), never refused for want of a session.
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 404]);
    expect(await sessionCount()).toBe(before);
  });

  it('does nothing without the admin account', async () => {
    expect(await warmUp(throughHttp, app.db, { adminUsername: 'nobody-by-this-name', logger })).toEqual([]);
  });
});
