import type { Page } from 'playwright-core';
import type { ViewportLayout } from '../../lib/layout-report.ts';
import { describeElement } from './describe-element.ts';
import { type MeasureOptions, measureLayout } from './measure-layout.ts';
import { measureTextFit } from './measure-text.ts';

export const DEFAULT_INSPECT_HEIGHT = 800;
/** Elements listed per kind and width at most. */
const MAX_ITEMS = 50;

/**
 * The in-page functions as one page script: `body` over `describe` (describeElement, which the
 * measuring functions are handed). Transpilers may wrap named functions in a
 * `__name(fn, "name")` helper of their own (tsx does); the page has no such helper, so the
 * script brings a do-nothing one.
 */
const pageScript = (body: string) =>
  `(() => { const __name = (fn) => fn; const describe = (${describeElement.toString()}); ${body} })()`;

/** The measuring functions (layout, then text fit) as one script for the page. */
const measureScript = (options: MeasureOptions) =>
  pageScript(
    `const layout = (${measureLayout.toString()})(${JSON.stringify(options)}, describe); layout.textFit = (${measureTextFit.toString()})(${options.maxItems}, describe); return layout;`,
  );

/** The text-fit measurement alone as a page script (the browser tests run the rule's own function). */
export const textFitScript = (maxItems: number) =>
  pageScript(`return (${measureTextFit.toString()})(${maxItems}, describe);`);

/**
 * Lays the loaded page out at each width in turn (the same document, so scripts run once)
 * and measures it; contrast and tap targets only at the detail width (default: the smallest).
 */
export async function measureWidths(
  page: Page,
  widths: readonly number[],
  height: number,
  detailWidth = Math.min(...widths),
): Promise<ViewportLayout[]> {
  const layouts: ViewportLayout[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    const layout = (await page.evaluate(
      measureScript({ details: width === detailWidth, maxItems: MAX_ITEMS }),
    )) as ViewportLayout;
    layouts.push({ ...layout, width });
  }
  return layouts;
}
