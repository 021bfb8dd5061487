import { JSONParseError } from 'ai';
import { describe, expect, it } from 'vitest';
import type { ReportedUsage } from '../../../lib/ai-provider.ts';
import { readReportedUsage, toProviderError } from './ai-sdk-provider.ts';

describe('readReportedUsage', () => {
  it("takes Anthropic's input tokens from message_start, cache reads and writes included", () => {
    const usage: ReportedUsage = {};
    readReportedUsage(
      {
        type: 'message_start',
        message: {
          usage: {
            input_tokens: 1200,
            cache_read_input_tokens: 300,
            cache_creation_input_tokens: 50,
            output_tokens: 1,
          },
        },
      },
      usage,
    );
    // message_start's output_tokens (1) is a placeholder, not the output so far.
    expect(usage).toEqual({ inputTokens: 1550 });
    readReportedUsage({ type: 'message_delta', usage: { output_tokens: 640 } }, usage);
    expect(usage).toEqual({ inputTokens: 1550, outputTokens: 640 });
  });

  it("takes OpenAI's usage chunk", () => {
    const usage: ReportedUsage = {};
    readReportedUsage({ choices: [], usage: { prompt_tokens: 90, completion_tokens: 12 } }, usage);
    expect(usage).toEqual({ inputTokens: 90, outputTokens: 12 });
  });

  it('ignores events without usage, garbage and impossible numbers', () => {
    const usage: ReportedUsage = {};
    for (const raw of [
      'not json',
      null,
      { type: 'content_block_delta', delta: { text: 'x' } },
      { choices: [{ delta: { content: 'x' } }], usage: null },
      { type: 'message_start', message: { usage: { input_tokens: -5 } } },
      { usage: { prompt_tokens: 'many' } },
    ]) {
      readReportedUsage(raw, usage);
    }
    expect(usage).toEqual({});
  });
});

describe('toProviderError', () => {
  it('reads a broken event as a bad response, even when the parser says "Unterminated"', () => {
    const broken = new JSONParseError({
      text: '{"type":"content_block_delta","delta":{"type":"text_del',
      cause: new SyntaxError('Unterminated string in JSON at position 52'),
    });
    expect(broken.message).toMatch(/Unterminated/);
    expect(toProviderError(broken).reason).toBe('bad_response');
  });

  it('reads a cut connection as unavailable', () => {
    expect(toProviderError(new TypeError('terminated')).reason).toBe('unavailable');
    expect(toProviderError(new Error('read ECONNRESET')).reason).toBe('unavailable');
  });
});
