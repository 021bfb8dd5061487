import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';

export interface ChatEntry {
  role: 'user' | 'assistant';
  content: string;
  image?: string;
  messageId?: string;
}

/**
 * Appends messages to a page's stored chat (docs/product.md, 'Sending a message'). It runs after
 * the page or version it records has been saved (or after an answer that changed nothing, which is
 * not charged), so a failure here is logged, never thrown: losing the chat must not turn a saved
 * page into an error event, nor undo its charge.
 */
export async function appendChat(
  deps: { db: Db; logger: Logger },
  pageId: number,
  entries: ChatEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const now = Date.now();
  try {
    await deps.db.insert(chatMessages).values(
      entries.map((entry, index) => ({
        landingPageId: pageId,
        messageId: entry.messageId ?? String(now + index),
        role: entry.role,
        content: entry.content,
        image: entry.image ?? null,
        // Strictly increasing, so the order survives equal clocks.
        timestamp: new Date(now + index),
      })),
    );
  } catch (error) {
    // The driver's own message, not Drizzle's wrapper (which repeats every parameter: the chat).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    deps.logger.error('could not save chat messages', { pageId, error: String(cause) });
  }
}
