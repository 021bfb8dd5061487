import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../../src/server/db/seed.ts';
import { TEASER_PLANS } from '../../src/web/features/marketing/pricing-plans.ts';

/**
 * The landing page's pricing is fixed text (it is pre-rendered); what it says of each plan's
 * limits must be what a fresh install's plans enforce.
 */
describe("the landing page's plans", () => {
  it('show Free, the plan sign-up gives, and Starter', () => {
    expect(TEASER_PLANS.map((plan) => [plan.name, plan.price, plan.action])).toEqual([
      ['Free', '$0', 'Start for free'],
      ['Starter', '$29', 'Get Started'],
    ]);
  });

  it.each(TEASER_PLANS)("state the seeded $name plan's limits", (plan) => {
    const seeded = DEFAULT_PLANS.find((row) => row.name === plan.name)!;
    expect(plan.limits).toEqual({
      maxLandingPages: seeded.maxLandingPages,
      maxVersions: seeded.maxVersions,
      maxStorageMb: seeded.maxStorageMb,
      monthlyGenerateLimit: seeded.monthlyGenerateLimit,
      monthlyModifyLimit: seeded.monthlyModifyLimit,
      monthlyVariationLimit: seeded.monthlyVariationLimit,
      monthlyAskLimit: seeded.monthlyAskLimit,
    });
    expect(`$${Number(seeded.price)}`).toBe(plan.price);
  });

  it('list the limits as the upgrade page words them', () => {
    expect(TEASER_PLANS[0]!.features).toContain('Up to 3 landing pages');
    expect(TEASER_PLANS[0]!.features).toContain('10 page generations per month');
    expect(TEASER_PLANS[1]!.features).toContain('Up to 25 landing pages');
  });
});
