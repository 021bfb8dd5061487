import { asc, eq } from 'drizzle-orm';
import type { StoredChatMessage } from '../../../shared/api/pages.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { assertOwnedPage } from '../../lib/page-ownership.ts';
import type { PagesDeps } from './deps.ts';
import { toChatMessageDto } from './page-dto.ts';

/** The page's AI chat, oldest first (rows are written by the generation feature). */
export async function listChatHistory(
  deps: PagesDeps,
  input: { userId: number; pageId: number },
): Promise<StoredChatMessage[]> {
  await assertOwnedPage(deps.db, input.userId, input.pageId);
  const rows = await deps.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.landingPageId, input.pageId))
    .orderBy(asc(chatMessages.timestamp), asc(chatMessages.id));
  return rows.map(toChatMessageDto);
}

export async function clearChatHistory(
  deps: PagesDeps,
  input: { userId: number; pageId: number },
): Promise<void> {
  await assertOwnedPage(deps.db, input.userId, input.pageId);
  await deps.db.delete(chatMessages).where(eq(chatMessages.landingPageId, input.pageId));
}
