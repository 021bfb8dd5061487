import { isIP } from 'node:net';
import { z } from 'zod';
import { isScheduleInterval } from './lib/jobs/job-queue.ts';

/**
 * The whole environment contract (README.md, 'Configuration'), parsed once at start-up.
 * Every variable is optional; a present but malformed value stops the server with a
 * message naming the variable, instead of failing later in some unrelated place.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(
  emptyToUndefined,
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
);
const flag = z
  .preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).optional())
  .transform((v) => v === '1' || v === 'true');
const price = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: 'must be a number' }).min(0, 'must be >= 0').optional(),
);
/** A seeded account's name, `fallback` when unset. */
const username = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.string().min(3, 'must be at least 3 characters').default(fallback));
/** A seeded account's password; unset, the account is not seeded with one. */
const password = z.preprocess(
  emptyToUndefined,
  z.string().min(6, 'must be at least 6 characters').optional(),
);
/** A time limit of at least a second, `fallback` when unset. */
const timeoutMs = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(1000, 'must be at least 1000')
      .default(fallback),
  );
/** How many of something one client address may do in a window, `fallback` when unset. */
const perClientLimit = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number' }).int().min(1, 'must be >= 1').default(fallback),
  );

/** `1.2.3.4`, `1.2.3.4:53`, `::1`, `[::1]` or `[::1]:53`: what node's DNS resolver takes. */
function isResolverAddress(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(value);
  const [host, port] = bracketed ? [bracketed[1]!, bracketed[2]] : v4 ? [v4[1]!, v4[2]] : [value, undefined];
  const family = isIP(host);
  if (family === 0 || (bracketed && family !== 6)) return false;
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

const envSchema = z.object({
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(5000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  ADMIN_USERNAME: username('admin'),
  ADMIN_PASSWORD: password,
  DEMO_USERNAME: username('demouser'),
  DEMO_PASSWORD: password,
  AI_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['offline', 'anthropic', 'openai'], { error: 'must be offline, anthropic or openai' }).optional(),
  ),
  AI_MODEL: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  AI_PRICE_INPUT_PER_MTOK: price,
  AI_PRICE_OUTPUT_PER_MTOK: price,
  /** A model call ends when no token has arrived for this long (a stalled provider). */
  AI_IDLE_TIMEOUT_MS: timeoutMs(60_000),
  /** A whole generation or edit (continuations and retries included) ends after this long. */
  AI_MAX_JOB_MS: timeoutMs(600_000),
  /**
   * The model's context window in tokens (a local model's is often 4k-32k): a prompt that
   * would not fit is trimmed (history first) or refused, never cut silently by the server.
   */
  AI_CONTEXT_TOKENS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of tokens' })
      .int()
      .min(1024, 'must be >= 1024')
      .optional(),
  ),
  /** false: the model takes no images, so reference images are refused with a clear message. */
  AI_VISION: z
    .preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).optional())
    .transform((v) => v === undefined || v === '1' || v === 'true'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  CHROMIUM_PATH: optionalString,
  PREVIEW_ORIGIN: optionalUrl,
  /** The hostname published pages' addresses are built on (`https://{PUBLIC_HOST}/p/{slug}`). */
  PUBLIC_HOST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(?=.{1,253}(?::|$))[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i,
        'must be a hostname, like pages.example.com',
      )
      .optional(),
  ),
  /**
   * The DNS server custom domains are verified against (`ip[:port]`, `[ipv6]:port`); unset, the
   * system's resolvers (/etc/resolv.conf).
   */
  DNS_RESOLVER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine(
        isResolverAddress,
        'must be an IP address with an optional port, like 127.0.0.1:5353 or [::1]:53',
      )
      .optional(),
  ),
  ALLOW_PRIVATE_URL_FETCH: flag,
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a reverse proxy you control). */
  TRUST_PROXY: flag,
  /** Accounts one client address may create per hour (raise it for offices behind one NAT). */
  REGISTER_LIMIT_PER_HOUR: perClientLimit(30),
  /** Accounts one client address may create per day (the hourly limit alone allows 24 times it). */
  REGISTER_LIMIT_PER_DAY: perClientLimit(100),
  /** Sign-in attempts one client address may make per 15 minutes. */
  LOGIN_LIMIT_PER_IP: perClientLimit(50),
  /** Leads one client address may send per 10 minutes, to all pages (an office behind one NAT may need more). */
  LEAD_LIMIT_PER_IP: perClientLimit(20),
  /** How long shutdown lets running event streams (generations) finish before cancelling them. */
  SHUTDOWN_GRACE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(0, 'must be >= 0')
      .max(600_000, 'must be at most 600000 (10 minutes)')
      .default(10_000),
  ),
  /** Days API logs (the admin console's cost reports) are kept; 0 keeps them for good. */
  API_LOG_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number of days' }).int().min(0, 'must be >= 0').default(400),
  ),
  /** Days the raw page events are kept (whole months are dropped); the daily figures stay. */
  ANALYTICS_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number of days' }).int().min(31, 'must be >= 31').default(395),
  ),
  /** Analytics events one address may send per minute, to any page (the beacon's endpoint). */
  ANALYTICS_LIMIT_PER_IP: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of events' })
      .int()
      .min(120, 'must be >= 120')
      .default(600),
  ),
  /** Analytics events one page may receive per minute, from anywhere. */
  ANALYTICS_LIMIT_PER_PAGE: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of events' })
      .int()
      .min(1, 'must be >= 1')
      .default(60_000),
  ),
  /** How often the maintenance job prunes expired sessions, spent rate limits and old API logs. */
  MAINTENANCE_INTERVAL_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of minutes' })
      .refine(
        isScheduleInterval,
        'must divide 60 (1, 2, 5, 10, 15, 30, 60, ...) or be whole hours dividing 24 (120, 180, 240, 360, 480, 720, 1440)',
      )
      .default(60),
  ),
  /**
   * An experiment's winner is called when one variant is at least this likely to be best,
   * judged once a day (README, 'When a winner may be called'): 0.997 keeps the
   * A/A simulation on that schedule under 5% false winners.
   */
  EXPERIMENT_WIN_PROBABILITY: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a probability, like 0.997' })
      .gt(0.5, 'must be > 0.5')
      .lt(1, 'must be < 1')
      .default(0.997),
  ),
  /** No winner before every variant has this many visitors. */
  EXPERIMENT_MIN_VISITORS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of visitors' })
      .int()
      .min(1, 'must be >= 1')
      .default(100),
  ),
  /** No winner before the experiment has run this many days; 0 waives it. */
  EXPERIMENT_MIN_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number of days' }).int().min(0, 'must be >= 0').default(7),
  ),
  /** Where "Contact support" leads: an address (a mailto: link) or a page; unset, no link. */
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: 'must be an email address' }).optional()),
  SUPPORT_URL: optionalUrl,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export type AiProviderName = 'offline' | 'anthropic' | 'openai';

export interface Config extends Env {
  aiProvider: AiProviderName;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const aiProvider: AiProviderName =
    values.AI_PROVIDER ??
    (values.ANTHROPIC_API_KEY ? 'anthropic' : values.OPENAI_API_KEY ? 'openai' : 'offline');
  const problems: string[] = [];
  if (aiProvider === 'anthropic' && !values.ANTHROPIC_API_KEY) {
    problems.push('ANTHROPIC_API_KEY: required when AI_PROVIDER is anthropic');
  }
  if (aiProvider === 'openai' && !values.OPENAI_API_KEY && !values.OPENAI_BASE_URL) {
    problems.push(
      'OPENAI_API_KEY: required when AI_PROVIDER is openai (or set OPENAI_BASE_URL for a keyless local server)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...values, aiProvider };
}
