import { describe, expect, it } from 'vitest';
import { readPaymentReturn, subscribedLine, withoutPaymentParams } from './payment-return';

describe('readPaymentReturn', () => {
  it('is null on an ordinary visit', () => {
    expect(readPaymentReturn('')).toBeNull();
    expect(readPaymentReturn('?redirect_status=succeeded')).toBeNull();
  });

  it('reads the outcome of a redirect back from Stripe', () => {
    const base = '?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x';
    expect(readPaymentReturn(`${base}&redirect_status=succeeded`)).toBe('succeeded');
    expect(readPaymentReturn(`${base}&redirect_status=processing`)).toBe('processing');
    expect(readPaymentReturn(`${base}&redirect_status=failed`)).toBe('failed');
    expect(readPaymentReturn(base)).toBe('failed');
  });
});

describe('withoutPaymentParams', () => {
  it("drops Stripe's parameters and keeps the rest", () => {
    expect(
      withoutPaymentParams(
        '/upgrade',
        '?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded',
      ),
    ).toBe('/upgrade');
    expect(withoutPaymentParams('/upgrade', '?a=1&redirect_status=succeeded')).toBe('/upgrade?a=1');
  });
});

describe('subscribedLine', () => {
  it('names the plan when known', () => {
    expect(subscribedLine('Pro')).toBe("You've been subscribed to the Pro plan.");
    expect(subscribedLine(null)).toBe("You've been subscribed to your new plan.");
  });
});
