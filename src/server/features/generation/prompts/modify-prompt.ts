import { PLACEHOLDER_ATTRIBUTE } from '../../../../shared/placeholders.ts';
import type { FailedPatch } from '../html/patch-repair.ts';
import { LEAD_FORM_EDIT_RULES } from './lead-form-rules.ts';

/** Edits never invent proof either; a placeholder goes once the user supplies the real thing. */
export const PROOF_EDIT_RULE = `- Never invent proof (testimonials, ratings, review or client counts, money figures, phone numbers): only what the user gives. When they give it, replace the matching ${PLACEHOLDER_ATTRIBUTE} element's text and drop the attribute; new unknown proof is a visible placeholder with ${PLACEHOLDER_ATTRIBUTE}.`;

/**
 * "Make the hero button say …" is about the hero's button, not every button with its text
 * (docs/product.md, 'What an instruction changes').
 */
export const NAMED_ELEMENT_RULE = `- An instruction that names one element (the hero button, the headline, the form's button, the second card) changes that element only: other elements with the same text, class or style stay exactly as they are. "The button" alone means the main call to action near the top. Change every matching element only when asked for all of them ("all the buttons").`;

/** Edits: the model gets the page once and answers with exact search/replace blocks. */
export const MODIFY_SYSTEM_PROMPT = `You are Pagecraft, an expert front-end developer editing an existing landing page for a sales funnel.

The conversation starts with the current page between <current_page> tags; the last user message holds the requested change.
Answer with one or two sentences saying what you changed, then the edits as search/replace blocks:

<<<<<<< SEARCH
exact, contiguous text copied from the current page (include enough surrounding lines to be unique)
=======
the replacement text
>>>>>>> REPLACE

Rules:
- Every SEARCH text must match the current page exactly, character for character, and occur only once.
- Use as many blocks as needed, in page order; keep each one small.
- Only if the change rewrites most of the page, answer instead with the whole new page in one fenced html block.
- Keep the page self-contained (no CDN scripts or stylesheets), accessible, and responsive.
${NAMED_ELEMENT_RULE}
${LEAD_FORM_EDIT_RULES}
${PROOF_EDIT_RULE}`;

export const FULL_DOCUMENT_SYSTEM_PROMPT = `You are Pagecraft, an expert front-end developer editing an existing landing page.
The conversation starts with the current page between <current_page> tags; the last user message holds the requested change.
Answer with one sentence saying what you changed, then the complete updated page in one fenced html block: one complete HTML5 document, self-contained (no CDN scripts or stylesheets), accessible and responsive.
${NAMED_ELEMENT_RULE}
${LEAD_FORM_EDIT_RULES}
${PROOF_EDIT_RULE}`;

/** Anthropic allows four cache breakpoints a request: the system prompt and three for the page. */
const PAGE_CACHE_PARTS = 3;

/**
 * The page, as the first message of an edit, in three parts, each a cache breakpoint. The parts
 * read as one text; the split is for the provider's prompt cache. An edit changes the page in
 * one place, so the next edit's prompt still starts with the unchanged parts before that place
 * and reads them from the cache (a tenth of the price) instead of writing the whole page again
 * (1.25 times the price). Continuations, repairs and the full rewrite of the same edit read all
 * of it.
 */
export function currentPageParts(html: string): string[] {
  const text = `<current_page>\n${html}\n</current_page>`;
  const parts: string[] = [];
  let start = 0;
  for (let part = 1; part < PAGE_CACHE_PARTS; part++) {
    const target = Math.round((text.length * part) / PAGE_CACHE_PARTS);
    // Cut after a line end (or a tag end, for a page on one line) so each part is whole lines.
    let cut = text.indexOf('\n', target);
    if (cut === -1 || cut - target > 2000) cut = text.indexOf('>', target);
    if (cut === -1 || cut + 1 <= start) continue;
    parts.push(text.slice(start, cut + 1));
    start = cut + 1;
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part !== '');
}

/** The model's word after reading the page, so the conversation alternates as providers require. */
export const PAGE_READ_ACKNOWLEDGEMENT = 'I have read the current page and will edit it as asked.';

export function changeRequest(instruction: string, selectedElementHtml?: string): string {
  const parts: string[] = [];
  if (selectedElementHtml) {
    parts.push(
      `The user selected this element on the page; apply the change to it (and only what it needs):\n<selected_element>\n${selectedElementHtml}\n</selected_element>`,
    );
  }
  parts.push(`Requested change: ${instruction}`);
  return parts.join('\n\n');
}

export const CONTINUE_INSTRUCTION =
  'Your previous answer was cut off by the output limit. Continue exactly where it stopped: output only the remaining text, with no repetition and no preamble.';

/** Marks a repair request (the follow-up asking again for the blocks that did not match). */
export const REPAIR_MARKER = '<failed_blocks>';

const NO_SIMILAR_TEXT = '(no similar text found on the page)';

/**
 * The follow-up user message after some search/replace blocks did not match: it asks only for
 * those blocks again, each shown with the page's nearest text so the model can copy its SEARCH
 * exactly. Far cheaper than asking for the whole document. `n` is the block's 1-based position
 * in the model's first answer.
 */
export function repairMessage(failed: readonly FailedPatch[]): string {
  const blocks = failed.map((block) =>
    [
      `<block n="${block.index + 1}">`,
      '<your_search>',
      block.patch.search,
      '</your_search>',
      '<page_text>',
      block.nearest ?? NO_SIMILAR_TEXT,
      '</page_text>',
      '</block>',
    ].join('\n'),
  );
  return [
    'Some SEARCH blocks did not match the page exactly, so they were not applied. The others were applied. For each block below, answer again with a corrected block whose SEARCH text is copied exactly from the page text quoted with it. Answer only with those blocks.',
    REPAIR_MARKER,
    ...blocks,
    '</failed_blocks>',
  ].join('\n');
}
