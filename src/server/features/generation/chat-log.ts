import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';

export interface ChatEntry {
  role: 'user' | 'assistant';
  content: string;
  image?: string;
  messageId?: string;
}

/** Appends messages to a page's stored chat (spec: chat history entries). */
export async function appendChat(db: Db, pageId: number, entries: ChatEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const now = Date.now();
  await db.insert(chatMessages).values(
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
}
