import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import {
  apiLogs,
  couponRedemptions,
  landingPages,
  monthlyUsage,
  pageThumbnails,
  pageVersions,
  sessions,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../src/server/db/schema/index.ts';
import { type AppProcess, startAppProcess } from '../support/app-process.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from '../support/database.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { TestClient, type TestResponse } from '../support/test-client.ts';
import { couponRow, makeCoupon, planNamed } from './billing-fixtures.ts';
import { uniqueName } from './pages-fixtures.ts';

/**
 * Two real app processes on one fresh PostgreSQL database (ADR 014): state that must hold
 * across instances lives in the database, and background work goes through pg-boss, so
 * either instance may run a job and each runs once. Both start at once on the empty
 * database: migrations, seed and the queue's set-up must take turns, not race.
 */
const url = testDatabaseUrl();
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const PER_ACCOUNT_LOGIN_LIMIT = 5; // per account and address, fixed in authLimitsFor()
const LOGIN_LIMIT_PER_IP = 6;

let a: AppProcess;
let b: AppProcess;
let database: Database;
let dbName: string;
let oldLogId: number;
let prunableSince: number;
const startedAt = Date.now();

beforeAll(async () => {
  if (!url) return;
  dbName = `pagecraft_mi_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${dbName}`);
  const databaseUrl = withDatabase(url, dbName);
  const env = {
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: 'multi-admin-pw',
    AI_PROVIDER: 'offline',
    CHROMIUM_PATH: hasChromium ? CHROMIUM : 'off',
    TRUST_PROXY: '1',
    LOGIN_LIMIT_PER_IP: String(LOGIN_LIMIT_PER_IP),
    REGISTER_LIMIT_PER_HOUR: '10000',
    REGISTER_LIMIT_PER_DAY: '10000',
    MAINTENANCE_INTERVAL_MINUTES: '1',
    SHUTDOWN_GRACE_MS: '5000',
  };
  [a, b] = await Promise.all([startAppProcess({ env }), startAppProcess({ env })]);
  database = await openDatabase({ databaseUrl, poolSize: 2 });
  // Something for the maintenance job (every minute here) to prune while the other tests run.
  const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
  await database.db.insert(sessions).values({
    tokenHash: `expired-${randomBytes(4).toString('hex')}`,
    userId: admin!.id,
    expiresAt: new Date(0),
  });
  const [old] = await database.db
    .insert(apiLogs)
    .values({ userId: admin!.id, requestType: 'generate', model: 'old', timestamp: new Date('2020-01-01') })
    .returning({ id: apiLogs.id });
  oldLogId = old!.id;
  prunableSince = Date.now();
  if (hasChromium) await warmUpBrowsers();
}, 240_000);

/**
 * A page saved on each instance, waited for until its thumbnail exists: each instance's first
 * render loads playwright-core and starts Chromium, which on this shared 2-core machine can
 * stall its event loop for seconds. During a race test that stall closes the client's pooled
 * keep-alive sockets under new requests (ECONNRESET); afterwards it never recurs.
 */
async function warmUpBrowsers() {
  const user = await userOnBoth('warm');
  for (const client of [user.onA, user.onB]) {
    const response = await generate(client, 'Warm-up page');
    if (!saved(response)) throw new Error(`warm-up generation failed: ${response.status} ${response.text}`);
  }
  const deadline = Date.now() + 120_000;
  while (a.logged('thumbnail').length + b.logged('thumbnail').length < 2) {
    if (Date.now() > deadline) throw new Error('warm-up thumbnails did not arrive');
    await sleep(500);
  }
}

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  if (url && dbName) await adminQuery(url, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}, 60_000);

/** A browser on instance `server` holding the same cookies as `from`. */
function sameBrowserOn(server: AppProcess, from: TestClient): TestClient {
  const client = new TestClient(server.baseUrl);
  for (const [name, value] of from.cookies) client.cookies.set(name, value);
  return client;
}

/** One signed-in user, with a client on each instance sharing the session. */
async function userOnBoth(prefix: string) {
  const onA = new TestClient(a.baseUrl);
  const user = await onA.register(uniqueName(prefix));
  return { id: user.id, onA, onB: sameBrowserOn(b, onA) };
}

const generate = (client: TestClient, content: string) =>
  client.post('/api/ai-chat-generate', { messages: [{ role: 'user', content }] });
const saved = (response: TestResponse) =>
  response.status === 200 && eventsOfType(parseEventStream(response.text), 'html_update').length === 1;

async function generateCount(userId: number) {
  const [usage] = await database.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
  return usage?.generateCount ?? 0;
}
const pageCount = async (userId: number) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(landingPages)
      .where(eq(landingPages.userId, userId))
  )[0]!.n;

/**
 * A GET, tried again once if the connection was reset: on this shared, overloaded machine the
 * first render's browser start can stall an instance past its keep-alive timeout, so the
 * client's pooled socket is closed under the request. Safe: a GET changes nothing.
 */
async function getOnce(client: TestClient, path: string) {
  try {
    return await client.get(path);
  } catch {
    return client.get(path);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page of the user's and the capture key its beacon reports to. */
async function statsPage(userId: number, client: TestClient) {
  const [page] = await database.db
    .insert(landingPages)
    .values({ userId, title: 'Stats', prompt: 'stats', generatedHtml: '<!doctype html><h1>Stats</h1>' })
    .returning({ id: landingPages.id });
  const settings = (await client.get(`/api/landing-pages/${page!.id}/lead-settings`)).body as {
    captureUrl: string;
  };
  return { pageId: page!.id, key: settings.captureUrl.split('/f/')[1]! };
}

/** Visitor `i`'s view, as the beacon sends it (the address through the trusted proxy). */
async function beacon(server: AppProcess, key: string, i: number): Promise<number> {
  const response = await fetch(`${server.baseUrl}/e/${key}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'x-forwarded-for': `198.51.100.${i + 1}`,
    },
    body: JSON.stringify({ k: 'v', c: 'pasted' }),
  });
  return response.status;
}

describe.skipIf(!url)(
  'two app instances on one PostgreSQL (PostgreSQL only: the embedded PGlite is one process)',
  () => {
    it('a session made on A works on B, and signing out on B ends it on A', async () => {
      const username = uniqueName('both');
      await new TestClient(a.baseUrl).register(username, 'both-secret-pw');
      const onA = new TestClient(a.baseUrl);
      expect((await onA.post('/api/auth/login', { username, password: 'both-secret-pw' })).status).toBe(200);
      const onB = sameBrowserOn(b, onA);
      const me = await onB.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.user.username).toBe(username);

      expect((await onB.post('/api/auth/logout')).status).toBe(200);
      expect((await onA.get('/api/auth/me')).status).toBe(401);
    });

    it('2N concurrent generations split across A and B leave exactly N pages (maxLandingPages N)', async () => {
      const user = await userOnBoth('pages');
      const free = await planNamed(database.db, 'Free');
      const n = free.maxLandingPages!;
      const responses = await Promise.all(
        Array.from({ length: 2 * n }, (_, i) => generate(i % 2 ? user.onB : user.onA, `Split page ${i}`)),
      );
      expect(responses.filter(saved)).toHaveLength(n);
      expect(await pageCount(user.id)).toBe(n);
      expect(await generateCount(user.id)).toBe(n);
    });

    it('the monthly generation quota holds exactly under a split race', async () => {
      const user = await userOnBoth('quota');
      const [plan] = await database.db
        .insert(subscriptionPlans)
        .values({ name: uniqueName('Quota'), price: '10', monthlyGenerateLimit: 4, maxLandingPages: -1 })
        .returning();
      await database.db
        .update(userSubscriptions)
        .set({ planId: plan!.id })
        .where(eq(userSubscriptions.userId, user.id));
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => generate(i % 2 ? user.onB : user.onA, `Quota page ${i}`)),
      );
      expect(responses.filter(saved)).toHaveLength(4);
      // The room is reserved before the provider is called, under the counters' row lock
      // (ADR 022): whichever instance a request reaches, the rest are refused before streaming
      // with the plan's 403.
      const refusals = responses.filter((r) => !saved(r));
      expect(refusals).toHaveLength(8);
      for (const response of refusals) {
        expect(response.status).toBe(403);
        expect(response.body.message).toMatch(/4 page generations per month/);
      }
      expect(await generateCount(user.id)).toBe(4);
      expect(await pageCount(user.id)).toBe(4);
    });

    it('a coupon with maxUses K redeemed by 2K users split across A and B ends with exactly K redemptions', async () => {
      const k = 3;
      const coupon = await makeCoupon(database.db, { type: 'percentage', value: '100', maxUses: k });
      const pro = await planNamed(database.db, 'Pro');
      const buyers = [];
      for (let i = 0; i < 2 * k; i++) buyers.push(await userOnBoth('coupon'));
      const responses = await Promise.all(
        buyers.map((buyer, i) =>
          (i % 2 ? buyer.onB : buyer.onA).post('/api/create-payment-intent', {
            planId: pro.id,
            couponCode: coupon.code,
          }),
        ),
      );
      expect(responses.filter((r) => r.status === 200)).toHaveLength(k);
      expect(responses.filter((r) => r.status === 409)).toHaveLength(k);
      expect((await couponRow(database.db, coupon.id)).usedCount).toBe(k);
      const redemptions = await database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      expect(redemptions).toHaveLength(k);
    });

    it('login throttling per account and address holds across both, in sequence and in parallel', async () => {
      const victim = uniqueName('victim');
      await new TestClient(a.baseUrl).register(victim, 'victim long passphrase');
      // TRUST_PROXY=1: each scenario picks its own address, so the per-address limit (6) stays
      // out of the way of the per-account-and-address one (5).
      const login = (server: AppProcess, username: string, password: string, address: string) =>
        new TestClient(server.baseUrl).post(
          '/api/auth/login',
          { username, password },
          { headers: { 'x-forwarded-for': address } },
        );
      // One instance allows PER_ACCOUNT_LOGIN_LIMIT failures from an address, then 429: so do two.
      const statuses = [];
      for (let i = 0; i <= PER_ACCOUNT_LOGIN_LIMIT; i++) {
        statuses.push((await login(i % 2 ? b : a, victim, `wrong-${i}`, '192.0.2.1')).status);
      }
      expect(statuses).toEqual([...Array(PER_ACCOUNT_LOGIN_LIMIT).fill(401), 429]);
      expect((await login(b, victim, 'victim long passphrase', '192.0.2.1')).status).toBe(429);
      // The owner, elsewhere, is not locked out.
      expect((await login(a, victim, 'victim long passphrase', '192.0.2.2')).status).toBe(200);

      const racer = uniqueName('racer');
      await new TestClient(b.baseUrl).register(racer, 'racer long passphrase');
      // As many guesses as the address may make (LOGIN_LIMIT_PER_IP), so only this limit binds.
      const guesses = await Promise.all(
        Array.from({ length: LOGIN_LIMIT_PER_IP }, (_, i) =>
          login(i % 2 ? b : a, racer, `guess-${i}`, '192.0.2.3'),
        ),
      );
      expect(guesses.filter((r) => r.status === 401)).toHaveLength(PER_ACCOUNT_LOGIN_LIMIT);
      expect(guesses.filter((r) => r.status === 429)).toHaveLength(
        LOGIN_LIMIT_PER_IP - PER_ACCOUNT_LOGIN_LIMIT,
      );
    });

    it(`login throttling per address (LOGIN_LIMIT_PER_IP=${LOGIN_LIMIT_PER_IP}) holds across both`, async () => {
      const headers = { 'x-forwarded-for': `198.51.100.${10 + Math.floor(Math.random() * 200)}` };
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          new TestClient((i % 2 ? b : a).baseUrl).post(
            '/api/auth/login',
            { username: uniqueName('nobody'), password: 'guess' },
            { headers },
          ),
        ),
      );
      expect(responses.filter((r) => r.status === 401)).toHaveLength(LOGIN_LIMIT_PER_IP);
      expect(responses.filter((r) => r.status === 429)).toHaveLength(10 - LOGIN_LIMIT_PER_IP);
    });

    it.skipIf(!hasChromium)(
      'every version saved through either instance gets exactly one thumbnail job, run by both instances',
      {
        timeout: 300_000,
      },
      async () => {
        // Pages saved on both sides, each also asked for by the other side at once (a dashboard
        // reading the missing thumbnail there): still one job per version.
        const user = await userOnBoth('thumbs');
        const [plan] = await database.db
          .insert(subscriptionPlans)
          .values({ name: uniqueName('Thumbs'), price: '10', maxLandingPages: -1, monthlyGenerateLimit: -1 })
          .returning();
        await database.db
          .update(userSubscriptions)
          .set({ planId: plan!.id })
          .where(eq(userSubscriptions.userId, user.id));
        for (let i = 0; i < 6; i++) {
          const [here, there] = i % 2 ? [user.onB, user.onA] : [user.onA, user.onB];
          const response = await generate(here, `Thumbnail page ${i}`);
          expect(saved(response)).toBe(true);
          const pageId = eventsOfType(parseEventStream(response.text), 'html_update')[0]!.savedPage!.id;
          const read = await getOnce(there, `/api/landing-pages/${pageId}/thumbnail`);
          expect([200, 404]).toContain(read.status);
        }

        // Every version in the database (the other tests' pages too) gets its thumbnail.
        const versions = async () =>
          database.db
            .select({ id: pageVersions.id, done: sql<boolean>`${pageThumbnails.versionId} is not null` })
            .from(pageVersions)
            .leftJoin(pageThumbnails, eq(pageThumbnails.versionId, pageVersions.id));
        // Generous: on the shared 2-core machine (load average 20-30) a render can take 10 s.
        const deadline = Date.now() + 240_000;
        while ((await versions()).some((version) => !version.done)) {
          if (Date.now() > deadline) {
            const jobs = await database.db.execute(
              sql`select data, state, retry_count from pgboss.job where name = 'thumbnail' and state <> 'completed'`,
            );
            throw new Error(`thumbnails did not all arrive: ${JSON.stringify((jobs as any).rows)}`);
          }
          await sleep(500);
        }
        const all = (await versions()).map((version) => version.id).sort((x, y) => x - y);

        // Each instance logs one line per job it ran: together, one per version.
        const ranOn = (server: AppProcess) =>
          server.logged('thumbnail').map((entry) => entry.versionId as number);
        const jobs = [...ranOn(a), ...ranOn(b)].sort((x, y) => x - y);
        expect(jobs).toEqual(all);
        expect(ranOn(a).length).toBeGreaterThan(0);
        expect(ranOn(b).length).toBeGreaterThan(0);
        // And pg-boss holds one job per version.
        const result = await database.db.execute(
          sql`select data->>'versionId' as version, count(*)::int as n from pgboss.job where name = 'thumbnail' group by 1`,
        );
        const rows = result as unknown as { rows: { version: string; n: number }[] };
        expect(rows.rows.map((row) => Number(row.version)).sort((x, y) => x - y)).toEqual(all);
        expect(rows.rows.every((row) => row.n === 1)).toBe(true);
      },
    );

    it('the maintenance job runs once per schedule tick across both instances, and prunes', {
      timeout: 200_000,
    }, async () => {
      // Every minute (MAINTENANCE_INTERVAL_MINUTES=1): two runs since the rows were put in
      // (before the other tests, so usually there are already).
      const since = prunableSince;
      const runs = () =>
        [...a.logged('maintenance'), ...b.logged('maintenance')]
          .map((entry) => Date.parse(entry.time as string))
          .sort((x, y) => x - y);
      const deadline = Date.now() + 170_000;
      while (runs().filter((time) => time > since).length < 2) {
        if (Date.now() > deadline) throw new Error(`maintenance ran ${runs().length} times`);
        await sleep(1000);
      }
      const times = runs();
      // One run per minute tick: a tick run twice (once per instance) would be two workers
      // polling the same job within seconds. Runs of neighbouring ticks are about a minute
      // apart, but on a loaded machine one may be picked up late (CI saw 29.6 s), so 10 s.
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThan(10_000);
      expect(times.length).toBeLessThanOrEqual(Math.ceil((Date.now() - startedAt) / 60_000) + 1);

      expect(
        await database.db.select().from(sessions).where(sql`${sessions.expiresAt} < now()`),
      ).toHaveLength(0);
      expect(await database.db.select().from(apiLogs).where(eq(apiLogs.id, oldLogId))).toHaveLength(0);
    });

    it('page statistics: visitors seen by both instances are counted once, and the figures agree', {
      timeout: 60_000,
    }, async () => {
      const owner = await userOnBoth('stats');
      const { pageId, key } = await statsPage(owner.id, owner.onA);
      // 30 visitors, each seen twice: once by each instance, all at once.
      const sends = Array.from({ length: 30 }, (_, i) =>
        [a, b].map((server) => beacon(server, key, i)),
      ).flat();
      expect((await Promise.all(sends)).every((status) => status === 204)).toBe(true);
      const expected = { views: 60, visitors: 30, leads: 0 };
      const figures = async (client: TestClient) =>
        (await client.get(`/api/landing-pages/${pageId}/stats?days=1`)).body as typeof expected;
      const deadline = Date.now() + 10_000; // today's events show within 10 s
      while ((await figures(owner.onA)).views < 60 && Date.now() < deadline) await sleep(250);
      expect(await figures(owner.onA)).toMatchObject(expected);
      expect(await figures(owner.onB)).toMatchObject(expected);
    });

    it('both instances stop gracefully on SIGTERM (exit 0), writing every event they accepted', {
      timeout: 60_000,
    }, async () => {
      const owner = await userOnBoth('sigterm');
      const { pageId, key } = await statsPage(owner.id, owner.onA);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => [a, b].map((server) => beacon(server, key, i))).flat(),
      );
      expect(statuses.every((status) => status === 204)).toBe(true);
      // At once: the batches (flushed every second) are still queued in memory.
      const [exitA, exitB] = await Promise.all([a.stop(), b.stop()]);
      expect(exitA, a.lines().slice(-20).join('\n')).toEqual({ code: 0, signal: null });
      expect(exitB, b.lines().slice(-20).join('\n')).toEqual({ code: 0, signal: null });
      const stored = await database.db.execute(
        sql`select count(*)::int as n from page_events where page_id = ${pageId}`,
      );
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(40);
    });
  },
);

describe.skipIf(url)('two app instances on one PostgreSQL', () => {
  it.skip('skipped on PGlite: two instances need a PostgreSQL server (set TEST_DATABASE_URL)', () => {});
});
