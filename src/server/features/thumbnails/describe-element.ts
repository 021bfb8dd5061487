import type { ElementRef } from '../../lib/layout-report.ts';

/**
 * Runs INSIDE the rendered page (its source goes into the page script beside the measuring
 * functions, which are handed it): it must stay self-contained, only the DOM. How the layout
 * report names an element: its tag with its id, else its first two classes
 * (`section.hero.dark`), and the start of its text, else of the first of `labels` it has
 * (attributes such as aria-label or alt).
 */
export function describeElement(el: Element, labels: readonly string[]): ElementRef {
  let name = el.tagName.toLowerCase();
  if (el.id) name += `#${el.id}`;
  else {
    const classes = (el.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
    if (classes.length > 0) name += `.${classes.join('.')}`;
  }
  let label = (el as HTMLElement).innerText || '';
  for (const attribute of labels) label = label || el.getAttribute(attribute) || '';
  return { element: name.slice(0, 80), text: label.replace(/\s+/g, ' ').trim().slice(0, 60) };
}

export type DescribeElement = typeof describeElement;
