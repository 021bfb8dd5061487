import { describe, expect, it } from 'vitest';
import { applyPatches, parsePatches } from '../../../lib/patches.ts';
import { REPAIR_MARKER, repairMessage } from '../prompts/modify-prompt.ts';
import {
  applyPatchesTolerant,
  NEAREST_THRESHOLD,
  nearestText,
  normalise,
  type PatchStatus,
} from './patch-repair.ts';

const page = `<!DOCTYPE html>
<html lang="en">
  <head>
    <title>Acme &amp; Co &mdash; Landing pages</title>
  </head>
  <body>
    <header class="hero">
      <h1 class="text-4xl font-bold">Launch faster &mdash; without a developer</h1>
      <p class="lead">
        Build pages
        in minutes.
      </p>
      <p class="note">Terms &amp; conditions apply.<br>Cancel any time.</p>
    </header>
    <section id="features">
      <ul class="grid">
        <li>Drag and drop</li>
        <li>Custom domains</li>
      </ul>
    </section>
    <form data-pc-form method="post">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" required="">
      <button type="submit" class='btn btn-primary'>Start free trial</button>
    </form>
    <footer>&copy; 2026 Acme &#8212; all rights reserved&nbsp;worldwide</footer>
  </body>
</html>
`;

const crlfPage = page.replace(/\n/g, '\r\n');

/** `html` with its one occurrence of `original` replaced: everything else byte-identical. */
function spliced(html: string, original: string, replacement: string): string {
  const at = html.indexOf(original);
  expect(at, 'original stretch is in the page').toBeGreaterThanOrEqual(0);
  expect(html.indexOf(original, at + 1), 'original stretch is unique').toBe(-1);
  return html.slice(0, at) + replacement + html.slice(at + original.length);
}

function applyOne(html: string, search: string, replace: string) {
  return applyPatchesTolerant(html, [{ search, replace }]);
}

describe('applyPatchesTolerant: exact', () => {
  it('applies an exact unique block as applyPatches does', () => {
    const patch = { search: '<li>Drag and drop</li>', replace: '<li>Drag-and-drop editor</li>' };
    const outcome = applyPatchesTolerant(page, [patch]);
    expect(outcome.results).toEqual([{ index: 0, status: 'exact' }]);
    expect(outcome.failed).toEqual([]);
    const strict = applyPatches(page, [patch]);
    expect(strict.ok && strict.html).toBe(outcome.html);
  });

  it('fails an empty SEARCH and leaves the page alone', () => {
    const outcome = applyOne(page, '', '<p>x</p>');
    expect(outcome.html).toBe(page);
    expect(outcome.results).toEqual([{ index: 0, status: 'failed', reason: 'empty search text' }]);
    expect(outcome.failed).toEqual([{ index: 0, patch: { search: '', replace: '<p>x</p>' }, nearest: null }]);
  });

  it('fails a whitespace-only SEARCH', () => {
    const outcome = applyOne('<p>a</p>', '   ', 'x');
    expect(outcome.html).toBe('<p>a</p>');
    expect(outcome.results[0]).toMatchObject({ status: 'failed' });
  });
});

/** One block on `html` that must apply as `status`, changing only `original` into `replacement`. */
interface AppliedBlock {
  html: string;
  search: string;
  replace: string;
  status: PatchStatus;
  original: string;
  replacement: string;
}

describe('applyPatchesTolerant: drifted SEARCH text', () => {
  it.each<[name: string, AppliedBlock]>([
    [
      're-indents a block copied with different indentation to the page’s own',
      {
        html: page,
        search: '  <ul class="grid">\n    <li>Drag and drop</li>\n    <li>Custom domains</li>\n  </ul>',
        replace:
          '  <ul class="grid">\n    <li>Drag and drop</li>\n    <li>Custom domains</li>\n    <li>A/B tests</li>\n  </ul>',
        status: 'normalised',
        original:
          '      <ul class="grid">\n        <li>Drag and drop</li>\n        <li>Custom domains</li>\n      </ul>',
        replacement:
          '      <ul class="grid">\n        <li>Drag and drop</li>\n        <li>Custom domains</li>\n        <li>A/B tests</li>\n      </ul>',
      },
    ],
    [
      're-indents a block copied with no indentation at all',
      {
        html: page,
        search: '<li>Drag and drop</li>\n<li>Custom domains</li>',
        replace: '<li>Drag and drop</li>\n<li>Custom domains</li>\n<li>Forms</li>',
        status: 'normalised',
        original: '        <li>Drag and drop</li>\n        <li>Custom domains</li>',
        replacement:
          '        <li>Drag and drop</li>\n        <li>Custom domains</li>\n        <li>Forms</li>',
      },
    ],
    [
      // Only the matched text changes: the page's indentation before it stays.
      'inserts the REPLACE as given when its lines are not indented like the SEARCH',
      {
        html: page,
        search: '    <li>Drag and drop</li>\n    <li>Custom domains</li>',
        replace: '<li>One</li>\n<li>Two</li>',
        status: 'normalised',
        original: '<li>Drag and drop</li>\n        <li>Custom domains</li>',
        replacement: '<li>One</li>\n<li>Two</li>',
      },
    ],
    [
      'matches collapsed whitespace, mid-line, and leaves the rest of the page byte-identical',
      {
        html: page,
        search: '<p class="lead">Build pages in minutes.</p>',
        replace: '<p class="lead">Ship today.</p>',
        status: 'normalised',
        original: '<p class="lead">\n        Build pages\n        in minutes.\n      </p>',
        replacement: '<p class="lead">Ship today.</p>',
      },
    ],
    [
      'drops the SEARCH’s indentation from the REPLACE when the match is mid-line',
      {
        html: '<main>\n  <div class="x"><p>Hi</p></div>\n</main>',
        search: '    <p>Hi</p>',
        replace: '    <p>Bye</p>',
        status: 'normalised',
        original: '<p>Hi</p>',
        replacement: '<p>Bye</p>',
      },
    ],
    [
      'matches whitespace the model added between tags',
      {
        html: '<div><ul><li>A</li><li>B</li></ul></div>',
        search: '<ul>\n  <li>A</li>\n  <li>B</li>\n</ul>',
        replace: '<ul><li>C</li></ul>',
        status: 'normalised',
        original: '<ul><li>A</li><li>B</li></ul>',
        replacement: '<ul><li>C</li></ul>',
      },
    ],
    [
      'deletes a normalised match without leaving text behind',
      {
        html: page,
        search: '<p class="note">Terms & conditions apply.<br/>Cancel any time.</p>',
        replace: '',
        status: 'normalised',
        original: '<p class="note">Terms &amp; conditions apply.<br>Cancel any time.</p>',
        replacement: '',
      },
    ],
    [
      'on a CRLF page, matches LF SEARCH text exactly and writes the REPLACE with CRLF',
      {
        html: crlfPage,
        search: '<li>Drag and drop</li>\n        <li>Custom domains</li>',
        replace: '<li>A</li>\n        <li>B</li>',
        status: 'exact',
        original: '<li>Drag and drop</li>\r\n        <li>Custom domains</li>',
        replacement: '<li>A</li>\r\n        <li>B</li>',
      },
    ],
    [
      'on a CRLF page, re-indents a drifted block with CRLF line ends and leaves the rest identical',
      {
        html: crlfPage,
        search: '<li>Drag and drop</li>\n<li>Custom domains</li>',
        replace: '<li>A</li>\n<li>B</li>',
        status: 'normalised',
        original: '        <li>Drag and drop</li>\r\n        <li>Custom domains</li>',
        replacement: '        <li>A</li>\r\n        <li>B</li>',
      },
    ],
  ])('%s', (_name, { html, search, replace, status, original, replacement }) => {
    const outcome = applyOne(html, search, replace);
    expect(outcome.results).toEqual([{ index: 0, status }]);
    expect(outcome.html).toBe(spliced(html, original, replacement));
  });

  it.each<[kind: string, { search: string; original: string }]>([
    [
      '&mdash; in the page, — in SEARCH',
      {
        search: 'Launch faster — without a developer',
        original: 'Launch faster &mdash; without a developer',
      },
    ],
    [
      '&amp; in the page, & in SEARCH',
      {
        search: 'Terms & conditions apply.',
        original: 'Terms &amp; conditions apply.',
      },
    ],
    [
      '&#8212; and &nbsp; in the page',
      {
        search: '2026 Acme — all rights reserved worldwide',
        original: '2026 Acme &#8212; all rights reserved&nbsp;worldwide',
      },
    ],
    [
      '&copy; in the page',
      {
        search: '<footer>© 2026',
        original: '<footer>&copy; 2026',
      },
    ],
    [
      '<br> in the page, <br/> in SEARCH',
      {
        search: 'apply.<br/>Cancel any time.',
        original: 'apply.<br>Cancel any time.',
      },
    ],
    [
      '<br> in the page, <br /> in SEARCH',
      {
        search: 'apply.<br />Cancel',
        original: 'apply.<br>Cancel',
      },
    ],
    [
      'required="" in the page, required in SEARCH',
      {
        search: '<input id="email" name="email" type="email" required>',
        original: '<input id="email" name="email" type="email" required="">',
      },
    ],
    [
      'required="" in the page, required /> in SEARCH',
      {
        search: '<input id="email" name="email" type="email" required />',
        original: '<input id="email" name="email" type="email" required="">',
      },
    ],
    [
      'single quotes in the page, double in SEARCH',
      {
        search: '<button type="submit" class="btn btn-primary">',
        original: '<button type="submit" class=\'btn btn-primary\'>',
      },
    ],
  ])('%s', (_kind, { search, original }) => {
    const replacement = `${search} [edited]`;
    const outcome = applyOne(page, search, replacement);
    expect(outcome.results).toEqual([{ index: 0, status: 'normalised' }]);
    expect(outcome.failed).toEqual([]);
    expect(outcome.html).toBe(spliced(page, original, replacement));
  });

  it.each([
    ['— in the page, &mdash; in SEARCH', '<p>Fast — cheap</p>', '<p>Fast &mdash; cheap</p>'],
    ['— in the page, &#x2014; in SEARCH', '<p>Fast — cheap</p>', '<p>Fast &#x2014; cheap</p>'],
    ['’ in the page, &rsquo; in SEARCH', '<p>It’s here…</p>', '<p>It&rsquo;s here&hellip;</p>'],
    ['“” in the page, &ldquo;&rdquo; in SEARCH', '<p>“Great”</p>', '<p>&ldquo;Great&rdquo;</p>'],
    ['– in the page, &ndash; in SEARCH', '<p>9–5</p>', '<p>9&ndash;5</p>'],
    ['& in the page, &amp; in SEARCH', '<a href="/?a=1&b=2">Go</a>', '<a href="/?a=1&amp;b=2">Go</a>'],
    ['required in the page, required="" in SEARCH', '<input required>', '<input required="">'],
    [
      'disabled="disabled" in the page',
      '<button disabled="disabled">Go</button>',
      '<button disabled>Go</button>',
    ],
    ['<br/> in the page, <br> in SEARCH', '<p>a<br/>b</p>', '<p>a<br>b</p>'],
    [
      'double quotes in the page, single in SEARCH',
      '<a class="x" href="/y">Y</a>',
      "<a class='x' href='/y'>Y</a>",
    ],
  ])('the other way round: %s', (_kind, html, search) => {
    const wrapped = `<main>\n  <div>before</div>\n  ${html}\n  <div>after</div>\n</main>`;
    const outcome = applyOne(wrapped, search, '<p>new</p>');
    expect(outcome.results[0]!.status).toBe('normalised');
    expect(outcome.html).toBe(spliced(wrapped, html, '<p>new</p>'));
  });

  it('does not take a different dash or a missing word for the same text', () => {
    expect(applyOne(page, 'Launch faster - without a developer', 'x').results[0]!.status).toBe('failed');
    expect(applyOne(page, 'Launch faster — without developer', 'x').results[0]!.status).toBe('failed');
  });
});

describe('applyPatchesTolerant: failures', () => {
  it('fails an exactly ambiguous block, with that reason', () => {
    const html = '<ul>\n  <li>Same</li>\n  <li>Same</li>\n</ul>';
    const outcome = applyOne(html, '<li>Same</li>', '<li>Other</li>');
    expect(outcome.html).toBe(html);
    expect(outcome.results).toEqual([
      { index: 0, status: 'failed', reason: 'search text occurs more than once' },
    ]);
  });

  it('fails a block that is ambiguous once normalised', () => {
    const html = '<p>A &mdash; B</p>\n<p>A — B</p>';
    const outcome = applyOne(html, '<p>A&nbsp;— B</p>', '<p>C</p>');
    expect(outcome.html).toBe(html);
    expect(outcome.results[0]).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/more than once/),
    });
  });

  it('fails a paraphrased SEARCH and points at the real stretch', () => {
    const search =
      '      <ul class="grid">\n        <li>Drag & drop builder</li>\n        <li>Custom domain</li>\n      </ul>';
    const outcome = applyOne(page, search, '<ul></ul>');
    expect(outcome.html).toBe(page);
    expect(outcome.results[0]).toMatchObject({
      index: 0,
      status: 'failed',
      reason: expect.stringMatching(/not found/),
    });
    expect(outcome.failed[0]!.nearest).toBe(
      '      <ul class="grid">\n        <li>Drag and drop</li>\n        <li>Custom domains</li>\n      </ul>',
    );
  });

  it('finds no nearest text for a SEARCH unlike anything on the page', () => {
    const outcome = applyOne(page, 'const total = items.reduce((sum, x) => sum + x, 0);', 'x');
    expect(outcome.failed).toEqual([
      {
        index: 0,
        patch: { search: 'const total = items.reduce((sum, x) => sum + x, 0);', replace: 'x' },
        nearest: null,
      },
    ]);
  });

  it('applies the other blocks when one fails', () => {
    const answer = `I changed the headline, the list and the button.

<<<<<<< SEARCH
<h1 class="text-4xl font-bold">Launch faster — without a developer</h1>
=======
<h1 class="text-4xl font-bold">Launch today</h1>
>>>>>>> REPLACE

<<<<<<< SEARCH
<li>Drag & drop everything</li>
=======
<li>Drag and drop anything</li>
>>>>>>> REPLACE

<<<<<<< SEARCH
<button type="submit" class='btn btn-primary'>Start free trial</button>
=======
<button type="submit" class='btn btn-primary'>Get started</button>
>>>>>>> REPLACE`;
    const outcome = applyPatchesTolerant(page, parsePatches(answer));
    expect(outcome.results.map((r) => r.status)).toEqual(['normalised', 'failed', 'exact']);
    expect(outcome.failed.map((f) => [f.index, f.nearest])).toEqual([[1, '        <li>Drag and drop</li>']]);
    const expected = spliced(
      spliced(
        page,
        '<h1 class="text-4xl font-bold">Launch faster &mdash; without a developer</h1>',
        '<h1 class="text-4xl font-bold">Launch today</h1>',
      ),
      '<button type="submit" class=\'btn btn-primary\'>Start free trial</button>',
      '<button type="submit" class=\'btn btn-primary\'>Get started</button>',
    );
    expect(outcome.html).toBe(expected);
  });

  it('applies the blocks in order, each to the page as the earlier ones left it', () => {
    const outcome = applyPatchesTolerant(page, [
      {
        search: '<li>Custom domains</li>',
        replace: '<li>Custom domains</li>\n        <li>Forms &amp; leads</li>',
      },
      { search: '<li>Forms & leads</li>', replace: '<li>Forms and leads</li>' },
      { search: '<li>Drag and drop</li>', replace: '' },
      { search: '<li>Drag and drop</li>', replace: '<li>again</li>' },
    ]);
    expect(outcome.results.map((r) => r.status)).toEqual(['exact', 'normalised', 'exact', 'failed']);
    expect(outcome.html).toContain(
      '<ul class="grid">\n        \n        <li>Custom domains</li>\n        <li>Forms and leads</li>\n      </ul>',
    );
  });
});

describe('applyPatchesTolerant: CRLF pages', () => {
  it('quotes the nearest text with LF line ends', () => {
    const outcome = applyOne(crlfPage, '<li>Drag and drop it</li>\n<li>Custom domainz</li>', 'x');
    expect(outcome.failed[0]!.nearest).toBe(
      '        <li>Drag and drop</li>\n        <li>Custom domains</li>',
    );
  });
});

describe('normalise', () => {
  it('decodes entities, folds quotes and drops insignificant whitespace and slashes', () => {
    expect(normalise("  <p class='a'>\n  A &amp; B&nbsp;&mdash; C<br />\n</p>  ")).toBe(
      '<p class="a">A & B — C<br></p>',
    );
    expect(normalise('<input required="" disabled=\'disabled\' data-required="">')).toBe(
      '<input required disabled data-required="">',
    );
    // Escaped markup stays escaped, and unknown or malformed entities stay as written.
    expect(normalise('&lt;b&gt; &bogus; &#0; Q&A')).toBe('&lt;b&gt; &bogus; &#0; Q&A');
  });
});

/** A realistic ~60 KB page: many sections alike in markup, distinct in content. */
function bigPage(): string {
  const sections: string[] = [];
  for (let n = 1; sections.join('\n').length < 60_000; n++) {
    sections.push(`    <section id="feature-${n}" class="py-16 px-6 ${n % 2 ? 'bg-white' : 'bg-slate-50'}">
      <div class="max-w-5xl mx-auto grid md:grid-cols-2 gap-10 items-center">
        <div>
          <h2 class="text-3xl font-bold text-slate-900">Feature ${n}: ${['faster', 'simpler', 'safer', 'cheaper'][n % 4]} pages for team ${n * 7}</h2>
          <p class="mt-4 text-lg text-slate-600">Section ${n} explains how customers in segment ${n * 3} save ${n + 4} hours a week &mdash; without writing code.</p>
          <ul class="mt-6 space-y-2 text-slate-700">
            <li>Benefit ${n}.1: templates tuned for market ${n}</li>
            <li>Benefit ${n}.2: analytics for ${n * 11} visitors</li>
            <li>Benefit ${n}.3: support within ${(n % 5) + 1} hours</li>
          </ul>
        </div>
        <img src="/img/feature-${n}.webp" alt="Screenshot of feature ${n}" class="rounded-xl shadow-lg">
      </div>
    </section>`);
  }
  return `<!DOCTYPE html>\n<html lang="en">\n  <body>\n${sections.join('\n')}\n  </body>\n</html>\n`;
}

/**
 * Milliseconds per call: the first (cold) call, then the median of warm calls. The median keeps
 * a busy machine's scheduling hiccups out of the assertion; the cold call is only reported.
 */
function timed(run: () => void, times = 15): { cold: number; warm: number } {
  let started = performance.now();
  run();
  const cold = performance.now() - started;
  for (let k = 0; k < 3; k++) run();
  const samples: number[] = [];
  for (let k = 0; k < times; k++) {
    started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { cold, warm: samples[Math.floor(times / 2)]! };
}

describe('on a ~60 KB page', () => {
  const big = bigPage();

  it('finds the nearest text for a paraphrased block quickly', () => {
    expect(big.length).toBeGreaterThan(60_000);
    const search = `          <h2 class="text-3xl font-bold text-slate-900">Feature 42: simpler pages for teams</h2>
          <p class="mt-4 text-lg text-slate-600">Section 42 shows how customers in segment 126 save 46 hours each week, without code.</p>`;
    let nearest: string | null = null;
    const ms = timed(() => {
      nearest = nearestText(big, search);
    });
    expect(
      nearest,
    ).toBe(`          <h2 class="text-3xl font-bold text-slate-900">Feature 42: safer pages for team 294</h2>
          <p class="mt-4 text-lg text-slate-600">Section 42 explains how customers in segment 126 save 46 hours a week &mdash; without writing code.</p>`);
    // About 2 ms on an idle machine; the bound catches a quadratic search, not a busy CI box.
    expect(ms.warm).toBeLessThan(150);
  });

  it('applies a normalised block and reports a failed one quickly', () => {
    const patches = [
      {
        search:
          '<li>Benefit 37.2: analytics for 407 visitors</li>\n<li>Benefit 37.3: support within 3 hours</li>',
        replace: '<li>Benefit 37.2: analytics</li>',
      },
      { search: '<li>Benefit 38.2: analytics for 418 visitor</li>', replace: '<li>x</li>' },
    ];
    const ms = timed(() => applyPatchesTolerant(big, patches));
    const outcome = applyPatchesTolerant(big, patches);
    expect(outcome.results.map((r) => r.status)).toEqual(['normalised', 'failed']);
    expect(outcome.failed[0]!.nearest).toBe('            <li>Benefit 38.2: analytics for 418 visitors</li>');
    expect(outcome.html).toBe(
      spliced(
        big,
        '            <li>Benefit 37.2: analytics for 407 visitors</li>\n            <li>Benefit 37.3: support within 3 hours</li>',
        '            <li>Benefit 37.2: analytics</li>',
      ),
    );
    // Per block, as for nearestText: the normalised view and the nearest-text search.
    expect(ms.warm / patches.length).toBeLessThan(150);
  });

  it('gives the nearest text of a page written on one line, cut to maxChars', () => {
    const oneLine = big.replace(/\n\s*/g, '');
    const nearest = nearestText(oneLine, '<li>Benefit 12.1: templates tuned for markets 12</li>');
    expect(nearest).toBe('<li>Benefit 12.1: templates tuned for market 12</li>');
    const long = nearestText(
      big,
      big.slice(big.indexOf('<section id="feature-5"'), big.indexOf('<section id="feature-9"')),
      500,
    );
    expect(long).not.toBeNull();
    expect(long!.length).toBeLessThanOrEqual(500);
    expect(big).toContain(long!);
  });
});

/**
 * nearestText the plain way, to hold its pruned search to: every window of the SEARCH's
 * segment count (±2) over the page's lines scored by the Dice coefficient of
 * character bigrams, ties to the smaller, then the earlier window; the whole best window's text.
 * Written for bigPage's text (lines with one tag each, `&mdash;` its only entity).
 */
function nearestByEveryWindow(html: string, search: string): string | null {
  const segments = (text: string) => {
    const found: { start: number; end: number; bigrams: Map<string, number>; total: number }[] = [];
    let start = 0;
    for (const line of text.split('\n')) {
      const words = line
        .replaceAll('&mdash;', '\u2014')
        .replace(/[A-Z]/g, (ch) => ch.toLowerCase())
        .replace(/['\u2018\u2019\u201c\u201d]/g, '"')
        .trim()
        .split(/\s+/)
        .join(' ');
      if (words !== '') {
        const padded = ` ${words} `;
        const bigrams = new Map<string, number>();
        for (let k = 0; k + 1 < padded.length; k++) {
          const pair = padded.slice(k, k + 2);
          bigrams.set(pair, (bigrams.get(pair) ?? 0) + 1);
        }
        found.push({ start, end: start + line.length, bigrams, total: padded.length - 1 });
      }
      start += line.length + 1;
    }
    return found;
  };
  const wanted = segments(search);
  const page = segments(html);
  const wantedCounts = new Map<string, number>();
  let wantedTotal = 0;
  for (const segment of wanted) {
    wantedTotal += segment.total;
    for (const [pair, n] of segment.bigrams) wantedCounts.set(pair, (wantedCounts.get(pair) ?? 0) + n);
  }
  let best = { score: 0, first: 0, size: 0 };
  const smallest = Math.max(1, Math.min(wanted.length - 2, page.length));
  const largest = Math.min(page.length, wanted.length + 2);
  for (let size = smallest; size <= largest; size++) {
    // The window's bigram counts and their overlap with the SEARCH's, as it slides one line on.
    const counts = new Map<string, number>();
    let total = 0;
    let shared = 0;
    const move = (segment: (typeof page)[number], sign: 1 | -1) => {
      total += sign * segment.total;
      for (const [pair, n] of segment.bigrams) {
        const before = counts.get(pair) ?? 0;
        const limit = wantedCounts.get(pair) ?? 0;
        counts.set(pair, before + sign * n);
        shared += Math.min(before + sign * n, limit) - Math.min(before, limit);
      }
    };
    for (let last = 0; last < page.length; last++) {
      move(page[last]!, 1);
      if (last >= size) move(page[last - size]!, -1);
      if (last < size - 1) continue;
      const score = (2 * shared) / (total + wantedTotal);
      // Sizes grow and windows move right, so only a higher score is better.
      if (score > best.score) best = { score, first: last - size + 1, size };
    }
  }
  if (best.score < NEAREST_THRESHOLD) return null;
  return html.slice(page[best.first]!.start, page[best.first + best.size - 1]!.end);
}

describe('nearestText: pruned search', () => {
  it('finds the same text as scoring every window', () => {
    const big = bigPage();
    expect(big.replaceAll('&mdash;', '').includes('&')).toBe(false);
    const lines = big.split('\n');
    // A deterministic pseudo-random walk over SEARCH texts: real stretches, mangled.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    let found = 0;
    for (let round = 0; round < 60; round++) {
      const first = random(lines.length - 12);
      const stretch = lines.slice(first, first + 1 + random(10));
      const search = stretch
        .map((line) =>
          random(3) === 0 ? line.replace(/\d+/g, String(random(500))).replace('for', 'to') : line,
        )
        .join('\n');
      const expected = nearestByEveryWindow(big, search);
      if (expected !== null) found++;
      expect(nearestText(big, search, Number.POSITIVE_INFINITY), search).toBe(expected);
    }
    // Most mangled stretches still have a nearest text (not a comparison of two nulls).
    expect(found).toBeGreaterThan(50);
  }, 30_000); // scoring every window of a 60 KB page 60 times takes seconds on a busy machine
});

describe('repairMessage', () => {
  it('asks only for the failed blocks, each with the page text to copy', () => {
    const message = repairMessage([
      {
        index: 1,
        patch: { search: '<li>Drag & drop everything</li>', replace: 'x' },
        nearest: '<li>Drag and drop</li>',
      },
      { index: 3, patch: { search: 'const a = 1;', replace: 'y' }, nearest: null },
    ]);
    expect(REPAIR_MARKER).toBe('<failed_blocks>');
    expect(
      message,
    ).toBe(`Some SEARCH blocks did not match the page exactly, so they were not applied. The others were applied. For each block below, answer again with a corrected block whose SEARCH text is copied exactly from the page text quoted with it. Answer only with those blocks.
<failed_blocks>
<block n="2">
<your_search>
<li>Drag & drop everything</li>
</your_search>
<page_text>
<li>Drag and drop</li>
</page_text>
</block>
<block n="4">
<your_search>
const a = 1;
</your_search>
<page_text>
(no similar text found on the page)
</page_text>
</block>
</failed_blocks>`);
  });
});
