import { describe, expect, it } from 'vitest';
import type { LayoutReport, ViewportLayout } from '../thumbnails/index.ts';
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
});
