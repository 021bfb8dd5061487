import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeHtml, escapeText } from './html-escape.ts';

describe('html escaping', () => {
  it('escapeHtml escapes the five characters that matter anywhere, and reads null as empty', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });

  it('escapeText writes a text node as a serialiser does: quotes stay, no-break spaces are named', () => {
    expect(escapeText('Fish & "chips"\u00a0<now>')).toBe('Fish &amp; "chips"&nbsp;&lt;now&gt;');
  });

  it('escapeAttribute escapes only what a double-quoted value needs', () => {
    expect(escapeAttribute(`a "b" & 'c' <d>`)).toBe(`a &quot;b&quot; &amp; 'c' <d>`);
  });
});
