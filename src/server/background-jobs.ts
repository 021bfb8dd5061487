import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { checkoutExpiryJob } from './features/billing/index.ts';
import { leadDeliveryJobs } from './features/leads/index.ts';
import { maintenanceJob } from './features/maintenance/index.ts';
import { pageCheckJob } from './features/page-check/index.ts';
import { type PageRenderer, thumbnailJob } from './features/thumbnails/index.ts';
import type { JobDefinition, JobQueue } from './lib/jobs/index.ts';
import type { Logger } from './lib/logger.ts';

/**
 * Every background job the server runs, in one list: main.ts starts the job queue with it.
 * A new job is one more line here; its use cases enqueue it by name through deps.jobs.
 */
export function backgroundJobs(options: {
  db: Db;
  config: Config;
  renderer: PageRenderer;
  logger: Logger;
  /** The queue these jobs run on, for jobs that ask for others (the lead delivery sweep). */
  queue: () => JobQueue;
}): JobDefinition[] {
  const { db, config, renderer, logger } = options;
  const renderDeps = { db, rendering: { renderer }, logger };
  return [
    ...leadDeliveryJobs({ db, config, logger }, { queue: options.queue }),
    ...(renderer.available ? [thumbnailJob(renderDeps)] : []),
    // Without a browser too: the markup's checks are still stored, marked 'unavailable'.
    pageCheckJob(renderDeps),
    // Unpaid checkouts give their coupon uses back within the hour.
    checkoutExpiryJob({ db, config, logger }),
    maintenanceJob({ db, config, logger }),
  ];
}
