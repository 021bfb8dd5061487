import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AiProvider } from './features/generation/providers/types.ts';
import type { Logger } from './lib/logger.ts';
import type { RateLimitRule } from './lib/rate-limit.ts';
import type { SessionUser } from './lib/sessions.ts';

export interface AuthLimits {
  /** Failed sign-ins per account name (reset by a success). */
  loginPerAccount: RateLimitRule;
  /** Sign-in attempts per client address. */
  loginPerIp: RateLimitRule;
  /** Accounts created per client address. */
  registerPerIp: RateLimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  loginPerIp: { limit: 50, windowMs: 15 * 60_000 },
  registerPerIp: { limit: 30, windowMs: 60 * 60_000 },
};

export interface AiSettings {
  provider: AiProvider;
  /** Server-side ceiling for one AI request (spec: the client gives up after 130 s). */
  timeoutMs: number;
  /** Comment lines that keep an idle event stream open through proxies. */
  heartbeatMs: number;
  /** Variations generated at the same time. */
  variationConcurrency: number;
}

export const DEFAULT_AI_TIMINGS = {
  timeoutMs: 130_000,
  heartbeatMs: 15_000,
  variationConcurrency: 3,
} as const;

/** Everything a request handler may need, built once at start-up and injected. */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  authLimits: AuthLimits;
  ai: AiSettings;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
  };
};
