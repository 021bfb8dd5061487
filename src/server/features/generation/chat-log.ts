import { sql } from 'drizzle-orm';
import type { StoredChatMessage } from '../../../shared/api/pages.ts';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { toChatMessageDto } from '../pages/index.ts';

export interface ChatEntry {
  role: 'user' | 'assistant';
  content: string;
  image?: string;
  messageId?: string;
}

/**
 * The bytes of images one page's chat keeps. Past it, the oldest images are dropped (their
 * messages stay, with their text): a long conversation full of photos cannot grow a page's
 * storage without bound. About a dozen phone photos after re-encoding.
 */
export const MAX_CHAT_IMAGE_BYTES_PER_PAGE = 8 * 1024 * 1024;

/**
 * Appends messages to a page's stored chat (docs/product.md, 'Sending a message'). It runs after
 * the page or version it records has been saved (or after an answer that changed nothing, which is
 * not charged), so a failure here is logged, never thrown: losing the chat must not turn a saved
 * page into an error event, nor undo its charge. Answers the entries as stored (none on a failure).
 */
export async function appendChat(
  deps: { db: Db; logger: Logger },
  pageId: number,
  entries: ChatEntry[],
): Promise<StoredChatMessage[]> {
  if (entries.length === 0) return [];
  const now = Date.now();
  try {
    const rows = await deps.db
      .insert(chatMessages)
      .values(
        entries.map((entry, index) => ({
          landingPageId: pageId,
          messageId: entry.messageId ?? String(now + index),
          role: entry.role,
          content: entry.content,
          image: entry.image ?? null,
          // Strictly increasing, so the order survives equal clocks.
          timestamp: new Date(now + index),
        })),
      )
      .returning();
    if (entries.some((entry) => entry.image)) await trimChatImages(deps.db, pageId);
    return rows.map(toChatMessageDto);
  } catch (error) {
    // The driver's own message, not Drizzle's wrapper (which repeats every parameter: the chat).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    deps.logger.error('could not save chat messages', { pageId, error: String(cause) });
    return [];
  }
}

/** Drops the page's oldest chat images beyond MAX_CHAT_IMAGE_BYTES_PER_PAGE, newest kept. */
async function trimChatImages(db: Db, pageId: number): Promise<void> {
  await db.execute(sql`
    update chat_messages set image = null where id in (
      select id from (
        select id, sum(octet_length(image)) over (order by timestamp desc, id desc) as kept
        from chat_messages where landing_page_id = ${pageId} and image is not null
      ) newest_first
      where kept > ${MAX_CHAT_IMAGE_BYTES_PER_PAGE})`);
}
