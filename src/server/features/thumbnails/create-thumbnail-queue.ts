import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { makeThumbnail } from './make-thumbnail.ts';
import { type PageRenderer, RendererBusyError, RendererUnavailableError } from './renderer.ts';
import { createInProcessQueue, nullThumbnailQueue, type ThumbnailQueue } from './thumbnail-queue.ts';

/** The app's thumbnail queue: in-process jobs on this renderer, or nothing without a browser. */
export function createThumbnailQueue(options: {
  db: Db;
  renderer: PageRenderer;
  logger: Logger;
  concurrency?: number;
}): ThumbnailQueue {
  const { db, renderer, logger } = options;
  if (!renderer.available) return nullThumbnailQueue;
  return createInProcessQueue({
    logger,
    concurrency: options.concurrency,
    job: async (versionId) => {
      try {
        await makeThumbnail({ db, renderer, versionId });
      } catch (error) {
        // Not the page's fault (no browser, or too many screenshots waiting): not remembered
        // as a failure, so the next read of the thumbnail asks again.
        if (error instanceof RendererUnavailableError || error instanceof RendererBusyError) {
          logger.warn('thumbnail skipped', { versionId, reason: error.message });
          return;
        }
        throw error;
      }
    },
  });
}
