import { eq, lt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogs,
  changelogEntries,
  chatMessages,
  coupons,
  folders,
  landingPages,
  pageVersions,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../src/server/db/schema/index.ts';
import { parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestResponse } from '../support/test-client.ts';
import { pageRow, versionRows } from './pages-fixtures.ts';
import {
  ACTORS,
  type Actor,
  CATALOGUE,
  CATALOGUE_APP_ENV,
  clientFor,
  createFixture,
  createUsers,
  deriveCatalogue,
  expectedStatus,
  type Fixture,
  fakeRenderer,
  isWrite,
  PUBLIC,
  ROUTES,
  type RouteSpec,
  registeredRoutes,
  send,
  signedWebhook,
  UNLIMITED_AUTH,
  UNLIMITED_LEADS,
  type Users,
  validRequest,
} from './route-catalogue.ts';

/**
 * The authorisation matrix, derived from the app's own route table (route-catalogue.ts):
 * every route x {signed out, another user, admin, owner} with real ids, the expected status
 * (public routes reachable; user routes 401 signed out; another user's resource 404, never 403
 * and never its data, and nothing changes; /api/admin/* 401 signed out and 403 for users), then
 * mass assignment on every write route. Deeper per-feature checks live in pages-access,
 * admin-access and the feature suites; this file makes sure no route is left out.
 */

let app: TestApp;
let people: Users;
beforeAll(async () => {
  app = await startTestApp({
    env: CATALOGUE_APP_ENV,
    renderer: fakeRenderer,
    authLimits: UNLIMITED_AUTH,
    leadLimits: UNLIMITED_LEADS,
  });
  people = await createUsers(app);
});
afterAll(async () => {
  await app?.jobs.idle();
  await app?.close();
});

/** A clear error: JSON `{message}` (plus field `issues` for schema errors), nothing else. */
function expectErrorBody(response: TestResponse<any>) {
  expect(response.headers.get('content-type'), response.text).toMatch(/^application\/json/);
  expect(typeof response.body?.message, response.text).toBe('string');
  expect(response.body.message).toMatch(/\S/);
  for (const key of Object.keys(response.body)) expect(['message', 'issues']).toContain(key);
}

/** Everything of the owner's that another user might read or change. */
async function ownerState(f: Fixture) {
  return {
    page: await pageRow(app.db, f.pageId),
    versions: await versionRows(app.db, f.pageId),
    chat: await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, f.pageId)),
    folder: (await app.db.select().from(folders).where(eq(folders.id, f.folderId)))[0],
  };
}

describe('route table', () => {
  it('classifies every route the app registers (a route it cannot classify fails here, by name)', () => {
    expect(CATALOGUE.problems).toEqual([]);
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThanOrEqual(60);
    expect(ROUTES.map((spec) => spec.route)).toEqual(registered);
    for (const spec of ROUTES.filter((s) => s.access === 'public')) expect(PUBLIC[spec.route]).toMatch(/\S/);
  });

  it('refuses routes it cannot classify, and rules for routes the app lacks', () => {
    const { routes, problems } = deriveCatalogue([
      'GET /api/widgets/:widgetId',
      'GET /widgets',
      'ALL /api/widgets',
      'GET /api/widgets',
    ]);
    expect(routes.map((spec) => [spec.route, spec.access])).toEqual([['GET /api/widgets', 'user']]);
    const named = (route: string) => problems.some((problem) => problem.startsWith(`${route}: `));
    for (const route of ['GET /api/widgets/:widgetId', 'GET /widgets', 'ALL /api/widgets']) {
      expect(named(route), route).toBe(true);
    }
    // The real rules are about routes this table lacks: each is reported, so none goes stale.
    expect(named('GET /api/auth/me')).toBe(false);
    expect(named('POST /api/auth/register')).toBe(true);
    expect(named('/api/landing-pages/:id')).toBe(true);
  });
});

describe.each(ROUTES.map((spec) => [spec.route, spec] as const))('%s', (_, spec: RouteSpec) => {
  const statuses = ACTORS.map((actor) => `${actor} ${expectedStatus(spec, actor)}`).join(', ');
  it(`${spec.access}: ${statuses}`, async () => {
    const f = await createFixture(app.saves, people);
    // The owner goes last: their request may delete or change the resource.
    for (const actor of ACTORS) {
      const before = spec.access === 'owned' ? await ownerState(f) : undefined;
      const client = await clientFor(app, people, actor);
      const response = await send(client, spec, validRequest(spec, f, actor));
      const label = `${actor} ${spec.route}: ${response.text.slice(0, 300)}`;
      expect(response.status, label).toBe(expectedStatus(spec, actor));
      if (response.status >= 400) expectErrorBody(response);
      if (response.status === 403) expect(response.body.message).toBe('Administrator access required');
      if (spec.access === 'owned' && actor !== 'owner') {
        // Never data: not the title, the HTML, the chat or the folder name.
        expect(response.text, label).not.toContain(f.secret);
        expect(await ownerState(f), label).toEqual(before);
      }
      if (response.headers.get('content-type')?.startsWith('text/event-stream') && response.status === 200) {
        const stream = parseEventStream(response.text);
        expect(stream.done, label).toBe(true);
        expect(
          stream.events.filter((event) => event.type === 'error'),
          label,
        ).toEqual([]);
      }
    }
  });
});

describe('share preview and webhook: reachable only with their credential', () => {
  it('a version preview without the key (or with a wrong one) is 404 to anyone but the owner', async () => {
    const f = await createFixture(app.saves, people);
    for (const actor of ['anon', 'other', 'admin'] as Actor[]) {
      const client = await clientFor(app, people, actor);
      for (const query of ['', '?key=', `?key=${f.shareKey.slice(0, -2)}xx`, `?key[]=${f.shareKey}`]) {
        const response = await client.get(`/preview/${f.pageId}/${f.versionId}${query}`);
        expect(response.status, `${actor} ${query}`).toBe(404);
        expect(response.text).not.toContain(f.secret);
      }
    }
    const owner = await clientFor(app, people, 'owner');
    expect((await owner.get(`/preview/${f.pageId}/${f.versionId}`)).text).toContain(f.secret);
  });

  it('the webhook refuses unsigned and wrongly signed deliveries with 400', async () => {
    const good = signedWebhook({ id: 'evt_matrix_unsigned', type: 'customer.created' });
    const unsigned = await app.client().request<any>('POST', '/api/stripe/webhook', {
      rawBody: good.rawBody,
      headers: { 'content-type': 'application/json' },
      noOrigin: true,
    });
    expect(unsigned.status).toBe(400);
    const forged = await app.client().request<any>('POST', '/api/stripe/webhook', {
      rawBody: (good.rawBody as string).replace('customer.created', 'invoice.paid'),
      headers: good.headers,
      noOrigin: true,
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: 'Invalid Stripe signature' });
  });
});

// ------------------------------------------------------------------ mass assignment

const MARK = 424_242;
const OLD_DATE = '2001-02-03T04:05:06.000Z';
const injected = (f: Fixture): Record<string, unknown> => ({
  role: 'admin',
  userId: f.otherId,
  ownerId: f.otherId,
  copyCount: MARK,
  usedCount: MARK,
  id: MARK,
  createdAt: OLD_DATE,
});

/** Every domain table, in id order: a refused request must leave all of it as it was. */
async function domainSnapshot() {
  const all = async (table: any) => app.db.select().from(table).orderBy(table.id);
  return {
    users: await app.db
      .select({ id: users.id, username: users.username, role: users.role, createdAt: users.createdAt })
      .from(users)
      .orderBy(users.id),
    pages: await all(landingPages),
    versions: await all(pageVersions),
    folders: await all(folders),
    plans: await all(subscriptionPlans),
    subscriptions: await all(userSubscriptions),
    coupons: await all(coupons),
    apiLogs: await all(apiLogs),
    changelog: await all(changelogEntries),
  };
}

/** Where an injected value took hold (empty when none did). */
async function injectedValuesFound(f: Fixture): Promise<string[]> {
  const found: string[] = [];
  const roles = await app.db.select({ id: users.id, role: users.role }).from(users);
  for (const row of roles) {
    if (row.id !== f.adminId && row.role === 'admin') found.push(`user ${row.id} became admin`);
  }
  // Nothing real is that old: a row older than 2002 got the injected createdAt.
  const old = new Date('2002-01-01T00:00:00.000Z');
  const marked = [
    [
      'landing_pages',
      landingPages,
      or(eq(landingPages.id, MARK), eq(landingPages.copyCount, MARK), lt(landingPages.createdAt, old)),
    ],
    ['folders', folders, or(eq(folders.id, MARK), lt(folders.createdAt, old))],
    ['coupons', coupons, or(eq(coupons.id, MARK), eq(coupons.usedCount, MARK), lt(coupons.createdAt, old))],
    [
      'subscription_plans',
      subscriptionPlans,
      or(eq(subscriptionPlans.id, MARK), lt(subscriptionPlans.createdAt, old)),
    ],
    [
      'user_subscriptions',
      userSubscriptions,
      or(eq(userSubscriptions.id, MARK), lt(userSubscriptions.createdAt, old)),
    ],
    [
      'changelog_entries',
      changelogEntries,
      or(eq(changelogEntries.id, MARK), lt(changelogEntries.createdAt, old)),
    ],
  ] as const;
  for (const [name, table, where] of marked) {
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table as any)
      .where(where);
    if (row!.n > 0) found.push(`${name}: ${row!.n} row(s) carry an injected value`);
  }
  const [ownedPage] = await app.db.select().from(landingPages).where(eq(landingPages.id, f.pageId));
  if (ownedPage && ownedPage.userId !== f.ownerId) found.push('the page changed owner');
  const [ownedFolder] = await app.db.select().from(folders).where(eq(folders.id, f.folderId));
  if (ownedFolder && ownedFolder.userId !== f.ownerId) found.push('the folder changed owner');
  const [subscription] = await app.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, f.subscriptionId));
  if (subscription && subscription.userId !== f.ownerId) found.push('the subscription changed owner');
  return found;
}

/** The caller allowed to write: the admin on admin routes, else the owner. */
const writer = (spec: RouteSpec): Actor => (spec.access === 'admin' ? 'admin' : 'owner');
const writeRoutes = ROUTES.filter((spec) => isWrite(spec) && !spec.raw);

describe('mass assignment', () => {
  it('covers every write route but the raw ones (the signed Stripe webhook, lead capture, the analytics beacon, photo upload)', () => {
    expect(writeRoutes.length).toBe(ROUTES.filter(isWrite).length - 4);
  });

  describe.each(writeRoutes.filter((spec) => spec.body).map((spec) => [spec.route, spec] as const))(
    '%s',
    (_, spec) => {
      it('refuses each of role, userId, ownerId, copyCount, usedCount, id, createdAt with 400; nothing changes', async () => {
        const f = await createFixture(app.saves, people);
        const actor = writer(spec);
        const request = validRequest(spec, f, actor);
        // A field the route legitimately takes (role on the role route, userId on assign-plan)
        // is its input, not an injection.
        const fields = Object.entries(injected(f)).filter(([field]) => !(field in (request.json as object)));
        expect(fields.length).toBeGreaterThanOrEqual(5);
        for (const [field, value] of fields) {
          const before = await domainSnapshot();
          const client = await clientFor(app, people, actor);
          const response = await send(client, spec, {
            ...request,
            json: { ...(request.json as object), [field]: value },
          });
          expect(response.status, `${field}: ${response.text}`).toBe(400);
          expect(response.body.message).toBe(`Unexpected field(s): ${field}`);
          expect(await domainSnapshot(), field).toEqual(before);
        }
        expect(await injectedValuesFound(f)).toEqual([]);
        // The same request without the extras is accepted: the 400s were about the extras.
        const client = await clientFor(app, people, actor);
        const clean = await send(client, spec, validRequest(spec, f, actor));
        expect(clean.status, clean.text).toBe(spec.ok);
      });
    },
  );

  describe.each(writeRoutes.filter((spec) => !spec.body).map((spec) => [spec.route, spec] as const))(
    '%s (takes no body)',
    (_, spec) => {
      it('ignores a body of role, userId, ownerId, copyCount, usedCount, id, createdAt', async () => {
        const f = await createFixture(app.saves, people);
        const actor = writer(spec);
        const client = await clientFor(app, people, actor);
        const request = validRequest(spec, f, actor);
        const response = await send(client, spec, { ...request, json: injected(f) });
        expect(response.status, response.text).toBe(spec.ok);
        expect(await injectedValuesFound(f)).toEqual([]);
        if (spec.route === 'POST /api/landing-pages/:id/copy') {
          expect(response.body).toEqual({ copyCount: 1 });
        }
      });
    },
  );
});
