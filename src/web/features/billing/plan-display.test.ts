import { describe, expect, it } from 'vitest';
import {
  activePlans,
  discountLabel,
  formatPlanPrice,
  isMostPopular,
  meterView,
  paymentUnavailable,
  periodLabel,
  planFeatureLines,
  subscribingLine,
} from './plan-display';

const plan = (overrides: Partial<Parameters<typeof planFeatureLines>[0]> = {}) => ({
  features: ['Everything in Free'],
  maxLandingPages: 25 as number | null,
  maxVersions: 20 as number | null,
  maxStorageMb: 1024 as number | null,
  monthlyGenerateLimit: 100,
  monthlyModifyLimit: 300,
  monthlyVariationLimit: 50,
  monthlyAskLimit: 500,
  ...overrides,
});

describe('formatPlanPrice', () => {
  it('adds /{interval} only when the price is above 0', () => {
    expect(formatPlanPrice({ price: 29, interval: 'monthly' })).toBe('$29/monthly');
    expect(formatPlanPrice({ price: 290, interval: 'yearly' })).toBe('$290/yearly');
    expect(formatPlanPrice({ price: 0, interval: 'monthly' })).toBe('$0');
    // A discounted price overrides the plan's own.
    expect(formatPlanPrice({ price: 59, interval: 'monthly' }, 47.2)).toBe('$47.20/monthly');
  });

  it('writes the payment card line', () => {
    expect(subscribingLine({ name: 'Pro', price: 59, interval: 'monthly' })).toBe(
      'Subscribing to Pro plan - $59/monthly',
    );
    expect(subscribingLine({ name: 'Pro', price: 59, interval: 'monthly' }, 29.5)).toBe(
      'Subscribing to Pro plan - $29.50/monthly',
    );
  });
});

describe('planFeatureLines', () => {
  it('lists the features, then what the enforced limits allow', () => {
    expect(planFeatureLines(plan())).toEqual([
      'Everything in Free',
      'Up to 25 landing pages',
      'Up to 20 versions per page',
      '100 page generations per month',
      '300 AI edits per month',
      '50 variations per month',
      '500 chat questions per month',
      '1,024 MB of storage',
    ]);
  });

  it("says 'Unlimited' for a limit of -1 or null, whatever the plan is called", () => {
    expect(
      planFeatureLines(
        plan({
          features: [],
          maxLandingPages: -1,
          maxVersions: null,
          maxStorageMb: -1,
          monthlyGenerateLimit: -1,
          monthlyModifyLimit: -1,
          monthlyVariationLimit: -1,
          monthlyAskLimit: -1,
        }),
      ),
    ).toEqual([
      'Unlimited landing pages',
      'Unlimited versions',
      'Unlimited page generations',
      'Unlimited AI edits',
      'Unlimited variations',
      'Unlimited chat questions',
      'Unlimited storage',
    ]);
  });

  it('writes one in the singular, groups thousands and leaves out an allowance of 0', () => {
    expect(
      planFeatureLines(
        plan({
          features: [],
          maxLandingPages: 1,
          maxVersions: 1,
          maxStorageMb: 50,
          monthlyGenerateLimit: 1,
          monthlyModifyLimit: 1500,
          monthlyVariationLimit: 0,
          monthlyAskLimit: 1,
        }),
      ),
    ).toEqual([
      'Up to 1 landing page',
      'Up to 1 version per page',
      '1 page generation per month',
      '1,500 AI edits per month',
      '1 chat question per month',
      '50 MB of storage',
    ]);
  });

  it('does not repeat a line the features already hold, and drops blank features', () => {
    expect(planFeatureLines(plan({ features: ['Up to 25 landing pages', '  '] }))).toEqual([
      'Up to 25 landing pages',
      'Up to 20 versions per page',
      '100 page generations per month',
      '300 AI edits per month',
      '50 variations per month',
      '500 chat questions per month',
      '1,024 MB of storage',
    ]);
  });
});

describe('plan list rules', () => {
  it('marks only the plan named Pro as Most Popular', () => {
    expect(isMostPopular({ name: 'Pro' })).toBe(true);
    expect(isMostPopular({ name: 'Pro Plus' })).toBe(false);
  });

  it('offers active plans only', () => {
    expect(
      activePlans([
        { isActive: true, id: 1 },
        { isActive: false, id: 2 },
      ]),
    ).toEqual([{ isActive: true, id: 1 }]);
  });

  it('says payment is unavailable without a key when any plan costs money', () => {
    expect(paymentUnavailable(null, [{ price: 0 }, { price: 29 }])).toBe(true);
    expect(paymentUnavailable('', [{ price: 29 }])).toBe(true);
    expect(paymentUnavailable(null, [{ price: 0 }])).toBe(false);
    expect(paymentUnavailable('pk_test_x', [{ price: 29 }])).toBe(false);
  });
});

describe('discountLabel', () => {
  it('shows percentages and fixed amounts', () => {
    expect(discountLabel({ type: 'percentage', value: 20 })).toBe('20% off');
    expect(discountLabel({ type: 'percentage', value: 12.5 })).toBe('12.5% off');
    expect(discountLabel({ type: 'fixed_amount', value: 5 })).toBe('$5 off');
    expect(discountLabel({ type: 'fixed_amount', value: 4.99 })).toBe('$4.99 off');
  });
});

describe('meterView', () => {
  it('shows used of limit with a bar', () => {
    expect(meterView({ used: 1, limit: 4 })).toEqual({ text: '1 of 4', percent: 25, full: false });
    expect(meterView({ used: 3, limit: 3 })).toEqual({ text: '3 of 3', percent: 100, full: true });
  });

  it('caps the bar at 100 and handles a zero limit', () => {
    expect(meterView({ used: 5, limit: 3 }).percent).toBe(100);
    expect(meterView({ used: 0, limit: 0 })).toEqual({ text: '0 of 0', percent: 100, full: true });
  });

  it('shows unlimited meters without a bar', () => {
    expect(meterView({ used: 1234, limit: null })).toEqual({
      text: '1,234 used · Unlimited',
      percent: null,
      full: false,
    });
  });
});

describe('periodLabel', () => {
  it('names the month', () => {
    expect(periodLabel('2025-06')).toBe('June 2025');
    expect(periodLabel('odd')).toBe('odd');
  });
});
