import type { BillingStatus, Meter } from '@shared/api/billing';
import type { GenerationOptions } from '@shared/api/generation';
import { VARIATION_COUNTS } from '@shared/constants';

/**
 * What the user's plan has room for right now, from GET /api/billing/status: the same limits
 * the server checks before a generation (generation/page-room.ts). Variations need a page each
 * and a variation from the month's allowance each; a single page needs one page and one
 * generation.
 */

const left = (meter: Meter): number | null =>
  meter.limit === null ? null : Math.max(0, meter.limit - meter.used);

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const FEWEST_VARIATIONS = VARIATION_COUNTS[0];
const MOST_VARIATIONS = VARIATION_COUNTS[VARIATION_COUNTS.length - 1]!;

export interface VariationRoom {
  /** The most variations one request can ask for now; null = the plan sets no limit. */
  max: number | null;
  /** Why fewer than every count is offered: a sentence naming the limit (null when nothing is capped). */
  reason: string | null;
}

/** How many variations fit the plan's remaining room, and which limit caps them. */
export function variationRoom(status: BillingStatus): VariationRoom {
  const plan = status.plan.name;
  const { monthly, landingPages } = status.usage;
  const limits: { room: number; reason: string }[] = [];
  const variationsLeft = left(monthly.variation);
  if (variationsLeft !== null) {
    limits.push({
      room: variationsLeft,
      reason:
        variationsLeft === 0
          ? `Your ${plan} plan's ${count(monthly.variation.limit ?? 0, 'variation')} this month are used up.`
          : `Your ${plan} plan has ${count(variationsLeft, 'variation')} left this month.`,
    });
  }
  const pagesLeft = left(landingPages);
  if (pagesLeft !== null) {
    limits.push({
      room: pagesLeft,
      reason: `Each variation is saved as a page, and your ${plan} plan has room for ${count(pagesLeft, 'more page')} (${landingPages.used} of ${landingPages.limit}).`,
    });
  }
  // The tightest limit decides; on a tie the monthly allowance is named first.
  const tightest = limits.reduce<(typeof limits)[number] | null>(
    (best, limit) => (best === null || limit.room < best.room ? limit : best),
    null,
  );
  if (tightest === null) return { max: null, reason: null };
  return { max: tightest.room, reason: tightest.room < MOST_VARIATIONS ? tightest.reason : null };
}

/** The variation counts to offer: every count, each marked whether the plan has room for it. */
export function variationChoices(room: VariationRoom): { count: number; fits: boolean }[] {
  return VARIATION_COUNTS.map((n) => ({ count: n, fits: room.max === null || n <= room.max }));
}

/** A plan limit a request runs into: what it is, and what can be done about it. */
export interface LimitHit {
  message: string;
  remedy: string;
}

/**
 * The plan limit that stops this request (null when the plan has room): what the server
 * would refuse with 403 before starting.
 */
export function limitBlocking(status: BillingStatus, options: GenerationOptions): LimitHit | null {
  const plan = status.plan.name;
  const { monthly, landingPages } = status.usage;
  const wanted = options.generateVariations ? options.variationCount : 1;
  const pagesLeft = left(landingPages);
  if (pagesLeft !== null && pagesLeft < wanted) {
    const pages = `Your ${plan} plan allows ${count(landingPages.limit ?? 0, 'landing page')} and you have ${landingPages.used}`;
    return {
      message: wanted > 1 ? `${pages}: ${wanted} variations need a page each.` : `${pages}.`,
      remedy: 'Upgrade for more room, or delete a page on the Dashboard first.',
    };
  }
  const meter = options.generateVariations ? monthly.variation : monthly.generate;
  const noun = options.generateVariations ? 'variation' : 'page generation';
  const monthLeft = left(meter);
  if (monthLeft !== null && monthLeft < wanted) {
    const allowance = `Your ${plan} plan includes ${count(meter.limit ?? 0, noun)} a month`;
    return monthLeft === 0
      ? {
          message: `${allowance}, and you have used them all.`,
          remedy: 'Upgrade for more, or wait until next month.',
        }
      : {
          message: `${allowance}, and ${monthLeft} ${monthLeft === 1 ? 'is' : 'are'} left: ${wanted} would exceed it.`,
          remedy: 'Upgrade for more, or edit the options to ask for fewer.',
        };
  }
  return null;
}

/**
 * The options made to fit the plan's room for `maxVariations` (null = no limit): the variation
 * count lowered to the most there is room for, and variations turned off when there is not
 * room for the fewest. The very same object when they already fit.
 */
export function fitOptionsToPlan(
  options: GenerationOptions,
  maxVariations: number | null,
): GenerationOptions {
  if (!options.generateVariations || maxVariations === null || options.variationCount <= maxVariations)
    return options;
  if (maxVariations < FEWEST_VARIATIONS) return { ...options, generateVariations: false };
  return { ...options, variationCount: maxVariations };
}
