import type { AppDeps } from '../../app-context.ts';

/** What most admin use cases use: the database only. */
export type AdminDeps = Pick<AppDeps, 'db'>;

/**
 * Use cases that change a subscription through billing's rules, which may stop it on Stripe:
 * the database, the config (Stripe keys) and the logger.
 */
export type AdminBillingDeps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/** The API cost summary: the database, and the config's price override. */
export type AdminPricingDeps = Pick<AppDeps, 'db' | 'config'>;
