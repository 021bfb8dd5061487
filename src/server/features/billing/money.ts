/**
 * Money is counted in integer cents: prices and coupon values arrive as numeric(10,2) strings
 * and leave as dollar numbers with two decimals, so no float ever decides a charge.
 */

/** '29', '29.5', '29.99' (or a number) -> 2999. */
export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export type CouponKind = 'percentage' | 'fixed_amount';

/**
 * The price after a coupon, in cents: percentage takes value % off (rounded to the nearest
 * cent), fixed_amount takes value dollars off; never below 0.
 */
export function discountedCents(priceCents: number, coupon: { type: CouponKind; value: string | number }) {
  const valueHundredths = toCents(coupon.value);
  const off =
    coupon.type === 'percentage'
      ? Math.round((priceCents * Math.min(valueHundredths, 10_000)) / 10_000)
      : valueHundredths;
  return Math.max(0, priceCents - Math.max(0, off));
}
