import type { JobDefinition, JobQueue } from '../../lib/jobs/index.ts';
import type { Logger } from '../../lib/logger.ts';

/** What every per-version render job carries. */
export type VersionJobPayload = { versionId: number };

/**
 * Asks for a job about one version. One job per version, whichever instance asks and however
 * often (a save, then reads of what is still missing): the version id is the singleton key.
 */
export function requestVersionJob(jobs: JobQueue, name: string, versionId: number): void {
  jobs.enqueue(name, { versionId } satisfies VersionJobPayload, { singletonKey: String(versionId) });
}

/**
 * A background job that renders one saved version in the instance's Chromium (thumbnails,
 * page checks). The renderer draws one page at a time, so one job runs at a time; a render is
 * bounded, but may first wait behind screenshots. An error that is not the page's fault
 * (`isSkip`: no browser, too much waiting) is not a failure: logged, never retried, and the
 * next read asks again.
 */
export function versionRenderJob(options: {
  name: string;
  logger: Logger;
  isSkip(error: unknown): boolean;
  /** The log line for a skipped job. */
  skipped: string;
  run(versionId: number): Promise<unknown>;
}): JobDefinition<VersionJobPayload> {
  const { name, logger, isSkip, skipped, run } = options;
  return {
    name,
    concurrency: 1,
    retryLimit: 2,
    retryDelaySeconds: 20,
    timeoutSeconds: 120,
    handler: async ({ versionId }) => {
      try {
        await run(versionId);
      } catch (error) {
        if (!isSkip(error)) throw error;
        logger.warn(skipped, { versionId, reason: (error as Error).message });
      }
    },
  };
}
