import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppDepsInput, AppEnv } from './app-context.ts';
import { adminRoutes } from './features/admin/index.ts';
import {
  createPageAnalytics,
  eventsRoutes,
  pageStatsRoutes,
  statsSummaryRoutes,
} from './features/analytics/index.ts';
import { authRoutes } from './features/auth/index.ts';
import { billingRoutes } from './features/billing/index.ts';
import { changelogRoutes } from './features/changelog/index.ts';
import { clientErrorRoutes } from './features/client-errors/index.ts';
import { customDomainHosts, domainRoutes, pageDomainRoutes } from './features/domains/index.ts';
import { experimentResponse, experimentRoutes, rewireExperiments } from './features/experiments/index.ts';
import { foldersRoutes } from './features/folders/index.ts';
import { generationRoutes } from './features/generation/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { captureRoutes, DEFAULT_LEAD_LIMITS, leadRoutes, pageLeadRoutes } from './features/leads/index.ts';
import { marketingRoutes } from './features/marketing/index.ts';
import { mediaRoutes, publicMediaRoutes } from './features/media/index.ts';
import { pageCheckRoutes, requestPageCheck } from './features/page-check/index.ts';
import { pagesRoutes, sharePreviewRoutes } from './features/pages/index.ts';
import { publicConfigRoutes } from './features/public-config/index.ts';
import { hostedPageRoutes, publicationRoutes, rewirePublication } from './features/publishing/index.ts';
import { sandboxFrameRoutes } from './features/sandbox-frame/index.ts';
import { templatesRoutes } from './features/templates/index.ts';
import {
  DEFAULT_SCREENSHOT_LIMIT,
  nullRenderer,
  requestThumbnail,
  thumbnailsRoutes,
} from './features/thumbnails/index.ts';
import { loadSessionUser } from './lib/auth-guards.ts';
import { bodyCap } from './lib/body-too-large.ts';
import { compression } from './lib/compression.ts';
import { databaseUnavailable, isDatabaseUnavailable, rootCauseMessage } from './lib/db-errors.ts';
import { AppError } from './lib/errors.ts';
import { nullJobQueue } from './lib/jobs/index.ts';
import { createLifecycle } from './lib/lifecycle.ts';
import { rejectNulInUrl, sameOriginWrites } from './lib/request-guards.ts';
import { requestLog } from './lib/request-log.ts';
import { appSecurityHeaders } from './lib/security-headers.ts';
import { settleUnreadBody } from './lib/unread-body.ts';
import { serveWebApp } from './web-app.ts';

/** Default cap for request bodies; routes that take HTML or images get their own. */
const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;
const PAGE_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
/** Reference images (5 x ~5 MB as base64) plus the current page and the chat. */
const AI_BODY_LIMIT_BYTES = 40 * 1024 * 1024;
const WEBHOOK_PATHS = ['/api/stripe/webhook'];

export interface CreateAppOptions {
  /** Directory of the built web app; omitted in API-only tests. */
  webRoot?: string;
}

/** The app's deps: the input with its defaults, and the work that follows every save. */
export function createAppDeps(input: AppDepsInput): AppDeps {
  const deps: AppDeps = {
    ...input,
    rendering: {
      renderer: nullRenderer,
      screenshotLimit: DEFAULT_SCREENSHOT_LIMIT,
      ...input.rendering,
    },
    jobs: input.jobs ?? nullJobQueue,
    lifecycle: input.lifecycle ?? createLifecycle(),
    leadLimits: {
      ...DEFAULT_LEAD_LIMITS,
      perIp: { ...DEFAULT_LEAD_LIMITS.perIp, limit: input.config.LEAD_LIMIT_PER_IP },
      ...input.leadLimits,
    },
    analytics:
      input.analytics ??
      createPageAnalytics(input, {
        limits: {
          perIp: { limit: input.config.ANALYTICS_LIMIT_PER_IP, windowMs: 60_000 },
          perPage: { limit: input.config.ANALYTICS_LIMIT_PER_PAGE, windowMs: 60_000 },
        },
      }),
    // Every saved version gets its thumbnail and its page check
    // (docs/product.md, 'Page check'), asked for once its transaction has committed, in the
    // background.
    versionSaved: ({ versionId }) => {
      if (deps.rendering.renderer.available) requestThumbnail(deps, { versionId });
      requestPageCheck(deps, { versionId });
    },
    // A published page's forms carry its capture key and thank-you: rebuilt when they change.
    leadSettingsChanged: async (page) => {
      await rewirePublication(deps, page);
      await rewireExperiments(deps, page);
    },
  };
  return deps;
}

/** The app over `input`'s deps; built deps (tests keep theirs, to save pages as the app does) are used as they are. */
export function createApp(input: AppDepsInput | AppDeps, options: CreateAppOptions = {}) {
  const deps = 'versionSaved' in input ? input : createAppDeps(input);
  const app = new Hono<AppEnv>();

  // Outermost: it sees every final answer, and reads what its request left unread (keep-alive).
  app.use(settleUnreadBody);
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    requestLog({
      trustProxy: deps.config.TRUST_PROXY,
      // Accepted beacons come by the thousand a second from busy pages: logged at debug, as probes.
      routine: (path, status) => status < 300 && path.startsWith('/e/'),
    }),
  );
  // The analytics beacon, ahead of the middleware below: it takes every visitor's events from
  // every page, answers 204 with nothing to frame, sniff or compress, and is sent to the app's
  // own host, never a custom domain. Skipping that stack doubles what one core takes in
  // (README, 'Performance'); its CORS and body cap are its own (features/analytics).
  app.route('/e', eventsRoutes);
  app.use(appSecurityHeaders({ previewOrigin: deps.config.PREVIEW_ORIGIN }));
  // JSON and HTML answers over 1 KB by Accept-Encoding; never event streams (lib/compression.ts).
  app.use(compression());
  // A page's custom domain answers its page at / and a plain 404 elsewhere; other hosts go on.
  app.use(customDomainHosts);
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per user: never cached by the browser or a proxy.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/api/*', rejectNulInUrl);
  app.use('/api/*', sameOriginWrites({ exemptPaths: WEBHOOK_PATHS, trustProxy: deps.config.TRUST_PROXY }));
  app.use('/api/auth/*', bodyCap({ maxSize: AUTH_BODY_LIMIT_BYTES }));
  app.use('/api/landing-pages/*', bodyCap({ maxSize: PAGE_BODY_LIMIT_BYTES }));
  app.use('/api/ai-chat-*', bodyCap({ maxSize: AI_BODY_LIMIT_BYTES }));
  const defaultBodyCap = bodyCap({ maxSize: DEFAULT_BODY_LIMIT_BYTES });
  app.use('/api/*', async (c, next) => {
    if (c.req.path.startsWith('/api/landing-pages/') || c.req.path.startsWith('/api/ai-chat-')) return next();
    // Photo uploads (10 MB) have their own cap and 413 in the media feature's routes.
    if (c.req.path === '/api/media' && c.req.method === 'POST') return next();
    return defaultBodyCap(c, next);
  });
  app.use('/preview/*', loadSessionUser);
  app.use('/api/*', loadSessionUser);

  const routes = app
    .route('/', healthRoutes)
    .route('/', marketingRoutes)
    .route('/api/auth', authRoutes)
    .route('/api/changelog', changelogRoutes)
    // The web app's error reports: no session needed, throttled per address (features/client-errors).
    .route('/api/client-errors', clientErrorRoutes)
    .route('/api/admin', adminRoutes)
    .route('/api', generationRoutes)
    .route('/api', billingRoutes)
    .route('/api', leadRoutes)
    // /api/landing-pages/:id/...: each feature routes the URLs it owns (no two share a pattern).
    .route('/api/landing-pages', pageLeadRoutes)
    .route('/api/landing-pages', pagesRoutes)
    .route('/api/landing-pages', thumbnailsRoutes)
    .route('/api/landing-pages', pageCheckRoutes)
    .route('/api/landing-pages', publicationRoutes)
    .route('/api/landing-pages', pageDomainRoutes)
    .route('/api/landing-pages', pageStatsRoutes)
    .route('/api/page-stats', statsSummaryRoutes)
    .route('/api/experiments', experimentRoutes)
    .route('/api/folders', foldersRoutes)
    .route('/api/templates', templatesRoutes)
    .route('/api/config', publicConfigRoutes)
    .route('/api/media', mediaRoutes)
    // Caddy's on-demand TLS ask: public, answers for verified custom domains only (features/domains).
    .route('/api/domains', domainRoutes)
    // Public photo variants: no session, open CORS, cached for good (features/media).
    .route('/media', publicMediaRoutes)
    .route('/preview', sharePreviewRoutes)
    // Published pages: built at publish time, sandboxed, cacheable by a CDN (features/publishing).
    .route('/p', hostedPageRoutes(experimentResponse))
    // Public lead capture: its own CORS, body cap and throttles (leads/capture-routes.ts).
    .route('/f', captureRoutes)
    .route('/sandbox-frame', sandboxFrameRoutes);

  app.all('/api/*', (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  if (options.webRoot) serveWebApp(app, options.webRoot);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  app.onError((caught, c) => {
    // A database that restarts or goes away under a request is an outage, not a bug: a clear
    // 503 the client can retry, logged as a warning without the driver's internals.
    const error = isDatabaseUnavailable(caught) ? unavailable(caught, c) : caught;
    if (error instanceof AppError) {
      return c.json({ message: error.message, ...error.body }, error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Request failed' }, error.status);
    }
    deps.logger.error('unhandled error', {
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ message: 'Internal server error' }, 500);
  });

  const unavailable = (
    error: unknown,
    c: { var: { requestId?: string }; req: { method: string; path: string } },
  ) => {
    deps.logger.warn('database unavailable', {
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      error: rootCauseMessage(error),
    });
    return databaseUnavailable();
  };

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
