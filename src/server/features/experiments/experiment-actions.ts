import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Experiment } from '../../../shared/api/experiments.ts';
import { experiments, experimentVariants, landingPages, pageVersions } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { buildPageArtifact } from '../publishing/index.ts';
import type { ExperimentsDeps } from './deps.ts';
import { findOwnedExperiment, getExperiment } from './experiment-results.ts';
import { forgetLiveExperiments } from './serve-experiment.ts';

/**
 * POST /api/experiments/{id}/promote: every new visitor gets `pageId` from now on; the
 * experiment shows as promoted. A page that is not one of its variants is a 400; an ended
 * experiment is a 409.
 */
export async function promoteVariant(
  deps: ExperimentsDeps,
  input: { userId: number; experimentId: number; pageId: number; origin: string },
): Promise<Experiment> {
  const { row, variants } = await findOwnedExperiment(deps, input);
  if (!variants.some((variant) => variant.pageId === input.pageId))
    throw badRequest('That page is not in this experiment: promote one of its variants');
  if (row.status === 'ended')
    throw conflict('This experiment has ended: start a new one to serve a page again');
  await deps.db
    .update(experiments)
    .set({ status: 'promoted', promotedPageId: input.pageId })
    .where(eq(experiments.id, row.id));
  forgetLiveExperiments();
  return getExperiment(deps, input);
}

/**
 * DELETE /api/experiments/{id}: ends a running or promoted experiment (its address answers 404
 * and its slug is free; its results stay readable), and deletes one that has already ended.
 */
export async function endExperiment(
  deps: ExperimentsDeps,
  input: { userId: number; experimentId: number },
): Promise<{ message: string }> {
  const { row } = await findOwnedExperiment(deps, input);
  if (row.status === 'ended') {
    await deps.db.delete(experiments).where(eq(experiments.id, row.id));
    return { message: 'Experiment deleted' };
  }
  await deps.db
    .update(experiments)
    .set({ status: 'ended', endedAt: new Date() })
    .where(and(eq(experiments.id, row.id), ne(experiments.status, 'ended')));
  forgetLiveExperiments();
  return { message: 'Experiment ended: its results stay readable' };
}

/**
 * Before a page is deleted: every experiment that serves it ends, so its address stops serving
 * the deleted page and its results freeze as they are at that moment (a variant keeps its
 * title; its page becomes null). Returns how many ended.
 */
export async function endExperimentsOfPage(
  deps: Pick<ExperimentsDeps, 'db'>,
  input: { pageId: number },
): Promise<number> {
  const ended = await deps.db
    .update(experiments)
    .set({ status: 'ended', endedAt: new Date() })
    .where(
      and(
        ne(experiments.status, 'ended'),
        inArray(
          experiments.id,
          deps.db
            .select({ id: experimentVariants.experimentId })
            .from(experimentVariants)
            .where(eq(experimentVariants.pageId, input.pageId)),
        ),
      ),
    )
    .returning({ id: experiments.id });
  if (ended.length > 0) forgetLiveExperiments();
  return ended.length;
}

/**
 * After a page's lead settings change (a rotated capture key, a new thank-you): its variants
 * in live experiments are rebuilt from the version they serve, or their forms would post to a
 * key that no longer exists.
 */
export async function rewireExperiments(
  deps: ExperimentsDeps,
  input: { userId: number; pageId: number; origin: string },
): Promise<void> {
  const rows = await deps.db
    .select({
      experimentId: experimentVariants.experimentId,
      position: experimentVariants.position,
      slug: experiments.slug,
      served: pageVersions.html,
      live: landingPages.generatedHtml,
    })
    .from(experimentVariants)
    .innerJoin(experiments, eq(experiments.id, experimentVariants.experimentId))
    .innerJoin(landingPages, eq(landingPages.id, experimentVariants.pageId))
    .leftJoin(pageVersions, eq(pageVersions.id, experimentVariants.versionId))
    .where(
      and(
        eq(experimentVariants.pageId, input.pageId),
        eq(experiments.userId, input.userId),
        ne(experiments.status, 'ended'),
        sql`${experiments.slug} is not null`,
      ),
    );
  for (const row of rows) {
    const built = await buildPageArtifact(deps, {
      ...input,
      slug: row.slug!,
      html: row.served ?? row.live,
      experimentId: row.experimentId,
    });
    await deps.db
      .update(experimentVariants)
      .set(built)
      .where(
        and(
          eq(experimentVariants.experimentId, row.experimentId),
          eq(experimentVariants.position, row.position),
        ),
      );
  }
  if (rows.length > 0) forgetLiveExperiments();
}
