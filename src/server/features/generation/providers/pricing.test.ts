import { describe, expect, it } from 'vitest';
import { costOf, pricePerMTok } from './pricing.ts';

describe('pricing', () => {
  it('prices by the longest matching model prefix', () => {
    expect(pricePerMTok('claude-sonnet-4-5-20250929')).toEqual({ input: 3, output: 15 });
    expect(pricePerMTok('gpt-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6 });
    expect(pricePerMTok('gpt-4o-2024-08-06')).toEqual({ input: 2.5, output: 10 });
    expect(pricePerMTok('anthropic/claude-haiku-4-5')).toEqual({ input: 1, output: 5 });
  });

  it('charges nothing for the offline engine and unknown local models', () => {
    expect(costOf('offline-composer', 5000, 9000)).toBe(0);
    expect(costOf('llama3.1:8b', 5000, 9000)).toBe(0);
  });

  it('computes dollars from tokens and honours the override', () => {
    expect(costOf('claude-sonnet-4-5', 1_000_000, 100_000)).toBeCloseTo(4.5, 10);
    expect(costOf('llama3.1:8b', 2_000_000, 1_000_000, { inputPerMTok: 0.5, outputPerMTok: 1 })).toBeCloseTo(
      2,
      10,
    );
  });
});
