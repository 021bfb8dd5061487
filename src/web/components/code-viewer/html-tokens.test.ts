import { describe, expect, it } from 'vitest';
import { scanTag, tokenizeHtml } from './html-tokens';

const roundTrip = (html: string) =>
  tokenizeHtml(html)
    .map((t) => t.text)
    .join('');

describe('tokenizeHtml', () => {
  it.each([
    '<!DOCTYPE html><html lang="en"><head><title>A < B</title></head><body><p>Hi</p></body></html>',
    '<div class="a>b" data-x=\'1\' hidden>text <br/> more</div>',
    '<p>1 < 2 and 3 > 2</p><!-- a comment --><script>if (a < b && c > d) {}</script>',
    '<div class="unterminated',
    '<scr',
    '<style>p{color:red}',
    'plain text only',
    '<!-- never closed',
  ])('keeps every character of %j', (html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('treats script, style, textarea, title and pre bodies as raw text', () => {
    const tokens = tokenizeHtml(
      '<script>document.write("<b>x</b>")</script><pre><b>kept</b>\n  spaced</pre><textarea><i></textarea>',
    );
    expect(tokens.filter((t) => t.type === 'raw').map((t) => t.text)).toEqual([
      'document.write("<b>x</b>")',
      '<b>kept</b>\n  spaced',
      '<i>',
    ]);
  });

  it('finds raw-text end tags case-insensitively and not inside longer names', () => {
    const tokens = tokenizeHtml('<style>a{}</styles></STYLE><p>');
    expect(tokens.map((t) => t.type)).toEqual(['open', 'raw', 'close', 'open']);
    expect(tokens[1]!.text).toBe('a{}</styles>');
  });

  it('classifies comments, doctypes, open and close tags', () => {
    const tokens = tokenizeHtml('<!doctype html><!--c--><A HREF="#">x</A>');
    expect(tokens.map((t) => [t.type, 'name' in t ? t.name : ''])).toEqual([
      ['doctype', ''],
      ['comment', ''],
      ['open', 'a'],
      ['text', ''],
      ['close', 'a'],
    ]);
  });
});

describe('scanTag', () => {
  it('splits a tag into coloured parts', () => {
    const tag = scanTag('<input type="email" required value=x />', 0)!;
    expect(tag.selfClosing).toBe(true);
    expect(tag.parts.map((p) => `${p.kind}:${p.text}`)).toEqual([
      'punct:<',
      'tag:input',
      'space: ',
      'attr:type',
      'punct:=',
      'value:"email"',
      'space: ',
      'attr:required',
      'space: ',
      'attr:value',
      'punct:=',
      'value:x',
      'space: ',
      'punct:/>',
    ]);
  });

  it('returns null for a tag cut off by the end of input', () => {
    expect(scanTag('<a href="x', 0)).toBeNull();
    expect(scanTag('<a href="x"', 0)).toBeNull();
  });
});
