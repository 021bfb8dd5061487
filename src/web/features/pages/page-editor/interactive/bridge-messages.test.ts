import { parseElementPath } from '@shared/element-path';
import { describe, expect, it } from 'vitest';
import { MAX_ELEMENT_TEXT_CHARS, MAX_OUTER_HTML_CHARS, parseFrameMessage } from './bridge-messages';

const NONCE = 'bridge-token-1';
const good = {
  type: 'pagecraft-edit:select',
  nonce: NONCE,
  tagName: 'h2',
  text: 'Why teams switch',
  outerHTML: '<h2 class="title">Why teams switch</h2>',
  path: 'body>main:nth-of-type(1)>section:nth-of-type(2)>h2:nth-of-type(1)',
};

describe('parseElementPath', () => {
  it('reads a canonical path', () => {
    expect(parseElementPath('body>section:nth-of-type(2)>h2:nth-of-type(1)')).toEqual([
      { tag: 'section', index: 2 },
      { tag: 'h2', index: 1 },
    ]);
    expect(parseElementPath('body>my-card:nth-of-type(10)>p:nth-of-type(3)')).toHaveLength(2);
  });

  it.each([
    '',
    'body',
    'html>body>h1:nth-of-type(1)',
    'body>h1',
    'body > h1:nth-of-type(1)',
    'body>H1:nth-of-type(1)',
    'body>h1:nth-of-type(0)',
    'body>h1:nth-of-type(01)',
    'body>h1:nth-of-type(10000)',
    'body>h1:nth-of-type(1),body',
    'body>h1:nth-of-type(1)>',
    'body>h1:nth-child(1)',
    'body>h1:nth-of-type(1) script',
    'body>h1[onclick]:nth-of-type(1)',
    'body>-x:nth-of-type(1)',
    'body>a--b:nth-of-type(1)',
    `body${'>div:nth-of-type(1)'.repeat(65)}`,
  ])('refuses %j', (path) => {
    expect(parseElementPath(path)).toBeNull();
  });
});

describe('parseFrameMessage', () => {
  it('accepts a well-formed selection and the ready signal', () => {
    expect(parseFrameMessage(good, NONCE)).toEqual({
      kind: 'select',
      element: { tagName: 'h2', text: good.text, outerHTML: good.outerHTML, path: good.path },
    });
    expect(parseFrameMessage({ type: 'pagecraft-edit:ready', nonce: NONCE }, NONCE)).toEqual({
      kind: 'ready',
    });
  });

  it("refuses a message without this render's bridge token (the page's own scripts)", () => {
    const { nonce: _, ...unsigned } = good;
    expect(parseFrameMessage(unsigned, NONCE)).toBeNull();
    expect(parseFrameMessage({ ...good, nonce: 'guessed' }, NONCE)).toBeNull();
    expect(parseFrameMessage({ type: 'pagecraft-edit:ready' }, NONCE)).toBeNull();
    expect(parseFrameMessage(good, '')).toBeNull();
  });

  it.each([
    ['not an object', 'pagecraft-edit:select'],
    ['null', null],
    ['an array', [good]],
    ['an unknown type', { ...good, type: 'pagecraft-edit:save' }],
    ['a fake save', { type: 'save', generatedHtml: '<p>pwned</p>' }],
    ['an extra field', { ...good, generatedHtml: '<p>x</p>' }],
    ['ready with extras', { type: 'pagecraft-edit:ready', nonce: NONCE, mode: 'direct' }],
    ['a missing field', { ...good, path: undefined }],
    [
      'a non-text tag',
      { ...good, tagName: 'div', path: 'body>div:nth-of-type(1)', outerHTML: '<div>x</div>' },
    ],
    ['a script tag', { ...good, tagName: 'script', path: 'body>script:nth-of-type(1)' }],
    ['an upper-case tag', { ...good, tagName: 'H2' }],
    ['a number as text', { ...good, text: 42 }],
    ['blank text', { ...good, text: '   ' }],
    ['too long a text', { ...good, text: 'x'.repeat(MAX_ELEMENT_TEXT_CHARS + 1) }],
    ['too long an outerHTML', { ...good, outerHTML: `<h2>${'x'.repeat(MAX_OUTER_HTML_CHARS)}</h2>` }],
    ['a bad path', { ...good, path: 'body>h2' }],
    ['a selector injection', { ...good, path: 'body>h2:nth-of-type(1),*' }],
    ['a path to another tag', { ...good, path: 'body>p:nth-of-type(1)' }],
    ['outerHTML of another tag', { ...good, outerHTML: '<p>Why teams switch</p>' }],
    [
      'outerHTML of a longer tag name',
      { ...good, tagName: 'b', path: 'body>b:nth-of-type(1)', outerHTML: '<button>x</b>' },
    ],
    ['unclosed outerHTML', { ...good, outerHTML: '<h2>Why teams switch' }],
  ])('refuses %s', (_label, data) => {
    expect(parseFrameMessage(data, NONCE)).toBeNull();
  });
});
