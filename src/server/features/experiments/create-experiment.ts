import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreateExperimentBody, ExperimentCreated } from '../../../shared/api/experiments.ts';
import { rowsOf } from '../../db/client.ts';
import { experiments, experimentVariants, landingPages } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { PAGE_NOT_FOUND } from '../../lib/page-ownership.ts';
import { lockSlug, publicationHolds, slugTaken } from '../../lib/public-slugs.ts';
import { buildPageArtifact, publicUrl } from '../publishing/index.ts';
import type { ExperimentsDeps } from './deps.ts';
import { forgetLiveExperiments } from './serve-experiment.ts';

/**
 * POST /api/experiments (docs/product.md, 'Experiments'). Every page must be the user's (else
 * 404, the same answer as a page that does not exist). With a slug, each variant's artifact is
 * built now from its page's live version, wired so its beacon and forms name the experiment;
 * the id is drawn first so the artifacts can carry it, and the experiment appears whole or not
 * at all. The slug shares the publications' namespace (409 when either holds it).
 */
export async function createExperiment(
  deps: ExperimentsDeps,
  input: { userId: number; origin: string; body: CreateExperimentBody },
): Promise<ExperimentCreated> {
  const { db } = deps;
  const { body } = input;
  const pages = await db
    .select({
      id: landingPages.id,
      title: landingPages.title,
      html: landingPages.generatedHtml,
      versionId: landingPages.currentVersionId,
    })
    .from(landingPages)
    .where(and(inArray(landingPages.id, body.pageIds), eq(landingPages.userId, input.userId)));
  if (pages.length !== body.pageIds.length) throw notFound(PAGE_NOT_FOUND);
  const byId = new Map(pages.map((page) => [page.id, page]));
  const ordered = body.pageIds.map((id) => byId.get(id)!);
  const unsaved = ordered.find((page) => page.versionId === null);
  if (body.slug && unsaved) throw conflict(`"${unsaved.title}" has no saved version to serve yet`);

  const weights = body.weights ?? ordered.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const drawn = await db.execute(sql`select nextval(pg_get_serial_sequence('experiments', 'id'))::int as id`);
  const experimentId = Number(rowsOf<{ id: number }>(drawn)[0]!.id);
  const slug = body.slug;
  const variants = await Promise.all(
    ordered.map(async (page, position) => {
      const artifact = slug
        ? await buildPageArtifact(deps, {
            userId: input.userId,
            pageId: page.id,
            origin: input.origin,
            slug,
            html: page.html,
            experimentId,
          })
        : null;
      return {
        experimentId,
        position,
        pageId: page.id,
        title: page.title,
        weight: weights[position]! / total,
        versionId: page.versionId,
        ...artifact,
      };
    }),
  );
  try {
    await db.transaction(async (tx) => {
      if (slug) {
        await lockSlug(tx, slug);
        if (await publicationHolds(tx, slug)) throw conflict(slugTaken(slug));
      }
      await tx.insert(experiments).values({ id: experimentId, userId: input.userId, name: body.name, slug });
      await tx.insert(experimentVariants).values(variants);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(slugTaken(slug ?? ''));
    throw error;
  }
  forgetLiveExperiments();
  return {
    id: experimentId,
    slug: slug ?? null,
    url: slug ? publicUrl(deps, input.origin, slug) : null,
    status: 'running',
  };
}
