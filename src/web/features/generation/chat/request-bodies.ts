import type { ChatMessage } from './types';

/** The messages as the streaming endpoints take them: role, content and an optional image. */
export function toRequestMessages(messages: ChatMessage[]) {
  return messages.map(({ role, content, image }) => (image ? { role, content, image } : { role, content }));
}

/**
 * Body of POST /api/ai-chat-modify (docs/product.md, 'Sending a message'): the chat, the page,
 * its current HTML and the version that HTML is (refused as stale when the page changed
 * elsewhere since: docs/product.md, 'Saving from two tabs').
 */
export function modifyRequestBody(
  messages: ChatMessage[],
  landingPageId: number,
  currentHtml: string,
  baseVersionId: number | undefined,
) {
  return { landingPageId, messages: toRequestMessages(messages), currentHtml, baseVersionId };
}
