import type { BillingStatus, SubscriptionPlan } from '@shared/api/billing';
import { ALLOWANCE_NOUN, USAGE_KINDS, type UsageKind } from '@shared/plan-allowances';
import { formatCount } from '@/lib/format';
import { isUnlimited } from './plan-display';

/**
 * What moving to another plan means for what the user has (docs/product.md, 'Upgrade page'):
 * whether it is a downgrade, which asks first, and what would then be over the new plan's
 * limits. A plan change never deletes anything; the limits decide only what can be added.
 */

type PlanLimits = Pick<
  SubscriptionPlan,
  | 'name'
  | 'price'
  | 'maxLandingPages'
  | 'maxVersions'
  | 'monthlyGenerateLimit'
  | 'monthlyModifyLimit'
  | 'monthlyVariationLimit'
  | 'monthlyAskLimit'
>;

const MONTHLY_COLUMN = {
  generate: 'monthlyGenerateLimit',
  modify: 'monthlyModifyLimit',
  variation: 'monthlyVariationLimit',
  ask: 'monthlyAskLimit',
} as const satisfies Record<UsageKind, keyof PlanLimits>;

/** A limit as a number, null = unlimited (-1 or null in a plan's columns). */
const limitOf = (value: number | null | undefined): number | null => (isUnlimited(value) ? null : value!);

/** `next` allows less than `current` (null = unlimited). */
const lower = (current: number | null, next: number | null) =>
  next !== null && (current === null || next < current);

const plural = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

export interface PlanChange {
  /** Less of anything than the plan in force, or a lower price: asked before it happens. */
  downgrade: boolean;
  /** What would be over (or at) the new plan's limits, one sentence each. */
  over: string[];
  /** The most versions the new plan keeps per page; null = unlimited. */
  maxVersions: number | null;
  /** Landing pages the new plan allows; null = unlimited. */
  maxLandingPages: number | null;
}

/**
 * Moving from the plan in force (`status`) to `next`. `pages` (each page's number of saved
 * versions) names the pages with more versions than `next` keeps; leave it out while unknown.
 */
export function planChange(
  status: BillingStatus,
  next: PlanLimits,
  pages?: readonly { versionCount: number }[],
): PlanChange {
  const { usage } = status;
  const maxLandingPages = limitOf(next.maxLandingPages);
  const maxVersions = limitOf(next.maxVersions);
  const monthly = USAGE_KINDS.map((kind) => ({
    kind,
    meter: usage.monthly[kind],
    limit: limitOf(next[MONTHLY_COLUMN[kind]]),
  }));

  const downgrade =
    next.price < status.plan.price ||
    lower(usage.landingPages.limit, maxLandingPages) ||
    lower(usage.maxVersionsPerPage, maxVersions) ||
    monthly.some(({ meter, limit }) => lower(meter.limit, limit));

  const over: string[] = [];
  const pagesUsed = usage.landingPages.used;
  if (maxLandingPages !== null && pagesUsed > maxLandingPages) {
    over.push(
      `You have ${plural(pagesUsed, 'landing page')}; the ${next.name} plan allows ${formatCount(maxLandingPages)}, so ${plural(pagesUsed - maxLandingPages, 'page')} ${pagesUsed - maxLandingPages === 1 ? 'is' : 'are'} over its limit.`,
    );
  }
  if (maxVersions !== null && pages) {
    const crowded = pages.filter((page) => page.versionCount > maxVersions).length;
    if (crowded > 0) {
      over.push(
        `${crowded === 1 ? '1 of your pages has' : `${formatCount(crowded)} of your pages have`} more than ${plural(maxVersions, 'saved version')}, the most the ${next.name} plan keeps.`,
      );
    }
  }
  for (const { kind, meter, limit } of monthly) {
    // Nothing used (an allowance of 0 included) is nothing over.
    if (limit === null || meter.used === 0 || meter.used < limit) continue;
    over.push(
      `This month you have used ${formatCount(meter.used)} ${ALLOWANCE_NOUN[kind]}; the ${next.name} plan includes ${formatCount(limit)}, so none are left until next month.`,
    );
  }
  return { downgrade, over, maxVersions, maxLandingPages };
}
