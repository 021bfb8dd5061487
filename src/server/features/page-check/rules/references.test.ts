import { describe, expect, it } from 'vitest';
import { doc, findingsOf } from '../../../../../tests/support/check-test-pages.ts';
import { cssUrls, isLocalReference, referenceRules } from './references.ts';

const check = (body: string, head?: string) => findingsOf(referenceRules, doc(body, head));

describe('local-reference', () => {
  it('knows which addresses survive being pasted elsewhere', () => {
    for (const url of [
      'https://x.test/a.jpg',
      'http://x.test',
      '//cdn.test/a.js',
      'data:image/png;base64,AA',
      'mailto:a@b.c',
      'tel:+1',
      '#top',
      '',
    ]) {
      expect(isLocalReference(url), url).toBe(false);
    }
    for (const url of [
      'images/hero.jpg',
      './style.css',
      '../a.png',
      '/about',
      'file:///C:/Users/me/hero.jpg',
      'C:\\pics\\a.png',
      ' hero.jpg ',
    ]) {
      expect(isLocalReference(url), url).toBe(true);
    }
  });

  it('finds addresses in url() of style attributes and style blocks, @import and srcset lists', () => {
    expect(
      cssUrls(
        `@import "base.css"; .a{background:url( 'img/a.png' )} .b{background:url(b.png)} /* url(c.png) */`,
      ),
    ).toEqual(['base.css', 'img/a.png', 'b.png']);
    const [finding] = check(
      `<div style="background-image:URL(&quot;bg/hero.webp&quot;)"></div>
       <img alt="" srcset="https://x.test/a.jpg 1x, img/a@2x.jpg 2x" src="https://x.test/a.jpg">
       <picture><source srcset="data:image/png;base64,AAA=, pics/wide.png 800w"></picture>`,
      '<title>t</title><link rel="stylesheet" href="./style.css"><style>.x{background:url(./bg/dots.svg)}</style>',
    );
    expect(finding).toMatchObject({ rule: 'local-reference', severity: 'error' });
    expect(finding!.message).toBe(
      '5 files are referenced by a local path and will not load once the page is pasted: style.css, dots.svg, hero.webp, a@2x.jpg and 1 more',
    );
    expect(finding!.fixPrompt).toContain('./style.css');
  });

  it('warns about relative links separately from broken files', () => {
    const findings = check(
      '<a href="about.html">About</a><button formaction="/subscribe">Go</button><a href="#faq">FAQ</a>',
    );
    expect(findings).toMatchObject([{ rule: 'local-reference', severity: 'warning' }]);
    expect(findings[0]!.message).toContain('about.html and subscribe');
  });

  it("leaves a lead form's relative action alone: the export replaces it with the capture address", () => {
    expect(check('<form action="/subscribe" method="post"><input name="email"></form>')).toEqual([]);
  });

  it('passes a page whose files are all absolute or inline', () => {
    expect(
      check(
        '<img alt="" src="https://x.test/a.jpg"><div style="background:url(data:image/png;base64,AAAA)"></div>',
      ),
    ).toEqual([]);
  });
});

describe('external-script', () => {
  it('names the hosts and asks to drop the Tailwind Play CDN', () => {
    const [finding] = check(
      '<script src="https://cdn.tailwindcss.com"></script><script src="//unpkg.com/alpinejs" defer></script><script>inline()</script>',
    );
    expect(finding).toMatchObject({ rule: 'external-script', severity: 'warning' });
    expect(finding!.message).toBe(
      'The page loads scripts from 2 other hosts: cdn.tailwindcss.com and unpkg.com',
    );
    expect(finding!.fixPrompt).toMatch(/^Remove the Tailwind CDN script/);
  });

  it('passes inline scripts', () => {
    expect(check('<script>console.log(1)</script>')).toEqual([]);
  });
});
