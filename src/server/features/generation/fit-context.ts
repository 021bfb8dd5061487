import type { ProviderCall } from '../../lib/ai-provider.ts';
import { AppError } from '../../lib/errors.ts';
import { estimateInputTokens } from './providers/token-estimate.ts';

/** Below this many tokens of room for the answer, a call is not worth making. */
const MIN_OUTPUT_TOKENS = 1024;

/**
 * Makes a call fit the model's context window (AI_CONTEXT_TOKENS), which must hold the prompt
 * and the answer: earlier chat turns go first, oldest first (in user/assistant pairs, so turns
 * still alternate); then the answer's token cap is lowered (continuation carries a longer page
 * on). A prompt that still does not fit is refused with a message that says what to do, where a
 * local server such as Ollama would silently drop the front of it - the system prompt and page.
 */
export function fitToContext(call: ProviderCall, contextTokens: number | undefined): ProviderCall {
  if (!contextTokens) return call;
  let messages = call.messages;
  let input = estimateInputTokens({ system: call.system, messages });
  while (input + call.maxOutputTokens > contextTokens) {
    const first = messages.findIndex((message) => message.history);
    if (first === -1) break;
    const pair = messages[first + 1]?.history ? 2 : 1;
    messages = [...messages.slice(0, first), ...messages.slice(first + pair)];
    input = estimateInputTokens({ system: call.system, messages });
  }
  const room = contextTokens - input;
  if (room < Math.min(MIN_OUTPUT_TOKENS, call.maxOutputTokens)) {
    throw new AppError(
      413,
      `This request needs about ${input.toLocaleString('en-US')} tokens, more than the AI model's context window of ${contextTokens.toLocaleString('en-US')} tokens (AI_CONTEXT_TOKENS) can hold with room for an answer. Shorten the description, remove reference URLs or images, or use a model with a larger context window.`,
    );
  }
  if (messages === call.messages && room >= call.maxOutputTokens) return call;
  return { ...call, messages, maxOutputTokens: Math.min(call.maxOutputTokens, room) };
}
