import { describe, expect, it } from 'vitest';
import { closeCutDocument, continuationTail } from './continuation.ts';

const page = (body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head><title>T</title></head>\n<body>\n${body}`;

describe('continuationTail', () => {
  const before = '```html\n<!DOCTYPE html>\n<html><body>\n<section id="faq"><h2>Questions and answers</h2>';

  it('keeps a clean continuation as it is', () => {
    expect(continuationTail(before, '<p>More</p>')).toBe('<p>More</p>');
  });

  it('drops a re-opened fence', () => {
    expect(continuationTail(before, '```html\n<p>More</p>')).toBe('<p>More</p>');
    expect(continuationTail(before, '\n```\n<p>More</p>')).toBe('<p>More</p>');
  });

  it('keeps a fence that closes the open one', () => {
    expect(continuationTail(before, '</section></body></html>\n```')).toBe('</section></body></html>\n```');
  });

  it('drops the lines a model repeats when it restarts the line it was cut in', () => {
    const cut = '```html\n<section id="faq">\n  <h2>Questions and answers</h2>\n  <p>We reply the same d';
    expect(continuationTail(cut, '  <p>We reply the same day.</p>')).toBe('ay.</p>');
    expect(
      continuationTail(cut, '```html\n  <h2>Questions and answers</h2>\n  <p>We reply the same day.</p>'),
    ).toBe('ay.</p>');
  });

  it('never trims a plain continuation, even of repeated markup', () => {
    const icons = '<li><svg class="pc-icon"><use href="#check"/></svg><span>Fast</span></li>\n'.repeat(3);
    const cut = `${icons}<li><svg class="pc-icon"><use href="#check"/></svg>`;
    expect(continuationTail(cut, '<span>Kind</span></li>')).toBe('<span>Kind</span></li>');
    expect(continuationTail('<h1>Long</h1>'.repeat(6), 'ng</h1><h1>Long</h1><h1>Long</h1>')).toBe(
      'ng</h1><h1>Long</h1><h1>Long</h1>',
    );
    // Cut at a line end: the next line is new, whatever it looks like.
    expect(continuationTail(icons, icons)).toBe(icons);
  });

  it('leaves a repeat shorter than 20 characters alone', () => {
    expect(continuationTail('<div>\n<p>Short</p>\n<b>x', '<b>xy</b>')).toBe('<b>xy</b>');
  });
});

describe('closeCutDocument', () => {
  it('returns a complete document unchanged', () => {
    const whole = `${page('<p>x</p>')}\n</body>\n</html>`;
    expect(closeCutDocument(whole)).toBe(whole);
  });

  it('closes a body cut between finished elements', () => {
    const closed = closeCutDocument(page('<main><section><p>x</p></section>\n'));
    expect(closed).toMatch(/<\/section>\n<\/body>\n<\/html>$/);
    expect(closeCutDocument(`${page('<p>x</p>')}\n</body>`)).toMatch(/<\/body>\n<\/html>$/);
  });

  it.each([
    ['inside a tag', page('<section><p class="lead')],
    ['inside text', page('<p>Half a sent')],
    ['inside a script', page('<p>x</p><script>var a = 1;</p>')],
    ['inside a style', `<!DOCTYPE html><html><head><style>.a{color:red}</div>`],
    ['inside a comment', page('<p>x</p><!-- note <p>y</p>')],
    ['after an opening tag', page('<section><ul>')],
    ['without a body', '<!DOCTYPE html><html><head><title>T</title></head>'],
  ])('refuses a document cut %s', (_, html) => {
    expect(closeCutDocument(html)).toBeNull();
  });
});
