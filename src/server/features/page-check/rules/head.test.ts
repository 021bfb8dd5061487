import { describe, expect, it } from 'vitest';
import { doc, findingsOf } from '../../../../../tests/support/check-test-pages.ts';
import { headRules } from './head.ts';

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const DESCRIPTION =
  '<meta name="description" content="Fresh bread delivered to your door every morning in Leeds.">';
const head = (...parts: string[]) => findingsOf(headRules, doc('<h1>Hi</h1>', parts.join('')));

describe('head rules', () => {
  it('passes a head with viewport, title and a description of good length', () => {
    expect(head(VIEWPORT, '<title>Bakery</title>', DESCRIPTION)).toEqual([]);
  });

  it('flags a missing viewport as an error whose fix gives the exact tag', () => {
    const [finding] = head('<title>Bakery</title>', DESCRIPTION);
    expect(finding).toMatchObject({ rule: 'viewport', severity: 'error' });
    expect(finding!.fixPrompt).toContain('width=device-width, initial-scale=1');
  });

  it('flags a viewport without width=device-width, and one that blocks zooming', () => {
    expect(
      head('<meta name="viewport" content="width=1024">', '<title>B</title>', DESCRIPTION),
    ).toMatchObject([{ rule: 'viewport', severity: 'error', detail: 'content="width=1024"' }]);
    expect(
      head(
        '<meta name="viewport" content="width=device-width, user-scalable=no">',
        '<title>B</title>',
        DESCRIPTION,
      ),
    ).toMatchObject([{ rule: 'viewport', severity: 'warning' }]);
  });

  it('reads names case-insensitively (NAME="Viewport")', () => {
    expect(
      head('<META NAME="Viewport" CONTENT="WIDTH=device-width">', '<TITLE>B</TITLE>', DESCRIPTION),
    ).toEqual([]);
  });

  it('flags a missing or blank title; an SVG <title> is not the page title', () => {
    expect(head(VIEWPORT, DESCRIPTION).map((f) => f.message)).toEqual(['The page has no <title>']);
    expect(head(VIEWPORT, '<title>   </title>', DESCRIPTION).map((f) => f.message)).toEqual([
      'The page title is empty',
    ]);
    const svgOnly = findingsOf(
      headRules,
      `<html><head>${VIEWPORT}${DESCRIPTION}</head><body><svg><title>Icon</title></svg></body></html>`,
    );
    expect(svgOnly.map((f) => f.rule)).toEqual(['title']);
  });

  it('warns without a description and notes one outside 50-160 characters, naming its length', () => {
    expect(head(VIEWPORT, '<title>B</title>')).toMatchObject([
      { rule: 'meta-description', severity: 'warning' },
    ]);
    const [short] = head(VIEWPORT, '<title>B</title>', '<meta name="description" content="Bread.">');
    expect(short).toMatchObject({ severity: 'notice', message: expect.stringContaining('6 characters') });
    const long = `<meta name="description" content="${'word '.repeat(40)}">`;
    expect(head(VIEWPORT, '<title>B</title>', long)[0]!.fixPrompt).toMatch(/Shorten/);
  });
});
