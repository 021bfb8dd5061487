import { describe, expect, it } from 'vitest';
import { formatHtml } from './format-html';

describe('formatHtml', () => {
  it.each<[name: string, html: string, formatted: string[]]>([
    [
      'indents block elements by two spaces and keeps short inline content on one line',
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title> My  page </title></head><body><main><h1>Hello <em>world</em></h1><ul><li><a href="#a">A</a></li></ul></main></body></html>',
      [
        '<!DOCTYPE html>',
        '<html>',
        '  <head>',
        '    <meta charset="utf-8">',
        '    <title>My page</title>',
        '  </head>',
        '  <body>',
        '    <main>',
        '      <h1>Hello <em>world</em></h1>',
        '      <ul>',
        '        <li><a href="#a">A</a></li>',
        '      </ul>',
        '    </main>',
        '  </body>',
        '</html>',
      ],
    ],
    [
      'keeps pre and textarea content byte for byte',
      '<div><pre>  line 1\n    <b>line 2</b>\n</pre><p><textarea>  a\n  b</textarea></p></div>',
      [
        '<div>',
        '  <pre>  line 1\n    <b>line 2</b>\n</pre>',
        '  <p><textarea>  a\n  b</textarea></p>',
        '</div>',
      ],
    ],
    [
      're-indents scripts without touching their code, and lays out styles',
      '<body><script>\n        if (a < b) {\n          go("</div>");\n        }\n</script><style>p{color:red}</style></body>',
      [
        '<body>',
        '  <script>',
        '    if (a < b) {',
        '      go("</div>");',
        '    }',
        '  </script>',
        '  <style>',
        '    p {',
        '      color: red',
        '    }',
        '  </style>',
        '</body>',
      ],
    ],
  ])('%s', (_name, html, formatted) => {
    expect(formatHtml(html)).toBe(formatted.join('\n'));
  });

  it('keeps small svg icons inline with their text', () => {
    const html = '<button class="b"><svg class="i"><use href="#x"/></svg> Book now</button>';
    expect(formatHtml(`<div>${html}</div>`)).toBe(`<div>${html}</div>`);
  });

  it('copes with implied end tags, stray end tags and truncated input', () => {
    expect(formatHtml('<ul><li>a<li>b</ul></span><div><p class="x')).toBe(
      ['<ul>', '  <li>', '    a', '  <li>', '    b', '</ul>', '</span>', '<div>', '  <p class="x'].join('\n'),
    );
  });

  it('formats a 60 KB page quickly', () => {
    const section =
      '<section class="s"><div class="c"><h2>Title</h2><p>Some <b>bold</b> text.</p></div></section>';
    const html = `<html><body>${section.repeat(600)}</body></html>`;
    const start = performance.now();
    const out = formatHtml(html);
    expect(performance.now() - start).toBeLessThan(500);
    expect(out.split('\n')).toHaveLength(4 + 600 * 6);
  });
});
