import { describe, expect, it } from 'vitest';
import { type Experiment, type ExperimentVariant, experimentVerdict } from './experiments.ts';

const variant = (
  visitors: number,
  leads: number,
  probabilityToBeBest: number,
  pageId: number,
): ExperimentVariant => ({
  pageId,
  title: `Page ${pageId}`,
  weight: 0.5,
  visitors,
  leads,
  conversionRate: visitors ? leads / visitors : 0,
  probabilityToBeBest,
  thumbnailUrl: null,
});

const experiment = (variants: ExperimentVariant[], extra: Partial<Experiment> = {}): Experiment => ({
  id: 1,
  name: 'Test',
  slug: 'test',
  url: 'https://example.com/p/test',
  status: 'running',
  startedAt: '2026-11-01T00:00:00.000Z',
  endedAt: null,
  winnerPageId: null,
  promotedPageId: null,
  variants,
  daily: [],
  rules: { winProbability: 0.997, minVisitors: 100, minDays: 7 },
  daysRun: 10,
  evaluating: true,
  ...extra,
});

describe('experimentVerdict: the results in plain words', () => {
  it('says who converts better, how sure, on how many visitors', () => {
    const two = [variant(212, 10, 0.03, 1), variant(212, 21, 0.97, 2)];
    expect(experimentVerdict(experiment(two))).toBe(
      'No winner yet (a winner needs 99.7%). B converts better with 97% probability; 212 visitors each.',
    );
    expect(experimentVerdict(experiment(two, { winnerPageId: 2 }))).toBe(
      'B is the winner. B converts better with 97% probability; 212 visitors each.',
    );
  });

  it('names each variant’s visitors when there are more than two', () => {
    const three = [variant(1204, 40, 0.2, 1), variant(1214, 45, 0.3, 2), variant(1224, 52, 0.5, 3)];
    expect(experimentVerdict(experiment(three))).toMatch(/; A 1,204, B 1,214 and C 1,224 visitors\.$/);
  });

  it('says why it is too early, and when nobody has visited', () => {
    expect(experimentVerdict(experiment([variant(0, 0, 0.5, 1), variant(0, 0, 0.5, 2)]))).toBe(
      'No visitors yet: share the experiment’s address to start the test.',
    );
    expect(experimentVerdict(experiment([variant(40, 2, 0.4, 1), variant(38, 3, 0.6, 2)]))).toMatch(
      /^Too early to call: every variant needs 100 visitors\. So far, B converts better with 60% probability; 40 and 38 visitors\.$/,
    );
    expect(
      experimentVerdict(
        experiment([variant(1, 0, 0.5, 1), variant(1, 1, 0.5, 2)], { status: 'promoted', promotedPageId: 2 }),
      ),
    ).toBe('B was promoted: every new visitor sees it.');
  });
});
