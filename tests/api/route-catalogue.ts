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
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../src/server/db/schema/index.ts';
import { createProvider } from '../../src/server/features/generation/providers/create-provider.ts';
import { ensureLeadSettings } from '../../src/server/features/leads/index.ts';
import type { SaveDeps } from '../../src/server/features/pages/index.ts';
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
 * Every route of the app, in one table shared by the authorisation matrix (authz-matrix.test.ts)
 * and the bad-input suite (bad-input.test.ts): who may call it, a valid request with real ids,
 * and the status a permitted caller gets. Both suites check this table against the app's own
 * route table (`app.routes`), so a route added without a row here fails them.
 */

export type Actor = 'anon' | 'owner' | 'other' | 'admin';
export const ACTORS: Actor[] = ['anon', 'other', 'admin', 'owner'];

/**
 * - public: anyone, signed in or not;
 * - user: any signed-in user, on their own data (401 signed out);
 * - owned: a resource of the owner: 401 signed out, 404 for anyone else (admins included:
 *   user routes look rows up through their owner; admins have /api/admin);
 * - admin: 401 signed out, 403 for users.
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
  /** A request that is not JSON (the signed webhook). */
  raw?: (f: Fixture) => Omit<Request, 'path'>;
  /** Status for a permitted caller. */
  ok: number;
  /** Path parameters that are ids of rows (bad-input tries hostile values in them). */
  idParams?: string[];
  /** An event stream (its status is the stream's; errors come as events). */
  stream?: boolean;
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

const page = (f: Fixture) => `/api/landing-pages/${f.pageId}`;
const admin = (path: string) => `/api/admin${path}`;
const message = (content: string) => [{ role: 'user', content }];
/** An edit the offline engine understands on the fixture page (its h1 reads 'Version 2 ...'). */
const OFFLINE_EDIT = 'change "Version 2" to "Second version"';
export const WEBHOOK_SECRET = 'whsec_matrix_test_secret';
/** A lead webhook on loopback: refused by the SSRF guard (this app does not allow private URLs). */
const BLOCKED_WEBHOOK = 'https://127.0.0.1:9/hook';

export const ROUTES: RouteSpec[] = [
  // operations
  { route: 'GET /healthz', access: 'public', path: () => '/healthz', ok: 200 },
  { route: 'GET /readyz', access: 'public', path: () => '/readyz', ok: 200 },
  // auth
  {
    route: 'POST /api/auth/register',
    access: 'public',
    path: () => '/api/auth/register',
    body: () => ({ username: uniqueName('reg'), password: 'register-secret-1' }),
    ok: 201,
  },
  {
    route: 'POST /api/auth/login',
    access: 'public',
    path: () => '/api/auth/login',
    body: (f) => ({ username: f.ownerUsername, password: f.ownerPassword }),
    ok: 200,
  },
  { route: 'POST /api/auth/logout', access: 'public', path: () => '/api/auth/logout', ok: 200 },
  { route: 'GET /api/auth/me', access: 'user', path: () => '/api/auth/me', ok: 200 },
  {
    route: 'POST /api/auth/change-password',
    access: 'user',
    path: () => '/api/auth/change-password',
    // Each caller's own password, kept as it is (allowed: it meets the rules), so the rows that
    // sign in with it later still can.
    body: (f, actor = 'owner') => ({
      currentPassword: passwordOf(f, actor),
      newPassword: passwordOf(f, actor),
    }),
    ok: 200,
  },
  // public reads
  { route: 'GET /api/changelog', access: 'public', path: () => '/api/changelog', ok: 200 },
  { route: 'GET /api/subscription-plans', access: 'public', path: () => '/api/subscription-plans', ok: 200 },
  { route: 'GET /api/config', access: 'public', path: () => '/api/config', ok: 200 },
  { route: 'GET /api/templates', access: 'public', path: () => '/api/templates', ok: 200 },
  {
    route: 'GET /api/templates/:id/preview',
    access: 'public',
    path: (f) => `/api/templates/${f.templateId}/preview`,
    ok: 200,
    idParams: ['id'],
  },
  { route: 'GET /sandbox-frame', access: 'public', path: () => '/sandbox-frame', ok: 200 },
  {
    // The owner views their own version; anyone else needs the share key (tested without it too).
    route: 'GET /preview/:pageId/:versionId',
    access: 'public',
    path: (f, actor) =>
      `/preview/${f.pageId}/${f.versionId}${actor === 'owner' ? '' : `?key=${encodeURIComponent(f.shareKey)}`}`,
    ok: 200,
    idParams: ['pageId', 'versionId'],
  },
  {
    route: 'POST /api/stripe/webhook',
    access: 'public',
    path: () => '/api/stripe/webhook',
    raw: () => signedWebhook({ id: `evt_${randomBytes(6).toString('hex')}`, type: 'customer.created' }),
    ok: 200,
  },
  // billing
  { route: 'GET /api/billing/status', access: 'user', path: () => '/api/billing/status', ok: 200 },
  {
    route: 'POST /api/coupons/validate',
    access: 'user',
    path: () => '/api/coupons/validate',
    body: (f) => ({ code: f.couponCode, planId: f.planId }),
    ok: 200,
  },
  {
    // A free plan is assigned at once (a paid one needs Stripe, not configured here).
    route: 'POST /api/create-payment-intent',
    access: 'user',
    path: () => '/api/create-payment-intent',
    body: (f) => ({ planId: f.zeroPlanId }),
    ok: 200,
  },
  // generation
  {
    route: 'POST /api/ai-chat-generate',
    access: 'user',
    path: () => '/api/ai-chat-generate',
    body: () => ({ messages: message('A landing page for a bakery in Lyon') }),
    ok: 200,
    stream: true,
  },
  {
    route: 'POST /api/ai-chat-modify',
    access: 'owned',
    path: () => '/api/ai-chat-modify',
    body: (f) => ({ landingPageId: f.pageId, messages: message(OFFLINE_EDIT) }),
    ok: 200,
    stream: true,
  },
  {
    route: 'POST /api/landing-pages/:id/modify',
    access: 'owned',
    path: (f) => `${page(f)}/modify`,
    body: () => ({ prompt: OFFLINE_EDIT }),
    ok: 200,
    idParams: ['id'],
  },
  // pages
  { route: 'GET /api/landing-pages', access: 'user', path: () => '/api/landing-pages', ok: 200 },
  { route: 'GET /api/landing-pages/:id', access: 'owned', path: page, ok: 200, idParams: ['id'] },
  {
    route: 'PUT /api/landing-pages/:id',
    access: 'owned',
    path: page,
    body: () => ({ title: 'Renamed page' }),
    ok: 200,
    idParams: ['id'],
  },
  { route: 'DELETE /api/landing-pages/:id', access: 'owned', path: page, ok: 200, idParams: ['id'] },
  {
    route: 'POST /api/landing-pages/:id/copy',
    access: 'owned',
    path: (f) => `${page(f)}/copy`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'GET /api/landing-pages/:id/versions',
    access: 'owned',
    path: (f) => `${page(f)}/versions`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'POST /api/landing-pages/:id/rollback',
    access: 'owned',
    path: (f) => `${page(f)}/rollback`,
    body: (f) => ({ versionId: f.firstVersionId }),
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'GET /api/landing-pages/:id/chat-history',
    access: 'owned',
    path: (f) => `${page(f)}/chat-history`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'DELETE /api/landing-pages/:id/chat-history',
    access: 'owned',
    path: (f) => `${page(f)}/chat-history`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'POST /api/landing-pages/:id/ungroup',
    access: 'owned',
    path: (f) => `${page(f)}/ungroup`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'GET /api/landing-pages/:id/preview',
    access: 'owned',
    path: (f) => `${page(f)}/preview?t=1`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'GET /api/landing-pages/:id/thumbnail',
    access: 'owned',
    path: (f) => `${page(f)}/thumbnail`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'GET /api/landing-pages/:id/check',
    access: 'owned',
    path: (f) => `${page(f)}/check`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'POST /api/landing-pages/:id/screenshot',
    access: 'owned',
    path: (f) => `${page(f)}/screenshot`,
    ok: 200,
    idParams: ['id'],
  },
  // media
  { route: 'GET /api/media', access: 'user', path: () => '/api/media', ok: 200 },
  {
    route: 'POST /api/media',
    access: 'user',
    path: () => '/api/media',
    raw: () => multipartFile(PNG_1X1, { filename: 'pixel.png', type: 'image/png' }),
    ok: 201,
  },
  {
    route: 'DELETE /api/media/:id',
    access: 'owned',
    path: (f) => `/api/media/${f.mediaId}`,
    ok: 200,
    idParams: ['id'],
  },
  {
    // Public by design: pasted pages on any host load it, without a session.
    route: 'GET /media/:file',
    access: 'public',
    path: (f) => `/media/${f.mediaFile}`,
    ok: 200,
    idParams: ['file'],
  },
  // leads
  {
    route: 'POST /f/:formKey',
    access: 'public',
    path: (f) => `/f/${f.formKey}`,
    raw: () => ({
      rawBody: 'first_name=Ana&email=ana%40example.net',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      noOrigin: true,
    }),
    ok: 200,
    idParams: ['formKey'],
  },
  {
    route: 'GET /api/landing-pages/:id/lead-settings',
    access: 'owned',
    path: (f) => `${page(f)}/lead-settings`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'PUT /api/landing-pages/:id/lead-settings',
    access: 'owned',
    path: (f) => `${page(f)}/lead-settings`,
    body: () => ({ webhookUrl: BLOCKED_WEBHOOK, thankYouMessage: 'Thanks!' }),
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'POST /api/landing-pages/:id/lead-settings/rotate-key',
    access: 'owned',
    path: (f) => `${page(f)}/lead-settings/rotate-key`,
    ok: 200,
    idParams: ['id'],
  },
  {
    // The webhook is a loopback address this app refuses: the answer says so, quickly.
    route: 'POST /api/landing-pages/:id/lead-settings/test',
    access: 'owned',
    path: (f) => `${page(f)}/lead-settings/test`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'GET /api/landing-pages/:id/leads',
    access: 'owned',
    path: (f) => `${page(f)}/leads?limit=10`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'GET /api/landing-pages/:id/export',
    access: 'owned',
    path: (f) => `${page(f)}/export?format=fragment&stickyTop=60&dropNav=1`,
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'GET /api/leads',
    access: 'user',
    path: () => '/api/leads?status=pending&from=2026-01-01',
    ok: 200,
  },
  { route: 'GET /api/leads.csv', access: 'user', path: () => '/api/leads.csv', ok: 200 },
  { route: 'GET /api/leads/counts', access: 'user', path: () => '/api/leads/counts', ok: 200 },
  {
    route: 'DELETE /api/leads/:leadId',
    access: 'owned',
    path: (f) => `/api/leads/${f.leadId}`,
    ok: 200,
    idParams: ['leadId'],
  },
  {
    route: 'POST /api/leads/:leadId/resend',
    access: 'owned',
    path: (f) => `/api/leads/${f.leadId}/resend`,
    ok: 200,
    idParams: ['leadId'],
  },
  // folders
  { route: 'GET /api/folders', access: 'user', path: () => '/api/folders', ok: 200 },
  {
    route: 'POST /api/folders',
    access: 'user',
    path: () => '/api/folders',
    body: () => ({ name: 'Clients', color: '#ef4444' }),
    ok: 201,
  },
  {
    route: 'PUT /api/folders/:id',
    access: 'owned',
    path: (f) => `/api/folders/${f.folderId}`,
    body: () => ({ name: 'Renamed folder' }),
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'DELETE /api/folders/:id',
    access: 'owned',
    path: (f) => `/api/folders/${f.folderId}`,
    ok: 200,
    idParams: ['id'],
  },
  // admin: users
  { route: 'GET /api/admin/users', access: 'admin', path: () => admin('/users?search=a&page=1'), ok: 200 },
  {
    route: 'PUT /api/admin/users/:id/role',
    access: 'admin',
    path: (f) => admin(`/users/${f.otherId}/role`),
    body: () => ({ role: 'user' }),
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'POST /api/admin/assign-plan',
    access: 'admin',
    path: () => admin('/assign-plan'),
    body: (f) => ({ userId: f.otherId, planId: f.planId }),
    ok: 200,
  },
  {
    route: 'PUT /api/admin/users/:id/token-limits',
    access: 'admin',
    path: (f) => admin(`/users/${f.otherId}/token-limits`),
    body: () => ({ maxGenerateTokensPerRequest: 4000 }),
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'GET /api/admin/users/:id/usage',
    access: 'admin',
    path: (f) => admin(`/users/${f.ownerId}/usage`),
    ok: 200,
    idParams: ['id'],
  },
  // admin: plans
  {
    route: 'GET /api/admin/subscription-plans',
    access: 'admin',
    path: () => admin('/subscription-plans'),
    ok: 200,
  },
  {
    route: 'POST /api/admin/subscription-plans',
    access: 'admin',
    path: () => admin('/subscription-plans'),
    body: () => ({ name: uniqueName('Plan'), price: 12 }),
    ok: 201,
  },
  {
    route: 'PUT /api/admin/subscription-plans/:id',
    access: 'admin',
    path: (f) => admin(`/subscription-plans/${f.planId}`),
    body: () => ({ isActive: false }),
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'DELETE /api/admin/subscription-plans/:id',
    access: 'admin',
    path: (f) => admin(`/subscription-plans/${f.planId}`),
    ok: 200,
    idParams: ['id'],
  },
  // admin: coupons
  { route: 'GET /api/admin/coupons', access: 'admin', path: () => admin('/coupons'), ok: 200 },
  {
    route: 'POST /api/admin/coupons',
    access: 'admin',
    path: () => admin('/coupons'),
    body: () => ({ code: `NEW${randomBytes(3).toString('hex')}`, type: 'percentage', value: 10 }),
    ok: 201,
  },
  {
    route: 'PUT /api/admin/coupons/:id',
    access: 'admin',
    path: (f) => admin(`/coupons/${f.couponId}`),
    body: () => ({ isActive: false }),
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'DELETE /api/admin/coupons/:id',
    access: 'admin',
    path: (f) => admin(`/coupons/${f.couponId}`),
    ok: 200,
    idParams: ['id'],
  },
  // admin: subscriptions, usage, logs, changelog, audit
  {
    route: 'GET /api/admin/user-subscriptions',
    access: 'admin',
    path: () => admin('/user-subscriptions'),
    ok: 200,
  },
  {
    route: 'PUT /api/admin/subscriptions/:id',
    access: 'admin',
    path: (f) => admin(`/subscriptions/${f.subscriptionId}`),
    body: () => ({ status: 'active' }),
    ok: 200,
    idParams: ['id'],
  },
  { route: 'GET /api/admin/revenue', access: 'admin', path: () => admin('/revenue'), ok: 200 },
  { route: 'GET /api/admin/usage-stats', access: 'admin', path: () => admin('/usage-stats'), ok: 200 },
  {
    route: 'GET /api/admin/usage-stats.csv',
    access: 'admin',
    path: () => admin('/usage-stats.csv'),
    ok: 200,
  },
  { route: 'GET /api/admin/api-logs', access: 'admin', path: () => admin('/api-logs?page=1'), ok: 200 },
  {
    route: 'GET /api/admin/api-logs/summary',
    access: 'admin',
    path: () => admin('/api-logs/summary'),
    ok: 200,
  },
  { route: 'DELETE /api/admin/api-logs', access: 'admin', path: () => admin('/api-logs?type=old'), ok: 200 },
  {
    route: 'DELETE /api/admin/api-logs/:id',
    access: 'admin',
    path: (f) => admin(`/api-logs/${f.apiLogId}`),
    ok: 200,
    idParams: ['id'],
  },
  {
    route: 'PUT /api/admin/changelog',
    access: 'admin',
    path: () => admin('/changelog'),
    body: (f) => ({ oldDate: f.changelogDate, newDate: `${f.changelogDate} (edited)`, changes: ['Fixed'] }),
    ok: 200,
  },
  {
    route: 'DELETE /api/admin/changelog/:date',
    access: 'admin',
    path: (f) => admin(`/changelog/${encodeURIComponent(f.changelogDate)}`),
    ok: 200,
    idParams: ['date'],
  },
  { route: 'GET /api/admin/audit-log', access: 'admin', path: () => admin('/audit-log'), ok: 200 },
];

/** `METHOD path` of every route the app registers (middleware entries, method ALL, left out). */
export function registeredRoutes(): string[] {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const app = createApp({
    db: {} as Db,
    config,
    logger: createLogger('silent'),
    authLimits: DEFAULT_AUTH_LIMITS,
    ai: { provider: createProvider(config), ...aiTimingsFor(config) },
  });
  return [
    ...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
  ].sort();
}

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
  const settings = await ensureLeadSettings(db, u.ownerId, first.page.id);
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
