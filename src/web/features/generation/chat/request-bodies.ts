import type { ChatMessage } from './types';

/** The messages as the streaming endpoints take them: role, content and an optional image. */
export function toRequestMessages(messages: ChatMessage[]) {
  return messages.map(({ role, content, image }) => (image ? { role, content, image } : { role, content }));
}

/**
 * Body of POST /api/ai-chat-modify (docs/product.md, 'Sending a message'): the chat, the page and
 * its current HTML.
 */
export function modifyRequestBody(messages: ChatMessage[], landingPageId: number, currentHtml: string) {
  return { landingPageId, messages: toRequestMessages(messages), currentHtml };
}
