import type { Db } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../lib/jobs/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { type PageRenderer, RendererBusyError, RendererUnavailableError } from '../../lib/page-renderer.ts';
import { makeThumbnail } from './make-thumbnail.ts';
import { requestVersionJob, type VersionJobPayload, versionRenderJob } from './version-render-job.ts';

export const THUMBNAIL_JOB = 'thumbnail';

export type ThumbnailJobPayload = VersionJobPayload;

/** Asks for a version's thumbnail (one job per version). */
export function requestThumbnail(jobs: JobQueue, versionId: number): void {
  requestVersionJob(jobs, THUMBNAIL_JOB, versionId);
}

/** The background job behind every thumbnail; defined only where a browser is available. */
export function thumbnailJob(options: {
  db: Db;
  renderer: PageRenderer;
  logger: Logger;
}): JobDefinition<ThumbnailJobPayload> {
  const { db, renderer, logger } = options;
  return versionRenderJob({
    name: THUMBNAIL_JOB,
    logger,
    isSkip: (error) => error instanceof RendererUnavailableError || error instanceof RendererBusyError,
    skipped: 'thumbnail skipped',
    run: async (versionId) => {
      const outcome = await makeThumbnail({ db, renderer, versionId });
      // One line per job: which instance drew which version (and that none drew one twice).
      logger.info('thumbnail', { versionId, outcome });
    },
  });
}
