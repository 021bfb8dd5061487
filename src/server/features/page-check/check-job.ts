import type { Db } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../lib/jobs/index.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  type PageRenderer,
  RendererBusyError,
  requestVersionJob,
  type VersionJobPayload,
  versionRenderJob,
} from '../thumbnails/index.ts';
import { checkVersion } from './check-version.ts';

export const PAGE_CHECK_JOB = 'page-check';

export type PageCheckJobPayload = VersionJobPayload;

/** Asks for a version's check: one job per version, whichever instance asks and how often. */
export function requestPageCheck(jobs: JobQueue, versionId: number): void {
  requestVersionJob(jobs, PAGE_CHECK_JOB, versionId);
}

/**
 * The background job behind every page check: checkVersion(). Defined with or without a
 * browser: without one it still stores the markup's checks, marked 'unavailable'. A busy
 * renderer leaves the check 'pending'; the next read asks again.
 */
export function pageCheckJob(options: {
  db: Db;
  renderer: PageRenderer;
  logger: Logger;
}): JobDefinition<PageCheckJobPayload> {
  const { db, renderer, logger } = options;
  return versionRenderJob({
    name: PAGE_CHECK_JOB,
    logger,
    isSkip: (error) => error instanceof RendererBusyError,
    skipped: 'page check postponed',
    run: (versionId) => checkVersion({ db, renderer, versionId }),
  });
}
