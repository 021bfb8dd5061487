import { describe, expect, it } from 'vitest';
import { estimateInputTokens, estimateTextTokens, IMAGE_TOKEN_ESTIMATE } from './token-estimate.ts';

describe('token estimates', () => {
  it('counts about four characters a token, rounding up', () => {
    expect(estimateTextTokens('')).toBe(0);
    expect(estimateTextTokens('abcd')).toBe(1);
    expect(estimateTextTokens('abcde')).toBe(2);
  });

  it('adds up the system prompt and every message, an image at a flat rate, never its base64', () => {
    const tokens = estimateInputTokens({
      system: 's'.repeat(400),
      messages: [
        { role: 'user', content: 'u'.repeat(40) },
        { role: 'assistant', content: 'a'.repeat(8) },
        {
          role: 'user',
          content: [
            { type: 'image', data: 'A'.repeat(400_000), mimeType: 'image/png' },
            { type: 'text', text: 't'.repeat(12) },
          ],
        },
      ],
    });
    expect(tokens).toBe(100 + 10 + 2 + IMAGE_TOKEN_ESTIMATE + 3);
  });
});
