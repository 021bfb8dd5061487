import { describe, expect, it } from 'vitest';
import { highlightHtml, splitSegmentLines } from './highlight-html';

describe('highlightHtml', () => {
  it('keeps the text exactly and marks tags, attributes, values, comments and doctype', () => {
    const code = '<!DOCTYPE html>\n<!-- hi -->\n<a href="#x" hidden>Go</a>';
    const segments = highlightHtml(code);
    expect(segments.map((s) => s.text).join('')).toBe(code);
    expect(segments).toEqual([
      { kind: 'doctype', text: '<!DOCTYPE html>' },
      { kind: 'text', text: '\n' },
      { kind: 'comment', text: '<!-- hi -->' },
      { kind: 'text', text: '\n' },
      { kind: 'punct', text: '<' },
      { kind: 'tag', text: 'a' },
      { kind: 'text', text: ' ' },
      { kind: 'attr', text: 'href' },
      { kind: 'punct', text: '=' },
      { kind: 'value', text: '"#x"' },
      { kind: 'text', text: ' ' },
      { kind: 'attr', text: 'hidden' },
      { kind: 'punct', text: '>' },
      { kind: 'text', text: 'Go' },
      { kind: 'punct', text: '</' },
      { kind: 'tag', text: 'a' },
      { kind: 'punct', text: '>' },
    ]);
  });

  it('colours formatted CSS and leaves script bodies as code', () => {
    const segments = highlightHtml(
      '<style>\n  a:hover {\n    color: red;\n  }\n</style><script>x<y</script>',
    );
    const kinds = segments.map((s) => `${s.kind}:${s.text.trim()}`).filter((s) => !s.endsWith(':'));
    expect(kinds).toContain('selector:a:hover {');
    expect(kinds).toContain('property:color');
    expect(kinds).toContain('value:red;');
    expect(kinds).toContain('code:x<y');
  });
});

describe('splitSegmentLines', () => {
  it('cuts segments at line breaks and keeps empty lines', () => {
    const lines = splitSegmentLines([
      { kind: 'tag', text: '<a\n' },
      { kind: 'attr', text: 'href' },
      { kind: 'text', text: '\n\nend' },
    ]);
    expect(lines).toEqual([
      [{ kind: 'tag', text: '<a' }],
      [{ kind: 'attr', text: 'href' }],
      [],
      [{ kind: 'text', text: 'end' }],
    ]);
  });

  it('gives one line per line of the formatted code', () => {
    const code = '<!DOCTYPE html>\n<html>\n  <body>\n    <p>Hi</p>\n  </body>\n</html>';
    expect(splitSegmentLines(highlightHtml(code))).toHaveLength(code.split('\n').length);
  });
});
