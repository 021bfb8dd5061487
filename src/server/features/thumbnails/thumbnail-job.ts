import { RendererBusyError, RendererUnavailableError } from '../../lib/page-renderer.ts';
import { makeThumbnail } from './make-thumbnail.ts';
import { versionRenderJob } from './version-render-job.ts';

export const THUMBNAIL_JOB = 'thumbnail';

const thumbnails = versionRenderJob({
  name: THUMBNAIL_JOB,
  isSkip: (error) => error instanceof RendererUnavailableError || error instanceof RendererBusyError,
  skipped: 'thumbnail skipped',
  run: async (deps, input) => {
    const outcome = await makeThumbnail(deps, input);
    // One line per job: which instance drew which version (and that none drew one twice).
    deps.logger.info('thumbnail', { versionId: input.versionId, outcome });
  },
});

/** Asks for a version's thumbnail (one job per version): requestThumbnail(deps, { versionId }). */
export const requestThumbnail = thumbnails.request;

/** The background job behind every thumbnail; defined only where a browser is available. */
export const thumbnailJob = thumbnails.define;
