// Relative imports: unit-tested, and the Vitest unit project has no path aliases.
import type { StoredChatMessage } from '../../../../../shared/api/pages';
import type { ChatMessage } from '../../../generation';

/**
 * Body of POST /api/ai-chat-modify for the edit page. The server reads only the last ten
 * earlier turns, 2,000 characters each, with page bodies cut out (build-messages.ts), and
 * takes the page itself from currentHtml; so the chat is trimmed the same way here and the
 * request stays small however long the stored history grows.
 */
const HISTORY_TURNS = 10;
const HISTORY_CHARS = 2000;
const FENCED_HTML = /```html[\s\S]*?(?:```|$)/gi;

/**
 * `baseVersionId`: the live version `currentHtml` was read from, so an edit of a page that
 * changed in another tab is refused before the model is asked
 * (docs/product.md, 'Saving from two tabs'); left out for a page without one.
 */
export function modifyChatBody(
  messages: ChatMessage[],
  landingPageId: number,
  currentHtml: string,
  baseVersionId: number | undefined,
) {
  const last = messages.at(-1);
  const earlier = messages.slice(0, -1).slice(-HISTORY_TURNS);
  const trimmed = earlier
    .map(({ role, content }) => ({
      role,
      content: content.replace(FENCED_HTML, '[page HTML]').slice(0, HISTORY_CHARS),
    }))
    .filter((message) => message.content.trim() !== '');
  const final = last
    ? last.image
      ? { role: last.role, content: last.content, image: last.image }
      : { role: last.role, content: last.content }
    : null;
  return {
    landingPageId,
    messages: final ? [...trimmed, final] : trimmed,
    currentHtml,
    ...(baseVersionId !== undefined && { baseVersionId }),
  };
}

/** Stored chat history (docs/product.md, 'Data model') as messages of the chat panel. */
export function toPanelMessages(history: StoredChatMessage[]): ChatMessage[] {
  return history.map((entry, index) => {
    const time = Date.parse(entry.timestamp);
    const image = entry.image
      ? entry.image.startsWith('data:')
        ? entry.image
        : `data:image/jpeg;base64,${entry.image}`
      : undefined;
    return {
      // Unique even if two stored entries share an id.
      id: `${entry.messageId}-${index}`,
      role: entry.role,
      content: entry.content,
      timestamp: Number.isNaN(time) ? Date.now() : time,
      ...(image && { image }),
    };
  });
}
