import type { Page } from 'playwright-core';
import type { ViewportLayout } from '../../lib/layout-report.ts';
import { type MeasureOptions, measureLayout } from './measure-layout.ts';
import { measureTextFit } from './measure-text.ts';

export const DEFAULT_INSPECT_HEIGHT = 800;
/** Elements listed per kind and width at most. */
const MAX_ITEMS = 50;

/**
 * The measuring functions (layout, then text fit) as one script for the page. Transpilers may wrap named functions in a
 * `__name(fn, "name")` helper of their own (tsx does); the page has no such helper, so the
 * script brings a do-nothing one.
 */
const measureScript = (options: MeasureOptions) =>
  `(() => { const __name = (fn) => fn; const layout = (${measureLayout.toString()})(${JSON.stringify(options)}); layout.textFit = (${measureTextFit.toString()})(${options.maxItems}); return layout; })()`;

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
