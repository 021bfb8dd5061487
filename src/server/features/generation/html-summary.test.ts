import { describe, expect, it } from 'vitest';
import { fixturePage } from '../../../../tests/fixtures/reference-page.ts';
import { coloursInValue, rankColours } from './css-colours.ts';
import { summarizeHtml } from './reference-urls.ts';

describe('summarizeHtml', () => {
  const summary = summarizeHtml(fixturePage, 'https://acme.test/');

  it('reads title, description and headings', () => {
    expect(summary.url).toBe('https://acme.test/');
    expect(summary.title).toBe('Acme Roofing | Fast, Fair Roof Repair');
    expect(summary.description).toBe('Family-owned roofers serving Springfield since 1998.');
    expect(summary.headings).toEqual(['Roof repair done right', 'Why homeowners choose us', 'Services']);
  });

  it('keeps only the visible text of <main>', () => {
    expect(summary.mainText).toBe(
      'Why homeowners choose us We answer the phone. We show up on time. Free inspections ' +
        'Services Leak repair Full replacement Why homeowners choose us',
    );
    for (const hidden of [
      'NAVTEXT',
      'FOOTERTEXT',
      'SECRET_SCRIPT_TEXT',
      'HIDDEN_TEXT',
      'NOSCRIPT_TEXT',
      'svg',
    ]) {
      expect(summary.mainText).not.toContain(hidden);
    }
  });

  it('ranks colours from <style>, style attributes and theme-color', () => {
    expect(summary.colors).toEqual(['#0ea5e9', '#f97316', '#ffffff', '#0f172a']);
  });

  it('falls back to <body> without nav and footer, and caps the text', () => {
    const long = `<nav>menu</nav><p>${'word '.repeat(1000)}</p><footer>foot</footer>`;
    const result = summarizeHtml(long, 'https://x.test/');
    expect(result.mainText.length).toBeLessThanOrEqual(1500);
    expect(result.mainText.startsWith('word word')).toBe(true);
    expect(result.mainText).not.toMatch(/menu|foot/);
  });

  it('caps headings at 12 and survives empty, broken and very deep input', () => {
    const many = Array.from({ length: 30 }, (_, i) => `<h2>Heading ${i}</h2>`).join('');
    expect(summarizeHtml(many, 'u').headings).toHaveLength(12);
    expect(summarizeHtml('', 'u')).toMatchObject({ title: '', headings: [], mainText: '', colors: [] });
    expect(summarizeHtml('<div><p>unclosed <b>tags', 'u').mainText).toBe('unclosed tags');
    const deep = `${'<div>'.repeat(50_000)}deep${'</div>'.repeat(50_000)}`;
    expect(summarizeHtml(deep, 'u').mainText).toBe('deep');
  });
});

describe('colour extraction', () => {
  it('normalises hex and rgb forms and drops transparent ones', () => {
    expect(
      coloursInValue('#ABC linear-gradient(#112233cc, rgba(255, 0, 0, 0.5)) #0000 rgb(0 128 255 / 0)'),
    ).toEqual(['#aabbcc', '#112233', '#ff0000']);
  });

  it('returns at most six, most frequent first', () => {
    const css = ['#111111', '#222222', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777']
      .map((c) => `.a{color:${c}}`)
      .join('');
    expect(rankColours([css])).toEqual(['#222222', '#111111', '#333333', '#444444', '#555555', '#666666']);
  });
});
