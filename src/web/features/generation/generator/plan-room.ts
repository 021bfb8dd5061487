import type { BillingStatus, Meter } from '@shared/api/billing';
import type { GenerationOptions } from '@shared/api/generation';
import { VARIATION_COUNTS } from '@shared/constants';

/**
 * What the user's plan has room for right now, from GET /api/billing/status: the same limits
 * the server checks before a generation (generation/page-room.ts). Variations need a page each
 * and a variation from the month's allowance each; a single page needs one page and one
 * generation; a chat message needs one AI edit and one chat question (the server reserves
 * both: ADR 022).
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
      reason:
        pagesLeft === 0
          ? `Each variation is saved as a page, and your ${plan} plan's ${count(landingPages.limit ?? 0, 'landing page')} are used.`
          : `Each variation is saved as a page, and your ${plan} plan has room for ${count(pagesLeft, 'more page')} (${landingPages.used} of ${landingPages.limit}).`,
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

/** The variation counts to offer: only those the plan has room for (none when it has room for fewer than two). */
export function variationChoices(room: VariationRoom): number[] {
  return VARIATION_COUNTS.filter((n) => room.max === null || n <= room.max);
}

/** A plan limit a request runs into: what it is, and what can be done about it. */
export interface LimitHit {
  message: string;
  remedy: string;
}

/** 'You have used all 3 landing pages of the Free plan.' ('the one …' for a limit of 1). */
const usedAll = (limit: number, noun: string, plan: string, when = '') =>
  limit === 0
    ? `The ${plan} plan includes no ${noun}s${when ? ` ${when.trim().replace(/^this /, 'a ')}` : ''}.`
    : `You have used ${limit === 1 ? `the one ${noun}` : `all ${count(limit, noun)}`} of the ${plan} plan${when}.`;

/**
 * The plan limit that stops this request (null when the plan has room): what the server
 * would refuse with 403 before starting. The generator disables Generate while there is one.
 */
export function limitBlocking(status: BillingStatus, options: GenerationOptions): LimitHit | null {
  const plan = status.plan.name;
  const { monthly, landingPages } = status.usage;
  const wanted = options.generateVariations ? options.variationCount : 1;
  const pagesLeft = left(landingPages);
  if (pagesLeft !== null && pagesLeft < wanted) {
    const limit = landingPages.limit ?? 0;
    return {
      message:
        pagesLeft === 0
          ? usedAll(limit, 'landing page', plan)
          : `Your ${plan} plan allows ${count(limit, 'landing page')} and you have ${landingPages.used}: ${wanted} variations need a page each.`,
      remedy: 'Delete a page on the Dashboard, or upgrade for more room.',
    };
  }
  const meter = options.generateVariations ? monthly.variation : monthly.generate;
  const noun = options.generateVariations ? 'variation' : 'page generation';
  const monthLeft = left(meter);
  if (monthLeft !== null && monthLeft < wanted) {
    return monthLeft === 0
      ? {
          message: usedAll(meter.limit ?? 0, noun, plan, ' this month'),
          remedy: 'Upgrade for more, or wait until next month.',
        }
      : {
          message: `Your ${plan} plan includes ${count(meter.limit ?? 0, noun)} a month, and ${monthLeft} ${monthLeft === 1 ? 'is' : 'are'} left: ${wanted} would exceed it.`,
          remedy: 'Upgrade for more, or ask for fewer variations.',
        };
  }
  return null;
}

/**
 * The plan limit that stops a chat message (null when there is room). The server reserves an
 * AI edit and a chat question for every chat turn (only the answer tells which it ends as), so
 * either allowance used up refuses it: the same rule, read before the message is sent.
 */
export function chatLimitBlocking(status: BillingStatus): LimitHit | null {
  const plan = status.plan.name;
  const { modify, ask } = status.usage.monthly;
  const remedy = 'Upgrade for more, or wait until next month.';
  if (left(modify) === 0)
    return { message: usedAll(modify.limit ?? 0, 'AI edit', plan, ' this month'), remedy };
  if (left(ask) === 0) {
    return {
      message: `${usedAll(ask.limit ?? 0, 'chat question', plan, ' this month')} Every chat message needs room for one, in case the AI answers without changing the page.`,
      remedy,
    };
  }
  return null;
}

/**
 * The plan limit that stops an AI edit of one element (null when there is room): it takes one
 * AI edit from the month's allowance (the server reserves only that), so only that one counts.
 */
export function elementEditBlocking(status: BillingStatus): LimitHit | null {
  const { modify } = status.usage.monthly;
  if (left(modify) !== 0) return null;
  return {
    message: usedAll(modify.limit ?? 0, 'AI edit', status.plan.name, ' this month'),
    remedy: 'Upgrade for more, or wait until next month.',
  };
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
