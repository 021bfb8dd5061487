import type { Db } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../lib/jobs/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { type PageRenderer, RendererBusyError } from '../thumbnails/index.ts';
import { checkVersion } from './check-version.ts';

export const PAGE_CHECK_JOB = 'page-check';

export type PageCheckJobPayload = { versionId: number };

/** Asks for a version's check: one job per version, whichever instance asks and how often. */
export function requestPageCheck(jobs: JobQueue, versionId: number): void {
  jobs.enqueue(PAGE_CHECK_JOB, { versionId } satisfies PageCheckJobPayload, {
    singletonKey: String(versionId),
  });
}

/**
 * The background job behind every page check: checkVersion(). Defined with or without a
 * browser: without one it still stores the markup's checks, marked 'unavailable'.
 */
export function pageCheckJob(options: {
  db: Db;
  renderer: PageRenderer;
  logger: Logger;
}): JobDefinition<PageCheckJobPayload> {
  const { db, renderer, logger } = options;
  return {
    name: PAGE_CHECK_JOB,
    // The renderer lays out one page at a time anyway (shared with thumbnails).
    concurrency: 1,
    retryLimit: 2,
    retryDelaySeconds: 20,
    timeoutSeconds: 120,
    handler: async ({ versionId }) => {
      try {
        await checkVersion({ db, renderer, versionId });
      } catch (error) {
        // Not the page's fault: no retry; the check stays 'pending' and the next read asks again.
        if (error instanceof RendererBusyError) {
          logger.warn('page check postponed', { versionId, reason: error.message });
          return;
        }
        throw error;
      }
    },
  };
}
