import { describe, expect, it } from 'vitest';
import { formatCss } from './format-css';

describe('formatCss', () => {
  it('puts rules and declarations on their own lines, nested by two spaces', () => {
    expect(formatCss('body{margin:0;color:red}@media (max-width:600px){.a:hover{top:1px}}')).toEqual([
      'body {',
      '  margin: 0;',
      '  color: red',
      '}',
      '@media (max-width:600px) {',
      '  .a:hover {',
      '    top: 1px',
      '  }',
      '}',
    ]);
  });

  it('never splits strings, comments or url() data', () => {
    const css =
      '.i{background:url(data:image/svg+xml;utf8,<svg/>);content:"a;b{c}"}/* x; y { */.j{font:12px/1 "A;B"}';
    expect(formatCss(css)).toEqual([
      '.i {',
      '  background: url(data:image/svg+xml;utf8,<svg/>);',
      '  content: "a;b{c}"',
      '}',
      '/* x; y { */',
      '.j {',
      '  font: 12px/1 "A;B"',
      '}',
    ]);
  });

  it('keeps custom properties and tolerates unbalanced input', () => {
    expect(formatCss(':root{--p:#16a34a;--font:system-ui,"Segoe UI"')).toEqual([
      ':root {',
      '  --p: #16a34a;',
      '  --font: system-ui,"Segoe UI"',
    ]);
    expect(formatCss('}}a{b:c}')).toEqual(['}', '}', 'a {', '  b: c', '}']);
  });
});
