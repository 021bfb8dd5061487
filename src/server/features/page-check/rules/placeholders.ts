import type { PageCheckFinding } from '../../../../shared/api/page-check.ts';
import { PLACEHOLDER_ATTRIBUTE } from '../../../../shared/placeholders.ts';
import { attr, clip, listNames, type StaticRuleGroup, textOf } from '../document.ts';

/**
 * Proof the brief did not give is written as a marked placeholder, never invented: each one
 * left would publish "[Client testimonial: add a real quote]" to visitors, so the owner is told
 * how many remain and what belongs in each.
 */
function placeholders(doc: Parameters<StaticRuleGroup['check']>[0]): PageCheckFinding[] {
  const marked = doc.elements.filter((el) => attr(el, PLACEHOLDER_ATTRIBUTE) !== undefined);
  if (marked.length === 0) return [];
  const kinds = listNames(
    marked.map((el) => attr(el, PLACEHOLDER_ATTRIBUTE)?.trim() || 'content'),
    4,
  );
  const count = marked.length;
  return [
    {
      rule: 'placeholders',
      severity: 'warning',
      message: `${count} placeholder${count === 1 ? '' : 's'} left: replace before publishing (${kinds})`,
      detail: clip(textOf(marked[0]!, 120), 120) || undefined,
      fixPrompt: `Replace the ${count === 1 ? 'placeholder' : `${count} placeholders`} marked ${PLACEHOLDER_ATTRIBUTE} (${kinds}) with the real content I give here, and remove the attribute from each one you fill: `,
    },
  ];
}

export const placeholderRules: StaticRuleGroup = { rules: ['placeholders'], check: placeholders };
