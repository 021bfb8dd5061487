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
  it("reads -1 and null as 'Unlimited'", () => {
    expect(formatLimit(-1)).toBe('Unlimited');
    expect(formatLimit(null)).toBe('Unlimited');
    expect(formatLimit(2500)).toBe('2,500');
    expect(formatLimit(0)).toBe('0');
  });
  it('shows coupon values as N% or $N', () => {
    expect(couponValue({ type: 'percentage', value: 20 })).toBe('20%');
    expect(couponValue({ type: 'percentage', value: 12.5 })).toBe('12.5%');
    expect(couponValue({ type: 'fixed_amount', value: 5 })).toBe('$5');
    expect(couponValue({ type: 'fixed_amount', value: 4.5 })).toBe('$4.50');
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
  it("shows 'N/A' (or the given text) for absent dates", () => {
    expect(formatDay(null)).toBe('N/A');
    expect(formatDay(null, 'No expiry')).toBe('No expiry');
    expect(formatDay('not a date')).toBe('N/A');
    expect(formatDay('2026-11-22T10:00:00Z')).toBe('Nov 22, 2026');
  });
  it('styles status badges: active default, cancelled destructive, others secondary', () => {
    expect(statusBadgeVariant('active')).toBe('default');
    expect(statusBadgeVariant('cancelled')).toBe('destructive');
    expect(statusBadgeVariant('expired')).toBe('secondary');
    expect(statusBadgeVariant('incomplete')).toBe('secondary');
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
  it("labels a call's step and retry, nothing for an old first-try row", () => {
    expect(stepLabel({ step: 'patch', attempt: 1 })).toBe('patch');
    expect(stepLabel({ step: 'repair', attempt: 2 })).toBe('repair · try 2');
    expect(stepLabel({ step: null, attempt: 3 })).toBe('try 3');
    expect(stepLabel({ step: null, attempt: 1 })).toBeNull();
  });
});
