/**
 * What a plan allows, in words. Plans differ only in their limits (every feature is on every
 * plan), and those limits are what the server enforces: the page and version caps and the
 * storage allowance when saving, the monthly allowances when charging a request. The upgrade page's plan cards list these
 * lines from the same plan columns, so a card never promises what the server would refuse.
 */

/**
 * The monthly allowances, named as the server's refusals name them ("…includes 10 AI edits per
 * month"). 'ask' counts chat questions: chat turns the AI answers without changing the page.
 */
export const ALLOWANCE_NOUN = {
  generate: 'page generations',
  modify: 'AI edits',
  variation: 'variations',
  ask: 'chat questions',
} as const;

/** What a plan's monthly allowances count: page generations, AI edits, variations, chat questions. */
export type UsageKind = keyof typeof ALLOWANCE_NOUN;
/** The monthly allowances in the order every screen lists them. */
export const USAGE_KINDS = ['generate', 'modify', 'variation', 'ask'] as const satisfies readonly UsageKind[];

export interface PlanLimitsView {
  maxLandingPages: number | null;
  maxVersions: number | null;
  /** Megabytes of storage (src/shared/storage.ts); -1 or null = unlimited. */
  maxStorageMb: number | null;
  monthlyGenerateLimit: number;
  monthlyModifyLimit: number;
  monthlyVariationLimit: number;
  monthlyAskLimit: number;
}

/** -1 or null means unlimited. */
const unlimited = (limit: number | null | undefined) => limit === null || limit === undefined || limit < 0;

const count = (n: number) => n.toLocaleString('en-US');

/** 'page generations' -> 'page generation' for a limit of 1. */
const singular = (noun: string) => noun.replace(/s$/, '');

const monthly = (limit: number, noun: string): string | null => {
  if (unlimited(limit)) return `Unlimited ${noun}`;
  // An allowance of 0 is a missing feature, not a selling point: the card leaves it out.
  if (limit === 0) return null;
  return `${count(limit)} ${limit === 1 ? singular(noun) : noun} per month`;
};

/**
 * The card lines for a plan's limits, in a fixed order: landing pages, versions per page, the
 * four monthly allowances, then storage.
 */
export function planAllowanceLines(plan: PlanLimitsView): string[] {
  const pages = plan.maxLandingPages;
  const versions = plan.maxVersions;
  const lines = [
    unlimited(pages)
      ? 'Unlimited landing pages'
      : `Up to ${count(pages as number)} landing page${pages === 1 ? '' : 's'}`,
    unlimited(versions)
      ? 'Unlimited versions'
      : `Up to ${count(versions as number)} version${versions === 1 ? '' : 's'} per page`,
    monthly(plan.monthlyGenerateLimit, ALLOWANCE_NOUN.generate),
    monthly(plan.monthlyModifyLimit, ALLOWANCE_NOUN.modify),
    monthly(plan.monthlyVariationLimit, ALLOWANCE_NOUN.variation),
    monthly(plan.monthlyAskLimit, ALLOWANCE_NOUN.ask),
    unlimited(plan.maxStorageMb)
      ? 'Unlimited storage'
      : `${count(plan.maxStorageMb as number)} MB of storage`,
  ];
  return lines.filter((line): line is string => line !== null);
}
