import { describe, expect, it } from 'vitest';
import { cacheMultipliers, cacheSavings, costOf, pricePerMTok } from './pricing.ts';

describe('pricing', () => {
  it.each<[model: string, perMTok: { input: number; output: number }, why: string]>([
    ['claude-sonnet-4-5-20250929', { input: 3, output: 15 }, 'the longest matching prefix'],
    ['gpt-4o-mini-2024-07-18', { input: 0.15, output: 0.6 }, 'the longest matching prefix'],
    ['gpt-4o-2024-08-06', { input: 2.5, output: 10 }, 'the longest matching prefix'],
    ['anthropic/claude-haiku-4-5', { input: 1, output: 5 }, 'the longest matching prefix'],
    ['claude-opus-4-5-20251101', { input: 5, output: 25 }, 'a current model'],
    ['claude-opus-4-6', { input: 5, output: 25 }, 'a current model'],
    ['claude-opus-4-1-20250805', { input: 15, output: 75 }, 'the older Opus 4 keeps its old price'],
    ['claude-opus-4-20250514', { input: 15, output: 75 }, 'the older Opus 4 keeps its old price'],
    ['claude-sonnet-4-20250514', { input: 3, output: 15 }, 'a current model'],
    ['claude-haiku-4-5-20251001', { input: 1, output: 5 }, 'a current model'],
    ['gpt-5', { input: 1.25, output: 10 }, 'a current model'],
    ['gpt-5.1-2025-11-13', { input: 1.25, output: 10 }, 'a current model'],
    ['gpt-5-mini-2025-08-07', { input: 0.25, output: 2 }, 'a current model'],
    ['openai/gpt-5-nano', { input: 0.05, output: 0.4 }, 'a current model'],
    ['claude-3-5-haiku-latest', { input: 0.8, output: 4 }, 'an older row, kept'],
    ['gpt-4.1-mini', { input: 0.4, output: 1.6 }, 'an older row, kept'],
    ['o3', { input: 2, output: 8 }, 'an older row, kept'],
  ])('prices %s at %o dollars per million tokens: %s', (model, perMTok) => {
    expect(pricePerMTok(model)).toEqual(perMTok);
  });

  // Per provider family; an unknown model gets none.
  it.each<[model: string, multipliers: { read: number; write: number }]>([
    ['claude-sonnet-4-5', { read: 0.1, write: 1.25 }],
    ['anthropic/claude-3-5-haiku', { read: 0.1, write: 1.25 }],
    ['gpt-5-mini', { read: 0.1, write: 1 }],
    ['gpt-4.1-nano', { read: 0.25, write: 1 }],
    ['gpt-4o-mini', { read: 0.5, write: 1 }],
    ['o4-mini', { read: 0.25, write: 1 }],
    ['llama3.1:8b', { read: 1, write: 1 }],
  ])('prices cache reads and writes of %s at %o of the input price', (model, multipliers) => {
    expect(cacheMultipliers(model)).toEqual(multipliers);
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
