import type { ProviderCall } from '../../../lib/ai-provider.ts';

/** About four characters a token, for English prose and HTML alike. */
export const estimateTextTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * Input tokens of an image when nothing better is known: Anthropic counts about
 * width x height / 750, some 1,600 tokens for an image at its 1.15-megapixel cap.
 */
export const IMAGE_TOKEN_ESTIMATE = 1600;

/**
 * An estimate of the input tokens a call sends (system prompt, every message, images), for
 * the offline engine and for failed calls whose provider never reported usage.
 */
export function estimateInputTokens(call: Pick<ProviderCall, 'system' | 'messages'>): number {
  let tokens = estimateTextTokens(call.system);
  for (const message of call.messages) {
    if (typeof message.content === 'string') {
      tokens += estimateTextTokens(message.content);
      continue;
    }
    for (const part of message.content) {
      tokens += part.type === 'text' ? estimateTextTokens(part.text) : IMAGE_TOKEN_ESTIMATE;
    }
  }
  return tokens;
}
