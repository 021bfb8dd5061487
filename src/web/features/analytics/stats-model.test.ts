import type { PageStats } from '@shared/api/analytics';
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_LABELS,
  chartData,
  chartSummary,
  chartTop,
  conversionText,
  dayLabel,
  dayText,
  hasStats,
  isEmptyStats,
  sourceLabel,
  statsFigures,
  statsLineLabel,
  statsLineText,
} from './stats-model';

const daily: PageStats['daily'] = [
  { date: '2026-11-01', views: 0, visitors: 0, leads: 0 },
  { date: '2026-11-02', views: 6, visitors: 4, leads: 1 },
  { date: '2026-11-03', views: 9, visitors: 8, leads: 2 },
];

const stats: PageStats = {
  days: 3,
  views: 15,
  visitors: 12,
  leads: 3,
  conversionRate: 0.25,
  daily,
  sources: [{ source: 'direct', visitors: 12, leads: 3 }],
  channels: [{ channel: 'hosted', views: 15, visitors: 12, leads: 3 }],
};

describe("page statistics model (docs/product.md, 'Page statistics')", () => {
  it("writes the dashboard line as '12 visitors · 3 leads · 25%', singulars included", () => {
    expect(statsLineText({ views: 15, visitors: 12, leads: 3, conversionRate: 0.25 })).toBe(
      '12 visitors · 3 leads · 25%',
    );
    expect(statsLineText({ views: 4, visitors: 3, leads: 1, conversionRate: 1 / 3 })).toBe(
      '3 visitors · 1 lead · 33.3%',
    );
    expect(statsLineText({ views: 1, visitors: 1, leads: 0, conversionRate: 0 })).toBe(
      '1 visitor · 0 leads · 0%',
    );
    expect(statsLineText({ views: 1, visitors: 1204, leads: 0, conversionRate: 0 })).toBe(
      '1,204 visitors · 0 leads · 0%',
    );
    expect(statsLineLabel({ views: 4, visitors: 3, leads: 1, conversionRate: 1 / 3 }, 'Harbor')).toBe(
      'Statistics of Harbor, last 30 days: 3 visitors, 1 lead, 33.3% conversion rate',
    );
  });

  it('shows the line only for a page with something in the period', () => {
    expect(hasStats(undefined)).toBe(false);
    expect(hasStats({ views: 0, visitors: 0, leads: 0, conversionRate: 0 })).toBe(false);
    expect(hasStats({ views: 2, visitors: 1, leads: 0, conversionRate: 0 })).toBe(true);
    expect(hasStats({ views: 0, visitors: 0, leads: 1, conversionRate: 0 })).toBe(true);
  });

  it('gives the four figures in order, the rate as formatConversionRate writes it', () => {
    expect(statsFigures({ ...stats, visitors: 3, views: 4, leads: 1, conversionRate: 1 / 3 })).toEqual([
      { label: 'Visitors', value: '3' },
      { label: 'Views', value: '4' },
      { label: 'Leads', value: '1' },
      { label: 'Conversion rate', value: '33.3%' },
    ]);
    expect(statsFigures({ ...stats, views: 12_345 })[1]?.value).toBe('12,345');
  });

  it('is empty without views and leads', () => {
    expect(isEmptyStats({ views: 0, leads: 0 })).toBe(true);
    expect(isEmptyStats({ views: 1, leads: 0 })).toBe(false);
    expect(isEmptyStats({ views: 0, leads: 1 })).toBe(false);
  });

  it("names sources and channels; a rate without visitors is '—'", () => {
    expect(sourceLabel('direct')).toBe('Direct');
    expect(sourceLabel('google')).toBe('google');
    expect(sourceLabel('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(conversionText(1, 3)).toBe('33.3%');
    expect(conversionText(2, 0)).toBe('—');
    expect(CHANNEL_LABELS).toEqual({ hosted: 'Hosted page', pasted: 'Pasted page', share: 'Share link' });
  });

  it('labels UTC days whatever the browser zone', () => {
    expect(dayLabel('2026-01-09')).toBe('Jan 9');
    expect(dayLabel('2026-12-31')).toBe('Dec 31');
    expect(dayText(daily[2]!)).toBe('Nov 3: 8 visitors, 2 leads');
  });

  it('summarises the chart in words: period, totals, busiest day', () => {
    expect(chartSummary(daily)).toBe(
      'Visitors and leads per day from Nov 1 to Nov 3: 12 visitors and 3 leads in all; busiest day Nov 3 with 8 visitors.',
    );
    expect(chartSummary(daily.slice(0, 1))).toBe(
      'Visitors and leads per day from Nov 1 to Nov 1: 0 visitors and 0 leads in all.',
    );
    expect(chartSummary([])).toBe('Visitors and leads per day: no days.');
  });

  it("feeds uPlot the days' places, leads and visitors; the axis tops at least at 4", () => {
    expect(chartData(daily)).toEqual([
      [0, 1, 2],
      [0, 1, 2],
      [0, 4, 8],
    ]);
    expect(chartTop(0)).toBe(4);
    expect(chartTop(3)).toBe(4);
    expect(chartTop(100)).toBe(115);
  });
});
