import { asc, eq } from 'drizzle-orm';
import type { StoredChatMessage } from '../../../shared/api/pages.ts';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { assertOwnedPage } from '../../lib/page-ownership.ts';
import { toChatMessageDto } from './page-dto.ts';

interface PageRef {
  db: Db;
  userId: number;
  pageId: number;
}

/** The page's AI chat, oldest first (rows are written by the generation feature). */
export async function listChatHistory(options: PageRef): Promise<StoredChatMessage[]> {
  await assertOwnedPage(options.db, options.userId, options.pageId);
  const rows = await options.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.landingPageId, options.pageId))
    .orderBy(asc(chatMessages.timestamp), asc(chatMessages.id));
  return rows.map(toChatMessageDto);
}

export async function clearChatHistory(options: PageRef): Promise<void> {
  await assertOwnedPage(options.db, options.userId, options.pageId);
  await options.db.delete(chatMessages).where(eq(chatMessages.landingPageId, options.pageId));
}
