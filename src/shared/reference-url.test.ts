import { describe, expect, it } from 'vitest';
import { referenceLinkHref, toReferenceUrl } from './reference-url.ts';

describe('toReferenceUrl (what the server stores)', () => {
  it.each<[typed: string, stored: string]>([
    // http and https URLs are kept, in canonical form.
    ['https://example.com/pricing?a=1#top', 'https://example.com/pricing?a=1#top'],
    ['  http://Example.COM  ', 'http://example.com/'],
    ['HTTPS://example.com/x', 'https://example.com/x'],
    // Text without a scheme reads as https, as users type it.
    ['example.com', 'https://example.com/'],
    ['example.com:8080/a', 'https://example.com:8080/a'],
    ['localhost:3000', 'https://localhost:3000/'],
    ['//cdn.example/x', 'https://cdn.example/x'],
  ])('stores %s as %s', (typed, stored) => {
    expect(toReferenceUrl(typed)).toBe(stored);
  });

  it('refuses every other scheme, however it is spelt', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/',
      'mailto:someone@example.com',
      'blob:https://example.com/uuid',
      'about:blank',
    ]) {
      expect(toReferenceUrl(text), text).toBeNull();
    }
  });

  it('refuses blanks and text that is no address at all', () => {
    for (const text of ['', '   ', 'https://', 'http://exa mple.com', 'https://[nope']) {
      expect(toReferenceUrl(text), text).toBeNull();
    }
  });

  it('whatever it returns is http or https', () => {
    for (const text of ['tel:123', 'javascript:1', 'example.com', 'https://a.example/?q=javascript:']) {
      const url = toReferenceUrl(text);
      if (url !== null) expect(new URL(url).protocol, text).toMatch(/^https?:$/);
    }
  });
});

describe('referenceLinkHref (what the details page makes a link)', () => {
  it.each<[stored: string, href: string | null]>([
    // http(s) URLs, and bare hosts stored before URLs were checked, completed.
    ['https://example.com/a', 'https://example.com/a'],
    ['example.com', 'https://example.com/'],
    // javascript:, data: and other stored strings are plain text.
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['file:///etc/passwd', null],
    ['', null],
  ])('links %j to %s', (stored, href) => {
    expect(referenceLinkHref(stored)).toBe(href);
  });
});
