import { describe, expect, it } from 'vitest';
import {
  extractHtmlFromText,
  formatProgress,
  measureStream,
  splitMessageContent,
  trimPartialFence,
} from './message-content';

describe('trimPartialFence', () => {
  /** Streamed text ending in a fence still being written, and what is shown of it. */
  const SHOWN_OF_STREAMED = {
    'Done.\n`': 'Done.\n',
    'Done.\n``': 'Done.\n',
    'Done.\n```ht': 'Done.\n',
    'Done.\n```html': 'Done.\n',
    'No fence': 'No fence',
  };

  it.each(Object.entries(SHOWN_OF_STREAMED))('%j -> %j', (streamed, shown) => {
    expect(trimPartialFence(streamed)).toBe(shown);
  });
});

describe('splitMessageContent', () => {
  it('separates text from a complete html fence', () => {
    expect(splitMessageContent('Here it is:\n\n```html\n<!DOCTYPE html>\n<p>x</p>\n```\n\nEnjoy!')).toEqual([
      { type: 'text', text: 'Here it is:\n\n' },
      { type: 'html', code: '<!DOCTYPE html>\n<p>x</p>', complete: true },
      { type: 'text', text: '\n\nEnjoy!' },
    ]);
  });

  it('reports a fence still being written as incomplete', () => {
    expect(splitMessageContent('Working…\n```HTML\n<html><body><sec')).toEqual([
      { type: 'text', text: 'Working…\n' },
      { type: 'html', code: '<html><body><sec', complete: false },
    ]);
    expect(splitMessageContent('```html')).toEqual([{ type: 'html', code: '', complete: false }]);
  });

  it('leaves other fences and plain text alone', () => {
    expect(splitMessageContent('Use ```css\na{}\n``` here')).toEqual([
      { type: 'text', text: 'Use ```css\na{}\n``` here' },
    ]);
    expect(splitMessageContent('   ')).toEqual([]);
  });

  it('handles several html fences', () => {
    const parts = splitMessageContent('a\n```html\n<p>1</p>\n```\nb\n```html\n<p>2</p>\n```');
    expect(parts.filter((p) => p.type === 'html').map((p) => p.type === 'html' && p.code)).toEqual([
      '<p>1</p>',
      '<p>2</p>',
    ]);
  });
});

describe('extractHtmlFromText', () => {
  it('returns the fenced page, a bare document, or nothing', () => {
    expect(extractHtmlFromText('x\n```html\n<p>a</p>\n```')).toBe('<p>a</p>');
    expect(extractHtmlFromText('x\n```html\n<html><bo')).toBe('<html><bo');
    expect(extractHtmlFromText('Sure! <!DOCTYPE html><html></html>')).toBe('<!DOCTYPE html><html></html>');
    expect(extractHtmlFromText('No page yet')).toBe('');
  });
});

describe('measureStream', () => {
  it('counts characters, html characters and sections', () => {
    const text = `Intro\n\`\`\`html\n<html><section id="a"></section><SECTION>\n<sections><section`;
    const progress = measureStream(text);
    expect(progress.chars).toBe(text.length);
    expect(progress.htmlChars).toBe(text.length - text.indexOf('<html>'));
    expect(progress.sections).toBe(2);
    expect(measureStream('Just words <section>')).toEqual({ chars: 20, htmlChars: 0, sections: 0 });
  });

  it('formats progress for people', () => {
    expect(formatProgress({ chars: 12_698, htmlChars: 12_000, sections: 5 })).toBe(
      '12.4 KB received · 5 sections',
    );
    expect(formatProgress({ chars: 512, htmlChars: 0, sections: 0 })).toBe('0.5 KB received');
    expect(formatProgress({ chars: 2048, htmlChars: 10, sections: 1 })).toBe('2.0 KB received · 1 section');
  });
});
