/**
 * Dollars per million tokens (input, output), by model-id prefix; the longest matching
 * prefix wins. AI_PRICE_INPUT_PER_MTOK / AI_PRICE_OUTPUT_PER_MTOK override the table.
 */
const PRICES: [prefix: string, input: number, output: number][] = [
  ['claude-opus-4', 15, 75],
  ['claude-sonnet-4', 3, 15],
  ['claude-3-7-sonnet', 3, 15],
  ['claude-3-5-sonnet', 3, 15],
  ['claude-haiku-4', 1, 5],
  ['claude-3-5-haiku', 0.8, 4],
  ['claude-3-haiku', 0.25, 1.25],
  ['gpt-5-nano', 0.05, 0.4],
  ['gpt-5-mini', 0.25, 2],
  ['gpt-5', 1.25, 10],
  ['gpt-4.1-nano', 0.1, 0.4],
  ['gpt-4.1-mini', 0.4, 1.6],
  ['gpt-4.1', 2, 8],
  ['gpt-4o-mini', 0.15, 0.6],
  ['gpt-4o', 2.5, 10],
  ['o4-mini', 1.1, 4.4],
  ['o3', 2, 8],
  ['offline', 0, 0],
];

export interface PriceOverride {
  inputPerMTok?: number;
  outputPerMTok?: number;
}

export function pricePerMTok(model: string, override: PriceOverride = {}): { input: number; output: number } {
  const id = model.toLowerCase().replace(/^.*\//, ''); // 'anthropic/claude-…' (OpenRouter) -> 'claude-…'
  const match = PRICES.filter(([prefix]) => id.startsWith(prefix)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  return {
    input: override.inputPerMTok ?? match?.[1] ?? 0,
    output: override.outputPerMTok ?? match?.[2] ?? 0,
  };
}

export function costOf(
  model: string,
  inputTokens: number,
  outputTokens: number,
  override?: PriceOverride,
): number {
  const price = pricePerMTok(model, override);
  return (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
}
