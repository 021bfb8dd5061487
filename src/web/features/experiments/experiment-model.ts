import { formatConversionRate } from '@shared/api/analytics';
import {
  EXPERIMENT_LIMITS,
  type Experiment,
  type ExperimentSummary,
  type ExperimentVariant,
  variantLetter,
} from '@shared/api/experiments';
import { formatCount, formatPercent, formatUtcMonthDay, plural } from '@/lib/format';

/**
 * What the experiment screens say, as pure functions (docs/product.md, 'Experiments'): an
 * experiment's state, its variants' figures as the results show them, the chart's series and
 * its summary in words, the start form's shares, and the warning a page deletion gives.
 */

// ---------------------------------------------------------------------------------------------
// State

/** What the list and the results call an experiment's state. */
export type ExperimentState = 'running' | 'winner' | 'promoted' | 'ended';

export const STATE_LABELS: Record<ExperimentState, string> = {
  running: 'Running',
  winner: 'Winner called',
  promoted: 'Promoted',
  ended: 'Ended',
};

/**
 * A running test whose winner is called reads 'Winner called' (it still splits the traffic
 * until someone promotes the winner); the server's other states are shown as they are.
 */
export function experimentState(
  experiment: Pick<ExperimentSummary, 'status' | 'winnerPageId'>,
): ExperimentState {
  if (experiment.status === 'running') return experiment.winnerPageId !== null ? 'winner' : 'running';
  return experiment.status;
}

/** Running and promoted experiments still serve their address; an ended one only keeps its results. */
export const isLive = (experiment: Pick<ExperimentSummary, 'status'>) => experiment.status !== 'ended';

// ---------------------------------------------------------------------------------------------
// Figures

/** 'A: Harbor Coffee' as a variant is named in words (its letter, then its page's title). */
export const variantName = (index: number, title: string) => `${variantLetter(index)}: ${title}`;

/** A conversion rate; '—' without visitors (nothing to divide). */
export const rateText = (variant: Pick<ExperimentVariant, 'conversionRate' | 'visitors'>) =>
  variant.visitors > 0 ? formatConversionRate(variant.conversionRate) : '—';

/**
 * A probability to be best, written as the verdict writes it ('97%', '>99.9%', '<0.1%'); '—'
 * before anyone has visited, when the figure says nothing yet.
 */
export function probabilityText(probability: number, anyVisitors: boolean): string {
  if (!anyVisitors) return '—';
  if (probability >= 0.999 && probability < 1) return '>99.9%';
  return formatPercent(probability);
}

/** One variant as the results table shows it. */
export interface VariantRow {
  index: number;
  letter: string;
  pageId: number | null;
  title: string;
  thumbnailUrl: string | null;
  /** Its share of new visitors, '50%'. */
  share: string;
  visitors: string;
  leads: string;
  rate: string;
  probability: string;
  /** 0..1, the bar under the probability. */
  probabilityValue: number;
  isWinner: boolean;
  isPromoted: boolean;
  /** Its page has been deleted: its figures stay, it cannot be promoted or opened. */
  deleted: boolean;
}

export function variantRows(experiment: Experiment): VariantRow[] {
  const anyVisitors = experiment.variants.some((variant) => variant.visitors > 0);
  return experiment.variants.map((variant, index) => ({
    index,
    letter: variantLetter(index),
    pageId: variant.pageId,
    title: variant.title,
    thumbnailUrl: variant.thumbnailUrl,
    share: formatPercent(variant.weight),
    visitors: formatCount(variant.visitors),
    leads: formatCount(variant.leads),
    rate: rateText(variant),
    probability: probabilityText(variant.probabilityToBeBest, anyVisitors),
    probabilityValue: anyVisitors ? Math.min(1, Math.max(0, variant.probabilityToBeBest)) : 0,
    isWinner: variant.pageId !== null && variant.pageId === experiment.winnerPageId,
    isPromoted: variant.pageId !== null && variant.pageId === experiment.promotedPageId,
    deleted: variant.pageId === null,
  }));
}

/** The variants in a list row: 'A · B · C' would say nothing, so their count: '2 variants'. */
export const variantsText = (experiment: Pick<ExperimentSummary, 'variants'>) =>
  plural(experiment.variants.length, 'variant');

/**
 * The rule a winner meets, in words, from the server's configuration: 'A winner is called
 * once one variant is at least 95% likely to be the best, every variant has 100 visitors and
 * the test has run 7 days.' (no days part when the minimum is 0).
 */
export function rulesText(rules: Experiment['rules']): string {
  const days = rules.minDays > 0 ? ` and the test has run ${plural(rules.minDays, 'day')}` : '';
  return (
    `A winner is called once one variant is at least ${formatPercent(rules.winProbability)} likely to be the best, ` +
    `every variant has ${plural(rules.minVisitors, 'visitor')}${days}.`
  );
}

// ---------------------------------------------------------------------------------------------
// Chart

export type ChartMetric = 'visitors' | 'conversion';

export const CHART_METRICS: { value: ChartMetric; label: string }[] = [
  { value: 'visitors', label: 'Visitors per day' },
  { value: 'conversion', label: 'Conversion rate' },
];

type Daily = Experiment['daily'];

/**
 * The variants' colours (sRGB: a canvas is painted, not styled) and dashes, A to E: the chart's
 * lines and the results' swatches, told apart by the dash too, not by colour alone.
 */
export const VARIANT_LOOKS: readonly { colour: string; dash: readonly number[] }[] = [
  { colour: '#4f46e5', dash: [] },
  { colour: '#c2410c', dash: [7, 4] },
  { colour: '#0e7490', dash: [2, 3] },
  { colour: '#be185d', dash: [10, 3, 2, 3] },
  { colour: '#15803d', dash: [4, 4] },
];

export const variantLook = (index: number) => VARIANT_LOOKS[index % VARIANT_LOOKS.length]!;

/** A UTC day 'YYYY-MM-DD' as 'Nov 3'. */
export const dayLabel = (date: string) => formatUtcMonthDay(new Date(`${date}T00:00:00Z`));

/**
 * Each variant's series, one value a day: its visitors that day, or its conversion rate so far
 * (leads over visitors from the start to the end of that day, as a share 0..1; null before its
 * first visitor, which draws as a gap). The rate so far, not the day's own: a day's handful of
 * visitors swings wildly, while the running rate shows the test settling, as the verdict does.
 */
export function chartSeries(daily: Daily, variantCount: number, metric: ChartMetric): (number | null)[][] {
  return Array.from({ length: variantCount }, (_, variant) => {
    if (metric === 'visitors') return daily.map((day) => day.visitors[variant] ?? 0);
    let visitors = 0;
    let leads = 0;
    return daily.map((day) => {
      visitors += day.visitors[variant] ?? 0;
      leads += day.leads[variant] ?? 0;
      return visitors > 0 ? leads / visitors : null;
    });
  });
}

/** uPlot's data: the days' places (0 = the first day), then one series per variant. */
export function chartData(daily: Daily, variantCount: number, metric: ChartMetric): (number | null)[][] {
  return [daily.map((_, index) => index), ...chartSeries(daily, variantCount, metric)];
}

/** The y axis's top: visitors a little above the busiest day (at least 4); a rate up to 100%. */
export function chartTop(series: (number | null)[][], metric: ChartMetric): number {
  const max = Math.max(0, ...series.flat().map((value) => value ?? 0));
  if (metric === 'visitors') return Math.max(4, Math.ceil(max * 1.15));
  // Rates: a little headroom, rounded up to the next 5%, never past 100%.
  return Math.min(1, Math.max(0.05, Math.ceil((max * 1.15) / 0.05) * 0.05));
}

/** A chart's value in words: '12 visitors' or '25%' ('—' before a variant's first visitor). */
export const chartValueText = (value: number | null, metric: ChartMetric) =>
  metric === 'visitors' ? plural(value ?? 0, 'visitor') : value === null ? '—' : formatConversionRate(value);

/**
 * The chart for people who cannot see it (its aria-label): the period and where each variant
 * stands at its end. The day-by-day numbers are in 'View as table'.
 */
export function chartSummary(
  experiment: Pick<Experiment, 'daily' | 'variants'>,
  metric: ChartMetric,
): string {
  const { daily, variants } = experiment;
  const first = daily[0];
  const last = daily[daily.length - 1];
  const what = metric === 'visitors' ? 'Visitors per day' : 'Conversion rate so far';
  if (!first || !last) return `${what} of each variant: no days yet.`;
  const range =
    first === last ? `on ${dayLabel(first.date)}` : `from ${dayLabel(first.date)} to ${dayLabel(last.date)}`;
  const series = chartSeries(daily, variants.length, metric);
  const ends = variants.map((_, index) => {
    const values = series[index] ?? [];
    if (metric === 'visitors') {
      const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
      return `${variantLetter(index)} ${plural(total, 'visitor')}`;
    }
    return `${variantLetter(index)} ${chartValueText(values[values.length - 1] ?? null, metric)}`;
  });
  return `${what} of each variant ${range}: ${ends.join(', ')}${metric === 'visitors' ? ' in all' : ' at the end'}.`;
}

// ---------------------------------------------------------------------------------------------
// Start form

/** A page the start form offers: one of the variation group's. */
export interface ExperimentPage {
  id: number;
  title: string;
}

/** A name to start from: 'Test: {title}', cut at a word within the name's limit. */
export function suggestExperimentName(title: string): string {
  const name = `Test: ${title.trim().replace(/\s+/g, ' ')}`;
  const max = EXPERIMENT_LIMITS.maxNameLength;
  if (name.length <= max) return name;
  const cut = name.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 10 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Whole percentages that split 100 evenly, the first ones taking what is left over: 34, 33, 33. */
export function evenShares(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(100 / count);
  const left = 100 - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < left ? 1 : 0));
}

/** A share field's text as a number, or null when it is not a whole number from 0 to 100. */
export function parseShare(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

/** The total of the shares that read as numbers (the form shows it as they are typed). */
export const shareTotal = (texts: readonly string[]) =>
  texts.reduce((sum, text) => sum + (parseShare(text) ?? 0), 0);

/**
 * What is wrong with hand-set shares, or null: each a whole number from 0 to 100, adding up
 * to 100. (The API takes any relative weights; percentages that add up are what a person can
 * check at a glance.)
 */
export function sharesProblem(texts: readonly string[]): string | null {
  if (texts.some((text) => parseShare(text) === null))
    return 'Each share must be a whole number from 0 to 100.';
  const total = shareTotal(texts);
  if (total !== 100) return `The shares must add up to 100% (now ${total}%).`;
  return null;
}

/** The pages' count is within the API's limits, or what to do about it. */
export function pageCountProblem(count: number): string | null {
  const { minPages, maxPages } = EXPERIMENT_LIMITS;
  if (count < minPages) return `Choose at least ${minPages} pages to compare.`;
  if (count > maxPages)
    return `Choose at most ${maxPages} pages: an experiment compares ${minPages} to ${maxPages}.`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Page deletion

/** The running or promoted experiments any of these pages is in (an ended one no longer cares). */
export function liveExperimentsWith(
  experiments: readonly ExperimentSummary[] | undefined,
  pageIds: readonly number[],
): ExperimentSummary[] {
  if (!experiments) return [];
  return experiments.filter(
    (experiment) =>
      isLive(experiment) &&
      experiment.variants.some((variant) => variant.pageId !== null && pageIds.includes(variant.pageId)),
  );
}

const quoted = (name: string) => `“${name}”`;

/** '“A”', '“A” and “B”', '“A”, “B” and “C”'. */
function names(experiments: readonly ExperimentSummary[]): string {
  const all = experiments.map((experiment) => quoted(experiment.name));
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

/**
 * What a page deletion's confirmation adds when the page (or, for a group, one of its pages) is
 * in a live experiment: 'This page is in the experiment “X”. Deleting it ends the experiment;
 * its results stay readable.' Empty when none is.
 */
export function deletionNote(
  experiments: readonly ExperimentSummary[],
  pages: 'one' | 'many' = 'one',
): string {
  if (experiments.length === 0) return '';
  const subject = pages === 'one' ? 'This page is' : 'These pages are';
  const object = pages === 'one' ? 'it' : 'them';
  if (experiments.length === 1)
    return `${subject} in the experiment ${names(experiments)}. Deleting ${object} ends the experiment; its results stay readable.`;
  return `${subject} in the experiments ${names(experiments)}. Deleting ${object} ends them; their results stay readable.`;
}
