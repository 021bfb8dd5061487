import { describe, expect, it } from 'vitest';
import type { StoredChatMessage, Version } from '../../../../../shared/api/pages';
import { aiCommitMessage, buildActivity } from './activity-model';

const chat = (
  role: 'user' | 'assistant',
  content: string,
  timestamp: string,
  image?: string,
): StoredChatMessage => ({
  messageId: timestamp,
  role,
  content,
  timestamp,
  ...(image && { image }),
});
const version = (id: number, commitMessage: string, createdAt: string): Version => ({
  id,
  version: id,
  commitMessage,
  createdAt,
  previewUrl: `/preview/1/${id}?key=k`,
});

describe('buildActivity', () => {
  it('lists the chat and element edits newest first, without page bodies', () => {
    const items = buildActivity(
      [
        chat('user', 'A page for a bakery', '2026-01-01T10:00:00.000Z'),
        chat(
          'assistant',
          'Here it is.\n```html\n<!DOCTYPE html><html></html>\n```',
          '2026-01-01T10:00:00.001Z',
        ),
        chat('user', 'make it green', '2026-01-01T11:00:00.000Z'),
        chat(
          'assistant',
          'I switched the main colour to green.\n\n<<<<<<< SEARCH\n--brand: #f00\n=======\n--brand: #0a0\n>>>>>>> REPLACE',
          '2026-01-01T11:00:00.001Z',
        ),
      ],
      [
        version(4, 'AI: Make this bold', '2026-01-01T12:00:00.000Z'),
        version(3, 'Edited h1 text', '2026-01-01T11:30:00.000Z'),
        version(2, aiCommitMessage('make it green'), '2026-01-01T11:00:00.002Z'),
        version(1, 'Initial generation', '2026-01-01T10:00:00.002Z'),
      ],
    );
    expect(items.map((i) => [i.kind, i.text])).toEqual([
      ['element-edit', 'Make this bold'],
      ['reply', 'I switched the main colour to green.'],
      ['request', 'make it green'],
      ['reply', 'Here it is. [page HTML]'],
      ['request', 'A page for a bakery'],
    ]);
  });

  it('shortens long texts and notes images', () => {
    const [item] = buildActivity([chat('user', 'word '.repeat(200), '2026-01-01T10:00:00.000Z', 'QUJD')], []);
    expect(item!.text.length).toBeLessThanOrEqual(280);
    expect(item!.text.endsWith('…')).toBe(true);
    expect(item!.hasImage).toBe(true);
    expect(buildActivity([chat('user', '', '2026-01-01T10:00:00.000Z', 'QUJD')], [])[0]!.text).toBe(
      'Sent an image',
    );
  });

  it('matches the server commit message of long instructions', () => {
    const long = `change ${'x'.repeat(100)}`;
    expect(aiCommitMessage(long)).toHaveLength(84);
    const items = buildActivity(
      [chat('user', long, '2026-01-01T10:00:00.000Z')],
      [version(2, aiCommitMessage(long), '2026-01-01T10:00:01.000Z')],
    );
    expect(items).toHaveLength(1);
  });
});
