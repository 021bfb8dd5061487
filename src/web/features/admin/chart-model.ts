import type { UsageStats } from '@shared/api/admin';
import { formatCost, formatCount, formatUtcMonthDay } from '@/lib/format';

/**
 * The cost-per-day chart as numbers (pure, unit-tested): one bar per day of the last 30, its
 * height relative to the busiest day, and the words a screen reader or tooltip gives it.
 */

export type ChartMetric = 'cost' | 'requests';
export type Day = UsageStats['costPerDay'][number];

export interface Bar {
  date: string;
  label: string;
  value: number;
  /** 0..1 of the chart's height. */
  ratio: number;
  text: string;
}

/** 'YYYY-MM-DD' (a UTC day) to 'Nov 3'. */
export function dayLabel(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return formatUtcMonthDay(parsed);
}

export const metricText = (metric: ChartMetric, value: number) =>
  metric === 'cost' ? formatCost(value) : `${formatCount(value)} ${value === 1 ? 'request' : 'requests'}`;

export function chartBars(
  days: readonly Day[],
  metric: ChartMetric,
): { bars: Bar[]; max: number; total: number } {
  const values = days.map((day) => (metric === 'cost' ? day.cost : day.requests));
  const max = Math.max(0, ...values);
  const total = values.reduce((sum, value) => sum + value, 0);
  const bars = days.map((day, i) => {
    const value = values[i] ?? 0;
    const label = dayLabel(day.date);
    return {
      date: day.date,
      label,
      value,
      ratio: max > 0 ? value / max : 0,
      text: `${label}: ${formatCost(day.cost)}, ${formatCount(day.requests)} ${day.requests === 1 ? 'request' : 'requests'}`,
    };
  });
  return { bars, max, total };
}
