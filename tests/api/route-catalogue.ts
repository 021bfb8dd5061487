import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { createApp } from '../../src/server/app.ts';
import { type AuthLimits, aiTimingsFor, DEFAULT_AUTH_LIMITS } from '../../src/server/app-context.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  apiLogs,
  changelogEntries,
  chatMessages,
  coupons,
  folders,
  landingPages,
  leadSettings,
  leads,
  media,
  mediaVariants,
  pageDomains,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../src/server/db/schema/index.ts';
import { createExperiment } from '../../src/server/features/experiments/create-experiment.ts';
import { createProvider } from '../../src/server/features/generation/providers/create-provider.ts';
import { ensureLeadSettings } from '../../src/server/features/leads/index.ts';
import type { SaveDeps } from '../../src/server/features/pages/index.ts';
import { publishPage } from '../../src/server/features/publishing/publish-page.ts';
import type { PageRenderer } from '../../src/server/features/thumbnails/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/lib/sessions.ts';
import { TEMPLATES } from '../../src/shared/templates.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { multipartFile } from '../support/multipart.ts';
import type { TestApp } from '../support/test-app.ts';
import { TestClient } from '../support/test-client.ts';
import { makePage, makeVersion, pageHtml, uniqueName } from './pages-fixtures.ts';

/**
 * The route catalogue, derived from the app's own route table (`app.routes`) and shared by the
 * authorisation matrix (authz-matrix.test.ts) and the bad-input suite (bad-input.test.ts).
 * Adding a route needs no entry here: its access follows from where it lives and the rules
 * below, its path from its parameters. A route the rules cannot classify (an unknown path
 * parameter, a route outside /api that is not listed as public) is a catalogue problem, and
 * the matrix fails naming it, so no route is ever left unchecked. A route needs an entry in
 * REQUESTS only when its valid request is more than its path (a body, a query, a 201).
 */

export type Actor = 'anon' | 'owner' | 'other' | 'admin';
export const ACTORS: Actor[] = ['anon', 'other', 'admin', 'owner'];

/**
 * - public: anyone, signed in or not (listed in PUBLIC, each with its reason);
 * - user: any signed-in user, on their own data (401 signed out): every other /api route;
 * - owned: a resource of the owner: 401 signed out, 404 for anyone else (admins included:
 *   user routes look rows up through their owner; admins have /api/admin). A route is owned
 *   when its path names an owned row (PATH_PARAMS) or its body does (OWNED_BY_BODY);
 * - admin: everything under /api/admin: 401 signed out, 403 for users.
 */
export type Access = 'public' | 'user' | 'owned' | 'admin';

export interface Fixture {
  ownerId: number;
  otherId: number;
  adminId: number;
  ownerUsername: string;
  ownerPassword: string;
  otherPassword: string;
  /** The owner's page: two versions, a variation group, a folder, a chat message. */
  pageId: number;
  firstVersionId: number;
  versionId: number;
  shareKey: string;
  folderId: number;
  /** Marker text in the owner's page title and HTML: must never reach another user. */
  secret: string;
  /** A paid plan nobody is on (admin may edit or delete it); a free one anyone may switch to. */
  planId: number;
  zeroPlanId: number;
  couponId: number;
  couponCode: string;
  /** The owner's active subscription. */
  subscriptionId: number;
  apiLogId: number;
  changelogDate: string;
  templateId: string;
  /** The owner's page's capture key, and one lead of it. */
  formKey: string;
  leadId: number;
  /** The owner's photo: its id and one public variant's file name. */
  mediaId: number;
  mediaFile: string;
  /** The owner's page is published at /p/{slug}. */
  slug: string;
  /** A verified custom domain of the owner's page. */
  hostname: string;
  /** The owner's second page, and an experiment of both pages at /p/{experimentSlug}. */
  secondPageId: number;
  experimentId: number;
  experimentSlug: string;
}

export interface Request {
  path: string;
  json?: unknown;
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  noOrigin?: boolean;
}

export interface RouteSpec {
  /** `METHOD /path/:param` exactly as in app.routes. */
  route: string;
  access: Access;
  /** The path with real ids (the actor matters for the share preview's key). */
  path: (f: Fixture, actor: Actor) => string;
  /** A valid JSON body for the permitted caller (writes that take one); the owner's when no actor is named. */
  body?: (f: Fixture, actor?: Actor) => unknown;
  /** A request that is not JSON (the signed webhook, lead capture, a photo upload). */
  raw?: (f: Fixture) => Omit<Request, 'path'>;
  /** Status for a permitted caller. */
  ok: number;
  /** The route's path parameters, in order (bad-input tries hostile values in each). */
  idParams: string[];
}

export const method = (spec: RouteSpec) => spec.route.split(' ')[0]!;
export const isWrite = (spec: RouteSpec) => method(spec) !== 'GET';

/** What each actor gets from a route with valid input. */
export function expectedStatus(spec: RouteSpec, actor: Actor): number {
  if (spec.access === 'public') return spec.ok;
  if (actor === 'anon') return 401;
  if (spec.access === 'user') return spec.ok;
  if (spec.access === 'owned') return actor === 'owner' ? spec.ok : 404;
  return actor === 'admin' ? spec.ok : 403;
}

// ------------------------------------------------------------------ rules

/** The routes anyone may call, signed in or not, and why. */
export const PUBLIC: Record<string, string> = {
  'GET /healthz': 'liveness probe',
  'GET /readyz': 'readiness probe',
  'GET /robots.txt': 'for search engines',
  'GET /sitemap.xml': 'for search engines: the public pages',
  'POST /api/auth/register': 'signing up',
  'POST /api/auth/login': 'signing in',
  'POST /api/auth/logout': 'ends the session the cookie names, if any',
  'GET /api/changelog': "the public 'Changelog' page",
  'POST /api/client-errors': 'error reports of the web app: a signed-out screen (sign-in) can fail too',
  'GET /api/subscription-plans': 'the pricing shown to visitors',
  'GET /api/config': 'what the web app needs before anyone signs in',
  'GET /api/templates': 'the template gallery, open to visitors',
  'GET /api/templates/:id/preview': 'the template gallery, open to visitors',
  'GET /sandbox-frame': 'the opaque-origin frame: it holds no data',
  'GET /preview/:pageId/:versionId': 'share links: the key is the credential (the owner needs none)',
  'POST /api/stripe/webhook': "Stripe's deliveries: the signature is the credential",
  'GET /media/:file': 'photos of pasted pages, loaded on any host without a session',
  'POST /f/:formKey': 'lead capture from pasted pages on any host: the form key is the address',
  'GET /p/:slug': "published pages: public by their owner's choice",
  'POST /e/:key':
    "the analytics beacon of pasted and hosted pages on any host: the page's form key is the address",
  'GET /api/domains/allowed': "Caddy's on-demand TLS ask: says only whether a hostname is verified",
};

/** Routes whose body, not their path, names the owner's row. */
const OWNED_BY_BODY: Record<string, string> = {
  'POST /api/ai-chat-modify': 'landingPageId',
  'POST /api/experiments': 'pageIds',
};

/**
 * Every path parameter, by the route path up to it: the fixture's value, and whether it names
 * a row that belongs to a user (a route with one is owned).
 */
const PATH_PARAMS: Record<string, { value: (f: Fixture) => string | number; owned?: true }> = {
  '/api/landing-pages/:id': { value: (f) => f.pageId, owned: true },
  '/api/folders/:id': { value: (f) => f.folderId, owned: true },
  '/api/media/:id': { value: (f) => f.mediaId, owned: true },
  '/api/leads/:leadId': { value: (f) => f.leadId, owned: true },
  '/api/experiments/:id': { value: (f) => f.experimentId, owned: true },
  '/api/templates/:id': { value: (f) => f.templateId },
  '/api/admin/users/:id': { value: (f) => f.otherId },
  '/api/admin/subscription-plans/:id': { value: (f) => f.planId },
  '/api/admin/coupons/:id': { value: (f) => f.couponId },
  '/api/admin/subscriptions/:id': { value: (f) => f.subscriptionId },
  '/api/admin/api-logs/:id': { value: (f) => f.apiLogId },
  '/api/admin/changelog/:date': { value: (f) => f.changelogDate },
  '/preview/:pageId': { value: (f) => f.pageId },
  '/preview/:pageId/:versionId': { value: (f) => f.versionId },
  '/media/:file': { value: (f) => f.mediaFile },
  '/f/:formKey': { value: (f) => f.formKey },
  '/p/:slug': { value: (f) => f.slug },
  '/e/:key': { value: (f) => f.formKey },
  '/api/landing-pages/:id/domains/:hostname': { value: (f) => f.hostname },
};

interface RequestRule {
  body?: RouteSpec['body'];
  raw?: RouteSpec['raw'];
  /** Appended to the path, `?` included. */
  query?: (f: Fixture, actor: Actor) => string;
  /** The success status when it is not 200. */
  ok?: number;
}

const message = (content: string) => [{ role: 'user', content }];
/** An edit the offline engine understands on the fixture page (its h1 reads 'Version 2 ...'). */
const OFFLINE_EDIT = 'change "Version 2" to "Second version"';
export const WEBHOOK_SECRET = 'whsec_matrix_test_secret';
/** A lead webhook on loopback: refused by the SSRF guard (this app does not allow private URLs). */
const BLOCKED_WEBHOOK = 'https://127.0.0.1:9/hook';

/** The valid request of each route that needs more than its path. */
const REQUESTS: Record<string, RequestRule> = {
  // auth
  'POST /api/auth/register': {
    body: () => ({ username: uniqueName('reg'), password: 'register-secret-1' }),
    ok: 201,
  },
  'POST /api/auth/login': { body: (f) => ({ username: f.ownerUsername, password: f.ownerPassword }) },
  // Each caller's own password, kept as it is (allowed: it meets the rules), so the rows that
  // sign in with it later still can.
  'POST /api/auth/change-password': {
    body: (f, actor = 'owner') => ({
      currentPassword: passwordOf(f, actor),
      newPassword: passwordOf(f, actor),
    }),
  },
  // The owner views their own version; anyone else needs the share key (tested without it too).
  'GET /preview/:pageId/:versionId': {
    query: (f, actor) => (actor === 'owner' ? '' : `?key=${encodeURIComponent(f.shareKey)}`),
  },
  'POST /api/stripe/webhook': {
    raw: () => signedWebhook({ id: `evt_${randomBytes(6).toString('hex')}`, type: 'customer.created' }),
  },
  // the web app's error reports (logged; nothing answers back)
  'POST /api/client-errors': {
    body: () => ({
      message: 'Failed to fetch dynamically imported module',
      stack: 'TypeError: Failed to fetch dynamically imported module',
      url: 'http://127.0.0.1/changelog',
      screen: 'changelog',
    }),
    ok: 204,
  },
  // billing
  'POST /api/coupons/validate': { body: (f) => ({ code: f.couponCode, planId: f.planId }) },
  // A free plan is assigned at once (a paid one needs Stripe, not configured here).
  'POST /api/create-payment-intent': { body: (f) => ({ planId: f.zeroPlanId }) },
  // generation
  'POST /api/ai-chat-generate': {
    body: () => ({ messages: message('A landing page for a bakery in Lyon') }),
  },
  'POST /api/ai-chat-modify': { body: (f) => ({ landingPageId: f.pageId, messages: message(OFFLINE_EDIT) }) },
  'POST /api/landing-pages/:id/modify': { body: () => ({ prompt: OFFLINE_EDIT }) },
  'POST /api/landing-pages/:id/variations': { body: () => ({ count: 1 }) },
  // pages
  'PUT /api/landing-pages/:id': { body: () => ({ title: 'Renamed page' }) },
  'POST /api/landing-pages/:id/rollback': { body: (f) => ({ versionId: f.firstVersionId }) },
  'GET /api/landing-pages/:id/preview': { query: () => '?t=1' },
  'GET /api/landing-pages/:id/export': { query: () => '?format=fragment&stickyTop=60&dropNav=1' },
  // media
  'POST /api/media': {
    raw: () => multipartFile(PNG_1X1, { filename: 'pixel.png', type: 'image/png' }),
    ok: 201,
  },
  // leads
  'POST /f/:formKey': {
    raw: () => ({
      rawBody: 'first_name=Ana&email=ana%40example.net',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      noOrigin: true,
    }),
  },
  'PUT /api/landing-pages/:id/lead-settings': {
    body: () => ({ webhookUrl: BLOCKED_WEBHOOK, thankYouMessage: 'Thanks!' }),
  },
  'GET /api/landing-pages/:id/leads': { query: () => '?limit=10' },
  // publishing: each publish moves the owner's page to a slug of its own
  'PUT /api/landing-pages/:id/publication': {
    body: () => ({ slug: `matrix-${randomBytes(4).toString('hex')}` }),
  },
  'GET /api/leads': { query: () => '?status=pending&from=2026-01-01' },
  // page statistics: a view as the beacon sends it (text/plain, no Origin: any host)
  'POST /e/:key': {
    raw: () => ({
      rawBody: JSON.stringify({
        k: 'v',
        c: 'pasted',
        r: 'www.google.com',
        u: ['news', null, null, null, null],
      }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      noOrigin: true,
    }),
    ok: 204,
  },
  'GET /api/landing-pages/:id/stats': { query: () => '?days=7' },
  // experiments: the owner's two pages compared (no address, so each run may add one)
  'POST /api/experiments': {
    body: (f) => ({ name: 'Matrix test', pageIds: [f.pageId, f.secondPageId] }),
    ok: 201,
  },
  'POST /api/experiments/:id/promote': { body: (f) => ({ pageId: f.secondPageId }) },
  'GET /api/page-stats': { query: () => '?days=30' },
  // custom domains: each add attaches a hostname of its own to the owner's published page
  'POST /api/landing-pages/:id/domains': {
    body: () => ({ hostname: `matrix-${randomBytes(4).toString('hex')}.example.com` }),
    ok: 201,
  },
  'DELETE /api/landing-pages/:id/domains/:hostname': { ok: 204 },
  'GET /api/domains/allowed': { query: (f) => `?domain=${f.hostname}` },
  // folders
  'POST /api/folders': { body: () => ({ name: 'Clients', color: '#ef4444' }), ok: 201 },
  'PUT /api/folders/:id': { body: () => ({ name: 'Renamed folder' }) },
  // admin
  'GET /api/admin/users': { query: () => '?search=a&page=1' },
  'PUT /api/admin/users/:id/role': { body: () => ({ role: 'user' }) },
  'POST /api/admin/assign-plan': { body: (f) => ({ userId: f.otherId, planId: f.planId }) },
  'PUT /api/admin/users/:id/token-limits': { body: () => ({ maxGenerateTokensPerRequest: 4000 }) },
  'POST /api/admin/subscription-plans': { body: () => ({ name: uniqueName('Plan'), price: 12 }), ok: 201 },
  'PUT /api/admin/subscription-plans/:id': { body: () => ({ isActive: false }) },
  'POST /api/admin/coupons': {
    body: () => ({ code: `NEW${randomBytes(3).toString('hex')}`, type: 'percentage', value: 10 }),
    ok: 201,
  },
  'PUT /api/admin/coupons/:id': { body: () => ({ isActive: false }) },
  'PUT /api/admin/subscriptions/:id': { body: () => ({ status: 'active' }) },
  'GET /api/admin/api-logs': { query: () => '?page=1' },
  'DELETE /api/admin/api-logs': { query: () => '?type=old' },
  'PUT /api/admin/changelog': {
    body: (f) => ({ oldDate: f.changelogDate, newDate: `${f.changelogDate} (edited)`, changes: ['Fixed'] }),
  },
};

// ------------------------------------------------------------------ derivation

/**
 * `METHOD path` of every route the app registers, in the order it registers them. Entries of
 * method ALL on a wildcard path are middleware or fallbacks (they answer under many routes,
 * never as one of their own) and are left out; any other ALL entry is kept, for the
 * derivation to refuse.
 */
export function registeredRoutes(): string[] {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const app = createApp({
    db: {} as Db,
    config,
    logger: createLogger('silent'),
    authLimits: DEFAULT_AUTH_LIMITS,
    ai: { provider: createProvider(config), ...aiTimingsFor(config) },
  });
  const routes = app.routes.filter((r) => !(r.method === 'ALL' && r.path.endsWith('*')));
  return [...new Set(routes.map((r) => `${r.method} ${r.path}`))];
}

export interface Catalogue {
  routes: RouteSpec[];
  /** Routes the rules cannot classify, and rules about routes the app does not have. */
  problems: string[];
}

/** The catalogue of `registered` (`METHOD path` strings), by the rules above. */
export function deriveCatalogue(registered: string[]): Catalogue {
  const routes: RouteSpec[] = [];
  const problems: string[] = [];
  const usedParams = new Set<string>();
  for (const route of registered) {
    const [verb, pattern = ''] = route.split(' ');
    if (verb === 'ALL') {
      problems.push(`${route}: answers every method; give it the methods it serves`);
      continue;
    }
    const segments = pattern.split('/');
    // Each parameter by the path up to it: '/api/landing-pages/:id' for '/api/landing-pages/:id/leads'.
    const params = segments.flatMap((segment, i) =>
      segment.startsWith(':')
        ? [{ name: segment.slice(1), at: i, key: segments.slice(0, i + 1).join('/') }]
        : [],
    );
    const unknown = params.filter((param) => !(param.key in PATH_PARAMS));
    if (unknown.length > 0) {
      problems.push(`${route}: no fixture for ${unknown.map((p) => p.key).join(', ')} (PATH_PARAMS)`);
      continue;
    }
    for (const param of params) usedParams.add(param.key);
    const access = accessOf(
      route,
      pattern,
      params.map((param) => param.key),
    );
    if (!access) {
      problems.push(`${route}: outside /api and not in PUBLIC: list it there with its reason`);
      continue;
    }
    const rule = REQUESTS[route] ?? {};
    routes.push({
      route,
      access,
      path: (f, actor) => {
        const path = [...segments];
        for (const param of params)
          path[param.at] = encodeURIComponent(String(PATH_PARAMS[param.key]!.value(f)));
        return path.join('/') + (rule.query?.(f, actor) ?? '');
      },
      body: rule.body,
      raw: rule.raw,
      ok: rule.ok ?? 200,
      idParams: params.map((param) => param.name),
    });
  }
  const known = new Set(registered);
  for (const key of [...Object.keys(PUBLIC), ...Object.keys(OWNED_BY_BODY), ...Object.keys(REQUESTS)]) {
    if (!known.has(key)) problems.push(`${key}: a rule for a route the app does not register`);
  }
  for (const key of Object.keys(PATH_PARAMS)) {
    if (!usedParams.has(key)) problems.push(`${key}: a path parameter no route has`);
  }
  return { routes, problems };
}

function accessOf(route: string, pattern: string, paramKeys: string[]): Access | null {
  if (route in PUBLIC) return 'public';
  if (pattern === '/api/admin' || pattern.startsWith('/api/admin/')) return 'admin';
  if (route in OWNED_BY_BODY || paramKeys.some((key) => PATH_PARAMS[key]!.owned)) return 'owned';
  if (pattern.startsWith('/api/')) return 'user';
  return null;
}

/** The app's catalogue: its routes and what the rules could not classify (the matrix fails on any). */
export const CATALOGUE = deriveCatalogue(registeredRoutes());
export const ROUTES = CATALOGUE.routes;

/** A Stripe delivery signed with WEBHOOK_SECRET, as Stripe sends it (no Origin, no cookie). */
export function signedWebhook(event: { id: string; type: string }): Omit<Request, 'path'> {
  const payload = JSON.stringify({
    object: 'event',
    data: { object: {} },
    created: 1,
    livemode: false,
    ...event,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return {
    rawBody: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    noOrigin: true,
  };
}

/** Env and renderer for the test app: webhook secret set; a fake renderer for screenshots. */
export const CATALOGUE_APP_ENV = { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const fakeRenderer: PageRenderer = {
  available: true,
  render: async () => PNG_1X1,
  inspect: async () => ({ viewports: [], scripts: true }),
  close: async () => {},
};
/** The matrix and the bad-input suite post to the capture route far more than a visitor would. */
export const UNLIMITED_LEADS = {
  perIp: { limit: 1_000_000, windowMs: 60_000 },
  perPage: { limit: 1_000_000, windowMs: 60_000 },
};
export const UNLIMITED_AUTH = {
  loginPerAccountAndIp: { limit: 1_000_000, windowMs: 60_000 },
  loginPerIp: { limit: 1_000_000, windowMs: 60_000 },
  loginSlowdown: { freeFailures: 1_000_000, windowMs: 60_000, firstDelayMs: 0, maxDelayMs: 0 },
  registerPerIp: { limit: 1_000_000, windowMs: 60_000 },
  registerPerIpPerDay: { limit: 1_000_000, windowMs: 60_000 },
} satisfies AuthLimits;

export interface Users {
  ownerId: number;
  otherId: number;
  adminId: number;
  ownerUsername: string;
  ownerPassword: string;
  otherPassword: string;
}

/** The password an actor signs in with (the signed-out visitor has none). */
function passwordOf(u: Users, actor: Actor): string {
  if (actor === 'other') return u.otherPassword;
  if (actor === 'admin') return TEST_ADMIN.password;
  return u.ownerPassword;
}

/** The owner and another user (signed up through the API), and the seeded admin. */
export async function createUsers(app: TestApp): Promise<Users> {
  const ownerUsername = uniqueName('owner');
  const ownerPassword = 'owner-password-1';
  const owner = await app.client().register(ownerUsername, ownerPassword);
  const otherPassword = 'other-password-1';
  const other = await app.client().register(uniqueName('other'), otherPassword);
  const [adminRow] = await app.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
  // No plan limit may turn an expected answer into a 402/403/429 halfway through the matrix.
  const planId = await unlimitedPlan(app.db, '0');
  for (const userId of [owner.id, other.id, adminRow!.id]) {
    const moved = await app.db
      .update(userSubscriptions)
      .set({ planId })
      .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, 'active')))
      .returning();
    if (moved.length === 0) await app.db.insert(userSubscriptions).values({ userId, planId });
  }
  return {
    ownerId: owner.id,
    otherId: other.id,
    adminId: adminRow!.id,
    ownerUsername,
    ownerPassword,
    otherPassword,
  };
}

/** A plan without limits (monthly limits default to -1, caps null = unlimited). */
async function unlimitedPlan(db: Db, price: string): Promise<number> {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ name: uniqueName('Open'), price })
    .returning();
  return plan!.id;
}

/**
 * Fresh rows for one route's requests (so a DELETE by one caller cannot hide another's answer).
 * Pages are saved through the app's `saves`, so their thumbnails and checks follow as in the app.
 */
export async function createFixture(saves: SaveDeps, u: Users): Promise<Fixture> {
  const db = saves.db;
  const secret = `SECRET-${randomBytes(4).toString('hex')}`;
  const [folder] = await db
    .insert(folders)
    .values({ userId: u.ownerId, name: `Folder ${secret}` })
    .returning();
  const first = await makePage(saves, u.ownerId, {
    title: `Page ${secret}`,
    html: pageHtml(`Version 1 ${secret}`),
    variationGroup: `group-${secret}`,
  });
  const second = await makeVersion(saves, u.ownerId, first.page.id, pageHtml(`Version 2 ${secret}`));
  await db.update(landingPages).set({ folderId: folder!.id }).where(eq(landingPages.id, first.page.id));
  await db
    .insert(chatMessages)
    .values({ landingPageId: first.page.id, messageId: secret, role: 'user', content: `Chat ${secret}` });
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ name: uniqueName('Matrix'), price: '19', maxLandingPages: -1, maxVersions: -1 })
    .returning();
  const [coupon] = await db
    .insert(coupons)
    .values({ code: `MX${randomBytes(4).toString('hex').toUpperCase()}`, type: 'percentage', value: '10' })
    .returning();
  const zeroPlanId = await unlimitedPlan(db, '0');
  const [subscription] = await db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, u.ownerId), eq(userSubscriptions.status, 'active')));
  const [log] = await db
    .insert(apiLogs)
    .values({
      userId: u.ownerId,
      requestType: 'generate',
      model: 'offline',
      inputTokens: 10,
      outputTokens: 20,
    })
    .returning();
  const changelogDate = `Matrix day ${secret}`;
  await db.insert(changelogEntries).values({ date: changelogDate, changes: ['Something new'] });
  const settings = await ensureLeadSettings({ db }, { userId: u.ownerId, pageId: first.page.id });
  await db
    .update(leadSettings)
    .set({ webhookUrl: BLOCKED_WEBHOOK })
    .where(eq(leadSettings.pageId, first.page.id));
  const [lead] = await db
    .insert(leads)
    .values({ pageId: first.page.id, userId: u.ownerId, fields: { email: `lead-${secret}@example.net` } })
    .returning();
  const mediaKey = randomBytes(18).toString('base64url');
  const [photo] = await db
    .insert(media)
    .values({ userId: u.ownerId, publicKey: mediaKey, width: 1, height: 1, bytes: PNG_1X1.length })
    .returning();
  await db.insert(mediaVariants).values({ mediaId: photo!.id, width: 1, height: 1, webp: PNG_1X1 });
  const slug = `page-${secret.toLowerCase()}`;
  await publishPage(
    { db, config: loadConfig({ LOG_LEVEL: 'silent' }) },
    { userId: u.ownerId, pageId: first.page.id, origin: 'http://127.0.0.1', slug },
  );
  const secondPage = await makePage(saves, u.ownerId, {
    title: `Second ${secret}`,
    html: pageHtml(`Other ${secret}`),
  });
  const experimentSlug = `x-${secret.toLowerCase()}`;
  const experiment = await createExperiment(
    { db, config: loadConfig({ LOG_LEVEL: 'silent' }) },
    {
      userId: u.ownerId,
      origin: 'http://127.0.0.1',
      body: {
        name: `Experiment ${secret}`,
        slug: experimentSlug,
        pageIds: [first.page.id, secondPage.page.id],
      },
    },
  );
  const hostname = `www.${secret.toLowerCase()}.example.com`;
  await db.insert(pageDomains).values({
    hostname,
    pageId: first.page.id,
    userId: u.ownerId,
    token: randomBytes(24).toString('base64url'),
    verifiedAt: new Date(),
  });
  return {
    ...u,
    pageId: first.page.id,
    firstVersionId: first.version.id,
    versionId: second.id,
    shareKey: second.shareToken,
    folderId: folder!.id,
    secret,
    planId: plan!.id,
    zeroPlanId,
    couponId: coupon!.id,
    couponCode: coupon!.code,
    subscriptionId: subscription!.id,
    apiLogId: log!.id,
    changelogDate,
    templateId: TEMPLATES[0]!.id,
    formKey: settings.formKey,
    leadId: lead!.id,
    mediaId: photo!.id,
    mediaFile: `${mediaKey}-1.webp`,
    slug,
    hostname,
    secondPageId: secondPage.page.id,
    experimentId: experiment.id,
    experimentSlug,
  };
}

/** A client signed in as `actor` with a session of its own (so logout by one test harms no other). */
export async function clientFor(app: TestApp, f: Users, actor: Actor): Promise<TestClient> {
  const client = new TestClient(app.baseUrl);
  if (actor === 'anon') return client;
  const userId = actor === 'owner' ? f.ownerId : actor === 'other' ? f.otherId : f.adminId;
  const session = await createSession(app.db, userId);
  client.cookies.set(SESSION_COOKIE, session.token);
  return client;
}

/** The request a route's permitted caller makes with valid input. */
export function validRequest(spec: RouteSpec, f: Fixture, actor: Actor): Request {
  const path = spec.path(f, actor);
  if (spec.raw) return { path, ...spec.raw(f) };
  return spec.body ? { path, json: spec.body(f, actor) } : { path };
}

export const send = (client: TestClient, spec: RouteSpec, request: Request) =>
  client.request<any>(method(spec), request.path, {
    json: request.json,
    rawBody: request.rawBody,
    headers: request.headers,
    noOrigin: request.noOrigin,
  });
