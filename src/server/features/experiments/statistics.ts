import { mulberry32 } from '../../lib/seeded-random.ts';

/**
 * The statistics of a split test (README, 'When a winner may be called'): which
 * variant converts best, said as a probability a marketer can read ("B converts better with
 * 97% probability"), and when that is sure enough to call a winner.
 *
 * Each variant's conversion rate gets a Beta-Binomial posterior from a uniform prior:
 * Beta(1 + leads, 1 + visitors - leads). The probability that a variant is the best is the
 * chance that its rate, drawn from its posterior, beats every other variant's. For two
 * variants it is computed exactly (a finite sum, Evan Miller's closed form); for three to five,
 * by a seeded Monte Carlo of 20,000 draws, so the same counts always give the same figures.
 */

export interface VariantCounts {
  visitors: number;
  leads: number;
}

/** Draws for three or more variants: the figures move by well under a percentage point. */
export const MONTE_CARLO_DRAWS = 20_000;

/** The posterior of a variant's conversion rate, Beta(alpha, beta). */
export function posteriorOf({ visitors, leads }: VariantCounts): { alpha: number; beta: number } {
  const v = Math.max(0, Math.floor(visitors));
  const l = Math.min(v, Math.max(0, Math.floor(leads)));
  return { alpha: 1 + l, beta: 1 + v - l };
}

/**
 * Each variant's probability of having the best conversion rate, in the variants' order.
 * They add up to 1 (ties have probability 0 with continuous posteriors).
 */
export function probabilityToBeBest(
  variants: readonly VariantCounts[],
  options: { draws?: number; seed?: number } = {},
): number[] {
  if (variants.length === 0) return [];
  if (variants.length === 1) return [1];
  if (variants.length === 2) {
    const second = probabilityBBeatsA(variants[0]!, variants[1]!);
    return [1 - second, second];
  }
  return monteCarloBest(variants, options.draws ?? MONTE_CARLO_DRAWS, options.seed ?? seedOf(variants));
}

/**
 * P(rate of B > rate of A), exactly: with A ~ Beta(a, b) and B ~ Beta(c, d), c an integer,
 * sum over i < c of B(a + i, b + d) / ((d + i) B(1 + i, d) B(a, b)). Summed over the smaller
 * side (by symmetry) and in log space, so thousands of leads cost microseconds and never
 * overflow.
 */
export function probabilityBBeatsA(a: VariantCounts, b: VariantCounts): number {
  const A = posteriorOf(a);
  const B = posteriorOf(b);
  // P(B > A) = 1 - P(A > B); sum over whichever has fewer terms.
  if (A.alpha < B.alpha) return clamp01(1 - bBeatsA(B, A));
  return clamp01(bBeatsA(A, B));
}

function bBeatsA(A: { alpha: number; beta: number }, B: { alpha: number; beta: number }): number {
  const base = logBeta(A.alpha, A.beta);
  let total = 0;
  for (let i = 0; i < B.alpha; i++) {
    total += Math.exp(
      logBeta(A.alpha + i, A.beta + B.beta) - Math.log(B.beta + i) - logBeta(1 + i, B.beta) - base,
    );
  }
  return total;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

function monteCarloBest(variants: readonly VariantCounts[], draws: number, seed: number): number[] {
  const random = mulberry32(seed);
  const posteriors = variants.map(posteriorOf);
  const wins = new Array<number>(variants.length).fill(0);
  for (let draw = 0; draw < draws; draw++) {
    let best = -1;
    let bestRate = -1;
    for (let i = 0; i < posteriors.length; i++) {
      const { alpha, beta } = posteriors[i]!;
      const rate = sampleBeta(alpha, beta, random);
      if (rate > bestRate) {
        bestRate = rate;
        best = i;
      }
    }
    wins[best]!++;
  }
  return wins.map((count) => count / draws);
}

/** The same counts give the same seed, so a results view never flickers between reads. */
function seedOf(variants: readonly VariantCounts[]): number {
  let hash = 2166136261;
  for (const { visitors, leads } of variants) {
    for (const n of [visitors, leads]) {
      hash ^= n >>> 0;
      hash = Math.imul(hash, 16777619) >>> 0;
    }
  }
  return hash;
}

function sampleBeta(alpha: number, beta: number, random: () => number): number {
  const x = sampleGamma(alpha, random);
  const y = sampleGamma(beta, random);
  return x / (x + y);
}

/** Marsaglia and Tsang's method; every shape here is at least 1 (a uniform prior). */
function sampleGamma(shape: number, random: () => number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = sampleNormal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = random();
    if (u < 1 - 0.0331 * x * x * x * x) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

function sampleNormal(random: () => number): number {
  // Box-Muller; 1 - random() keeps the logarithm finite.
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** ln B(a, b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

const LANCZOS = [
  0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
  12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** When a winner may be called (README, 'When a winner may be called'). */
export interface WinnerRules {
  /** A variant's probability to be best must reach this. */
  winProbability: number;
  /** Every variant needs at least this many visitors. */
  minVisitors: number;
  /** The experiment must have run this many days (0 waives it). */
  minDays: number;
}

/**
 * The defaults (EXPERIMENT_WIN_PROBABILITY, EXPERIMENT_MIN_VISITORS, EXPERIMENT_MIN_DAYS). With
 * the schedule below, the A/A simulation (statistics.test.ts: two variants at the same rate,
 * 100 visitors a day each) calls a false winner in about 2% of experiments; 0.99 would call
 * one in about 9%, because every look is another chance for noise to cross the line.
 */
export const DEFAULT_WINNER_RULES: WinnerRules = { winProbability: 0.997, minVisitors: 100, minDays: 7 };

/**
 * The evaluation schedule: once a day, from the day the minimum is reached, for this many
 * days more. An experiment still undecided then has no clear winner; it keeps its split until
 * its owner promotes a variant or ends it, and is not evaluated again.
 */
export const EVALUATION_DAYS = 21;

/** Whether the daily evaluation looks at an experiment that has run `daysRun` whole days. */
export function isEvaluationDay(daysRun: number, rules: WinnerRules): boolean {
  return daysRun >= rules.minDays && daysRun <= rules.minDays + EVALUATION_DAYS;
}

/**
 * The variant to call the winner, by index, or null: one variant at least `winProbability`
 * likely to be best, every variant with `minVisitors`, and `minDays` run. Meant for the daily
 * evaluation only: looking more often calls more false winners (see the A/A simulation).
 */
export function winnerOf(
  variants: readonly VariantCounts[],
  rules: WinnerRules,
  daysRun: number,
  probabilities: readonly number[] = probabilityToBeBest(variants),
): number | null {
  if (variants.length < 2 || daysRun < rules.minDays) return null;
  if (variants.some((variant) => variant.visitors < rules.minVisitors)) return null;
  const best = probabilities.findIndex((p) => p >= rules.winProbability);
  return best >= 0 ? best : null;
}
