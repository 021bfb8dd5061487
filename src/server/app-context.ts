import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AiProvider } from './lib/ai-provider.ts';
import type { JobQueue } from './lib/jobs/index.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import type { Logger } from './lib/logger.ts';
import type { PageAnalytics } from './lib/page-analytics.ts';
import type { PageRenderer } from './lib/page-renderer.ts';
import type { RateLimitRule } from './lib/rate-limit.ts';
import type { SessionUser } from './lib/sessions.ts';

/**
 * Slows sign-in to one account name that keeps failing from many addresses, without ever
 * refusing it: a lock would let anyone keep the owner out with a few requests.
 */
export interface LoginSlowdown {
  /** Failures against the account name, from any address, answered without delay per window. */
  freeFailures: number;
  windowMs: number;
  /** The first delay past them, doubled by each further failure up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Waits out a delay; a timer by default, tests inject a recorder. */
  sleep?: (ms: number) => Promise<void>;
}

export interface AuthLimits {
  /** Failed sign-ins per account name from one client address (reset by a success). */
  loginPerAccountAndIp: RateLimitRule;
  /** Sign-in attempts per client address. */
  loginPerIp: RateLimitRule;
  /** Failed sign-ins per account name from any address: a growing delay, never a refusal. */
  loginSlowdown: LoginSlowdown;
  /** Accounts created per client address per hour. */
  registerPerIp: RateLimitRule;
  /** Accounts created per client address per day (a slow trickle under the hourly limit). */
  registerPerIpPerDay: RateLimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = authLimitsFor({
  LOGIN_LIMIT_PER_IP: 50,
  REGISTER_LIMIT_PER_HOUR: 30,
  REGISTER_LIMIT_PER_DAY: 100,
});

/** The throttles in force: the per-account ones are fixed, the per-address ones operator settings. */
export function authLimitsFor(
  config: Pick<Config, 'LOGIN_LIMIT_PER_IP' | 'REGISTER_LIMIT_PER_HOUR' | 'REGISTER_LIMIT_PER_DAY'>,
): AuthLimits {
  return {
    loginPerAccountAndIp: { limit: 5, windowMs: 15 * 60_000 },
    loginPerIp: { limit: config.LOGIN_LIMIT_PER_IP, windowMs: 15 * 60_000 },
    loginSlowdown: { freeFailures: 10, windowMs: 15 * 60_000, firstDelayMs: 250, maxDelayMs: 3_000 },
    registerPerIp: { limit: config.REGISTER_LIMIT_PER_HOUR, windowMs: 60 * 60_000 },
    registerPerIpPerDay: { limit: config.REGISTER_LIMIT_PER_DAY, windowMs: 24 * 60 * 60_000 },
  };
}

/** A version whose transaction has committed. */
export interface SavedVersion {
  pageId: number;
  userId: number;
  versionId: number;
}

/**
 * Told of every saved version after its transaction has committed (never inside it, so it can
 * neither slow nor break the save): createApp queues the version's thumbnail and page check.
 */
export type VersionSavedListener = (saved: SavedVersion) => void;

/**
 * Told when a page's lead settings change (a rotated capture key, a new thank-you), before the
 * answer goes out: createApp rebuilds the page's hosted artifact, whose forms carry them.
 */
export type LeadSettingsChangedListener = (page: {
  userId: number;
  pageId: number;
  origin: string;
}) => Promise<void>;

/** Throttles of the public lead capture endpoint (POST /f/{formKey}). */
export interface LeadLimits {
  /** Submissions from one address, to any page. */
  perIp: RateLimitRule;
  /** Submissions to one page, from anywhere (a flood from many addresses). */
  perPage: RateLimitRule;
}

export interface AiSettings {
  provider: AiProvider;
  /** A model call ends when no token has arrived for this long (AI_IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
  /** One generation or edit ends after this long in all (AI_MAX_JOB_MS); each variation has its own. */
  maxJobMs: number;
  /** Comment lines that keep an idle event stream open through proxies. */
  heartbeatMs: number;
  /** Variations generated at the same time. */
  variationConcurrency: number;
  /** First wait before retrying a busy provider that named no Retry-After; doubled after. */
  retryBaseMs: number;
}

export const DEFAULT_AI_TIMINGS = {
  idleTimeoutMs: 60_000,
  maxJobMs: 600_000,
  heartbeatMs: 15_000,
  variationConcurrency: 3,
  retryBaseMs: 1000,
} as const;

/** The timings in force: the defaults, with the operator's idle and job limits. */
export function aiTimingsFor(
  config: Pick<Config, 'AI_IDLE_TIMEOUT_MS' | 'AI_MAX_JOB_MS'>,
): Omit<AiSettings, 'provider'> {
  return { ...DEFAULT_AI_TIMINGS, idleTimeoutMs: config.AI_IDLE_TIMEOUT_MS, maxJobMs: config.AI_MAX_JOB_MS };
}

export interface RenderingSettings {
  /** Headless Chromium for thumbnails and remix screenshots; the null renderer without one. */
  renderer: PageRenderer;
  /** Remix screenshots per user. */
  screenshotLimit: RateLimitRule;
}

/** Everything a request handler may need, built once at start-up and injected. */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  authLimits: AuthLimits;
  ai: AiSettings;
  rendering: RenderingSettings;
  /**
   * Background jobs (thumbnails, page checks, maintenance): pg-boss on PostgreSQL, in-process
   * on PGlite. Without one (createApp's default) nothing runs after saves; reading a page
   * check still checks the markup on the spot.
   */
  jobs: JobQueue;
  /** Draining flag and running event streams, for readiness and graceful shutdown. */
  lifecycle: Lifecycle;
  /** Throttles of the public lead capture endpoint (per address, per page). */
  leadLimits: LeadLimits;
  /** Work that follows every saved version (thumbnail, page check); see VersionSavedListener. */
  versionSaved: VersionSavedListener;
  /** Work that follows a change of a page's lead settings (its hosted page's forms). */
  leadSettingsChanged: LeadSettingsChangedListener;
  /** Page statistics: the events' batch writer, the visitor hash and the beacon's throttles. */
  analytics: PageAnalytics;
}

/**
 * What createApp takes: rendering and jobs may be left out (API-only tests, benchmarks), which
 * means no browser and no background work: no thumbnails, and screenshots answer 503.
 */
export type AppDepsInput = Omit<
  AppDeps,
  'rendering' | 'lifecycle' | 'jobs' | 'leadLimits' | 'versionSaved' | 'leadSettingsChanged' | 'analytics'
> & {
  /** Default: one over `db` with the config's limits; main.ts closes it on shutdown. */
  analytics?: PageAnalytics;
  /** Default: DEFAULT_LEAD_LIMITS. */
  leadLimits?: Partial<LeadLimits>;
  rendering?: Partial<RenderingSettings>;
  /** Default: none (nothing runs in the background). */
  jobs?: JobQueue;
  /** main.ts passes its own to drain on shutdown; tests and benchmarks may leave it out. */
  lifecycle?: Lifecycle;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    /** Set by the request log for every request; echoed in X-Request-Id. */
    requestId: string;
  };
};
