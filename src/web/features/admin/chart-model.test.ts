import { describe, expect, it } from 'vitest';
import { chartBars, dayLabel, metricText } from './chart-model';

const days = [
  { date: '2026-11-01', cost: 0, requests: 0 },
  { date: '2026-11-02', cost: 0.5, requests: 2 },
  { date: '2026-11-03', cost: 0.25, requests: 1 },
];

describe('cost-per-day chart model', () => {
  it('scales bars to the busiest day of the chosen metric', () => {
    const { bars, max, total } = chartBars(days, 'cost');
    expect(max).toBe(0.5);
    expect(total).toBe(0.75);
    expect(bars.map((bar) => bar.ratio)).toEqual([0, 1, 0.5]);
    expect(chartBars(days, 'requests').bars.map((bar) => bar.ratio)).toEqual([0, 1, 0.5]);
  });
  it('draws no bar when nothing happened', () => {
    const { bars, max } = chartBars([{ date: '2026-11-01', cost: 0, requests: 0 }], 'cost');
    expect(max).toBe(0);
    expect(bars[0]?.ratio).toBe(0);
  });
  it('describes every day in words, costs with 4 decimals', () => {
    expect(chartBars(days, 'cost').bars[2]?.text).toBe('Nov 3: $0.2500, 1 request');
    expect(dayLabel('2026-01-09')).toBe('Jan 9');
    expect(metricText('requests', 2)).toBe('2 requests');
    expect(metricText('cost', 0.1)).toBe('$0.1000');
  });
});
