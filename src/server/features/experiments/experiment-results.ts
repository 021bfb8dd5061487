import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { conversionRate } from '../../../shared/api/analytics.ts';
import type { Experiment, ExperimentStatus, ExperimentSummary } from '../../../shared/api/experiments.ts';
import { rowsOf } from '../../db/client.ts';
import { experiments, experimentVariants } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { publicUrl } from '../publishing/index.ts';
import type { ExperimentsDeps } from './deps.ts';
import { daysRunOf, isoDay, stillEvaluating, takeLook, winnerRulesOf } from './evaluate-experiments.ts';
import { probabilityToBeBest } from './statistics.ts';

export const EXPERIMENT_NOT_FOUND = 'Experiment not found';

type ExperimentRow = typeof experiments.$inferSelect;
type VariantRow = Pick<
  typeof experimentVariants.$inferSelect,
  'position' | 'pageId' | 'title' | 'weight' | 'versionId'
>;

const variantColumns = {
  experimentId: experimentVariants.experimentId,
  position: experimentVariants.position,
  pageId: experimentVariants.pageId,
  title: experimentVariants.title,
  weight: experimentVariants.weight,
  versionId: experimentVariants.versionId,
};

function summaryOf(
  deps: ExperimentsDeps,
  origin: string,
  row: ExperimentRow,
  variants: readonly VariantRow[],
): ExperimentSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: row.slug ? publicUrl(deps, origin, row.slug) : null,
    status: row.status as ExperimentStatus,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    winnerPageId: row.winnerPageId,
    variants: variants.map((variant) => ({ pageId: variant.pageId, title: variant.title })),
  };
}

/** GET /api/experiments: the user's experiments, newest first, with their pages' titles. */
export async function listExperiments(
  deps: ExperimentsDeps,
  input: { userId: number; origin: string },
): Promise<ExperimentSummary[]> {
  const rows = await deps.db
    .select()
    .from(experiments)
    .where(eq(experiments.userId, input.userId))
    .orderBy(desc(experiments.startedAt), desc(experiments.id));
  if (rows.length === 0) return [];
  const variants = await deps.db
    .select(variantColumns)
    .from(experimentVariants)
    .where(
      inArray(
        experimentVariants.experimentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(experimentVariants.experimentId), asc(experimentVariants.position));
  return rows.map((row) =>
    summaryOf(
      deps,
      input.origin,
      row,
      variants.filter((variant) => variant.experimentId === row.id),
    ),
  );
}

/** The experiment of this user, or a 404 (another user's answers as one that does not exist). */
export async function findOwnedExperiment(
  deps: ExperimentsDeps,
  input: { userId: number; experimentId: number },
) {
  const [row] = await deps.db
    .select()
    .from(experiments)
    .where(and(eq(experiments.id, input.experimentId), eq(experiments.userId, input.userId)))
    .limit(1);
  if (!row) throw notFound(EXPERIMENT_NOT_FOUND);
  const variants = await deps.db
    .select(variantColumns)
    .from(experimentVariants)
    .where(eq(experimentVariants.experimentId, row.id))
    .orderBy(asc(experimentVariants.position));
  return { row, variants };
}

interface DailyCounts {
  position: number;
  day: string;
  visitors: number;
  leads: number;
}

/**
 * Visitors and leads per variant and day. A split counts what its own artifacts reported
 * (experiment_stats_daily). A comparison of pasted pages counts each page's pasted beacons and
 * leads from the day it started (to the day it ended), from the pages' daily rollup.
 */
async function dailyCounts(
  deps: ExperimentsDeps,
  row: ExperimentRow,
  variants: readonly VariantRow[],
): Promise<DailyCounts[]> {
  if (row.slug !== null) {
    const result = await deps.db.execute(sql`
      select position, day::text as day, visitors, leads from experiment_stats_daily
      where experiment_id = ${row.id} order by day`);
    return rowsOf<DailyCounts>(result).map((r) => ({
      ...r,
      visitors: Number(r.visitors),
      leads: Number(r.leads),
    }));
  }
  const pages = variants.flatMap((variant) => (variant.pageId === null ? [] : [variant]));
  if (pages.length === 0) return [];
  const from = isoDay(row.startedAt.getTime());
  const to = isoDay(row.endedAt?.getTime() ?? Date.now());
  const result = await deps.db.execute(sql`
    select page_id, day::text as day, sum(visitors) as visitors, sum(leads) as leads
    from page_stats_daily
    where channel = 'pasted' and day between ${from}::date and ${to}::date
      and page_id in (${sql.join(
        pages.map((page) => sql`${page.pageId}`),
        sql`, `,
      )})
    group by page_id, day order by day`);
  const positionOf = new Map(pages.map((page) => [page.pageId, page.position]));
  return rowsOf<{ page_id: number; day: string; visitors: unknown; leads: unknown }>(result).map((r) => ({
    position: positionOf.get(Number(r.page_id))!,
    day: r.day,
    visitors: Number(r.visitors),
    leads: Number(r.leads),
  }));
}

/** Each variant's totals, in order. */
export async function variantTotals(
  deps: ExperimentsDeps,
  row: ExperimentRow,
  variants: readonly VariantRow[],
) {
  const daily = await dailyCounts(deps, row, variants);
  const totals = variants.map((variant) => ({ pageId: variant.pageId, visitors: 0, leads: 0 }));
  for (const day of daily) {
    const total = totals[day.position];
    if (!total) continue;
    total.visitors += day.visitors;
    total.leads += day.leads;
  }
  return { daily, totals };
}

/**
 * GET /api/experiments/{id}: every variant's visitors, leads, conversion rate and probability
 * to be best, the days, and the winner once called. A read takes the day's look of the
 * evaluation when it is due (evaluate-experiments.ts), so the winner shows without waiting for
 * the daily job.
 */
export async function getExperiment(
  deps: ExperimentsDeps,
  input: { userId: number; experimentId: number; origin: string },
): Promise<Experiment> {
  const { row, variants } = await findOwnedExperiment(deps, input);
  const { daily, totals } = await variantTotals(deps, row, variants);
  const now = Date.now();
  if (row.status === 'running') await takeLook(deps, row, totals, now);
  const probabilities = probabilityToBeBest(totals);
  const promotedPageId = row.status === 'promoted' ? row.promotedPageId : null;
  const days = [...new Set(daily.map((day) => day.day))].sort();
  const byDay = new Map(
    days.map((day) => [day, { visitors: totals.map(() => 0), leads: totals.map(() => 0) }]),
  );
  for (const entry of daily) {
    const day = byDay.get(entry.day)!;
    day.visitors[entry.position] = entry.visitors;
    day.leads[entry.position] = entry.leads;
  }
  return {
    ...summaryOf(deps, input.origin, row, variants),
    promotedPageId,
    variants: variants.map((variant, index) => ({
      pageId: variant.pageId,
      title: variant.title,
      weight: promotedPageId === null ? variant.weight : variant.pageId === promotedPageId ? 1 : 0,
      visitors: totals[index]!.visitors,
      leads: totals[index]!.leads,
      conversionRate: conversionRate(totals[index]!.leads, totals[index]!.visitors),
      probabilityToBeBest: probabilities[index] ?? 0,
      thumbnailUrl:
        variant.pageId !== null && variant.versionId !== null
          ? `/api/landing-pages/${variant.pageId}/thumbnail?v=${variant.versionId}`
          : null,
    })),
    daily: days.map((date) => ({ date, ...byDay.get(date)! })),
    rules: winnerRulesOf(deps.config),
    daysRun: daysRunOf(row.startedAt, row.endedAt?.getTime() ?? now),
    evaluating: row.status === 'running' && row.winnerPageId === null && stillEvaluating(row),
  };
}

/** The daily job's look at every running experiment without a winner. */
export async function evaluateExperiments(
  deps: ExperimentsDeps,
  now = Date.now(),
): Promise<{ looked: number; called: number }> {
  const running = await deps.db
    .select()
    .from(experiments)
    .where(and(eq(experiments.status, 'running'), sql`${experiments.winnerPageId} is null`));
  let looked = 0;
  let called = 0;
  for (const row of running) {
    const variants = await deps.db
      .select(variantColumns)
      .from(experimentVariants)
      .where(eq(experimentVariants.experimentId, row.id))
      .orderBy(asc(experimentVariants.position));
    const { totals } = await variantTotals(deps, row, variants);
    const before = row.looks;
    const winner = await takeLook(deps, row, totals, now);
    if (row.looks > before) looked++;
    if (winner !== null) called++;
  }
  return { looked, called };
}
