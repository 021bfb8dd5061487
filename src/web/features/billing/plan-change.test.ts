import type { BillingStatus, SubscriptionPlan } from '@shared/api/billing';
import { describe, expect, it } from 'vitest';
import { planChange } from './plan-change';

/** The seeded plans' limits (src/server/db/seed.ts). */
const plan = (name: string, price: number, limits: number[]): SubscriptionPlan => {
  const [pages, versions, generate, modify, variation, ask] = limits as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    id: price,
    name,
    description: '',
    price,
    interval: 'monthly',
    features: [],
    isActive: true,
    maxLandingPages: pages,
    maxVersions: versions,
    maxStorageMb: null,
    monthlyGenerateLimit: generate,
    monthlyModifyLimit: modify,
    monthlyVariationLimit: variation,
    monthlyAskLimit: ask,
    maxGenerateTokensPerRequest: null,
    maxModifyTokensPerRequest: null,
    maxVariationTokensPerRequest: null,
  };
};
const FREE = plan('Free', 0, [3, 5, 10, 30, 3, 50]);
const STARTER = plan('Starter', 29, [25, 20, 100, 300, 50, 500]);
const PRO = plan('Pro', 59, [100, 50, 500, 1500, 200, 2500]);
const UNLIMITED = plan('Unlimited', 99, [-1, -1, -1, -1, -1, -1]);

/** The status of a user on `current` with this much used. */
function on(
  current: SubscriptionPlan,
  used: { pages?: number; generate?: number; modify?: number; variation?: number; ask?: number } = {},
): BillingStatus {
  const limit = (n: number | null) => (n === null || n < 0 ? null : n);
  return {
    plan: { id: current.id, name: current.name, price: current.price, interval: 'monthly' },
    subscription: null,
    usage: {
      landingPages: { used: used.pages ?? 0, limit: limit(current.maxLandingPages) },
      maxVersionsPerPage: limit(current.maxVersions),
      storage: { used: 0, limit: null },
      period: '2026-11',
      monthly: {
        generate: { used: used.generate ?? 0, limit: limit(current.monthlyGenerateLimit) },
        modify: { used: used.modify ?? 0, limit: limit(current.monthlyModifyLimit) },
        variation: { used: used.variation ?? 0, limit: limit(current.monthlyVariationLimit) },
        ask: { used: used.ask ?? 0, limit: limit(current.monthlyAskLimit) },
      },
    },
  };
}

describe('planChange', () => {
  it('calls every move to a smaller plan a downgrade, and none to a bigger one', () => {
    expect(planChange(on(STARTER), FREE).downgrade).toBe(true);
    expect(planChange(on(UNLIMITED), PRO).downgrade).toBe(true);
    expect(planChange(on(PRO), STARTER).downgrade).toBe(true);
    expect(planChange(on(FREE), STARTER).downgrade).toBe(false);
    expect(planChange(on(STARTER), UNLIMITED).downgrade).toBe(false);
  });

  it('calls it a downgrade when any one limit is lower, or the price is', () => {
    expect(planChange(on(STARTER), { ...STARTER, name: 'Lite', monthlyAskLimit: 100 }).downgrade).toBe(true);
    expect(planChange(on(STARTER), { ...STARTER, name: 'Sale', price: 19 }).downgrade).toBe(true);
    expect(planChange(on(STARTER), { ...STARTER, name: 'Same' }).downgrade).toBe(false);
  });

  it('names the pages over the new limit', () => {
    expect(planChange(on(STARTER, { pages: 7 }), FREE).over).toEqual([
      'You have 7 landing pages; the Free plan allows 3, so 4 pages are over its limit.',
    ]);
    expect(planChange(on(STARTER, { pages: 4 }), FREE).over[0]).toBe(
      'You have 4 landing pages; the Free plan allows 3, so 1 page is over its limit.',
    );
    expect(planChange(on(STARTER, { pages: 3 }), FREE).over).toEqual([]);
  });

  it('names the pages with more versions than the new plan keeps, once the pages are known', () => {
    const pages = [{ versionCount: 12 }, { versionCount: 5 }, { versionCount: 6 }];
    expect(planChange(on(STARTER, { pages: 3 }), FREE, pages).over).toEqual([
      '2 of your pages have more than 5 saved versions, the most the Free plan keeps.',
    ]);
    expect(planChange(on(STARTER, { pages: 3 }), FREE, [{ versionCount: 6 }]).over).toEqual([
      '1 of your pages has more than 5 saved versions, the most the Free plan keeps.',
    ]);
    expect(planChange(on(STARTER, { pages: 3 }), FREE).over).toEqual([]);
  });

  it("names this month's allowances already used up under the new plan", () => {
    expect(planChange(on(STARTER, { modify: 40, generate: 10, variation: 2 }), FREE).over).toEqual([
      'This month you have used 10 page generations; the Free plan includes 10, so none are left until next month.',
      'This month you have used 40 AI edits; the Free plan includes 30, so none are left until next month.',
    ]);
  });

  it('finds nothing over an unlimited plan, and says which limits the new plan sets', () => {
    const change = planChange(on(PRO, { pages: 90, modify: 1400 }), UNLIMITED, [{ versionCount: 50 }]);
    expect(change).toEqual({ downgrade: false, over: [], maxVersions: null, maxLandingPages: null });
    expect(planChange(on(PRO), FREE)).toMatchObject({ maxVersions: 5, maxLandingPages: 3 });
  });
});
