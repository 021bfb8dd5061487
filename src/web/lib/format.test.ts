import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatCost,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatPrice,
  formatTime,
  formatUtcMonth,
  formatUtcMonthDay,
  formatWhen,
  LOCALE,
  plural,
} from './format';

/** The number formatters the table below calls by name. */
const NUMBER_FORMATS = { formatCount, formatMoney, formatCost, formatPrice, formatCompact, formatPercent };

describe('plural', () => {
  it('agrees the word with the count', () => {
    expect(plural(0, 'user')).toBe('0 users');
    expect(plural(1, 'user')).toBe('1 user');
    expect(plural(2, 'page')).toBe('2 pages');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });

  it('groups thousands, as the admin tables show counts', () => {
    expect(plural(1204, 'page')).toBe('1,204 pages');
  });
});

describe('dates', () => {
  // Local times, so the figures do not depend on the machine's time zone.
  const morning = new Date(2026, 10, 26, 10, 45);

  it('reads the English way whatever the default locale', () => {
    expect(LOCALE).toBe('en-US');
    expect(formatDate(morning)).toBe('Nov 26, 2026');
    expect(formatDate(morning.toISOString())).toBe('Nov 26, 2026');
    expect(formatLongDate(morning)).toBe('November 26, 2026');
    expect(formatDateTime(morning.toISOString())).toBe('Nov 26, 2026, 10:45 AM');
    expect(formatTime(morning)).toBe('10:45 AM');
    expect(formatTime(morning.getTime())).toBe('10:45 AM');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatWhen('not a date')).toBe('');
  });

  it('leaves the year out of this year’s dates', () => {
    expect(formatWhen(morning.toISOString(), new Date(2026, 0, 1))).toBe('Nov 26, 10:45 AM');
    expect(formatWhen(morning.toISOString(), new Date(2027, 0, 1))).toBe('Nov 26, 2026, 10:45 AM');
  });

  it('reads UTC days and months in UTC', () => {
    expect(formatUtcMonthDay(new Date('2026-11-03T00:00:00Z'))).toBe('Nov 3');
    expect(formatUtcMonth(new Date(Date.UTC(2025, 5, 1)))).toBe('June 2025');
  });
});

describe('numbers and money', () => {
  it.each<[format: keyof typeof NUMBER_FORMATS, value: number | null, shown: string]>([
    // Counts group thousands; large ones are shortened.
    ['formatCount', 0, '0'],
    ['formatCount', 1_234_567, '1,234,567'],
    ['formatCompact', 2_350_000, '2.4M'],
    ['formatCompact', 25_000, '25K'],
    ['formatCompact', 950, '950'],
    ['formatCompact', 0, '0'],
    // Revenue has 2 decimals, costs 4; prices are whole dollars without cents, other amounts 2 decimals.
    ['formatMoney', 0, '$0.00'],
    ['formatMoney', 1234.5, '$1,234.50'],
    ['formatCost', 0.012345, '$0.0123'],
    ['formatCost', 0, '$0.0000'],
    ['formatPrice', 29, '$29'],
    ['formatPrice', 29.9, '$29.90'],
    ['formatPrice', 47.2, '$47.20'],
    ['formatPrice', 0, '$0'],
    ['formatPrice', 1200, '$1,200'],
    // Shares are percentages, tiny ones <0.1%.
    ['formatPercent', 0.4, '40%'],
    ['formatPercent', 0, '0%'],
    ['formatPercent', 1, '100%'],
    ['formatPercent', 0.0004, '<0.1%'],
    // Never a negative zero, bad numbers survive, a third is rounded and no share is a dash.
    ['formatMoney', -0.001, '$0.00'],
    ['formatMoney', -2, '-$2.00'],
    ['formatMoney', Number.NaN, '$0.00'],
    ['formatPercent', 1 / 3, '33.3%'],
    ['formatPercent', null, '—'],
  ])('%s(%s) shows %s', (format, value, shown) => {
    expect((NUMBER_FORMATS[format] as (value: number | null) => string)(value)).toBe(shown);
  });
});
