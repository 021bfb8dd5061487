import { runInNewContext } from 'node:vm';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { toFunnelFragment } from './funnel-fragment.ts';
import { createUrlResolver, mapSrcset } from './urls.ts';
import { handlerGlobals, wrapScripts } from './wrap-scripts.ts';

const PAGE = `<!DOCTYPE html>
<html lang="en" class="dark">
<head>
<meta charset="UTF-8"><title>Yoga</title>
<link rel="preconnect" href="https://fonts.googleapis.com">
<link href="https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap" rel="stylesheet">
<style>
:root{--brand:#0a7}
* {margin:0;box-sizing:border-box}
html, body {font-family:Inter,sans-serif}
body{background:#fafafa}
.nav{position:fixed;top:0;left:0;right:0}
.hero{background:url(img/hero.jpg)}
@keyframes pulse{50%{opacity:.5}}
.cta{animation:pulse 2s infinite}
</style>
<script>var count = 0; function toggleMenu(){ count++; }</script>
</head>
<body class="home" style="padding-top:64px">
<nav class="nav"><a href="#pricing">Pricing</a><button onclick="toggleMenu()">Menu</button></nav>
<img src="img/a.png" srcset="img/a.png 1x, https://x.test/b.png 2x" alt="">
<a href="/signup" class="cta">Join</a>
<style>.late{color:red}</style>
<script>document.addEventListener('DOMContentLoaded', function(){ count = 10; });</script>
</body>
</html>`;

describe('toFunnelFragment', () => {
  const fragment = toFunnelFragment(PAGE, { baseUrl: 'https://yoga.example/landing/' });

  it('has no html, head or body tags, and one wrapper holding the body content', () => {
    expect(fragment.html).not.toMatch(/<\/?(html|head|body)[\s>]/i);
    const nodes = parseFragment(fragment.html).childNodes.filter((n) => 'tagName' in n);
    expect(nodes.map((n) => n.nodeName)).toEqual(['style', 'div', 'script']);
    expect(fragment.html).toContain(
      `<div id="${fragment.scopeClass}" class="${fragment.scopeClass} dark home" lang="en"`,
    );
    expect(fragment.html).toMatch(/<nav class="nav">/);
  });

  it('puts @import first, turning the Google Fonts link into one', () => {
    const css = /<style>\n([\s\S]*?)<\/style>/.exec(fragment.html)![1]!;
    expect(
      css.startsWith(
        '@import url("https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap");',
      ),
    ).toBe(true);
    expect(css).toContain(`#${fragment.scopeClass}{--brand:#0a7}`);
    expect(css).toContain(
      `#${fragment.scopeClass}, #${fragment.scopeClass} *{margin:0;box-sizing:border-box}`,
    );
    expect(css).toContain(`#${fragment.scopeClass} .late{color:red}`);
    expect(fragment.warnings).toEqual([]);
  });

  it('makes relative addresses absolute against the base, keeping anchors', () => {
    expect(fragment.html).toContain('href="#pricing"');
    expect(fragment.html).toContain('src="https://yoga.example/landing/img/a.png"');
    expect(fragment.html).toContain(
      'srcset="https://yoga.example/landing/img/a.png 1x, https://x.test/b.png 2x"',
    );
    expect(fragment.html).toContain('href="https://yoga.example/signup"');
    expect(fragment.html).toContain('url("https://yoga.example/landing/img/hero.jpg")');
  });

  it("prefers the page's own <base href> and flags addresses it cannot resolve", () => {
    const withBase = toFunnelFragment(PAGE.replace('<head>', '<head><base href="https://cdn.test/site/">'));
    expect(withBase.html).toContain('src="https://cdn.test/site/img/a.png"');
    const unresolved = toFunnelFragment(PAGE);
    expect(unresolved.html).toContain('src="img/a.png"');
    expect(unresolved.warnings.map((w) => w.code)).toEqual(['relative-url', 'relative-url', 'relative-url']);
    expect(unresolved.warnings.map((w) => w.message).join(' ')).toContain('img/hero.jpg');
  });

  it('tames position: fixed and renames keyframes', () => {
    const id = fragment.scopeClass;
    expect(fragment.html).toContain(`#${id} .nav{position:sticky;top:0;left:0;right:0}`);
    expect(fragment.html).toContain(`@keyframes pulse-${id.slice(-6)}`);
    expect(fragment.html).toContain(`animation:pulse-${id.slice(-6)} 2s infinite`);
  });

  it('moves body styles onto the wrapper and keeps inline styles', () => {
    expect(fragment.html).toMatch(/style="padding-top:64px"/);
  });

  it('is stable: the same page always gets the same wrapper class', () => {
    expect(toFunnelFragment(PAGE).scopeClass).toBe(toFunnelFragment(PAGE).scopeClass);
    expect(toFunnelFragment(`${PAGE} `).scopeClass).not.toBe(fragment.scopeClass);
  });

  it('flags the Tailwind CDN, outside stylesheets and document.write', () => {
    const page = PAGE.replace(
      '<title>',
      '<script src="https://cdn.tailwindcss.com"></script><script>tailwind.config={}</script>' +
        '<link rel="stylesheet" href="https://cdn.test/lib.css"><title>',
    ).replace('count = 10;', 'document.write("x");');
    const result = toFunnelFragment(page, { baseUrl: 'https://a.test/' });
    expect(result.warnings.map((w) => w.code).sort()).toEqual([
      'document-write',
      'external-stylesheet',
      'tailwind-cdn',
    ]);
    // The config stays unwrapped and ahead of the content, in its order with the CDN script.
    expect(result.html.indexOf('tailwind.config={}')).toBeLessThan(result.html.indexOf('<div id='));
    expect(result.html.indexOf('cdn.tailwindcss.com')).toBeLessThan(
      result.html.indexOf('tailwind.config={}'),
    );
  });

  it('throws on something that is not a document', () => {
    expect(() => toFunnelFragment('')).not.toThrow(); // parse5 builds html/head/body for anything
  });
});

describe('wrapScripts', () => {
  function runFragmentScript(code: string, readyState: 'loading' | 'complete') {
    const listeners: Record<string, Array<() => void>> = {};
    const timers: Array<() => void> = [];
    const documentStub = {
      readyState,
      addEventListener(type: string, fn: () => void) {
        listeners[type] = [...(listeners[type] ?? []), fn];
      },
    };
    const windowStub: Record<string, unknown> = {
      addEventListener(type: string, fn: () => void) {
        listeners[`window:${type}`] = [...(listeners[`window:${type}`] ?? []), fn];
      },
    };
    windowStub.window = windowStub;
    windowStub.document = documentStub;
    windowStub.setTimeout = (fn: () => void) => timers.push(fn);
    windowStub.Event = class {
      constructor(public type: string) {}
    };
    runInNewContext(code, windowStub);
    return {
      window: windowStub,
      listeners,
      flush: () => {
        for (const fn of timers.splice(0)) fn();
      },
    };
  }

  it("keeps the page's globals off window except the ones inline handlers call", () => {
    const code = wrapScripts(['var count = 1; var secret = 2; function toggle(){ count++; }'], ['toggle']);
    const { window } = runFragmentScript(code, 'complete');
    expect(typeof window.toggle).toBe('function');
    expect(window.secret).toBeUndefined();
    expect(window.count).toBeUndefined();
  });

  it('waits for DOMContentLoaded while the host is loading', () => {
    const code = wrapScripts(['window.ran = true;'], []);
    const { window, listeners } = runFragmentScript(code, 'loading');
    expect(window.ran).toBeUndefined();
    for (const fn of listeners.DOMContentLoaded ?? []) fn();
    expect(window.ran).toBe(true);
  });

  it("runs at once after load, and still calls the page's DOMContentLoaded listeners", () => {
    const code = wrapScripts(
      [
        "window.ran = true; document.addEventListener('DOMContentLoaded', function(){ window.ready = true; }); // end",
      ],
      [],
    );
    const { window, flush, listeners } = runFragmentScript(code, 'complete');
    expect(window.ran).toBe(true);
    expect(listeners.DOMContentLoaded).toBeUndefined();
    flush();
    expect(window.ready).toBe(true);
  });

  it('finds the names inline handlers call, ignoring strings, members and keywords', () => {
    expect(
      handlerGlobals([
        "toggleMenu('nav'); return false",
        'document.getElementById("x").click()',
        'if (ok) go(event)',
      ]),
    ).toEqual(['toggleMenu', 'ok', 'go']);
  });
});

describe('urls', () => {
  it('resolves relative addresses, keeps schemes and anchors, and reports what it cannot resolve', () => {
    const missed: string[] = [];
    const withBase = createUrlResolver('https://a.test/x/', (u) => missed.push(u));
    expect(withBase.resolve('img.png')).toBe('https://a.test/x/img.png');
    expect(withBase.resolve('//cdn.test/a.js')).toBe('https://cdn.test/a.js');
    for (const kept of ['#top', 'mailto:a@b.c', 'tel:123', 'data:image/png;base64,AA', 'https://b.test/']) {
      expect(withBase.resolve(kept)).toBe(kept);
    }
    const noBase = createUrlResolver(undefined, (u) => missed.push(u));
    expect(noBase.resolve('/a.png')).toBe('/a.png');
    expect(noBase.resolve('//cdn.test/a.js')).toBe('https://cdn.test/a.js');
    expect(missed).toEqual(['/a.png']);
  });

  it('rewrites each srcset candidate, data URLs with commas included', () => {
    const map = (u: string) => (u.startsWith('data:') ? u : `https://a.test/${u}`);
    expect(mapSrcset('a.png 1x,b.png 2x', map)).toBe('https://a.test/a.png 1x, https://a.test/b.png 2x');
    expect(mapSrcset('data:image/png;base64,AA= 1x, c.png 480w', map)).toBe(
      'data:image/png;base64,AA= 1x, https://a.test/c.png 480w',
    );
  });
});

const stylesheetOf = (html: string) => /<style>\n([\s\S]*?)<\/style>/.exec(html)![1]!;
const pageWith = (css: string, body: string) =>
  `<!DOCTYPE html><html><head><style>${css}</style></head><body>${body}</body></html>`;

describe('the fragment width rule', () => {
  const { html, scopeClass } = toFunnelFragment(
    pageWith(
      '.container{width:960px}',
      '<div class="container"><img src="https://a.test/a.png" width="40"></div>',
    ),
  );
  const css = stylesheetOf(html);
  const sizeReset = css.split('\n').find((rule) => rule.endsWith('{width:revert;height:revert}'))!;

  it("reverts a host's width and height on the page's elements, weighing exactly one id", () => {
    // A host `.container{width:50px}` (0,1,0) or `input{height:20px}` (0,0,1) loses to this
    // (1,0,0), whose :where() adds nothing.
    expect(sizeReset).toMatch(new RegExp(`^#${scopeClass} :where\\(\\*:not\\([^)]*\\)\\),`));
    expect(sizeReset).toContain(`#${scopeClass} ::before,#${scopeClass} ::after{`);
  });

  it('leaves elements sized by their attributes alone: images, media and SVG', () => {
    const excluded = /:not\(([^)]*)\)/.exec(sizeReset)![1]!.split(',');
    expect(excluded).toEqual(
      expect.arrayContaining([
        'img',
        'svg',
        'svg *',
        'video',
        'canvas',
        'iframe',
        'picture',
        'object',
        'embed',
      ]),
    );
    expect(excluded).toEqual(expect.arrayContaining(['[width]', '[height]']));
    expect(excluded).not.toContain('input');
  });

  it('reverts min- and max- sizes on every element, media included (they have no attribute hints)', () => {
    const mainReset = css.split('\n').find((rule) => rule.startsWith(`#${scopeClass} :where(*:not(svg *))`))!;
    for (const property of ['min-width', 'max-width', 'min-height', 'max-height']) {
      expect(mainReset).toContain(`${property}:revert`);
    }
  });

  it("lets the page's own width rule win: it comes later and weighs more", () => {
    const pageRule = `#${scopeClass} .container{width:960px}`;
    expect(css).toContain(pageRule);
    expect(css.indexOf(pageRule)).toBeGreaterThan(css.indexOf(sizeReset));
  });
});

describe('sticky header options', () => {
  const css =
    '.navbar{position:fixed;top:0}' +
    '@media (min-width:768px){header.site{position:sticky}}' +
    '.footer-bar{position:fixed;bottom:0}' +
    '.modal{position:fixed;inset:0}' +
    '.card{position:sticky;top:1rem}';
  const body =
    '<header class="fixed top-0 z-50 w-full">Logo</header>' +
    '<nav class="sticky top-0" style="color:red">Menu</nav>' +
    '<header class="relative">Plain</header>' +
    '<nav class="sticky bottom-0">Bottom bar</nav>' +
    '<div class="navbar">Nav</div>';
  const page = pageWith(css, body);

  it('puts the pinned header below the host header and sets its z-index', () => {
    const { html, scopeClass } = toFunnelFragment(page, { stickyTop: 80, stickyZIndex: 999 });
    // Tailwind classes: inline, so it beats `top-0` and `z-50`.
    expect(html).toContain(
      '<header class="fixed top-0 z-50 w-full" style="position:sticky;top:80px;z-index:999">',
    );
    expect(html).toContain('<nav class="sticky top-0" style="color:red;top:80px;z-index:999">');
    // Stylesheet rules: the same selector, inside the same @media, only where the page pins.
    const styles = stylesheetOf(html);
    expect(styles).toContain(`#${scopeClass} .navbar{top:80px!important;z-index:999!important}`);
    expect(styles).toContain(
      `@media (min-width:768px){#${scopeClass} header.site{top:80px!important;z-index:999!important}}`,
    );
    for (const untouched of ['.footer-bar{top', '.modal{top', '.card{top'])
      expect(styles).not.toContain(untouched);
  });

  it('leaves headers that are not pinned, and bottom bars, where they are', () => {
    const { html } = toFunnelFragment(page, { stickyTop: 80 });
    expect(html).toContain('<header class="relative">Plain</header>');
    expect(html).toContain('<nav class="sticky bottom-0">Bottom bar</nav>');
    expect(html).toContain('style="position:sticky;top:80px"');
    expect(html).not.toMatch(/z-index:\d/);
  });

  it('keeps the page as it was without the options', () => {
    const { html } = toFunnelFragment(page);
    expect(html).not.toContain('!important');
    expect(html).toContain('<header class="fixed top-0 z-50 w-full" style="position:sticky">');
    expect(html).toContain('<nav class="sticky top-0" style="color:red">');
  });
});

describe('dropNavigation', () => {
  const page = pageWith(
    '',
    '<header><a class="logo" href="/">Acme</a><nav id="main-nav"><a href="#a">A</a><a id="nav-cta" href="#b">B</a></nav>' +
      '<button id="menu-btn" aria-controls="main-nav">Menu</button></header>' +
      '<main><h1>Hello</h1><div role="navigation"><a href="#top">Top</a></div><nav><a href="#c">C</a></nav></main>' +
      '<script>document.getElementById("menu-btn").addEventListener("click", function(){});</script>',
  );

  it("removes the page's navigation and the buttons that open it, keeping the header and its logo", () => {
    const { html } = toFunnelFragment(page, { dropNavigation: true });
    expect(html).not.toMatch(/href="#(a|b|c|top)"/);
    expect(html).not.toContain('Menu</button>');
    expect(html).not.toContain('role="navigation"');
    expect(html).toContain('<header><a class="logo" href="/">Acme</a>');
    expect(html).toContain('<h1>Hello</h1>');
  });

  it("leaves an empty, hidden stand-in for every id the page's scripts may look up", () => {
    const { html } = toFunnelFragment(page, { dropNavigation: true });
    expect(html).toContain('<nav hidden="" id="main-nav"><a id="nav-cta"></a></nav>');
    expect(html).toContain('<button hidden="" id="menu-btn"></button>');
  });

  it('keeps the navigation by default', () => {
    const { html } = toFunnelFragment(page);
    expect(html).toContain('<nav id="main-nav">');
    expect(html).toContain('role="navigation"');
  });
});
