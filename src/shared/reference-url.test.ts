import { describe, expect, it } from 'vitest';
import { referenceLinkHref, toReferenceUrl } from './reference-url.ts';

describe('toReferenceUrl (what the server stores)', () => {
  it('keeps http and https URLs, in canonical form', () => {
    expect(toReferenceUrl('https://example.com/pricing?a=1#top')).toBe('https://example.com/pricing?a=1#top');
    expect(toReferenceUrl('  http://Example.COM  ')).toBe('http://example.com/');
    expect(toReferenceUrl('HTTPS://example.com/x')).toBe('https://example.com/x');
  });

  it('reads text without a scheme as https, as users type it', () => {
    expect(toReferenceUrl('example.com')).toBe('https://example.com/');
    expect(toReferenceUrl('example.com:8080/a')).toBe('https://example.com:8080/a');
    expect(toReferenceUrl('localhost:3000')).toBe('https://localhost:3000/');
    expect(toReferenceUrl('//cdn.example/x')).toBe('https://cdn.example/x');
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
  it('links http(s) URLs and completes bare hosts stored before URLs were checked', () => {
    expect(referenceLinkHref('https://example.com/a')).toBe('https://example.com/a');
    expect(referenceLinkHref('example.com')).toBe('https://example.com/');
  });

  it('renders javascript:, data: and other stored strings as plain text', () => {
    expect(referenceLinkHref('javascript:alert(1)')).toBeNull();
    expect(referenceLinkHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(referenceLinkHref('file:///etc/passwd')).toBeNull();
    expect(referenceLinkHref('')).toBeNull();
  });
});
