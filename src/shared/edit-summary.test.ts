import { describe, expect, it } from 'vitest';
import {
  EDIT_SUMMARY_LINE,
  formatEditSummary,
  shorten,
  summarizeEdit,
  tokenizeHtml,
} from './edit-summary.ts';

const page = (body: string, css = '.a{color:#111;background:#fff}.b{margin:0}') =>
  `<!DOCTYPE html>\n<html lang="en"><head><title>Test</title><style>:root{--p:#ea580c;--bg:#fff;--ink:#222;--muted:#555;--line:#ddd}${css}</style></head><body>${body}</body></html>`;

const hero = '<section id="hero"><h1 class="h1">Fast plumbing</h1><p>Call us today.</p></section>';
const faq =
  '<section id="faq"><h2>Questions</h2><details><summary>Price?</summary><p>Fair.</p></details></section>';
const footer = '<footer><p>© Acme Plumbing</p><a href="#hero">Top</a></footer>';

describe('tokenizeHtml', () => {
  it('cuts tags, text runs and CSS declarations apart, losing nothing', () => {
    const html = '<style>a{color:red;margin:0}</style><p>Hi; there</p>';
    const tokens = tokenizeHtml(html);
    expect(tokens).toEqual([
      '<style>',
      'a{',
      'color:red;',
      'margin:0}',
      '</style>',
      '<p>',
      'Hi;',
      ' there',
      '</p>',
    ]);
    expect(tokens.join('')).toBe(html);
  });
});

describe('summarizeEdit', () => {
  it('counts one changed text as one place, with a before/after pair and where it is', () => {
    const before = page(hero + footer);
    const after = before.replace('Fast plumbing', 'Faster plumbing, every day');
    const summary = summarizeEdit(before, after);
    expect(summary.line).toBe('Changed 1 place');
    expect(summary.diff.hunks).toEqual([
      {
        what: 'Changed the words “Fast plumbing” to “Faster plumbing, every day” in the headline',
        where: 'the headline “Faster plumbing, every day”',
        context: '…</style></head><body><section id="hero"><h1 class="h1">',
        removed: 'Fast plumbing',
        added: 'Faster plumbing, every day',
      },
    ]);
  });

  it('counts separate changes as separate places, and neighbouring declarations as one', () => {
    const before = page(hero + footer);
    const after = before
      .replace('--p:#ea580c;--bg:#fff', '--p:#16a34a;--bg:#f0fdf4')
      .replace('Call us today.', 'Call us now!')
      .replace('© Acme Plumbing', '© Acme Plumbing Ltd');
    const summary = summarizeEdit(before, after);
    expect(summary.line).toBe('Changed 3 places');
    expect(summary.diff.hunks[0]).toMatchObject({
      removed: '--p:#ea580c;--bg:#fff;',
      added: '--p:#16a34a;--bg:#f0fdf4;',
    });
  });

  it('says where a change is by the unchanged text before it, or the start of a long tag', () => {
    const description = `<meta name="description" content="${'Fresh bread daily. '.repeat(8)}">`;
    const before = page(`${hero}${footer}`).replace(
      '<title>',
      `${description}\n<meta name="theme-color" content="#c44c0f">\n<title>`,
    );
    const after = before.replace('#c44c0f', '#138341');
    expect(summarizeEdit(before, after).diff.hunks).toEqual([
      {
        what: 'Changed the colour phones show around the page',
        where: 'the colour phones show around the page',
        context: '<meta name="description" content="Fresh bread daily. Fresh…>',
        removed: '<meta name="theme-color" content="#c44c0f">',
        added: '<meta name="theme-color" content="#138341">',
      },
    ]);
  });

  it('says how many sections were added or removed', () => {
    const base = page(hero + footer);
    const added = summarizeEdit(base, base.replace('</section>', `</section>${faq}`));
    expect(added.line).toBe('Changed 1 place · +1 section');
    expect(added.diff.hunks[0]?.removed).toBe('');
    expect(added.diff.hunks[0]?.added).toContain('<section id="faq">');

    const withFaq = page(hero + faq + footer);
    const removed = summarizeEdit(withFaq, withFaq.replace(faq, ''));
    expect(removed.line).toBe('Changed 1 place · −1 section');
    expect(removed.diff.hunks[0]).toMatchObject({ added: '' });
  });

  it('calls a change of most of the page a rewrite', () => {
    const before = page(hero + faq + footer);
    const after = page(
      `<main><h1>Something else entirely</h1>${'<p>Every word of this page is new, unlike the old one.</p>'.repeat(3)}</main>`,
      '.x{display:grid;gap:2rem}.y{padding:1rem 2rem}',
    );
    const summary = summarizeEdit(before, after);
    expect(summary.rewrote).toBe(true);
    expect(summary.line).toBe('Rewrote the page · −2 sections');
  });

  it('says when nothing changed', () => {
    const html = page(hero);
    expect(summarizeEdit(html, html)).toMatchObject({
      line: 'No changes to the page',
      places: 0,
      diff: { hunks: [] },
    });
  });

  it('shortens long changes and caps the list of places', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `<p>Row ${i}</p><hr>`).join('');
    const before = page(rows);
    const after = page(rows.replace(/Row (\d+)/g, 'Line $1'));
    const summary = summarizeEdit(before, after);
    expect(summary.line).toBe('Changed 30 places');
    expect(summary.diff.hunks).toHaveLength(12);
    expect(summary.diff.more).toBe(18);

    const long = `<p>${'word '.repeat(400)}</p>`;
    const grown = summarizeEdit(page(hero), page(hero + long));
    const added = grown.diff.hunks[0]!.added;
    expect(added.length).toBeLessThan(400);
    expect(added).toMatch(/… \(1\.\d KB more\) …/);
  });

  it('stays quick on a 60 KB page and gives up on a fine diff when everything moved', () => {
    const rows = Array.from(
      { length: 1500 },
      (_, i) => `<li class="item">Benefit ${i}: leaks fixed fast</li>`,
    );
    const before = page(`<ul>${rows.join('')}</ul>`);
    expect(before.length).toBeGreaterThan(60_000);
    let started = performance.now();
    expect(summarizeEdit(before, before.replace('Benefit 700:', 'Benefit seven hundred:')).line).toBe(
      'Changed 1 place',
    );
    expect(performance.now() - started).toBeLessThan(500);
    started = performance.now();
    const reversed = summarizeEdit(before, page(`<ul>${rows.reverse().join('')}</ul>`));
    expect(reversed.rewrote).toBe(true);
    expect(reversed.diff.hunks).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('formatEditSummary and EDIT_SUMMARY_LINE', () => {
  it('formats and recognises every kind of summary line', () => {
    const lines = [
      formatEditSummary(1, 0, false),
      formatEditSummary(3, 1, false),
      formatEditSummary(2, -2, false),
      formatEditSummary(1, 2, true),
      formatEditSummary(0, 0, false),
    ];
    expect(lines).toEqual([
      'Changed 1 place',
      'Changed 3 places · +1 section',
      'Changed 2 places · −2 sections',
      'Rewrote the page · +2 sections',
      'No changes to the page',
    ]);
    for (const line of lines) expect(line).toMatch(EDIT_SUMMARY_LINE);
    expect('I changed 3 places on the page.').not.toMatch(EDIT_SUMMARY_LINE);
  });

  it('shorten keeps short text and flattens its whitespace', () => {
    expect(shorten('  a \n\n b ')).toBe('a b');
  });
});
