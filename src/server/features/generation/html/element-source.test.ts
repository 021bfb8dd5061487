import { describe, expect, it } from 'vitest';
import { MARKER_PREFIX } from '../../pages/tailwind/compiled-marker.ts';
import {
  type ElementRange,
  type ElementTarget,
  extractFencedHtml,
  isSingleElement,
  locateElement,
  type MaskedSource,
  maskAssets,
  needsWholePage,
  spliceElement,
  styleSummary,
} from './element-source.ts';

const page = (body: string, head = '') =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>T</title>\n${head}</head>\n<body>\n${body}\n</body>\n</html>`;

const slice = (html: string, range: ElementRange | null) =>
  range ? html.slice(range.start, range.end) : null;

describe('locateElement', () => {
  const html = page(`<header><h2>Menu</h2></header>
<main>
  <section class="hero"><h2>Welcome</h2><p>Intro</p></section>
  <section class="features">
    <h2 class="title">Features</h2>
    <h2 class="title">More features</h2>
  </section>
</main>`);
  const entities = page('<div>\n  <h2 id="x">Fish &amp;\n   Chips&nbsp;&mdash; <em>fresh</em></h2>\n</div>');
  const images = page('<p>a</p>\n<IMG SRC="a.png" alt="A">\n<img src="b.png" alt="B" />');
  const impliedEnds = page('<ul><li>One<li>Two</ul><table><tr><td>Cell</td></tr></table>');
  const sameTwice = page('<p>Same</p><div><p>Same</p></div>');

  it.each<[name: string, ElementTarget & { source: string; found: string | null }]>([
    [
      'walks the path by tag and nth-of-type among same-tag siblings',
      {
        source: html,
        path: 'body>main:nth-of-type(1)>section:nth-of-type(2)>h2:nth-of-type(2)',
        tagName: 'h2',
        text: 'More features',
        found: '<h2 class="title">More features</h2>',
      },
    ],
    [
      'counts only same-tag siblings: <main> after <header> is still main:nth-of-type(1)',
      {
        source: html,
        path: 'body>main:nth-of-type(1)>section:nth-of-type(1)>p:nth-of-type(1)',
        tagName: 'P',
        found: '<p>Intro</p>',
      },
    ],
    [
      'checks the tag name',
      {
        source: html,
        path: 'body>main:nth-of-type(1)>section:nth-of-type(1)>h2:nth-of-type(1)',
        tagName: 'h3',
        found: null,
      },
    ],
    [
      // The path names "Features", the text says "Welcome": the text wins, found anywhere.
      'falls back to the one element with that tag and text when the text does not fit the path',
      {
        source: html,
        path: 'body>main:nth-of-type(1)>section:nth-of-type(2)>h2:nth-of-type(1)',
        tagName: 'h2',
        text: '  Welcome ',
        found: '<h2>Welcome</h2>',
      },
    ],
    [
      'falls back the same way from a malformed path',
      {
        source: html,
        path: 'body>h2',
        tagName: 'h2',
        text: 'Menu',
        found: '<h2>Menu</h2>',
      },
    ],
    [
      'gives up when the fallback is ambiguous',
      {
        source: sameTwice,
        path: 'body>p:nth-of-type(5)',
        tagName: 'p',
        text: 'Same',
        found: null,
      },
    ],
    [
      'gives up when the fallback finds nothing',
      {
        source: html,
        path: 'body>h2:nth-of-type(1)',
        tagName: 'h2',
        text: 'Gone',
        found: null,
      },
    ],
    [
      'gives up when the fallback has no text to go by',
      {
        source: html,
        path: 'body>h2',
        tagName: 'h2',
        found: null,
      },
    ],
    [
      'compares whitespace-normalised text with entities decoded',
      {
        source: entities,
        path: 'body>div:nth-of-type(1)>h2:nth-of-type(1)',
        tagName: 'h2',
        text: 'Fish & Chips\u00a0— fresh',
        found: '<h2 id="x">Fish &amp;\n   Chips&nbsp;&mdash; <em>fresh</em></h2>',
      },
    ],
    [
      'returns the start tag of a void element',
      {
        source: images,
        path: 'body>img:nth-of-type(2)',
        tagName: 'img',
        text: '',
        found: '<img src="b.png" alt="B" />',
      },
    ],
    [
      'returns offsets into the original string, whatever its case',
      {
        source: images,
        path: 'body>img:nth-of-type(1)',
        tagName: 'img',
        found: '<IMG SRC="a.png" alt="A">',
      },
    ],
    [
      'covers an element whose end tag is implied',
      {
        source: impliedEnds,
        path: 'body>ul:nth-of-type(1)>li:nth-of-type(1)',
        tagName: 'li',
        found: '<li>One',
      },
    ],
    [
      'finds cells inside an implied tbody',
      {
        source: impliedEnds,
        path: 'body>table:nth-of-type(1)>tbody:nth-of-type(1)>tr:nth-of-type(1)>td:nth-of-type(1)',
        tagName: 'td',
        text: 'Cell',
        found: '<td>Cell</td>',
      },
    ],
  ])('%s', (_name, { source, path, tagName, text, found }) => {
    expect(slice(source, locateElement(source, { path, tagName, text }))).toBe(found);
  });
});

describe('spliceElement', () => {
  it('replaces exactly the located range and nothing else', () => {
    const source = page('<main>\n  <h2>Old</h2>\n  <p>Keep   me</p>\n</main>');
    const range = locateElement(source, {
      path: 'body>main:nth-of-type(1)>h2:nth-of-type(1)',
      tagName: 'h2',
    })!;
    const result = spliceElement(source, range, '<h2 class="big">New</h2>');
    expect(result).toBe(source.replace('<h2>Old</h2>', '<h2 class="big">New</h2>'));
  });
});

describe('maskAssets', () => {
  const png = `data:image/png;base64,${'iVBORw0KGgo'.repeat(200)}`;
  const svg = `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0'/></svg>`;

  /** maskAssets(source), checked to restore its masked text to `source` byte for byte. */
  const maskRestorable = (source: string): MaskedSource => {
    const result = maskAssets(source);
    expect(result.restore(result.masked)).toBe(source);
    return result;
  };

  it('replaces data: URIs in src, srcset, href, poster and style url() and restores them', () => {
    const source = `<section class="hero" style="background:url('${png}') center">
  <img src="${png}" srcset="${png} 1x, /b.png 2x" alt="Logo">
  <a href="${svg.replace(/</g, '&lt;')}" download>Icon</a>
  <video poster=${png.slice(0, 60)}></video>
  <div style="background-image: url(&quot;${png}&quot;)">x</div>
  <img src="/plain.png" alt="plain">
</section>`;
    const { masked, restore } = maskRestorable(source);
    expect(masked).not.toMatch(/data:image/);
    expect(masked).toContain(`style="background:url('data:pagecraft-asset-1') center"`);
    expect(masked).toContain(
      '<img src="data:pagecraft-asset-1" srcset="data:pagecraft-asset-1 1x, /b.png 2x"',
    );
    expect(masked).toContain('href="data:pagecraft-asset-2"');
    expect(masked).toContain('poster=data:pagecraft-asset-3>');
    expect(masked).toContain('url(&quot;data:pagecraft-asset-1&quot;)');
    expect(masked).toContain('src="/plain.png"');
    expect(masked.length).toBeLessThan(600);
    // The model's answer, edited around the placeholders, gets the originals back.
    const answer = masked.replace('Icon', 'Download icon');
    expect(restore(answer)).toBe(source.replace('Icon', 'Download icon'));
  });

  it('masks url(data:) inside a <style> of the element and collapses a compiled stylesheet', () => {
    const compiled = `${MARKER_PREFIX}abc*/.p-4{padding:1rem}${'.x{color:red}'.repeat(500)}`;
    const source = `<div><style>${compiled}</style><style>.bg{background:url(${png})}</style><p class="p-4">Hi</p></div>`;
    const { masked } = maskRestorable(source);
    expect(masked).toBe(
      '<div><style>/*pagecraft-compiled-css-1*/</style><style>.bg{background:url(data:pagecraft-asset-1)}</style><p class="p-4">Hi</p></div>',
    );
  });

  it('leaves markup without assets as it is', () => {
    const source = '<h2 class="title">Hello &amp; welcome</h2>';
    const { masked, restore } = maskRestorable(source);
    expect(masked).toBe(source);
    expect(restore('<h2>data:pagecraft-asset-1</h2>')).toBe('<h2>data:pagecraft-asset-1</h2>');
  });
});

describe('styleSummary', () => {
  const css = `
    /* theme */
    :root { --brand: #0d9488; --radius: 12px; --hero-bg: url(data:image/png;base64,AAAA); }
    body { margin: 0; font-family: system-ui; }
    .card { padding: 1rem; border-radius: var(--radius); }
    .card .title, .other { font-size: 2rem; color: var(--brand); }
    .pricing h3 { font-weight: 700; }
    .btn.btn-primary:hover { background: var(--brand); }
    .btn { background: url("data:image/svg+xml,%3csvg%3e"); color: white; }
    footer p { color: gray; }
    #hero { min-height: 80vh; }
    @media (max-width: 640px) {
      .card { padding: .5rem; }
      footer { display: none; }
    }
    @keyframes spin { from { transform: rotate(0) } to { transform: rotate(1turn) } }
  `;
  const html = page(
    '<div class="card"><h2 class="title">Hi</h2><a class="btn btn-primary">Go</a></div>',
    `<style>${css}</style>\n`,
  );
  const element = '<div class="card"><h2 class="title">Hi</h2><a class="btn btn-primary">Go</a></div>';

  it('keeps theme custom properties and the rules whose subject is the element or a descendant', () => {
    const summary = styleSummary(html, element);
    expect(summary).toBe(
      [
        ':root{--brand: #0d9488;--radius: 12px}',
        '.card{padding: 1rem;border-radius: var(--radius)}',
        '.card .title, .other{font-size: 2rem;color: var(--brand)}',
        '.btn.btn-primary:hover{background: var(--brand)}',
        '.btn{color: white}',
        '@media (max-width: 640px){.card{padding: .5rem}}',
      ].join('\n'),
    );
    expect(summary).not.toMatch(/data:|footer|#hero|pricing|keyframes|font-family/);
  });

  it('cuts whole rules at the byte cap, the element’s own rules first', () => {
    const summary = styleSummary(html, element, 120);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(120);
    // The @media rule for .card (the element's own) did not fit after .card; a small rule for
    // a descendant still did.
    expect(summary).toBe(
      [
        ':root{--brand: #0d9488;--radius: 12px}',
        '.card{padding: 1rem;border-radius: var(--radius)}',
        '.btn{color: white}',
      ].join('\n'),
    );
  });

  it('says nothing about a compiled Tailwind stylesheet, and nothing when no CSS concerns the element', () => {
    const compiled = `${MARKER_PREFIX}abc*/:root{--color-teal-500:#14b8a6}.p-4{padding:1rem}.text-xl{font-size:1.25rem}`;
    const tailwind = page('<h2 class="p-4 text-xl">Hi</h2>', `<style>${compiled}</style>\n`);
    expect(styleSummary(tailwind, '<h2 class="p-4 text-xl">Hi</h2>')).toBe('');
    // Its own CSS beside the compiled sheet still counts.
    const mixed = page(
      '<h2 class="p-4">Hi</h2>',
      `<style>${compiled}</style><style>h2{letter-spacing:.02em}</style>\n`,
    );
    expect(styleSummary(mixed, '<h2 class="p-4">Hi</h2>')).toBe('h2{letter-spacing:.02em}');
    expect(styleSummary(page('<p>x</p>', '<style>.unrelated{color:red}</style>'), '<p>x</p>')).toBe('');
  });

  it('matches escaped class names and ignores selectors inside strings and attributes', () => {
    const source = page(
      '',
      '<style>.md\\:flex{display:flex}[data-x="h2"] span{color:red}a[href^="h2"]{x:y}</style>',
    );
    expect(styleSummary(source, '<h2 class="md:flex">x</h2>')).toBe('.md\\:flex{display:flex}');
  });
});

describe('extractFencedHtml and isSingleElement', () => {
  it('takes the last closed html block, never a cut one', () => {
    expect(extractFencedHtml('Changed it.\n\n```html\n<h2>New</h2>\n```\n')).toBe('<h2>New</h2>');
    expect(extractFencedHtml('```css\n.a{}\n```\n```\n<p>x</p>\n```')).toBe('<p>x</p>');
    expect(extractFencedHtml('Changed it.\n\n```html\n<h2>Cut')).toBeNull();
    expect(extractFencedHtml('I cannot do that.')).toBeNull();
  });

  it('accepts exactly one closed element, whitespace aside', () => {
    expect(isSingleElement('  <h2 class="x">New <em>title</em></h2>\n')).toBe(true);
    expect(isSingleElement('<td>Cell</td>')).toBe(true);
    expect(isSingleElement('<img src="a.png" alt="">')).toBe(true);
    expect(isSingleElement('<h2>A</h2><p>B</p>')).toBe(false);
    expect(isSingleElement('<h2>A</h2> and text')).toBe(false);
    expect(isSingleElement('<h2>A</h2></body></html>')).toBe(false);
    expect(isSingleElement('<h2>Unclosed')).toBe(false);
    expect(isSingleElement('<p>a<div>b</div></p>')).toBe(false);
    expect(isSingleElement('')).toBe(false);
  });
});

describe('needsWholePage', () => {
  const WHOLE_PAGE = 'the whole-page edit';
  const ELEMENT = 'the element';

  it.each<[instruction: string, edit: typeof WHOLE_PAGE | typeof ELEMENT]>([
    ['make the whole page darker', WHOLE_PAGE],
    ['Change the font everywhere', WHOLE_PAGE],
    ['use the same style for all sections', WHOLE_PAGE],
    ['apply this to every button', WHOLE_PAGE],
    ['redesign the entire page', WHOLE_PAGE],
    ['a page-wide spacing change', WHOLE_PAGE],
    ['switch the colour scheme to blue', WHOLE_PAGE],
    ['change the color palette', WHOLE_PAGE],
    ['use a darker theme', WHOLE_PAGE],
    ['move this below the pricing section', WHOLE_PAGE],
    ['duplicate this', WHOLE_PAGE],
    ['make this heading bigger', ELEMENT],
    ['change the text to "Book now"', ELEMENT],
    ['make it red', ELEMENT],
    ['add an icon to the button', ELEMENT],
    ['make all the text in this bold', ELEMENT],
    ['center this', ELEMENT],
  ])('sends "%s" to %s', (instruction, edit) => {
    expect(needsWholePage(instruction)).toBe(edit === WHOLE_PAGE);
  });
});
