import { describe, expect, it } from 'vitest';
import type { LayoutReport, TextFitIssue, ViewportLayout } from '../thumbnails/index.ts';
import { layoutFindings } from './layout-findings.ts';

const clean = (width: number, detail = false): ViewportLayout => ({
  width,
  scrollWidth: width,
  widest: null,
  offscreen: [],
  contrast: detail ? [] : null,
  textOverImages: 0,
  tapTargets: detail ? [] : null,
});
const report = (...viewports: ViewportLayout[]): LayoutReport => ({ viewports, scripts: true });

describe('layout findings', () => {
  it('finds nothing on a clean report', () => {
    expect(layoutFindings(report(clean(375, true), clean(768), clean(1440)))).toEqual([]);
  });

  it('names the widest element and each width where the page scrolls sideways', () => {
    const wide = { element: 'div.grid', text: 'Plans', left: 0, right: 600, width: 600, height: 40 };
    const findings = layoutFindings(
      report(
        { ...clean(375, true), scrollWidth: 600, widest: wide },
        { ...clean(768), scrollWidth: 800, widest: wide },
      ),
    );
    expect(findings).toMatchObject([{ rule: 'horizontal-overflow', severity: 'error' }]);
    expect(findings[0]!.message).toBe(
      'The page scrolls sideways at 375 and 768 px: div.grid "Plans", 600 px wide, sticks out of the screen',
    );
    expect(findings[0]!.detail).toBe(
      '375 px: content is 600 px wide (div.grid "Plans"); 768 px: content is 800 px wide (div.grid "Plans")',
    );
    expect(findings[0]!.fixPrompt).toContain(
      'at 375 px the content is 600 px wide, caused by div.grid "Plans" (600 px wide)',
    );
  });

  it('merges off-screen elements across widths', () => {
    const box = { element: 'div.promo', text: 'Sale', left: -500, right: -300, width: 200, height: 20 };
    const [finding] = layoutFindings(
      report({ ...clean(375, true), offscreen: [box] }, { ...clean(1440), offscreen: [box] }),
    );
    expect(finding).toMatchObject({
      rule: 'offscreen-content',
      severity: 'warning',
      detail: 'div.promo "Sale" at 375, 1440 px',
    });
    expect(finding!.message).toBe('1 element is placed off-screen where no one can see it: div.promo "Sale"');
  });

  it('grades contrast: under 3:1 is an error, under AA a warning; text over images a notice', () => {
    const issue = (ratio: number, count = 1) => ({
      element: 'p.lead',
      text: 'Hello',
      ratio,
      required: 4.5,
      color: '#999999',
      background: '#ffffff',
      fontSize: 16,
      count,
    });
    const findings = layoutFindings(
      report({ ...clean(375, true), contrast: [issue(1.2, 3), issue(3.5)], textOverImages: 2 }),
    );
    expect(findings.map((f) => `${f.rule}:${f.severity}`)).toEqual([
      'contrast:error',
      'contrast:warning',
      'contrast:notice',
    ]);
    expect(findings[0]!.message).toBe(
      '3 texts have too little contrast with their background: p.lead "Hello"',
    );
    expect(findings[0]!.fixPrompt).toContain('#999999 on #ffffff');
  });

  it('grades tap targets: crowded under 24 px is an error, under 44 px a warning', () => {
    const target = (text: string, size: number, spaced: boolean) => ({
      element: 'button',
      text,
      width: size,
      height: size,
      spaced,
    });
    const findings = layoutFindings(
      report({
        ...clean(375, true),
        tapTargets: [target('x', 16, false), target('y', 16, true), target('Buy', 36, true)],
      }),
    );
    expect(findings.map((f) => [f.severity, f.message])).toEqual([
      ['error', '1 tap target is smaller than 24x24 px and crowded at 375 px: button "x" (16x16 px)'],
      [
        'warning',
        '2 tap targets are smaller than 44x44 px at 375 px: button "y" (16x16 px) and button "Buy" (36x36 px)',
      ],
    ]);
  });

  describe('text-cut', () => {
    const textIssue = (
      kind: TextFitIssue['kind'],
      problem: TextFitIssue['problem'],
      text: string,
      shown = text,
      element = 'a',
    ): TextFitIssue => ({ element, text, kind, problem, shown });
    const whyUs = textIssue('nav link', 'wrapped', 'Why us');
    const logo = textIssue('logo', 'cut', 'Bright Smile Dental Studio', 'Bright Smile De…', 'span');

    it('names each cut or wrapped text once, with the widths where it happens', () => {
      const findings = layoutFindings(
        report(
          { ...clean(375, true), textFit: [] },
          { ...clean(768), textFit: [logo] },
          { ...clean(900), textFit: [whyUs, logo] },
          clean(1440),
        ),
      );
      expect(findings).toMatchObject([{ rule: 'text-cut', severity: 'warning' }]);
      expect(findings[0]!.message).toBe(
        'Text cut or wrapped at 768 and 900 px: “Bright Smile De…” (logo), “Why us” (nav link)',
      );
      expect(findings[0]!.detail).toBe(
        'logo “Bright Smile Dental Studio” is cut at 768, 900 px (span); nav link “Why us” wraps onto a second line at 900 px (a)',
      );
      expect(findings[0]!.fixPrompt).toContain('nav link “Why us” wraps onto a second line at 900 px');
      expect(findings[0]!.fixPrompt).toContain('white-space: nowrap');
      expect(findings[0]!.fixPrompt).toContain('320 to 1920 px');
    });

    it('says "cut" when the shown text has no ellipsis, names plain text by its element, and counts the rest', () => {
      const issues = [
        textIssue('text', 'cut', 'Call us today', 'Call us today', 'p.promo'),
        textIssue('button', 'wrapped', 'Book a free call', undefined, 'a.btn'),
        textIssue('button', 'wrapped', 'Get my quote', undefined, 'button'),
        textIssue('nav link', 'wrapped', 'How it works'),
        textIssue('nav link', 'wrapped', 'Reviews and ratings'),
        textIssue('logo', 'wrapped', 'Harbor Dental'),
      ];
      const [finding] = layoutFindings(report({ ...clean(375, true), textFit: issues }));
      expect(finding!.message).toBe(
        'Text cut or wrapped at 375 px: “Call us today” (p.promo, cut), “Book a free call” (button), “Get my quote” (button), “How it works” (nav link) and 2 more',
      );
    });

    it('finds nothing in reports without text measurements (made before the rule)', () => {
      expect(layoutFindings(report(clean(375, true), clean(900)))).toEqual([]);
    });
  });
});
