import type { PageCheckFinding } from '../../../../shared/api/page-check.ts';
import { type CheckDocument, clip, type El, type StaticRuleGroup, tally, textOf } from '../document.ts';

const HEADING = /^h([1-6])$/;

function headings(doc: CheckDocument): { el: El; level: number; text: string }[] {
  return doc.elements
    .filter((el) => el.namespaceURI === 'http://www.w3.org/1999/xhtml' && HEADING.test(el.tagName))
    .map((el) => ({ el, level: Number(el.tagName[1]), text: textOf(el, 60) }));
}

const quoted = (text: string) => (text ? `"${clip(text, 40)}"` : '(empty)');

function h1(doc: CheckDocument): PageCheckFinding[] {
  const ones = headings(doc).filter((h) => h.level === 1);
  if (ones.length === 1) return [];
  if (ones.length === 0) {
    return [
      {
        rule: 'h1',
        severity: 'error',
        message: 'The page has no h1 heading',
        fixPrompt:
          'Make the main headline of the hero section an <h1> (exactly one on the page), keeping its text and look.',
      },
    ];
  }
  const titles = ones.map((h) => quoted(h.text));
  const { counted, names } = tally(titles, 'h1 heading', 'h1 headings', 4);
  return [
    {
      rule: 'h1',
      severity: 'warning',
      message: `The page has ${counted}: ${names}`,
      fixPrompt: `Keep only one <h1> (the main headline) and turn the other h1 headings (${names}) into <h2>, keeping how they look.`,
    },
  ];
}

function order(doc: CheckDocument): PageCheckFinding[] {
  const jumps: string[] = [];
  let previous = 0;
  for (const heading of headings(doc)) {
    if (previous > 0 && heading.level > previous + 1) {
      jumps.push(`h${previous} -> h${heading.level} ${quoted(heading.text)}`);
    }
    previous = heading.level;
  }
  if (jumps.length === 0) return [];
  const { counted, names } = tally(jumps, 'heading skips', 'headings skip', 3);
  return [
    {
      rule: 'heading-order',
      severity: 'warning',
      message: `${counted} a level: ${names}`,
      fixPrompt: `Fix the heading levels so none is skipped (${names}): use the next level down instead, and keep the text and look the same with CSS.`,
    },
  ];
}

/** One h1, and heading levels that never skip (h2 straight to h4). */
export const headingRules: StaticRuleGroup = {
  rules: ['h1', 'heading-order'],
  check: (doc) => [...h1(doc), ...order(doc)],
};
