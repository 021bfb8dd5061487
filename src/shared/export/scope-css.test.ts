import { describe, expect, it } from 'vitest';
import { serialize, tokenize } from './css-syntax.ts';
import { collectKeyframeNames, createCssScoper } from './scope-css.ts';
import { scopeSelectorList } from './scope-selectors.ts';

const resolveUrl = (url: string) =>
  /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('#') ? url : new URL(url, 'https://cdn.example/p/').href;

function scope(css: string, rootClasses: string[] = []) {
  const scoper = createCssScoper(
    { scope: '#W', rootClasses: new Set(rootClasses), rootIds: new Set(), keyframeSuffix: '-k1', resolveUrl },
    collectKeyframeNames([css]),
  );
  return scoper.stylesheet(css);
}

/** The scoped CSS with whitespace squeezed, for readable expectations. */
const squeeze = (css: string) => css.replace(/\s+/g, ' ').replace(/\s*([{};])\s*/g, '$1');
const scoped = (css: string, rootClasses?: string[]) => squeeze(scope(css, rootClasses).css);

describe('tokenizer', () => {
  it('round-trips any stylesheet byte for byte', () => {
    const css = `a[x="}{;,"]{b:url(x y.png);c:'\\'}'}/* } */@media(x){d{e:f}}.g\\{h{}`;
    expect(serialize(tokenize(css))).toBe(css);
  });

  it('keeps braces, commas and semicolons in strings, comments and url() as text', () => {
    const types = tokenize(`"a{b;c}" /* {;} */ url(a,b;c{}.png)`).map((t) => t.type);
    expect(types).toEqual(['string', 'ws', 'comment', 'ws', 'url']);
  });
});

describe('selectors', () => {
  const ctx = { scope: '#W', rootClasses: new Set(['dark']), rootIds: new Set(['top']) };

  it.each<[selectors: string, scoped: string]>([
    // :root, html and body map onto the wrapper.
    [':root', '#W'],
    ['html, body', '#W'],
    ['html body .x', '#W .x'],
    ['html > body > header', '#W > header'],
    ['body.home .x', '#W.home .x'],
    ['html.dark body', '#W.dark'],
    ['#top .x', '#W .x'],
    // A lone * (and pseudo-elements) match the wrapper too.
    ['*', '#W, #W *'],
    ['*, ::before, ::after', '#W, #W *, #W::before, #W ::before, #W::after, #W ::after'],
    ['* + *', '#W * + *'],
    // Every selector of a list is prefixed, not the commas inside :is(), :where() or quotes.
    [':is(h1, h2) a, .b', '#W :is(h1, h2) a, #W .b'],
    ['a:where(.x, .y) > b', '#W a:where(.x, .y) > b'],
    ['[data-x="a, b"]', '#W [data-x="a, b"]'],
    ["a[title='{x,y}'] span", "#W a[title='{x,y}'] span"],
    ['.a\\,b', '#W .a\\,b'],
    // Classes that moved from <html> onto the wrapper keep working.
    ['.dark .card', '#W.dark .card, #W .dark .card'],
  ])('%s -> %s', (selectors, scoped) => {
    expect(scopeSelectorList(selectors, ctx)).toBe(scoped);
  });
});

describe('scopeCss', () => {
  it('scopes :root variables, html, body and * rules', () => {
    expect(scoped(':root{--brand:#f00}html,body{margin:0}*{box-sizing:border-box}')).toBe(
      '#W{--brand:#f00}#W{margin:0}#W, #W *{box-sizing:border-box}',
    );
  });

  it('scopes inside nested @media, @supports and @container', () => {
    expect(scoped('@media (min-width:600px){@supports (display:grid){.g{display:grid}:root{--y:1}}}')).toBe(
      '@media (min-width:600px){@supports (display:grid){#W .g{display:grid}#W{--y:1}}}',
    );
    expect(scoped('@container card (min-width:10px){.c{color:red}}')).toBe(
      '@container card (min-width:10px){#W .c{color:red}}',
    );
  });

  it('flattens @layer blocks (scoped) and drops layer order statements', () => {
    expect(
      scoped('@layer base, utilities;@layer base{h1{font-size:2rem}}@layer utilities{.p-4{padding:1rem}}'),
    ).toBe('#W h1{font-size:2rem}#W .p-4{padding:1rem}');
  });

  it('renames keyframes and the animations that use them, and leaves @font-face unprefixed', () => {
    const out = scoped(
      '@keyframes fade{from{opacity:0}to{opacity:1}}.a{animation:fade 1s ease,spin 2s}.b{animation-name:fade}' +
        '@font-face{font-family:X;src:url("f/x.woff2") format("woff2")}',
    );
    expect(out).toContain('@keyframes fade-k1{from{opacity:0}to{opacity:1}}');
    expect(out).toContain('#W .a{animation:fade-k1 1s ease,spin 2s}');
    expect(out).toContain('#W .b{animation-name:fade-k1}');
    expect(out).toContain(
      '@font-face{font-family:X;src:url("https://cdn.example/p/f/x.woff2") format("woff2")}',
    );
  });

  it('collects @import rules (made absolute) and drops @charset', () => {
    const result = scope(
      '@charset "utf-8";@import "theme.css" screen;@import url(https://fonts.x/a.css);.a{b:c}',
    );
    expect(result.imports).toEqual([
      '@import url("https://cdn.example/p/theme.css") screen;',
      '@import url(https://fonts.x/a.css);',
    ]);
    expect(squeeze(result.css)).toBe('#W .a{b:c}');
  });

  it('is not fooled by braces and commas in strings, comments and attribute selectors', () => {
    const out = scoped('/* } { , */ a[title="a,b{c}"], .q::after{content:"}{;"}');
    expect(out).toContain('#W a[title="a,b{c}"], #W .q::after{content:"}{;"}');
  });

  it('makes url() addresses absolute, with quotes, escapes and parentheses', () => {
    expect(scoped('.a{background:url(img/a.png)}')).toBe(
      '#W .a{background:url("https://cdn.example/p/img/a.png")}',
    );
    expect(scoped('.a{background:url("img/a (1).png")}')).toBe(
      '#W .a{background:url("https://cdn.example/p/img/a%20(1).png")}',
    );
    expect(scoped('.a{background:url(img/a\\(1\\).png)}')).toBe(
      '#W .a{background:url("https://cdn.example/p/img/a(1).png")}',
    );
    expect(scoped('.a{background:image-set("a.png" 1x, "b.png" 2x)}')).toBe(
      '#W .a{background:image-set("https://cdn.example/p/a.png" 1x, "https://cdn.example/p/b.png" 2x)}',
    );
    expect(scoped('.a{background:url(data:image/png;base64,AAA=)}')).toBe(
      '#W .a{background:url(data:image/png;base64,AAA=)}',
    );
  });

  it('turns fixed headers into sticky and other fixed elements into absolute', () => {
    expect(scoped('header{position:fixed;top:0}')).toBe('#W header{position:sticky;top:0}');
    expect(scoped('.site-nav{position:fixed;top:0;width:100%}')).toBe(
      '#W .site-nav{position:sticky;top:0;width:100%}',
    );
    expect(scoped('.chat-bubble{position:fixed;bottom:20px;right:20px}')).toBe(
      '#W .chat-bubble{position:absolute;bottom:20px;right:20px}',
    );
    // A "nav" bar pinned to the bottom is not a top bar.
    expect(scoped('.bottom-nav{position:fixed;bottom:0}')).toBe('#W .bottom-nav{position:absolute;bottom:0}');
    expect(scoped('.modal{position:fixed !important;inset:0}')).toBe(
      '#W .modal{position:absolute !important;inset:0}',
    );
    // A header selector whose subject is something else is not the header.
    expect(scoped('.header .dropdown{position:fixed}')).toBe('#W .header .dropdown{position:absolute}');
  });

  it('leaves nested (CSS nesting) selectors relative and still tames their declarations', () => {
    expect(scoped('.card{color:red;&:hover{color:blue}.t{position:fixed}}')).toBe(
      '#W .card{color:red;&:hover{color:blue}.t{position:absolute}}',
    );
  });

  it('scopes inline styles with element knowledge', () => {
    const scoper = createCssScoper(
      { scope: '#W', rootClasses: new Set(), rootIds: new Set(), keyframeSuffix: '-k1', resolveUrl },
      new Set(['fade']),
    );
    expect(scoper.inlineStyle('position: fixed; top: 0; background: url(a.png)', { tag: 'nav' })).toBe(
      'position: sticky; top: 0; background: url("https://cdn.example/p/a.png")',
    );
    expect(scoper.inlineStyle('position:fixed;bottom:0;animation:fade 1s', { tag: 'div' })).toBe(
      'position:absolute;bottom:0;animation:fade-k1 1s',
    );
  });
});
