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
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('shows revenue with 2 decimals and costs with 4', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatCost(0.012345)).toBe('$0.0123');
    expect(formatCost(0)).toBe('$0.0000');
  });

  it('never shows a negative zero and survives bad numbers', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-2)).toBe('-$2.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('shows prices in whole dollars without cents and other amounts with two decimals', () => {
    expect(formatPrice(29)).toBe('$29');
    expect(formatPrice(29.9)).toBe('$29.90');
    expect(formatPrice(47.2)).toBe('$47.20');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1200)).toBe('$1,200');
  });

  it('shortens large counts', () => {
    expect(formatCompact(2_350_000)).toBe('2.4M');
    expect(formatCompact(25_000)).toBe('25K');
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(0)).toBe('0');
  });

  it('shows shares as percentages, tiny ones as <0.1%, none as a dash', () => {
    expect(formatPercent(0.4)).toBe('40%');
    expect(formatPercent(1 / 3)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.0004)).toBe('<0.1%');
    expect(formatPercent(null)).toBe('—');
  });
});
