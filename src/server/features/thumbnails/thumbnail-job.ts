import type { Db } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../lib/jobs/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { makeThumbnail } from './make-thumbnail.ts';
import { type PageRenderer, RendererBusyError, RendererUnavailableError } from './renderer.ts';

export const THUMBNAIL_JOB = 'thumbnail';

export type ThumbnailJobPayload = { versionId: number };

/**
 * Asks for a version's thumbnail. One job per version, whichever instance asks and however
 * often (a save, then reads of the missing image): the version id is the singleton key.
 */
export function requestThumbnail(jobs: JobQueue, versionId: number): void {
  jobs.enqueue(THUMBNAIL_JOB, { versionId } satisfies ThumbnailJobPayload, {
    singletonKey: String(versionId),
  });
}

/** The background job behind every thumbnail; defined only where a browser is available. */
export function thumbnailJob(options: {
  db: Db;
  renderer: PageRenderer;
  logger: Logger;
}): JobDefinition<ThumbnailJobPayload> {
  const { db, renderer, logger } = options;
  return {
    name: THUMBNAIL_JOB,
    // The renderer draws one page at a time anyway; a second job would only wait in it.
    concurrency: 1,
    retryLimit: 2,
    retryDelaySeconds: 20,
    // A render is bounded at 10 s, but may first wait behind screenshots on this instance.
    timeoutSeconds: 120,
    handler: async ({ versionId }) => {
      try {
        const outcome = await makeThumbnail({ db, renderer, versionId });
        // One line per job: which instance drew which version (and that none drew one twice).
        logger.info('thumbnail', { versionId, outcome });
      } catch (error) {
        // Not the page's fault (no browser, or too many screenshots waiting): not a failure,
        // so nothing is retried or remembered; the next read of the thumbnail asks again.
        if (error instanceof RendererUnavailableError || error instanceof RendererBusyError) {
          logger.warn('thumbnail skipped', { versionId, reason: error.message });
          return;
        }
        throw error;
      }
    },
  };
}
