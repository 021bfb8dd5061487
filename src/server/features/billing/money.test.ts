import { describe, expect, it } from 'vitest';
import { discountedCents, fromCents, toCents } from './money.ts';

describe('money in cents', () => {
  it('reads numeric strings without float drift', () => {
    expect(toCents('29')).toBe(2900);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1234567.89')).toBe(123456789);
    expect(fromCents(2320)).toBe(23.2);
  });

  it('takes a percentage off, rounding the discount to the cent', () => {
    expect(discountedCents(2900, { type: 'percentage', value: '20' })).toBe(2320);
    expect(discountedCents(5900, { type: 'percentage', value: '12.5' })).toBe(5162);
    expect(discountedCents(2900, { type: 'percentage', value: '100' })).toBe(0);
    expect(discountedCents(2900, { type: 'percentage', value: '150' })).toBe(0);
    expect(discountedCents(2900, { type: 'percentage', value: '0' })).toBe(2900);
  });

  it('takes a fixed amount off, never below zero', () => {
    expect(discountedCents(2900, { type: 'fixed_amount', value: '10' })).toBe(1900);
    expect(discountedCents(2900, { type: 'fixed_amount', value: '9.99' })).toBe(1901);
    expect(discountedCents(2900, { type: 'fixed_amount', value: '29.01' })).toBe(0);
    expect(discountedCents(0, { type: 'fixed_amount', value: '5' })).toBe(0);
  });
});
