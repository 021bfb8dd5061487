import { describe, expect, it } from 'vitest';
import {
  couponRedeemable,
  couponUsage,
  couponValue,
  detailPairs,
  formatDay,
  formatLimit,
  planBadgeClass,
  statusBadgeVariant,
  stepLabel,
} from './admin-format';

describe('limits and coupons', () => {
  // -1 and null are 'Unlimited'.
  it.each<[limit: number | null, shown: string]>([
    [-1, 'Unlimited'],
    [null, 'Unlimited'],
    [2500, '2,500'],
    [0, '0'],
  ])('reads the limit %s as %s', (limit, shown) => {
    expect(formatLimit(limit)).toBe(shown);
  });

  // N% or $N.
  it.each<[coupon: Parameters<typeof couponValue>[0], shown: string]>([
    [{ type: 'percentage', value: 20 }, '20%'],
    [{ type: 'percentage', value: 12.5 }, '12.5%'],
    [{ type: 'fixed_amount', value: 5 }, '$5'],
    [{ type: 'fixed_amount', value: 4.5 }, '$4.50'],
  ])('shows the coupon value %o as %s', (coupon, shown) => {
    expect(couponValue(coupon)).toBe(shown);
  });

  it('shows usage as used/max with ∞ without a maximum', () => {
    expect(couponUsage({ usedCount: 3, maxUses: 10 })).toBe('3/10');
    expect(couponUsage({ usedCount: 0, maxUses: null })).toBe('0/∞');
  });
  it('knows whether a coupon can be redeemed now', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const base = { isActive: true, validUntil: null, maxUses: null, usedCount: 0 };
    expect(couponRedeemable(base, now)).toBe(true);
    expect(couponRedeemable({ ...base, isActive: false }, now)).toBe(false);
    expect(couponRedeemable({ ...base, validUntil: '2026-05-31T23:59:59Z' }, now)).toBe(false);
    expect(couponRedeemable({ ...base, maxUses: 2, usedCount: 2 }, now)).toBe(false);
  });
});

describe('fallbacks and badges', () => {
  // 'N/A', or the given text, for absent dates.
  it.each<[date: string | null, absent: string | undefined, shown: string]>([
    [null, undefined, 'N/A'],
    [null, 'No expiry', 'No expiry'],
    ['not a date', undefined, 'N/A'],
    ['2026-11-22T10:00:00Z', undefined, 'Nov 22, 2026'],
  ])('formatDay(%s, %s) is %s', (date, absent, shown) => {
    expect(formatDay(date, absent)).toBe(shown);
  });

  // Active default, cancelled destructive, others secondary.
  const BADGE_VARIANTS = {
    active: 'default',
    cancelled: 'destructive',
    expired: 'secondary',
    incomplete: 'secondary',
  };

  it.each(Object.entries(BADGE_VARIANTS))('styles the %s status badge %s', (status, variant) => {
    expect(statusBadgeVariant(status)).toBe(variant);
  });

  it('colours the Free, Pro, Enterprise and Unlimited plans, and no others', () => {
    const named = ['Free', 'Pro', 'Enterprise', 'Unlimited'].map(planBadgeClass);
    expect(new Set(named).size).toBe(4);
    expect(planBadgeClass('pro')).toBe(planBadgeClass('Pro'));
    expect(planBadgeClass('Starter')).toBe(planBadgeClass(null));
  });
});

describe('audit details', () => {
  it('lists details as key: value, nested values as JSON', () => {
    expect(detailPairs({ username: 'ann', from: 'user', to: { planId: 2 }, deleted: 3 })).toEqual([
      'username: ann',
      'from: user',
      'to: {"planId":2}',
      'deleted: 3',
    ]);
    expect(detailPairs({})).toEqual([]);
  });
});

describe('API cost figures', () => {
  // The step, the retry, nothing for an old first-try row.
  it.each<[log: Parameters<typeof stepLabel>[0], label: string | null]>([
    [{ step: 'patch', attempt: 1 }, 'patch'],
    [{ step: 'repair', attempt: 2 }, 'repair · try 2'],
    [{ step: null, attempt: 3 }, 'try 3'],
    [{ step: null, attempt: 1 }, null],
  ])("labels a call's step and retry %o: %s", (log, label) => {
    expect(stepLabel(log)).toBe(label);
  });
});
