import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { experiments } from '../../db/schema/index.ts';
import type { ExperimentsDeps } from './deps.ts';
import { EVALUATION_DAYS, type VariantCounts, type WinnerRules, winnerOf } from './statistics.ts';

const DAY_MS = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The rules as configured (EXPERIMENT_WIN_PROBABILITY, EXPERIMENT_MIN_VISITORS, EXPERIMENT_MIN_DAYS). */
export const winnerRulesOf = (config: ExperimentsDeps['config']): WinnerRules => ({
  winProbability: config.EXPERIMENT_WIN_PROBABILITY,
  minVisitors: config.EXPERIMENT_MIN_VISITORS,
  minDays: config.EXPERIMENT_MIN_DAYS,
});

/** Whole days between the start and `until`. */
export const daysRunOf = (startedAt: Date, until: number) =>
  Math.max(0, Math.floor((until - startedAt.getTime()) / DAY_MS));

export interface LookState {
  id: number;
  status: string;
  startedAt: Date;
  winnerPageId: number | null;
  looks: number;
  lastLookDay: string | null;
}

/** Whether the schedule still has looks to take (one a day, EVALUATION_DAYS + 1 in all). */
export const stillEvaluating = (state: Pick<LookState, 'looks'>) => state.looks <= EVALUATION_DAYS;

/**
 * One look of the evaluation (README, 'When a winner may be called'): at most one
 * a UTC day, only once the minimums are met (every variant's visitors, the days run), and no
 * more than the schedule's number of looks, so the false-winner rate stays what the A/A
 * simulation measured however often the results are read. Taken by the daily job and, when
 * due, by a read of the results. The update is guarded on the last look's day, so two readers
 * at once take one look. Returns the winner's page id when this look called one.
 */
export async function takeLook(
  deps: ExperimentsDeps,
  state: LookState,
  variants: readonly (VariantCounts & { pageId: number | null })[],
  now = Date.now(),
): Promise<number | null> {
  const rules = winnerRulesOf(deps.config);
  const today = isoDay(now);
  if (state.status !== 'running' || state.winnerPageId !== null) return null;
  if (state.lastLookDay === today || !stillEvaluating(state)) return null;
  const daysRun = daysRunOf(state.startedAt, now);
  if (daysRun < rules.minDays || variants.some((variant) => variant.visitors < rules.minVisitors))
    return null;
  const best = winnerOf(variants, rules, daysRun);
  const winnerPageId = best === null ? null : (variants[best]!.pageId ?? null);
  const taken = await deps.db
    .update(experiments)
    .set({
      looks: sql`${experiments.looks} + 1`,
      lastLookDay: today,
      ...(winnerPageId === null ? {} : { winnerPageId, winnerCalledAt: new Date(now) }),
    })
    .where(
      and(
        eq(experiments.id, state.id),
        eq(experiments.status, 'running'),
        or(isNull(experiments.lastLookDay), sql`${experiments.lastLookDay} <> ${today}::date`),
      ),
    )
    .returning({ id: experiments.id });
  if (taken.length === 0) return null;
  state.looks++;
  state.lastLookDay = today;
  if (winnerPageId !== null) state.winnerPageId = winnerPageId;
  return winnerPageId;
}
