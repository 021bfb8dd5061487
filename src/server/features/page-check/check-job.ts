import { RendererBusyError, versionRenderJob } from '../thumbnails/index.ts';
import { checkVersion } from './check-version.ts';

export const PAGE_CHECK_JOB = 'page-check';

/**
 * The background job behind every page check: checkVersion(). Defined with or without a
 * browser: without one it still stores the markup's checks, marked 'unavailable'. A busy
 * renderer leaves the check 'pending'; the next read asks again.
 */
const pageChecks = versionRenderJob({
  name: PAGE_CHECK_JOB,
  isSkip: (error) => error instanceof RendererBusyError,
  skipped: 'page check postponed',
  run: checkVersion,
});

/**
 * Asks for a version's check, requestPageCheck(deps, { versionId }): one job per version,
 * whichever instance asks and how often.
 */
export const requestPageCheck = pageChecks.request;

/** The job's definition for the queue, pageCheckJob(deps). */
export const pageCheckJob = pageChecks.define;
