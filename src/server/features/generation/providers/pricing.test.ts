import { describe, expect, it } from 'vitest';
import { cacheMultipliers, cacheSavings, costOf, pricePerMTok } from './pricing.ts';

describe('pricing', () => {
  it('prices by the longest matching model prefix', () => {
    expect(pricePerMTok('claude-sonnet-4-5-20250929')).toEqual({ input: 3, output: 15 });
    expect(pricePerMTok('gpt-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6 });
    expect(pricePerMTok('gpt-4o-2024-08-06')).toEqual({ input: 2.5, output: 10 });
    expect(pricePerMTok('anthropic/claude-haiku-4-5')).toEqual({ input: 1, output: 5 });
  });

  it('knows the current models, and the older Opus 4 keeps its old price', () => {
    expect(pricePerMTok('claude-opus-4-5-20251101')).toEqual({ input: 5, output: 25 });
    expect(pricePerMTok('claude-opus-4-6')).toEqual({ input: 5, output: 25 });
    expect(pricePerMTok('claude-opus-4-1-20250805')).toEqual({ input: 15, output: 75 });
    expect(pricePerMTok('claude-opus-4-20250514')).toEqual({ input: 15, output: 75 });
    expect(pricePerMTok('claude-sonnet-4-20250514')).toEqual({ input: 3, output: 15 });
    expect(pricePerMTok('claude-haiku-4-5-20251001')).toEqual({ input: 1, output: 5 });
    expect(pricePerMTok('gpt-5')).toEqual({ input: 1.25, output: 10 });
    expect(pricePerMTok('gpt-5.1-2025-11-13')).toEqual({ input: 1.25, output: 10 });
    expect(pricePerMTok('gpt-5-mini-2025-08-07')).toEqual({ input: 0.25, output: 2 });
    expect(pricePerMTok('openai/gpt-5-nano')).toEqual({ input: 0.05, output: 0.4 });
    // Older rows stay.
    expect(pricePerMTok('claude-3-5-haiku-latest')).toEqual({ input: 0.8, output: 4 });
    expect(pricePerMTok('gpt-4.1-mini')).toEqual({ input: 0.4, output: 1.6 });
    expect(pricePerMTok('o3')).toEqual({ input: 2, output: 8 });
  });

  it('has cache multipliers per provider family, and none for unknown models', () => {
    expect(cacheMultipliers('claude-sonnet-4-5')).toEqual({ read: 0.1, write: 1.25 });
    expect(cacheMultipliers('anthropic/claude-3-5-haiku')).toEqual({ read: 0.1, write: 1.25 });
    expect(cacheMultipliers('gpt-5-mini')).toEqual({ read: 0.1, write: 1 });
    expect(cacheMultipliers('gpt-4.1-nano')).toEqual({ read: 0.25, write: 1 });
    expect(cacheMultipliers('gpt-4o-mini')).toEqual({ read: 0.5, write: 1 });
    expect(cacheMultipliers('o4-mini')).toEqual({ read: 0.25, write: 1 });
    expect(cacheMultipliers('llama3.1:8b')).toEqual({ read: 1, write: 1 });
  });

  it('charges nothing for the offline engine and unknown local models', () => {
    expect(costOf('offline-composer', { inputTokens: 5000, outputTokens: 9000 })).toBe(0);
    expect(costOf('llama3.1:8b', { inputTokens: 5000, outputTokens: 9000, cacheReadTokens: 4000 })).toBe(0);
  });

  it('computes dollars from tokens and honours the override', () => {
    expect(costOf('claude-sonnet-4-5', { inputTokens: 1_000_000, outputTokens: 100_000 })).toBeCloseTo(
      4.5,
      10,
    );
    expect(
      costOf(
        'llama3.1:8b',
        { inputTokens: 2_000_000, outputTokens: 1_000_000 },
        { inputPerMTok: 0.5, outputPerMTok: 1 },
      ),
    ).toBeCloseTo(2, 10);
  });

  it('prices cache reads and writes as parts of the prompt total', () => {
    // 1M prompt tokens: 200k written to the cache, 700k read from it, 100k plain; 10k output.
    const usage = {
      inputTokens: 1_000_000,
      outputTokens: 10_000,
      cacheReadTokens: 700_000,
      cacheWriteTokens: 200_000,
    };
    // Sonnet at $3 in / $15 out: 0.1M*3 + 0.2M*3*1.25 + 0.7M*3*0.1 + 0.01M*15
    expect(costOf('claude-sonnet-4-5', usage)).toBeCloseTo(0.3 + 0.75 + 0.21 + 0.15, 10);
    // GPT-5 at $1.25 in / $10 out: writes cost plain input, reads a tenth.
    expect(costOf('gpt-5', usage)).toBeCloseTo(0.1 * 1.25 + 0.2 * 1.25 + 0.7 * 0.125 + 0.01 * 10, 10);
    // gpt-4.1 reads at a quarter, gpt-4o at half.
    expect(
      costOf('gpt-4.1', { inputTokens: 1_000_000, outputTokens: 0, cacheReadTokens: 1_000_000 }),
    ).toBeCloseTo(0.5, 10);
    expect(
      costOf('gpt-4o', { inputTokens: 1_000_000, outputTokens: 0, cacheReadTokens: 1_000_000 }),
    ).toBeCloseTo(1.25, 10);
    // An unknown model claims no discount: cached tokens cost what plain ones do.
    const priced = { inputPerMTok: 2, outputPerMTok: 4 };
    expect(costOf('my-model', usage, priced)).toBeCloseTo(
      costOf('my-model', { inputTokens: 1_000_000, outputTokens: 10_000 }, priced),
      10,
    );
  });

  it('applies the cache multipliers to an overridden input price', () => {
    const override = { inputPerMTok: 10, outputPerMTok: 20 };
    const usage = {
      inputTokens: 1_000_000,
      outputTokens: 0,
      cacheReadTokens: 500_000,
      cacheWriteTokens: 500_000,
    };
    expect(costOf('claude-haiku-4-5', usage, override)).toBeCloseTo(0.5 * 10 * 1.25 + 0.5 * 10 * 0.1, 10);
    expect(cacheSavings('claude-haiku-4-5', 1_000_000, override)).toBeCloseTo(9, 10);
  });

  it('never bills a negative uncached share when cache counts exceed the prompt total', () => {
    expect(
      costOf('claude-sonnet-4-5', { inputTokens: 100, outputTokens: 0, cacheReadTokens: 1_000_000 }),
    ).toBeCloseTo(0.3, 10);
  });

  it('reports what cache reads saved against the full input price', () => {
    expect(cacheSavings('claude-sonnet-4-5', 1_000_000)).toBeCloseTo(2.7, 10);
    expect(cacheSavings('gpt-5-mini', 1_000_000)).toBeCloseTo(0.225, 10);
    expect(cacheSavings('gpt-4o', 2_000_000)).toBeCloseTo(2.5, 10);
    expect(cacheSavings('my-model', 1_000_000, { inputPerMTok: 3 })).toBe(0);
    expect(cacheSavings('offline-composer', 1_000_000)).toBe(0);
    expect(cacheSavings('claude-sonnet-4-5', 0)).toBe(0);
  });
});
