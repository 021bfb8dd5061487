import { z } from 'zod';
import { slugSchema } from './publication.ts';

/**
 * Experiments (docs/product.md, 'Experiments'): two to five of a user's pages split-tested at
 * one address, `/p/{slug}`, with visitors and leads counted per variant, each variant's
 * probability to be best, and a winner called only when the rules allow (README, 'Experiments:
 * when a winner may be called'). An experiment without a slug compares pasted pages, whose
 * traffic the marketer's own platform splits, from their own beacons.
 */

export const EXPERIMENT_LIMITS = {
  minPages: 2,
  maxPages: 5,
  maxNameLength: 80,
} as const;

/** running: the split is served; promoted: every new visitor gets one page; ended: stopped. */
export const EXPERIMENT_STATUSES = ['running', 'promoted', 'ended'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

const PAGES_RULE = `pageIds must list ${EXPERIMENT_LIMITS.minPages} to ${EXPERIMENT_LIMITS.maxPages} different pages`;
const WEIGHTS_RULE = 'weights must give one number of 0 or more per page, adding up to more than 0';

/** POST /api/experiments */
export const createExperimentSchema = z
  .strictObject({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, { error: 'name is required' })
      .max(EXPERIMENT_LIMITS.maxNameLength, {
        error: `name must be at most ${EXPERIMENT_LIMITS.maxNameLength} characters`,
      }),
    /** Where the split is served; leave it out to compare pasted pages. */
    slug: slugSchema.optional(),
    pageIds: z
      .array(z.number({ error: PAGES_RULE }).int({ error: PAGES_RULE }).positive({ error: PAGES_RULE }), {
        error: PAGES_RULE,
      })
      .min(EXPERIMENT_LIMITS.minPages, { error: PAGES_RULE })
      .max(EXPERIMENT_LIMITS.maxPages, { error: PAGES_RULE })
      .refine((ids) => new Set(ids).size === ids.length, { error: PAGES_RULE }),
    /** Relative shares of the traffic, one per page in pageIds' order; equal when left out. */
    weights: z
      .array(
        z.number({ error: WEIGHTS_RULE }).finite({ error: WEIGHTS_RULE }).min(0, { error: WEIGHTS_RULE }),
        { error: WEIGHTS_RULE },
      )
      .optional(),
  })
  .refine((body) => !body.weights || body.weights.length === body.pageIds.length, {
    error: WEIGHTS_RULE,
    path: ['weights'],
  })
  .refine((body) => !body.weights || body.weights.reduce((sum, w) => sum + w, 0) > 0, {
    error: WEIGHTS_RULE,
    path: ['weights'],
  });
export type CreateExperimentBody = z.infer<typeof createExperimentSchema>;

/** POST /api/experiments/{id}/promote */
export const promoteExperimentSchema = z.strictObject({
  pageId: z.number({ error: 'pageId must be one of the experiment’s pages' }).int().positive(),
});

/** POST /api/experiments answers 201 with this. */
export interface ExperimentCreated {
  id: number;
  slug: string | null;
  /** `{origin}/p/{slug}`, or null for a comparison of pasted pages. */
  url: string | null;
  status: ExperimentStatus;
}

/** GET /api/experiments: the user's experiments, newest first. */
export interface ExperimentSummary extends ExperimentCreated {
  name: string;
  startedAt: string;
  endedAt: string | null;
  winnerPageId: number | null;
  variants: { pageId: number | null; title: string }[];
}

export interface ExperimentVariant {
  /** null once the page has been deleted (its results stay). */
  pageId: number | null;
  /** The page's title (as it was when the page was deleted). */
  title: string;
  /** The share of new visitors it gets, 0 to 1 (all of them to a promoted page). */
  weight: number;
  visitors: number;
  leads: number;
  /** leads / visitors, 0 without visitors. */
  conversionRate: number;
  /** Beta-Binomial posterior probability that its rate is the best, 0 to 1. */
  probabilityToBeBest: number;
  /** The page's thumbnail, when it has one. */
  thumbnailUrl: string | null;
}

/** GET /api/experiments/{id} */
export interface Experiment extends ExperimentSummary {
  /** The page every new visitor gets since it was promoted. */
  promotedPageId: number | null;
  variants: ExperimentVariant[];
  /** Per day (UTC) since the start, oldest first: visitors and leads per variant, in order. */
  daily: { date: string; visitors: number[]; leads: number[] }[];
  /** What a winner needs, as configured. */
  rules: { winProbability: number; minVisitors: number; minDays: number };
  /** Whole days it has run (until it ended). */
  daysRun: number;
  /** false once the evaluation schedule ran out without a winner. */
  evaluating: boolean;
}

/** Variant letters: A, B, C, D, E in the experiment's order. */
export const variantLetter = (index: number) => String.fromCharCode(65 + index);

const percent = (p: number) => {
  const value = Math.round(p * 1000) / 10;
  return `${value >= 99.9 && p < 1 ? '>99.9' : String(value)}%`;
};

function visitorsPhrase(variants: readonly ExperimentVariant[]): string {
  const counts = variants.map((variant) => variant.visitors);
  if (counts.every((count) => count === counts[0]))
    return `${counts[0]!.toLocaleString('en-US')} visitors each`;
  const named = counts.map((count, index) => `${variantLetter(index)} ${count.toLocaleString('en-US')}`);
  if (counts.length === 2)
    return `${counts[0]!.toLocaleString('en-US')} and ${counts[1]!.toLocaleString('en-US')} visitors`;
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)} visitors`;
}

/**
 * The results in plain words: who converts better, how sure that is, and on how many
 * visitors ("B converts better with 97% probability; 212 visitors each"), never a p-value.
 */
export function experimentVerdict(experiment: Experiment): string {
  const { variants, rules } = experiment;
  const label = (pageId: number | null) => {
    const index = variants.findIndex((variant) => variant.pageId === pageId);
    return index >= 0 ? variantLetter(index) : 'The chosen page';
  };
  if (experiment.status === 'promoted')
    return `${label(experiment.promotedPageId)} was promoted: every new visitor sees it.`;
  const total = variants.reduce((sum, variant) => sum + variant.visitors, 0);
  if (total === 0) return 'No visitors yet: share the experiment’s address to start the test.';
  let best = 0;
  variants.forEach((variant, index) => {
    if (variant.probabilityToBeBest > variants[best]!.probabilityToBeBest) best = index;
  });
  const leader = variants[best]!;
  const sure = `${variantLetter(best)} converts better with ${percent(leader.probabilityToBeBest)} probability; ${visitorsPhrase(variants)}`;
  if (experiment.winnerPageId !== null) return `${label(experiment.winnerPageId)} is the winner. ${sure}.`;
  if (experiment.status === 'ended') return `Ended without a winner. ${sure}.`;
  const short = variants.filter((variant) => variant.visitors < rules.minVisitors).length;
  if (short > 0)
    return `Too early to call: every variant needs ${rules.minVisitors.toLocaleString('en-US')} visitors. So far, ${sure}.`;
  if (experiment.daysRun < rules.minDays)
    return `Too early to call: a test runs at least ${rules.minDays} days. So far, ${sure}.`;
  if (!experiment.evaluating) return `No clear winner: the variants convert about the same. ${sure}.`;
  return `No winner yet (a winner needs ${percent(rules.winProbability)}). ${sure}.`;
}
