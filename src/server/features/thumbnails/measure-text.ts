import type { TextFitIssue } from '../../lib/layout-report.ts';
import type { DescribeElement } from './describe-element.ts';

/**
 * Runs INSIDE the rendered page (page.evaluate of its source, like measureLayout): it must stay
 * self-contained, using nothing from this module or Node, only the DOM and `describeElement`
 * (handed in by the page script, inspect-page.ts). Finds text that does
 * not fit at the current viewport width (the page check's `text-cut` rule; the browser test
 * tests/e2e/page-widths.spec.ts runs this same function):
 *
 * - Cut: an element with text whose content is wider than its box (scrollWidth > clientWidth
 *   + 1) and that hides the rest: `text-overflow: ellipsis` on its own text, or
 *   `overflow: hidden` / `clip` with a line of text straddling its left or right edge (text
 *   entirely outside, such as a carousel's next slide, is not cut; clipped decorations are
 *   not text). Reported on the innermost clipping element.
 * - Wrapped: a nav link (`nav a`), a button (`button`, `[role=button]`, a link or button whose
 *   class holds `btn` or `button`) or the logo (`[class*=logo]` / `[class*=brand]` inside a
 *   header or nav) whose text runs onto a second line. Judged per run of inline text (a flex
 *   item or inline-block is its own run), so an icon beside a label, two labels stacked on
 *   purpose or a `<br>` are not wrapping; a single word never counts, nor does text over 80
 *   characters (a card made clickable is not a button).
 *
 * Hidden elements (1 px boxes, visibility, opacity 0, aria-hidden or inert subtrees, outside
 * the viewport left or right) and icons (svg, icon-font ligatures) are left out.
 */
export function measureTextFit(maxItems: number, describeElement: DescribeElement): TextFitIssue[] {
  const root = document.documentElement;
  const viewportWidth = root.clientWidth || window.innerWidth;
  const MAX_TEXT = 80;
  const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
  const describe = (el: Element) => describeElement(el, ['aria-label']);
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element) => {
    let style = styles.get(el);
    if (!style) {
      style = getComputedStyle(el);
      styles.set(el, style);
    }
    return style;
  };
  const isShown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    if (rect.right <= 0 || rect.left >= viewportWidth) return false;
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    const style = styleOf(el);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  /**
   * Text a visitor reads: not in an svg, not an icon font's ligature (one word in an element
   * whose class says icon), not in a box too small to show it.
   */
  const readable = (node: Text) => {
    const parent = node.parentElement;
    if (!parent || !(parent instanceof HTMLElement)) return false;
    if (
      parent.closest('svg, [aria-hidden="true"], [class*="material-icons" i], [class*="material-symbols" i]')
    )
      return false;
    if (parent.matches('[class*="icon" i]') && !/\S\s\S/.test((node.textContent || '').trim())) return false;
    const rect = parent.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  const textNodes = (el: Element, limit: number) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n && nodes.length < limit; n = walker.nextNode()) {
      const text = n as Text;
      if ((text.textContent || '').trim() !== '' && readable(text)) nodes.push(text);
    }
    return nodes;
  };
  const rectsOf = (node: Text) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
  };

  const BUTTON =
    'button, [role="button"], a[class*="btn" i], a[class*="button" i], input[type="submit"], input[type="button"]';
  const LOGO = [
    'header [class*="logo" i]',
    'nav [class*="logo" i]',
    '[role="banner"] [class*="logo" i]',
    'header [class*="brand" i]',
    'nav [class*="brand" i]',
  ].join(', ');
  const NAV_LINK = 'nav a, [role="navigation"] a';
  type Kind = TextFitIssue['kind'];
  /** What a visitor would call the element holding the text, or 'text'. */
  const kindOf = (el: Element): Kind => {
    if (el.closest(BUTTON)) return 'button';
    const logo = el.closest(LOGO);
    if (logo && !logo.closest('footer')) return 'logo';
    if (el.closest(NAV_LINK)) return 'nav link';
    return 'text';
  };

  const issues: TextFitIssue[] = [];
  const reported = new Set<Element>();

  // ---- cut: the innermost clipping element a visible line of text straddles
  const cutBy = new Map<Element, { shown: number; full: number; text: string; nodes: Text[] }>();
  for (const el of Array.from(document.body ? document.body.querySelectorAll('*') : [])) {
    if (!(el instanceof HTMLElement) || el.scrollWidth <= el.clientWidth + 1) continue;
    const style = styleOf(el);
    if ((style.overflowX !== 'hidden' && style.overflowX !== 'clip') || !isShown(el)) continue;
    const nodes = textNodes(el, 400);
    if (nodes.length === 0) continue;
    if (style.textOverflow === 'ellipsis') {
      cutBy.set(el, { shown: el.clientWidth, full: el.scrollWidth, text: el.innerText, nodes });
      continue;
    }
    const rect = el.getBoundingClientRect();
    const left = rect.left + el.clientLeft;
    const right = left + el.clientWidth;
    const straddling: Text[] = [];
    let measure = { shown: 0, full: 0, text: '' };
    for (const node of nodes) {
      for (const line of rectsOf(node)) {
        const straddles =
          (line.left < right - 1 && line.right > right + 1) ||
          (line.left < left - 1 && line.right > left + 1);
        if (!straddles) continue;
        if (straddling.length === 0)
          // One line of its own: the share of it inside the box is roughly the text shown.
          measure =
            rectsOf(node).length === 1
              ? {
                  shown: Math.min(line.right, right) - Math.max(line.left, left),
                  full: line.width,
                  text: node.textContent || '',
                }
              : { shown: 1, full: 1, text: node.textContent || '' };
        straddling.push(node);
        break;
      }
    }
    if (straddling.length > 0) cutBy.set(el, { ...measure, nodes: straddling });
  }
  // Text cut by an inner element is that element's: an outer one counts only for text of its own.
  const cutElements = [...cutBy.keys()].filter((el) =>
    cutBy
      .get(el)!
      .nodes.some(
        (node) =>
          ![...cutBy.keys()].some((inner) => inner !== el && el.contains(inner) && inner.contains(node)),
      ),
  );
  for (const el of cutElements) {
    if (issues.length >= maxItems) break;
    const { shown, full, text } = cutBy.get(el)!;
    const all = tidy(text || '');
    const keep = Math.max(1, Math.floor((all.length * Math.max(0, shown)) / Math.max(1, full)));
    issues.push({
      ...describe(el),
      kind: kindOf(el),
      problem: 'cut',
      shown: keep < all.length ? `${all.slice(0, keep).trimEnd()}…` : all,
    });
    reported.add(el);
  }

  // ---- wrapped: nav links, buttons and the logo whose text runs onto a second line
  const candidates = new Set<Element>();
  for (const el of Array.from(document.querySelectorAll(`${BUTTON}, ${LOGO}, ${NAV_LINK}`))) {
    // The outermost match only: a logo's text span is part of the logo.
    const outer = el.parentElement?.closest(`${BUTTON}, ${LOGO}, ${NAV_LINK}`);
    if (outer && kindOf(outer) !== 'text') continue;
    if (kindOf(el) === 'text') continue; // a footer logo
    candidates.add(el);
  }
  for (const el of candidates) {
    if (issues.length >= maxItems) break;
    if ([...reported].some((cut) => el.contains(cut)) || !isShown(el)) continue;
    const text = tidy((el as HTMLElement).innerText || '');
    if (text.length > MAX_TEXT || !/\S\s\S/.test(text)) continue;
    // Runs of inline text: each text node goes with its nearest ancestor that is not inline.
    const runs = new Map<Element, Text[]>();
    for (const node of textNodes(el, 50)) {
      let box: Element = node.parentElement!;
      while (box !== el && styleOf(box).display === 'inline') box = box.parentElement!;
      const run = runs.get(box) ?? [];
      run.push(node);
      runs.set(box, run);
    }
    let wrapped = false;
    for (const [box, nodes] of runs) {
      const words = tidy(nodes.map((n) => n.textContent || '').join(''));
      if (!/\S\s\S/.test(words) || box.querySelector('br')) continue;
      const lines: { top: number; bottom: number }[] = [];
      for (const node of nodes) {
        for (const r of rectsOf(node)) {
          const middle = (r.top + r.bottom) / 2;
          if (!lines.some((l) => middle > l.top && middle < l.bottom))
            lines.push({ top: r.top, bottom: r.bottom });
        }
      }
      if (lines.length > 1) {
        wrapped = true;
        break;
      }
    }
    if (!wrapped) continue;
    issues.push({ ...describe(el), kind: kindOf(el), problem: 'wrapped', shown: text.slice(0, 60) });
  }
  return issues;
}
