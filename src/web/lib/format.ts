/**
 * Dates, numbers and money as the web app shows them. One locale for all of them: the app's
 * copy is English, so its figures read the English way too ('Nov 26, 2026, 10:45 AM', '1,204',
 * '$0.0000') whatever the browser's language; nothing in the app formats with the browser's
 * default locale. Feature wording ('N/A', '/monthly', '3 attempts') stays in the features and
 * calls these for the figures.
 */
export const LOCALE = 'en-US';

// Built once: toLocaleString and friends build a new formatter on every call.
const DATE = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const LONG_DATE = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const MONTH_DAY_TIME = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const TIME = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' });
const UTC_MONTH_DAY = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const UTC_MONTH = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const COUNT = new Intl.NumberFormat(LOCALE);
const COMPACT = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const invalid = (date: Date) => Number.isNaN(date.getTime());

/** A day, as the cards, tables and the detail page show it: 'Nov 22, 2026' (unreadable: as it came). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (invalid(date)) return String(value);
  return DATE.format(date);
}

/** A day written out: 'November 22, 2026' (the changelog's entry dates). */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  if (invalid(date)) return String(value);
  return LONG_DATE.format(date);
}

/** A day and its time: 'Nov 26, 2026, 10:45 AM' (unreadable: as it came). */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (invalid(date)) return String(value);
  return DATE_TIME.format(date);
}

/** A date and time of day, short: 'Jan 5, 3:04 PM' (the year only when not this year's); unreadable: ''. */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (invalid(date)) return '';
  return (date.getFullYear() === now.getFullYear() ? MONTH_DAY_TIME : DATE_TIME).format(date);
}

/** A time of day: '3:04 PM'. */
export const formatTime = (value: number | Date) => TIME.format(value);

/** A UTC day ('YYYY-MM-DD' parsed as UTC) without its year: 'Nov 3'. */
export const formatUtcMonthDay = (date: Date) => UTC_MONTH_DAY.format(date);

/** A UTC calendar month: 'June 2025'. */
export const formatUtcMonth = (date: Date) => UTC_MONTH.format(date);

/** A count with thousands separators: '1,204'. */
export const formatCount = (n: number) => COUNT.format(n);

/** '1 user', '2 users', '1,204 pages': the count with thousands separators, and the word agreeing. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** Large counts for a narrow figure: '2.4M', '25K', '950' (the exact count goes in a title). */
export const formatCompact = (n: number) => COMPACT.format(n);

/**
 * A share (0..1) as a percentage with at most one decimal; a share too small to show reads
 * '<0.1%' rather than a misleading '0%', and no share at all (nothing to divide) reads '—'.
 */
export function formatPercent(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '—';
  if (share > 0 && share < 0.001) return '<0.1%';
  return `${PERCENT.format(share * 100)}%`;
}

const fixed = new Map<number, Intl.NumberFormat>();
const fixedDecimals = (decimals: number) => {
  let format = fixed.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    fixed.set(decimals, format);
  }
  return format;
};

/**
 * Dollars with a fixed number of decimals: revenue uses 2, API costs 4
 * (docs/product.md, 'Numeric limits').
 */
export function formatMoney(amount: number, decimals = 2): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const text = fixedDecimals(decimals).format(Math.abs(value));
  // '-$0.0000' would read oddly after rounding: only a visible amount keeps its sign.
  return value < 0 && Number(text.replace(/,/g, '')) !== 0 ? `-$${text}` : `$${text}`;
}

/** An API cost: dollars to four decimals, '$0.0123'. */
export const formatCost = (amount: number) => formatMoney(amount, 4);

/** A price: whole dollars without cents ('$29', '$1,200'), others with two decimals ('$29.90'). */
export function formatPrice(price: number): string {
  const cents = Math.round(price * 100);
  return `$${(cents % 100 === 0 ? COUNT : fixedDecimals(2)).format(cents / 100)}`;
}
