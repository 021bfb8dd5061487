// Relative imports: the Vitest unit project has no path aliases.
import { ApiError } from '../../../lib/api';
import { StreamCutError, StreamTimeoutError } from '../../../lib/sse-client';

export type ChatEndpoint = '/api/ai-chat-generate' | '/api/ai-chat-modify';

/** The fallback when nothing more specific is known (docs/product.md, 'Chat errors'). */
export const CHAT_FALLBACK_MESSAGES: Record<ChatEndpoint, string> = {
  '/api/ai-chat-generate': 'Failed to generate landing page. Please try again.',
  '/api/ai-chat-modify': 'Failed to send message. Please try again.',
};

export const AI_RESPONSE_FAILED = 'Failed to get AI response';

/** The text of the 'Error' toast (and, in auto mode, of the ❌ chat message). */
export function chatErrorMessage(error: unknown, endpoint: ChatEndpoint): string {
  if (error instanceof StreamTimeoutError || error instanceof StreamCutError) return error.message;
  if (error instanceof ApiError) {
    return error.serverMessage ? `${AI_RESPONSE_FAILED}: ${error.serverMessage}` : AI_RESPONSE_FAILED;
  }
  return CHAT_FALLBACK_MESSAGES[endpoint];
}
