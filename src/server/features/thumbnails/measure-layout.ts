import type { ContrastIssue, LayoutBox, TapTarget, ViewportLayout } from '../../lib/layout-report.ts';
import type { DescribeElement } from './describe-element.ts';

export interface MeasureOptions {
  /** Also measure contrast and tap targets (the detail width). */
  details: boolean;
  /** Cap on listed elements per kind, so a hostile page cannot blow up the report. */
  maxItems: number;
}

/**
 * Runs INSIDE the rendered page (page.evaluate of its source): it must stay self-contained,
 * using nothing from this module or Node, only the DOM and `describeElement` (handed in by the
 * page script, inspect-page.ts). Measures the layout as laid out at the current viewport width.
 *
 * - Sideways scrolling: document scroll width above the viewport's; names the widest element
 *   sticking out (elements inside a container that clips or scrolls sideways do not count).
 * - Off-screen: visible text or media entirely left or right of the viewport, outermost only;
 *   screen-reader-only boxes (1 px), aria-hidden or inert subtrees and content inside
 *   sideways-scrolling or clipping containers (carousels) are left out.
 * - Contrast (WCAG AA): the text colour over the first opaque background colour up the
 *   ancestors (semi-transparent layers blended); text over a background image or gradient is
 *   counted, not judged. Any CSS colour (oklch, color-mix, ...) is turned into sRGB by
 *   painting it on a 1x1 canvas.
 * - Tap targets: links, buttons and fields under 44x44 CSS px; under 24 px with WCAG 2.5.8's
 *   spacing test (a 24 px circle on its centre touches no other target). Links inside a
 *   sentence and fields with a visible label are exempt (WCAG's inline exception).
 */
export function measureLayout(options: MeasureOptions, describeElement: DescribeElement): ViewportLayout {
  const root = document.documentElement;
  const width = window.innerWidth;
  const clientWidth = root.clientWidth || width;
  const scrollWidth = Math.max(root.scrollWidth, document.body ? document.body.scrollWidth : 0);
  const elements = Array.from(document.body ? document.body.querySelectorAll('*') : []).filter(
    (el): el is HTMLElement => el instanceof HTMLElement,
  );
  const round = (n: number) => Math.round(n * 10) / 10;

  // Images and fields have no text of their own: their alt, placeholder or name says what they are.
  const labels = ['aria-label', 'alt', 'placeholder', 'name'];
  const describe = (el: Element) => describeElement(el, labels);
  const box = (el: Element, rect: DOMRect): LayoutBox => ({
    ...describe(el),
    left: round(rect.left),
    right: round(rect.right),
    width: round(rect.width),
    height: round(rect.height),
  });
  const isShown = (el: HTMLElement, rect: DOMRect) => {
    if (rect.width <= 1 || rect.height <= 1) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  /** Inside a container that clips or scrolls sideways (not the page itself). */
  const inSideScroller = (el: HTMLElement) => {
    for (let p = el.parentElement; p && p !== document.body && p !== root; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') return true;
    }
    return false;
  };
  const hiddenOnPurpose = (el: HTMLElement) => !!el.closest('[aria-hidden="true"], [inert]');
  const ownText = (el: HTMLElement) =>
    Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent || '').trim() !== '');
  const MEDIA = new Set([
    'IMG',
    'VIDEO',
    'SVG',
    'PICTURE',
    'CANVAS',
    'INPUT',
    'BUTTON',
    'SELECT',
    'TEXTAREA',
  ]);

  let widest: LayoutBox | null = null;
  if (scrollWidth > clientWidth + 1) {
    for (const el of elements) {
      const rect = el.getBoundingClientRect();
      if (rect.right <= clientWidth + 1 && rect.left >= -1) continue;
      if (!isShown(el, rect) || inSideScroller(el)) continue;
      if (!widest || rect.width > widest.width) widest = box(el, rect);
    }
  }

  const offscreen: LayoutBox[] = [];
  const reported: HTMLElement[] = [];
  for (const el of elements) {
    if (offscreen.length >= options.maxItems) break;
    if (!ownText(el) && !MEDIA.has(el.tagName.toUpperCase())) continue;
    const rect = el.getBoundingClientRect();
    if (rect.right > 0 && rect.left < clientWidth) continue;
    if (!isShown(el, rect) || hiddenOnPurpose(el) || inSideScroller(el)) continue;
    if (reported.some((r) => r.contains(el))) continue;
    reported.push(el);
    offscreen.push(box(el, rect));
  }

  if (!options.details) {
    return { width, scrollWidth, widest, offscreen, contrast: null, textOverImages: 0, tapTargets: null };
  }

  // ---- contrast
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const cache = new Map<string, [number, number, number, number]>();
  const rgba = (css: string): [number, number, number, number] => {
    const known = cache.get(css);
    if (known) return known;
    let value: [number, number, number, number] = [0, 0, 0, 1];
    if (ctx) {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const d = ctx.getImageData(0, 0, 1, 1).data;
      value = [d[0]!, d[1]!, d[2]!, d[3]! / 255];
    }
    cache.set(css, value);
    return value;
  };
  const over = (top: number[], bottom: number[]) =>
    [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
  const luminance = (c: number[]) => {
    const [r, g, b] = [0, 1, 2].map((i) => {
      const v = c[i]! / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const hex = (c: number[]) =>
    `#${[0, 1, 2].map((i) => Math.round(c[i]!).toString(16).padStart(2, '0')).join('')}`;
  /** The colour behind an element, or null when an image or gradient is in the way. */
  const backdrop = (el: HTMLElement): number[] | null => {
    const layers: number[][] = [];
    for (let node: HTMLElement | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage && style.backgroundImage !== 'none') return null;
      const colour = rgba(style.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const failing = new Map<string, ContrastIssue>();
  let textOverImages = 0;
  for (const el of elements) {
    if (!ownText(el) || (el as HTMLButtonElement).disabled) continue;
    const rect = el.getBoundingClientRect();
    if (!isShown(el, rect) || hiddenOnPurpose(el)) continue;
    const style = getComputedStyle(el);
    const text = rgba(style.color);
    const behind = backdrop(el);
    if (!behind || text[3] === 0) {
      textOverImages++;
      continue;
    }
    const fg = over(text, behind);
    const [hi, lo] = [luminance(fg), luminance(behind)].sort((a, b) => b - a);
    const ratio = (hi! + 0.05) / (lo! + 0.05);
    const size = Number.parseFloat(style.fontSize) || 16;
    const bold = Number(style.fontWeight) >= 700;
    const required = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
    if (ratio >= required) continue;
    const key = `${hex(fg)}|${hex(behind)}|${required}`;
    const seen = failing.get(key);
    if (seen) seen.count++;
    else if (failing.size < options.maxItems) {
      failing.set(key, {
        ...describe(el),
        ratio: Math.floor(ratio * 100) / 100,
        required,
        color: hex(fg),
        background: hex(behind),
        fontSize: round(size),
        count: 1,
      });
    }
  }

  // ---- tap targets
  const candidates = Array.from(
    document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]',
    ),
  );
  const targets: { el: HTMLElement; rect: DOMRect }[] = [];
  for (const el of candidates) {
    if ((el as HTMLButtonElement).disabled || hiddenOnPurpose(el)) continue;
    const rect = el.getBoundingClientRect();
    if (!isShown(el, rect)) continue;
    const style = getComputedStyle(el);
    const parentText = (el.parentElement?.innerText || '').trim().length;
    const inline = style.display === 'inline' && parentText > (el.innerText || '').trim().length + 10;
    const labelled = 'labels' in el && ((el as HTMLInputElement).labels?.length ?? 0) > 0;
    if (inline || labelled) continue;
    targets.push({ el, rect });
  }
  const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
  const distanceToRect = (x: number, y: number, r: DOMRect) =>
    Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
  const undersized = (r: DOMRect) => r.width < 24 || r.height < 24;
  const tapTargets: TapTarget[] = [];
  for (const { el, rect } of targets) {
    if (rect.width >= 44 && rect.height >= 44) continue;
    if (tapTargets.length >= options.maxItems) break;
    let spaced = true;
    if (undersized(rect)) {
      const [x, y] = centre(rect);
      for (const other of targets) {
        if (other.el === el || other.el.contains(el) || el.contains(other.el)) continue;
        const [ox, oy] = centre(other.rect);
        const near = undersized(other.rect)
          ? Math.hypot(ox - x, oy - y) < 24
          : distanceToRect(x, y, other.rect) < 12;
        if (near) {
          spaced = false;
          break;
        }
      }
    }
    tapTargets.push({ ...describe(el), width: round(rect.width), height: round(rect.height), spaced });
  }

  return {
    width,
    scrollWidth,
    widest,
    offscreen,
    contrast: [...failing.values()],
    textOverImages,
    tapTargets,
  };
}
