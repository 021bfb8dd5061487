import type { AdminCoupon, AdminPlan } from '@shared/api/admin';
import { describe, expect, it } from 'vitest';
import {
  couponForm,
  couponValueLabel,
  featureLines,
  monthlyLimitsForm,
  monthlyLimitValue,
  parseCouponForm,
  parseMonthlyLimits,
  parsePlanForm,
  parseTokenLimits,
  perRequestValue,
  planForm,
  tokenLimitsForm,
} from './admin-forms';

const plan: AdminPlan = {
  id: 3,
  name: 'Pro',
  description: 'For agencies',
  price: 59,
  interval: 'monthly',
  features: ['Folders', 'Builder'],
  maxLandingPages: 100,
  maxVersions: -1,
  maxStorageMb: 5120,
  isActive: true,
  monthlyGenerateLimit: 500,
  monthlyModifyLimit: -1,
  monthlyVariationLimit: 200,
  monthlyAskLimit: 2500,
  maxGenerateTokensPerRequest: null,
  maxModifyTokensPerRequest: null,
  maxVariationTokensPerRequest: null,
};

describe("monthly limits (docs/product.md, 'Token Limits tab')", () => {
  it('treats empty and -1 as unlimited (-1)', () => {
    expect(monthlyLimitValue('', 10_000)).toEqual({ value: -1 });
    expect(monthlyLimitValue('  ', 10_000)).toEqual({ value: -1 });
    expect(monthlyLimitValue('-1', 10_000)).toEqual({ value: -1 });
  });
  it('clamps to the maximum and keeps smaller values', () => {
    expect(monthlyLimitValue('50000', 10_000)).toEqual({ value: 10_000 });
    expect(monthlyLimitValue('0', 5000)).toEqual({ value: 0 });
    expect(monthlyLimitValue(' 120 ', 2000)).toEqual({ value: 120 });
  });
  it('refuses fractions, words and other negatives', () => {
    expect(monthlyLimitValue('1.5', 10)).toHaveProperty('error');
    expect(monthlyLimitValue('ten', 10)).toHaveProperty('error');
    expect(monthlyLimitValue('-2', 10)).toHaveProperty('error');
  });
  it('parses a whole plan form with the generate / modify / variation / chat question maximums', () => {
    expect(
      parseMonthlyLimits({ generate: '99999', modify: '99999', variation: '99999', ask: '99999' }),
    ).toEqual({
      ok: true,
      value: {
        monthlyGenerateLimit: 10_000,
        monthlyModifyLimit: 5000,
        monthlyVariationLimit: 2000,
        monthlyAskLimit: 10_000,
      },
    });
    expect(parseMonthlyLimits({ generate: '', modify: '-1', variation: 'x', ask: '1.5' })).toEqual({
      ok: false,
      errors: { variation: expect.any(String), ask: expect.any(String) },
    });
  });
  it('loads a plan: chat questions beside the three others, unlimited as empty', () => {
    expect(monthlyLimitsForm(plan)).toEqual({ generate: '500', modify: '', variation: '200', ask: '2500' });
  });
});

describe('per-request token limits', () => {
  it('empty or -1 sends null (the plan value, then the default, applies)', () => {
    expect(perRequestValue('', 20_000)).toEqual({ value: null });
    expect(perRequestValue('-1', 20_000)).toEqual({ value: null });
  });
  it('clamps to 20000 / 15000 / 10000', () => {
    expect(parseTokenLimits({ generate: '50000', modify: '50000', variation: '50000' })).toEqual({
      ok: true,
      value: {
        maxGenerateTokensPerRequest: 20_000,
        maxModifyTokensPerRequest: 15_000,
        maxVariationTokensPerRequest: 10_000,
      },
    });
  });
  it('refuses zero and non-numbers', () => {
    expect(perRequestValue('0', 10)).toHaveProperty('error');
    expect(parseTokenLimits({ generate: 'abc', modify: '', variation: '0' })).toEqual({
      ok: false,
      errors: { generate: expect.any(String), variation: expect.any(String) },
    });
  });
  it('loads unset values as empty inputs', () => {
    expect(
      tokenLimitsForm({
        maxGenerateTokensPerRequest: 12_000,
        maxModifyTokensPerRequest: null,
        maxVariationTokensPerRequest: null,
      }),
    ).toEqual({ generate: '12000', modify: '', variation: '' });
  });
});

describe('plan form', () => {
  it('starts empty, monthly and active', () => {
    expect(planForm(null)).toMatchObject({ name: '', price: '', interval: 'monthly', isActive: true });
  });
  it('loads a plan: unlimited caps as empty inputs, features one per line', () => {
    expect(planForm(plan)).toMatchObject({
      price: '59',
      maxLandingPages: '100',
      maxVersions: '',
      features: 'Folders\nBuilder',
      isActive: true,
    });
  });
  it('sends price as a decimal, limits as integers, empty limits as -1, features without blank lines', () => {
    const parsed = parsePlanForm({
      ...planForm(null),
      name: '  Agency ',
      price: '129.99',
      interval: 'yearly',
      maxLandingPages: '250',
      features: 'One\n\n  Two  \n',
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        name: 'Agency',
        description: '',
        price: 129.99,
        interval: 'yearly',
        features: ['One', 'Two'],
        maxLandingPages: 250,
        maxVersions: -1,
        maxStorageMb: -1,
        isActive: true,
      },
    });
  });
  it('reads the storage allowance in whole megabytes (empty = unlimited) and shows a stored one', () => {
    expect(planForm(plan).maxStorageMb).toBe('5120');
    expect(planForm({ ...plan, maxStorageMb: -1 }).maxStorageMb).toBe('');
    const parsed = parsePlanForm({ ...planForm(null), name: 'A', price: '5', maxStorageMb: ' 250 ' });
    expect(parsed).toMatchObject({ ok: true, value: { maxStorageMb: 250 } });
    for (const typed of ['2.5', 'lots', '-3']) {
      expect(parsePlanForm({ ...planForm(null), name: 'A', price: '5', maxStorageMb: typed })).toEqual({
        ok: false,
        errors: { maxStorageMb: 'Storage (MB) must be a whole number (empty for unlimited)' },
      });
    }
  });
  it('requires name and price, and a price with at most 2 decimals', () => {
    expect(parsePlanForm(planForm(null))).toEqual({
      ok: false,
      errors: { name: 'Plan name is required', price: 'Price is required' },
    });
    expect(parsePlanForm({ ...planForm(null), name: 'A', price: '1.999' })).toMatchObject({ ok: false });
    expect(parsePlanForm({ ...planForm(null), name: 'A', price: '5', maxVersions: '2.5' })).toMatchObject({
      ok: false,
      errors: { maxVersions: expect.any(String) },
    });
  });
  it('keeps a stored inactive flag and falls back to false', () => {
    expect(planForm({ ...plan, isActive: false }).isActive).toBe(false);
    expect(planForm({ ...plan, isActive: undefined as unknown as boolean }).isActive).toBe(false);
  });
  it('splits features by line', () => {
    expect(featureLines('a\r\nb\n \nc')).toEqual(['a', 'b', 'c']);
  });
});

describe('coupon form', () => {
  const coupon: AdminCoupon = {
    id: 1,
    code: 'SPRING',
    type: 'fixed_amount',
    value: 5.5,
    description: 'Spring sale',
    maxUses: null,
    usedCount: 2,
    validUntil: '2030-04-30T23:59:59.999Z',
    applicablePlans: [2, 3],
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  it('upper-cases the code, sends empty maxUses and validUntil as null', () => {
    expect(parseCouponForm({ ...couponForm(null), code: ' save20 ', value: '20' })).toEqual({
      ok: true,
      value: {
        code: 'SAVE20',
        type: 'percentage',
        value: 20,
        description: '',
        maxUses: null,
        validUntil: null,
        applicablePlans: [],
        isActive: true,
      },
    });
  });
  it('loads a coupon with its date for the date input and keeps applicablePlans', () => {
    const form = couponForm(coupon);
    expect(form).toMatchObject({
      value: '5.5',
      maxUses: '',
      validUntil: '2030-04-30',
      applicablePlans: [2, 3],
    });
    expect(parseCouponForm({ ...form, maxUses: '100' })).toMatchObject({
      ok: true,
      value: { maxUses: 100, validUntil: '2030-04-30', applicablePlans: [2, 3] },
    });
  });
  it('requires code and value; percentages stop at 100', () => {
    expect(parseCouponForm(couponForm(null))).toEqual({
      ok: false,
      errors: { code: 'Coupon code is required', value: 'Value is required' },
    });
    expect(parseCouponForm({ ...couponForm(null), code: 'X', value: '150' })).toMatchObject({
      ok: false,
      errors: { value: 'A percentage cannot exceed 100' },
    });
    expect(parseCouponForm({ ...couponForm(null), code: 'X', value: '5', maxUses: '0' })).toMatchObject({
      ok: false,
      errors: { maxUses: expect.any(String) },
    });
  });
  it('labels the value (%) or ($)', () => {
    expect(couponValueLabel('percentage')).toBe('Value (%)');
    expect(couponValueLabel('fixed_amount')).toBe('Value ($)');
  });
});
