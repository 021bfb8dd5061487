import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../generation';
import { modifyChatBody, toPanelMessages } from './modify-request';

const message = (
  role: ChatMessage['role'],
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: String(Math.random()),
  role,
  content,
  timestamp: 0,
  ...extra,
});

describe('modifyChatBody', () => {
  it('sends the page id, the current HTML, its version and the new message with its image', () => {
    const body = modifyChatBody(
      [message('user', 'Make it green', { image: 'data:image/png;base64,AAAA' })],
      7,
      '<html></html>',
      41,
    );
    expect(body).toEqual({
      landingPageId: 7,
      currentHtml: '<html></html>',
      baseVersionId: 41,
      messages: [{ role: 'user', content: 'Make it green', image: 'data:image/png;base64,AAAA' }],
    });
    // A page without a version sends no base (the server then checks nothing).
    expect(modifyChatBody([message('user', 'hi')], 7, '<p></p>', undefined)).not.toHaveProperty(
      'baseVersionId',
    );
  });

  it('keeps ten earlier turns, without page bodies, images or very long texts', () => {
    const page = '```html\n<!DOCTYPE html><html><body>big</body></html>\n```';
    const history = Array.from({ length: 14 }, (_, i) =>
      message(i % 2 ? 'assistant' : 'user', i % 2 ? `Here you go.\n\n${page}` : `ask ${i}`, {
        image: i === 12 ? 'data:image/png;base64,AAAA' : undefined,
      }),
    );
    history.push(message('assistant', 'x'.repeat(5000)));
    const body = modifyChatBody([...history, message('user', 'Now add an FAQ')], 1, '<p></p>', 2);
    expect(body.messages).toHaveLength(11);
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Now add an FAQ' });
    expect(body.messages.at(-2)!.content).toHaveLength(2000);
    expect(JSON.stringify(body.messages)).not.toContain('<!DOCTYPE');
    expect(JSON.stringify(body.messages)).not.toContain('image');
    expect(body.messages.some((m) => m.content === 'Here you go.\n\n[page HTML]')).toBe(true);
  });

  it('drops a turn that was only a page', () => {
    const body = modifyChatBody([message('assistant', ''), message('user', 'hi')], 1, '', 2);
    expect(body.messages).toEqual([{ role: 'user', content: 'hi' }]);
  });
});

describe('toPanelMessages', () => {
  it('turns stored entries into panel messages with times and data-URL images', () => {
    const messages = toPanelMessages([
      { messageId: '1', role: 'user', content: 'hi', image: 'QUJD', timestamp: '2026-01-02T03:04:05.000Z' },
      { messageId: '1', role: 'assistant', content: 'hello', timestamp: 'garbage' },
    ]);
    expect(messages[0]).toEqual({
      id: '1-0',
      role: 'user',
      content: 'hi',
      timestamp: Date.parse('2026-01-02T03:04:05.000Z'),
      image: 'data:image/jpeg;base64,QUJD',
    });
    expect(messages[1]!.id).toBe('1-1');
    expect(messages[1]!.image).toBeUndefined();
    expect(Number.isFinite(messages[1]!.timestamp)).toBe(true);
  });
});
