import type { AppDeps } from '../../app-context.ts';

/** What most leads use cases use: the database only. */
export type LeadsDeps = Pick<AppDeps, 'db'>;

/** Use cases that ask for deliveries: the database and the job queue. */
export type LeadQueueDeps = Pick<AppDeps, 'db' | 'jobs'>;

/** Use cases that reach a webhook: the database, and the config's ALLOW_PRIVATE_URL_FETCH. */
export type LeadWebhookDeps = Pick<AppDeps, 'db' | 'config'>;
