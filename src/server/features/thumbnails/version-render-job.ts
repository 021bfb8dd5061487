import { eq, type SQL } from 'drizzle-orm';
import { landingPages, pageVersions } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../lib/jobs/index.ts';
import type { JobRequestDeps, RenderDeps, RenderJobDeps } from './deps.ts';

/** What every per-version render job carries. */
export type VersionJobPayload = { versionId: number };

/**
 * A background job that renders one saved version in the instance's Chromium (thumbnails,
 * page checks): `run` is its use case, called with the version. The renderer draws one page
 * at a time, so one job runs at a time; a render is bounded, but may first wait behind
 * screenshots. An error that is not the page's fault (`isSkip`: no browser, too much
 * waiting) is not a failure: logged, never retried, and the next read asks again.
 */
export function versionRenderJob(spec: {
  name: string;
  isSkip(error: unknown): boolean;
  /** The log line for a skipped job. */
  skipped: string;
  run(deps: RenderJobDeps, input: VersionJobPayload): Promise<unknown>;
}) {
  const { name, isSkip, skipped, run } = spec;
  return {
    /**
     * Asks for the job about one version. One job per version, whichever instance asks and
     * however often (a save, then reads of what is still missing): the version id is the
     * singleton key.
     */
    request(deps: JobRequestDeps, input: VersionJobPayload): void {
      const { versionId } = input;
      deps.jobs.enqueue(name, { versionId } satisfies VersionJobPayload, { singletonKey: String(versionId) });
    },
    /** The job for the queue. */
    define(deps: RenderJobDeps): JobDefinition<VersionJobPayload> {
      return {
        name,
        concurrency: 1,
        retryLimit: 2,
        retryDelaySeconds: 20,
        timeoutSeconds: 120,
        handler: async ({ versionId }) => {
          try {
            await run(deps, { versionId });
          } catch (error) {
            if (!isSkip(error)) throw error;
            deps.logger.warn(skipped, { versionId, reason: (error as Error).message });
          }
        },
      };
    },
  };
}

/** A saved version as a render job reads it. */
export interface VersionToRender<T> {
  pageId: number;
  userId: number;
  version: number;
  html: string;
  /** The brief the page was made from (landing_pages.prompt; '' when none was given). */
  prompt: string;
  /** What the job already stored for the version (its `stored` expression). */
  stored: T;
}

/**
 * The saved version a render job works on, with its page's owner, in one query; `stored`
 * reads what the job already stored for it (an expression over the version's row). Null
 * when the version was deleted meanwhile (pruned, page deleted): the job has nothing to do.
 */
export async function findVersionToRender<T>(
  deps: Pick<RenderDeps, 'db'>,
  input: { versionId: number; stored: SQL<T> },
): Promise<VersionToRender<T> | null> {
  const [row] = await deps.db
    .select({
      pageId: pageVersions.landingPageId,
      userId: landingPages.userId,
      version: pageVersions.version,
      html: pageVersions.html,
      prompt: landingPages.prompt,
      stored: input.stored,
    })
    .from(pageVersions)
    .innerJoin(landingPages, eq(landingPages.id, pageVersions.landingPageId))
    .where(eq(pageVersions.id, input.versionId))
    .limit(1);
  return (row as VersionToRender<T> | undefined) ?? null;
}
