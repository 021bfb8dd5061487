import { describe, expect, it } from 'vitest';
import { parseWithParse5 } from '../../../../../../tests/support/parse5-dom';
import { replaceElementText, type TextEdit } from './replace-element-text';

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Acme</title>
  <style>h1 { color: red }</style>
</head>
<body>
  <header><nav><a href="/" class='logo'>Acme</a></nav></header>
  <main>
    <section class="hero">
      <h1>
        Grow faster
      </h1>
      <p>Sales &amp; marketing in one place.</p>
      <a class="btn" href="#start"><svg viewBox="0 0 8 8"><path d="M0 0h8v8z"/></svg> Start free</a>
    </section>
    <section>
      <h2>Features</h2>
      <p>One <strong>powerful</strong> app.</p>
      <ul><li>Fast</li><li>Simple</li></ul>
    </section>
  </main>
</body>
</html>
`;

const run = (edit: Partial<TextEdit> & Pick<TextEdit, 'path' | 'tagName' | 'oldText'>, html = PAGE) =>
  replaceElementText(html, { newText: 'New text', ...edit }, parseWithParse5);

/** The source with `from` replaced by `to` exactly once: proof that no other byte changed. */
const spliced = (from: string, to: string) => {
  expect(PAGE.split(from)).toHaveLength(2);
  return PAGE.replace(from, to);
};

describe('replaceElementText', () => {
  const h2 = 'body>main:nth-of-type(1)>section:nth-of-type(2)>h2:nth-of-type(1)';

  it.each<[name: string, TextEdit & { from: string; to: string }]>([
    [
      'changes only the text of the element at the path, keeping its surrounding whitespace',
      {
        path: 'body>main:nth-of-type(1)>section:nth-of-type(1)>h1:nth-of-type(1)',
        tagName: 'h1',
        oldText: ' Grow   faster ',
        newText: 'Grow much faster',
        from: '\n        Grow faster\n      </h1>',
        to: '\n        Grow much faster\n      </h1>',
      },
    ],
    [
      'keeps the doctype, the head and entities elsewhere untouched',
      {
        path: 'body>main:nth-of-type(1)>section:nth-of-type(2)>h2:nth-of-type(1)',
        tagName: 'h2',
        oldText: 'Features',
        newText: 'Tom & Jerry <3',
        from: '<h2>Features</h2>',
        to: '<h2>Tom &amp; Jerry &lt;3</h2>',
      },
    ],
    [
      'keeps an icon beside the one text of a button',
      {
        path: 'body>main:nth-of-type(1)>section:nth-of-type(1)>a:nth-of-type(1)',
        tagName: 'a',
        oldText: 'Start free',
        newText: 'Try it',
        from: '</svg> Start free</a>',
        to: '</svg> Try it</a>',
      },
    ],
    [
      'replaces mixed content with the plain new text',
      {
        path: 'body>main:nth-of-type(1)>section:nth-of-type(2)>p:nth-of-type(1)',
        tagName: 'p',
        oldText: 'One powerful app.',
        newText: 'One simple app.',
        from: '<p>One <strong>powerful</strong> app.</p>',
        to: '<p>One simple app.</p>',
      },
    ],
    [
      'edits the right one of several same-tag siblings',
      {
        path: 'body>main:nth-of-type(1)>section:nth-of-type(2)>ul:nth-of-type(1)>li:nth-of-type(2)',
        tagName: 'li',
        oldText: 'Simple',
        newText: 'Fast',
        from: '<li>Simple</li>',
        to: '<li>Fast</li>',
      },
    ],
  ])('%s', (_name, { from, to, ...edit }) => {
    const result = run(edit);
    expect(result).toEqual({ ok: true, html: spliced(from, to) });
    expect(result.ok && result.html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
  });

  it('falls back to the DOM serialisation, with the original doctype, when no splice is exact', () => {
    // Single-quoted attributes are written with double quotes by the DOM, so the element's
    // source cannot be found verbatim; its text occurs elsewhere too (the title), so the
    // verified text splice must pick the right occurrence or give up.
    const html = `<!doctype html>\n<html><head><title>Acme</title></head><body><a href='/' class='logo'>Acme</a></body></html>`;
    const result = run(
      { path: 'body>a:nth-of-type(1)', tagName: 'a', oldText: 'Acme', newText: 'Acme Inc' },
      html,
    );
    expect(result.ok && result.html).toBe(
      `<!doctype html>\n<html><head><title>Acme</title></head><body><a href='/' class='logo'>Acme Inc</a></body></html>`,
    );
    const messy = `<!DOCTYPE html><html><body><p class=x>Hi&#33;</p><p class=x>Hi&#33;</p></body></html>`;
    const second = run(
      { path: 'body>p:nth-of-type(2)', tagName: 'p', oldText: 'Hi!', newText: 'Bye' },
      messy,
    );
    expect(second.ok && second.html).toBe(
      '<!DOCTYPE html>\n<html><head></head><body><p class="x">Hi!</p><p class="x">Bye</p></body></html>',
    );
  });

  it.each<[refused: string, Parameters<typeof run>[0]]>([
    ['a wrong tag', { path: h2, tagName: 'h3', oldText: 'Features' }],
    ['a changed text', { path: h2, tagName: 'h2', oldText: 'Pricing' }],
    [
      'a missing element',
      { path: 'body>main:nth-of-type(1)>h2:nth-of-type(1)', tagName: 'h2', oldText: 'Features' },
    ],
    ['a missing parent', { path: 'body>main:nth-of-type(9)>h2:nth-of-type(1)', tagName: 'h2', oldText: 'x' }],
    ['a path not from <body>', { path: 'main>h2', tagName: 'h2', oldText: 'Features' }],
    ['a selector list for a path', { path: `${h2},body`, tagName: 'h2', oldText: 'Features' }],
  ])('refuses %s', (_refused, edit) => {
    expect(run(edit).ok).toBe(false);
  });

  it('refuses blank text', () => {
    expect(run({ path: h2, tagName: 'h2', oldText: 'Features', newText: '  \n ' })).toEqual({
      ok: false,
      reason: 'Please enter some text to save',
    });
  });

  it('returns the page unchanged when the text is the same', () => {
    expect(run({ path: h2, tagName: 'h2', oldText: 'Features', newText: 'Features' })).toEqual({
      ok: true,
      html: PAGE,
    });
  });
});
