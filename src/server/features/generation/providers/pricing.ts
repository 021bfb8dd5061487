/**
 * Cached prompt tokens are billed at a multiple of the model's input price: Anthropic charges
 * 1.25x to write a (5-minute) cache entry and 0.1x to read one; OpenAI caches on its own, never
 * charges a write, and discounts reads by model generation. A model we do not know gets 1x for
 * both, so a report never claims a discount nobody confirmed.
 */
interface CacheMultipliers {
  read: number;
  write: number;
}
const ANTHROPIC_CACHE: CacheMultipliers = { read: 0.1, write: 1.25 };
const GPT5_CACHE: CacheMultipliers = { read: 0.1, write: 1 };
const GPT41_CACHE: CacheMultipliers = { read: 0.25, write: 1 };
const GPT4O_CACHE: CacheMultipliers = { read: 0.5, write: 1 };
// o3 ($2 in, $0.50 cached) and o4-mini ($1.10 in, $0.275 cached) are billed at a quarter on
// OpenAI's price list, not the half of the older o1 and gpt-4o.
const O_SERIES_CACHE: CacheMultipliers = { read: 0.25, write: 1 };
const NO_CACHE_DISCOUNT: CacheMultipliers = { read: 1, write: 1 };

/**
 * Dollars per million tokens (input, output) and the cache multipliers, by model-id prefix;
 * the longest matching prefix wins (so 'claude-opus-4-5' is not priced as 'claude-opus-4').
 * AI_PRICE_INPUT_PER_MTOK / AI_PRICE_OUTPUT_PER_MTOK override the base prices; the cache
 * multipliers still apply to the overridden input price.
 */
const PRICES: [prefix: string, input: number, output: number, cache: CacheMultipliers][] = [
  ['claude-opus-4-6', 5, 25, ANTHROPIC_CACHE],
  ['claude-opus-4-5', 5, 25, ANTHROPIC_CACHE],
  // claude-opus-4 and claude-opus-4-1 kept the old price.
  ['claude-opus-4', 15, 75, ANTHROPIC_CACHE],
  ['claude-sonnet-4-5', 3, 15, ANTHROPIC_CACHE],
  ['claude-sonnet-4', 3, 15, ANTHROPIC_CACHE],
  ['claude-3-7-sonnet', 3, 15, ANTHROPIC_CACHE],
  ['claude-3-5-sonnet', 3, 15, ANTHROPIC_CACHE],
  ['claude-haiku-4-5', 1, 5, ANTHROPIC_CACHE],
  ['claude-haiku-4', 1, 5, ANTHROPIC_CACHE],
  ['claude-3-5-haiku', 0.8, 4, ANTHROPIC_CACHE],
  ['claude-3-haiku', 0.25, 1.25, ANTHROPIC_CACHE],
  ['gpt-5-nano', 0.05, 0.4, GPT5_CACHE],
  ['gpt-5-mini', 0.25, 2, GPT5_CACHE],
  ['gpt-5.1', 1.25, 10, GPT5_CACHE],
  ['gpt-5', 1.25, 10, GPT5_CACHE],
  ['gpt-4.1-nano', 0.1, 0.4, GPT41_CACHE],
  ['gpt-4.1-mini', 0.4, 1.6, GPT41_CACHE],
  ['gpt-4.1', 2, 8, GPT41_CACHE],
  ['gpt-4o-mini', 0.15, 0.6, GPT4O_CACHE],
  ['gpt-4o', 2.5, 10, GPT4O_CACHE],
  ['o4-mini', 1.1, 4.4, O_SERIES_CACHE],
  ['o3', 2, 8, O_SERIES_CACHE],
  ['offline', 0, 0, NO_CACHE_DISCOUNT],
];

export interface PriceOverride {
  inputPerMTok?: number;
  outputPerMTok?: number;
}

/** Tokens of one call. inputTokens counts every prompt token; the cache counts are parts of it. */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens?: number;
  cacheWriteTokens?: number;
}

function findRow(model: string) {
  const id = model.toLowerCase().replace(/^.*\//, ''); // 'anthropic/claude-…' (OpenRouter) -> 'claude-…'
  return PRICES.filter(([prefix]) => id.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
}

export function pricePerMTok(model: string, override: PriceOverride = {}): { input: number; output: number } {
  const match = findRow(model);
  return {
    input: override.inputPerMTok ?? match?.[1] ?? 0,
    output: override.outputPerMTok ?? match?.[2] ?? 0,
  };
}

/** What a cache read and a cache write cost, as multiples of the model's input price. */
export function cacheMultipliers(model: string): CacheMultipliers {
  return findRow(model)?.[3] ?? NO_CACHE_DISCOUNT;
}

/** Dollars for one call: uncached input at the input price, cache writes and reads at theirs. */
export function costOf(model: string, usage: TokenUsage, override?: PriceOverride): number {
  const price = pricePerMTok(model, override);
  const cache = cacheMultipliers(model);
  const read = Math.max(0, usage.cacheReadTokens ?? 0);
  const write = Math.max(0, usage.cacheWriteTokens ?? 0);
  // A provider that reports cache counts beyond the prompt total must not yield a negative
  // uncached share (a refund); the cached tokens are still billed at their own rates.
  const uncached = Math.max(0, usage.inputTokens - read - write);
  const inputCost = (uncached + write * cache.write + read * cache.read) * price.input;
  return (inputCost + usage.outputTokens * price.output) / 1_000_000;
}

/** Dollars the cache reads saved against paying the full input price for the same tokens. */
export function cacheSavings(model: string, cacheReadTokens: number, override?: PriceOverride): number {
  const price = pricePerMTok(model, override);
  return (Math.max(0, cacheReadTokens) * price.input * (1 - cacheMultipliers(model).read)) / 1_000_000;
}
