import { describe, expect, it } from 'vitest';
import type { AiProvider, ProviderResult } from '../../lib/ai-provider.ts';
import { runModel } from './run-model.ts';

/** Dependencies whose log writes fail quietly: run-model's logging is not under test here. */
const deps = {
  db: {
    insert: () => {
      throw new Error('no database in this test');
    },
  },
  config: {},
  logger: { error: () => {}, warn: () => {}, info: () => {} },
} as unknown as Parameters<typeof runModel>[0];

/** A provider whose stream sends a little, then never answers again and ignores its signal. */
const deafProvider: AiProvider = {
  name: 'anthropic',
  model: 'claude-test',
  async *stream(): AsyncGenerator<string, ProviderResult, void> {
    yield 'Here is your page: ```html\n<!DOCTYPE html>';
    await new Promise(() => {});
    throw new Error('unreachable');
  },
} as unknown as AiProvider;

describe('runModel', () => {
  it('ends at its deadline even when the provider stream ignores the abort', async () => {
    const started = Date.now();
    const streamed: string[] = [];
    const run = runModel(deps, {
      provider: deafProvider,
      userId: 1,
      onText: (text) => streamed.push(text),
      call: {
        kind: 'generate',
        system: 'system',
        messages: [{ role: 'user', content: 'A page' }],
        maxOutputTokens: 1000,
        signal: AbortSignal.timeout(100),
      } as never,
    });
    await expect(run).rejects.toMatchObject({ reason: 'timeout' });
    // The deadline plus the provider's grace period, not forever.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(streamed.join('')).toContain('<!DOCTYPE html>');
  });
});
