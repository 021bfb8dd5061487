import type { AppDeps } from '../../app-context.ts';

/** What most billing use cases use: the database (or the caller's transaction) only. */
export type BillingDeps = Pick<AppDeps, 'db'>;

/** Use cases that may call Stripe: the database, the config (Stripe keys) and the logger. */
export type StripeDeps = Pick<AppDeps, 'db' | 'config' | 'logger'>;
