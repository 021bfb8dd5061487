import { createExperimentSchema, type Experiment, type ExperimentSummary } from '@shared/api/experiments';
import { describe, expect, it } from 'vitest';
import {
  chartData,
  chartSeries,
  chartSummary,
  chartTop,
  chartValueText,
  deletionNote,
  evenShares,
  experimentState,
  liveExperimentsWith,
  pageCountProblem,
  parseShare,
  probabilityText,
  rateText,
  rulesText,
  STATE_LABELS,
  sharesProblem,
  shareTotal,
  suggestExperimentName,
  variantRows,
  variantsText,
} from './experiment-model';

const summary = (overrides: Partial<ExperimentSummary> = {}): ExperimentSummary => ({
  id: 1,
  name: 'Spring sale',
  slug: 'spring-sale',
  url: 'http://localhost/p/spring-sale',
  status: 'running',
  startedAt: '2026-11-01T10:00:00.000Z',
  endedAt: null,
  winnerPageId: null,
  variants: [
    { pageId: 11, title: 'Harbor Coffee' },
    { pageId: 12, title: 'Harbor Coffee, the pain-led one' },
  ],
  ...overrides,
});

const experiment = (overrides: Partial<Experiment> = {}): Experiment => ({
  ...summary(),
  promotedPageId: null,
  variants: [
    {
      pageId: 11,
      title: 'Harbor Coffee',
      weight: 0.5,
      visitors: 25,
      leads: 0,
      conversionRate: 0,
      probabilityToBeBest: 0.0004,
      thumbnailUrl: '/api/landing-pages/11/thumbnail',
    },
    {
      pageId: 12,
      title: 'Harbor Coffee, the pain-led one',
      weight: 0.5,
      visitors: 25,
      leads: 10,
      conversionRate: 0.4,
      probabilityToBeBest: 0.9996,
      thumbnailUrl: null,
    },
  ],
  daily: [
    { date: '2026-11-01', visitors: [0, 4], leads: [0, 0] },
    { date: '2026-11-02', visitors: [10, 6], leads: [0, 4] },
    { date: '2026-11-03', visitors: [15, 15], leads: [0, 6] },
  ],
  rules: { winProbability: 0.95, minVisitors: 100, minDays: 7 },
  daysRun: 2,
  evaluating: true,
  ...overrides,
});

describe("experiment states (docs/product.md, 'Experiments')", () => {
  it('reads Running, Winner called, Promoted and Ended', () => {
    expect(STATE_LABELS[experimentState(summary())]).toBe('Running');
    expect(STATE_LABELS[experimentState(summary({ winnerPageId: 12 }))]).toBe('Winner called');
    expect(STATE_LABELS[experimentState(summary({ status: 'promoted', winnerPageId: 12 }))]).toBe('Promoted');
    expect(STATE_LABELS[experimentState(summary({ status: 'ended', winnerPageId: 12 }))]).toBe('Ended');
  });

  it('counts the variants in words', () => {
    expect(variantsText(summary())).toBe('2 variants');
  });
});

describe('variant rows', () => {
  it('writes each figure as the results show it, and marks the winner and the promoted page', () => {
    const rows = variantRows(experiment({ winnerPageId: 12, promotedPageId: 12, status: 'promoted' }));
    expect(rows.map((row) => row.letter)).toEqual(['A', 'B']);
    expect(rows[0]).toMatchObject({
      share: '50%',
      visitors: '25',
      leads: '0',
      rate: '0%',
      probability: '<0.1%',
      isWinner: false,
      isPromoted: false,
      deleted: false,
    });
    expect(rows[1]).toMatchObject({ rate: '40%', probability: '>99.9%', isWinner: true, isPromoted: true });
    expect(rows[1]!.probabilityValue).toBeCloseTo(0.9996);
  });

  it('says nothing of rates and probabilities before the first visitor; a deleted page stays', () => {
    const quiet = experiment();
    quiet.variants = quiet.variants.map((variant, index) => ({
      ...variant,
      visitors: 0,
      leads: 0,
      conversionRate: 0,
      probabilityToBeBest: 0.5,
      pageId: index === 0 ? null : variant.pageId,
    }));
    const rows = variantRows(quiet);
    expect(rows.map((row) => [row.rate, row.probability, row.probabilityValue])).toEqual([
      ['—', '—', 0],
      ['—', '—', 0],
    ]);
    expect(rows[0]!.deleted).toBe(true);
    expect(rows[0]!.isWinner).toBe(false);
  });

  it('formats rates and probabilities', () => {
    expect(rateText({ visitors: 3, conversionRate: 1 / 3 })).toBe('33.3%');
    expect(rateText({ visitors: 0, conversionRate: 0 })).toBe('—');
    expect(probabilityText(0.97, true)).toBe('97%');
    expect(probabilityText(1, true)).toBe('100%');
    expect(probabilityText(0.9995, true)).toBe('>99.9%');
    expect(probabilityText(0, true)).toBe('0%');
    expect(probabilityText(0.5, false)).toBe('—');
  });

  it('states the rule a winner meets, leaving out a zero day minimum', () => {
    expect(rulesText({ winProbability: 0.95, minVisitors: 100, minDays: 7 })).toBe(
      'A winner is called once one variant is at least 95% likely to be the best, every variant has 100 visitors and the test has run 7 days.',
    );
    expect(rulesText({ winProbability: 0.99, minVisitors: 1, minDays: 0 })).toBe(
      'A winner is called once one variant is at least 99% likely to be the best, every variant has 1 visitor.',
    );
  });
});

describe('chart model', () => {
  const e = experiment();

  it('gives each variant its visitors per day', () => {
    expect(chartSeries(e.daily, 2, 'visitors')).toEqual([
      [0, 10, 15],
      [4, 6, 15],
    ]);
    expect(chartData(e.daily, 2, 'visitors')).toEqual([
      [0, 1, 2],
      [0, 10, 15],
      [4, 6, 15],
    ]);
  });

  it('gives the conversion rate so far, a gap before the first visitor', () => {
    expect(chartSeries(e.daily, 2, 'conversion')).toEqual([
      [null, 0, 0],
      [0, 0.4, 0.4],
    ]);
  });

  it('reads a missing day value as none', () => {
    expect(chartSeries([{ date: '2026-11-01', visitors: [3], leads: [] }], 2, 'conversion')).toEqual([
      [0],
      [null],
    ]);
  });

  it('tops the axis a little above the data', () => {
    expect(chartTop([[0, 1]], 'visitors')).toBe(4);
    expect(chartTop([[0, 100]], 'visitors')).toBe(115);
    expect(chartTop([[null, 0.4]], 'conversion')).toBeCloseTo(0.5);
    expect(chartTop([[null, 0]], 'conversion')).toBeCloseTo(0.05);
    expect(chartTop([[1]], 'conversion')).toBe(1);
  });

  it('summarises the chart in words', () => {
    expect(chartSummary(e, 'visitors')).toBe(
      'Visitors per day of each variant from Nov 1 to Nov 3: A 25 visitors, B 25 visitors in all.',
    );
    expect(chartSummary(e, 'conversion')).toBe(
      'Conversion rate so far of each variant from Nov 1 to Nov 3: A 0%, B 40% at the end.',
    );
    expect(chartSummary({ ...e, daily: e.daily.slice(0, 1) }, 'visitors')).toBe(
      'Visitors per day of each variant on Nov 1: A 0 visitors, B 4 visitors in all.',
    );
    expect(chartSummary({ ...e, daily: [] }, 'conversion')).toBe(
      'Conversion rate so far of each variant: no days yet.',
    );
    expect(chartValueText(null, 'conversion')).toBe('—');
    expect(chartValueText(1, 'visitors')).toBe('1 visitor');
  });
});

describe('start form', () => {
  it('suggests a name the API accepts, cut at a word', () => {
    expect(suggestExperimentName('  Harbor   Coffee ')).toBe('Test: Harbor Coffee');
    const long = suggestExperimentName(`Harbor Coffee ${'roasted beans '.repeat(10)}`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('beans…')).toBe(true);
    expect(createExperimentSchema.safeParse({ name: long, pageIds: [1, 2] }).success).toBe(true);
  });

  it('splits 100% evenly in whole numbers', () => {
    expect(evenShares(2)).toEqual([50, 50]);
    expect(evenShares(3)).toEqual([34, 33, 33]);
    expect(evenShares(5)).toEqual([20, 20, 20, 20, 20]);
    expect(evenShares(0)).toEqual([]);
  });

  it('reads shares and checks that they add up to 100', () => {
    expect(parseShare(' 40 ')).toBe(40);
    expect(parseShare('0')).toBe(0);
    expect(parseShare('101')).toBeNull();
    expect(parseShare('12.5')).toBeNull();
    expect(parseShare('')).toBeNull();
    expect(shareTotal(['60', 'x', '7'])).toBe(67);
    expect(sharesProblem(['60', '40'])).toBeNull();
    expect(sharesProblem(['60', '30'])).toBe('The shares must add up to 100% (now 90%).');
    expect(sharesProblem(['60', 'x'])).toBe('Each share must be a whole number from 0 to 100.');
  });

  it('keeps the page count within 2 to 5', () => {
    expect(pageCountProblem(1)).toBe('Choose at least 2 pages to compare.');
    expect(pageCountProblem(2)).toBeNull();
    expect(pageCountProblem(5)).toBeNull();
    expect(pageCountProblem(6)).toBe('Choose at most 5 pages: an experiment compares 2 to 5.');
  });
});

describe('page deletion note', () => {
  const running = summary({ id: 1, name: 'Spring sale' });
  const promoted = summary({ id: 2, name: 'Headline test', status: 'promoted' });
  const ended = summary({ id: 3, name: 'Old test', status: 'ended' });
  const other = summary({
    id: 4,
    name: 'Other',
    variants: [
      { pageId: 40, title: 'x' },
      { pageId: null, title: 'y' },
    ],
  });

  it('finds the running and promoted experiments a page is in', () => {
    const all = [running, promoted, ended, other];
    expect(liveExperimentsWith(all, [11]).map((e) => e.id)).toEqual([1, 2]);
    expect(liveExperimentsWith(all, [40, 99]).map((e) => e.id)).toEqual([4]);
    expect(liveExperimentsWith(all, [99])).toEqual([]);
    expect(liveExperimentsWith(undefined, [11])).toEqual([]);
  });

  it('says so in the confirmation', () => {
    expect(deletionNote([running])).toBe(
      'This page is in the experiment “Spring sale”. Deleting it ends the experiment; its results stay readable.',
    );
    expect(deletionNote([running, promoted, other], 'many')).toBe(
      'These pages are in the experiments “Spring sale”, “Headline test” and “Other”. Deleting them ends them; their results stay readable.',
    );
    expect(deletionNote([])).toBe('');
  });
});
