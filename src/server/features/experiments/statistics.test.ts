import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../lib/seeded-random.ts';
import {
  DEFAULT_WINNER_RULES,
  isEvaluationDay,
  logBeta,
  logGamma,
  posteriorOf,
  probabilityBBeatsA,
  probabilityToBeBest,
  type VariantCounts,
  type WinnerRules,
  winnerOf,
} from './statistics.ts';

/**
 * P(B > A) by plain numeric integration, independent of the closed form:
 * the integral over x of density_B(x) * CDF_A(x), on a fine grid (the midpoint rule).
 */
function integratedBBeatsA(a: VariantCounts, b: VariantCounts, steps = 20_000): number {
  const A = posteriorOf(a);
  const B = posteriorOf(b);
  const density = (p: { alpha: number; beta: number }, x: number) =>
    Math.exp((p.alpha - 1) * Math.log(x) + (p.beta - 1) * Math.log(1 - x) - logBeta(p.alpha, p.beta));
  let cdfA = 0;
  let total = 0;
  const h = 1 / steps;
  for (let i = 0; i < steps; i++) {
    const x = (i + 0.5) * h;
    const fa = density(A, x) * h;
    // CDF of A up to x: everything before this cell, and half of it.
    total += density(B, x) * h * (cdfA + fa / 2);
    cdfA += fa;
  }
  return total;
}

/** Φ(z), by Abramowitz and Stegun's 7.1.26 (error under 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

describe('the posterior and its functions', () => {
  it('log Γ matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(101)).toBeCloseTo(363.73937555556347, 9); // ln 100!
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it('is Beta(1 + leads, 1 + visitors - leads), with impossible counts clamped', () => {
    expect(posteriorOf({ visitors: 200, leads: 13 })).toEqual({ alpha: 14, beta: 188 });
    expect(posteriorOf({ visitors: 0, leads: 0 })).toEqual({ alpha: 1, beta: 1 });
    expect(posteriorOf({ visitors: 5, leads: 9 })).toEqual({ alpha: 6, beta: 1 });
  });
});

describe('probability to be best', () => {
  it('two variants: the closed form agrees with numeric integration to 4 decimals', () => {
    const cases: [VariantCounts, VariantCounts][] = [
      [
        { visitors: 100, leads: 10 },
        { visitors: 100, leads: 20 },
      ],
      [
        { visitors: 1000, leads: 50 },
        { visitors: 1000, leads: 62 },
      ],
      [
        { visitors: 212, leads: 9 },
        { visitors: 198, leads: 17 },
      ],
      [
        { visitors: 30, leads: 0 },
        { visitors: 25, leads: 1 },
      ],
      [
        { visitors: 500, leads: 80 },
        { visitors: 40, leads: 3 },
      ],
    ];
    for (const [a, b] of cases) {
      expect(probabilityBBeatsA(a, b)).toBeCloseTo(integratedBBeatsA(a, b), 4);
    }
  });

  it('known values: equal counts are a coin toss; 10/100 against 20/100 is about 97.3% for B', () => {
    expect(probabilityBBeatsA({ visitors: 300, leads: 12 }, { visitors: 300, leads: 12 })).toBeCloseTo(
      0.5,
      12,
    );
    expect(probabilityBBeatsA({ visitors: 0, leads: 0 }, { visitors: 0, leads: 0 })).toBeCloseTo(0.5, 12);
    const p = probabilityBBeatsA({ visitors: 100, leads: 10 }, { visitors: 100, leads: 20 });
    expect(p).toBeGreaterThan(0.97);
    expect(p).toBeLessThan(0.976);
    // Swapping the variants gives the complement.
    expect(probabilityBBeatsA({ visitors: 100, leads: 20 }, { visitors: 100, leads: 10 })).toBeCloseTo(
      1 - p,
      12,
    );
  });

  it('many leads stay exact and fast (log space, the shorter sum)', () => {
    const started = performance.now();
    const p = probabilityBBeatsA({ visitors: 100_000, leads: 5_000 }, { visitors: 100_000, leads: 5_200 });
    expect(performance.now() - started).toBeLessThan(50);
    // At these counts the posteriors are all but normal: the normal approximation's figure.
    const rateA = 5_001 / 100_002;
    const rateB = 5_201 / 100_002;
    const spread = Math.sqrt((rateA * (1 - rateA) + rateB * (1 - rateB)) / 100_003);
    expect(p).toBeCloseTo(normalCdf((rateB - rateA) / spread), 3);
  });

  it('three or more variants: a seeded Monte Carlo that sums to 1 and agrees with the exact two-variant figure', () => {
    const equal = probabilityToBeBest([
      { visitors: 400, leads: 20 },
      { visitors: 400, leads: 20 },
      { visitors: 400, leads: 20 },
    ]);
    for (const p of equal) expect(p).toBeCloseTo(1 / 3, 1);
    expect(equal.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);

    // A hopeless third variant takes nothing; the other two split as the closed form says.
    const a = { visitors: 100, leads: 10 };
    const b = { visitors: 100, leads: 20 };
    const three = probabilityToBeBest([a, b, { visitors: 5000, leads: 0 }]);
    expect(three[2]).toBe(0);
    expect(Math.abs(three[1]! - probabilityBBeatsA(a, b))).toBeLessThan(0.006);
  });

  it('the same counts always give the same figures', () => {
    const counts = [
      { visitors: 150, leads: 9 },
      { visitors: 160, leads: 14 },
      { visitors: 140, leads: 7 },
      { visitors: 155, leads: 12 },
    ];
    expect(probabilityToBeBest(counts)).toEqual(probabilityToBeBest(counts));
  });
});

describe('calling a winner', () => {
  const rules: WinnerRules = { winProbability: 0.95, minVisitors: 100, minDays: 7 };
  const clear = [
    { visitors: 400, leads: 12 },
    { visitors: 400, leads: 40 },
  ];

  it('only with enough probability, visitors for every variant, and days run', () => {
    expect(winnerOf(clear, rules, 7)).toBe(1);
    expect(winnerOf(clear, rules, 6)).toBeNull();
    expect(winnerOf(clear, { ...rules, minDays: 0 }, 0)).toBe(1);
    expect(winnerOf([{ visitors: 99, leads: 1 }, clear[1]!], rules, 30)).toBeNull();
    expect(
      winnerOf(
        [
          { visitors: 400, leads: 20 },
          { visitors: 400, leads: 22 },
        ],
        rules,
        30,
      ),
    ).toBeNull();
  });

  it('the daily evaluation looks from the minimum days for 21 days more', () => {
    expect(isEvaluationDay(6, DEFAULT_WINNER_RULES)).toBe(false);
    expect(isEvaluationDay(7, DEFAULT_WINNER_RULES)).toBe(true);
    expect(isEvaluationDay(28, DEFAULT_WINNER_RULES)).toBe(true);
    expect(isEvaluationDay(29, DEFAULT_WINNER_RULES)).toBe(false);
  });
});

/**
 * Split tests simulated on the evaluation schedule with the default rules: `perDay` visitors a
 * day for each of two variants, converting at the given true rates, evaluated once a day while
 * isEvaluationDay says so, stopped at the first winner. Answers how often each variant won.
 */
function simulate(rates: [number, number], options: { experiments: number; perDay: number; seed: number }) {
  const random = mulberry32(options.seed);
  const rules = DEFAULT_WINNER_RULES;
  const wins = [0, 0];
  const leadsOf = (visitors: number, rate: number) => {
    let leads = 0;
    for (let i = 0; i < visitors; i++) if (random() < rate) leads++;
    return leads;
  };
  for (let experiment = 0; experiment < options.experiments; experiment++) {
    const counts = [
      { visitors: 0, leads: 0 },
      { visitors: 0, leads: 0 },
    ];
    for (let day = 1; isEvaluationDay(day, rules) || day < rules.minDays; day++) {
      counts.forEach((variant, i) => {
        variant.visitors += options.perDay;
        variant.leads += leadsOf(options.perDay, rates[i]!);
      });
      if (!isEvaluationDay(day, rules)) continue;
      const winner = winnerOf(counts, rules, day);
      if (winner !== null) {
        wins[winner]!++;
        break;
      }
    }
  }
  return wins.map((count) => count / options.experiments);
}

describe("the default rules on their schedule (README, 'When a winner may be called')", () => {
  it('A/A: two variants at the same 5% rate call a winner in under 5% of 1,000 experiments', () => {
    const [first, second] = simulate([0.05, 0.05], { experiments: 1000, perDay: 100, seed: 11 });
    expect(first! + second!).toBeLessThan(0.05);
  });

  it('power: 5% against 8% finds the better variant in at least 90% of 300 experiments, never the worse', () => {
    const [worse, better] = simulate([0.05, 0.08], { experiments: 300, perDay: 100, seed: 12 });
    expect(better).toBeGreaterThanOrEqual(0.9);
    expect(worse).toBe(0);
  });
});
