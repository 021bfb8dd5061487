// Relative imports: unit-tested, and the Vitest unit project has no path aliases.
import type { StoredChatMessage, Version } from '../../../../../shared/api/pages';

/**
 * The AI Activity Log: what was asked of the AI for this page and what it answered (the
 * stored chat), plus AI edits of single elements, which leave a version but no chat entry.
 * Newest first.
 */
export interface ActivityItem {
  id: string;
  kind: 'request' | 'reply' | 'element-edit';
  text: string;
  /** ISO time. */
  at: string;
  hasImage: boolean;
}

const MAX_TEXT = 280;
const FENCED_HTML = /```html[\s\S]*?(?:```|$)/gi;
// Search/replace patches in an AI reply (the edit itself, not worth reading in a log).
const PATCHES = /(?:```[a-z]*\s*)?<{7} ?SEARCH[\s\S]*?(?:>{7} ?REPLACE|$)(?:\s*```)?/g;

/** The server's commit message for an AI edit (generation/modify-page.ts, commitMessageFor). */
export function aiCommitMessage(instruction: string): string {
  const oneLine = instruction.replace(/\s+/g, ' ').trim();
  return `AI: ${oneLine.length > 80 ? `${oneLine.slice(0, 77)}...` : oneLine}`;
}

function shorten(text: string): string {
  const plain = text.replace(PATCHES, ' ').replace(FENCED_HTML, ' [page HTML] ').replace(/\s+/g, ' ').trim();
  return plain.length > MAX_TEXT ? `${plain.slice(0, MAX_TEXT - 1)}…` : plain;
}

export function buildActivity(chat: StoredChatMessage[], versions: Version[]): ActivityItem[] {
  const items: ActivityItem[] = chat.map((entry, index) => ({
    id: `chat-${index}-${entry.messageId}`,
    kind: entry.role === 'user' ? 'request' : 'reply',
    text: shorten(entry.content) || (entry.image ? 'Sent an image' : '(empty)'),
    at: entry.timestamp,
    hasImage: Boolean(entry.image),
  }));
  const askedInChat = new Set(chat.filter((m) => m.role === 'user').map((m) => aiCommitMessage(m.content)));
  for (const version of versions) {
    if (!version.commitMessage.startsWith('AI: ') || askedInChat.has(version.commitMessage)) continue;
    items.push({
      id: `version-${version.id}`,
      kind: 'element-edit',
      text: version.commitMessage.slice(4),
      at: version.createdAt,
      hasImage: false,
    });
  }
  // Newest first; equal times keep the chat's order reversed (a reply after its request).
  return items
    .map((item, index) => ({ item, index, time: Date.parse(item.at) || 0 }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ item }) => item);
}
