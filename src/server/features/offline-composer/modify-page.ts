import { recolourForeignPage, recolourOwnPage } from './edit/colour-edit.ts';
import { findSelected, parseDoc } from './edit/dom.ts';
import { elementEdits } from './edit/element-edit.ts';
import { classify, type ElementOp, type Intent, splitClauses } from './edit/instruction.ts';
import { PatchBuilder } from './edit/patches.ts';
import { detectQualityFix, qualityFixEdits } from './edit/quality-fix.ts';
import { addSectionEdits, removeSectionEdits } from './edit/section-edit.ts';
import type { ElementTarget } from './edit/target.ts';
import { ctaEdits, headlineEdits, pageTitleEdits, replaceText } from './edit/text-edit.ts';

export type OfflineEdit =
  | { kind: 'patches'; patches: { search: string; replace: string }[]; explanation: string }
  | { kind: 'unsupported'; message: string };

export const SUPPORTED_OFFLINE_EDITS: string[] = [
  'Change colours: "make it green", "use #ff5500 as the main colour", "switch to a purple colour scheme"',
  'Replace a text: \'change "Old text" to "New text"\', \'replace "Free trial" with "Free demo"\'',
  'Change the headline: \'rename the headline to "Grow faster with less effort"\'',
  'Change the page title (browser tab): \'set the page title to "Acme Dental"\'',
  "Change one button's text: 'make the button say \"Book now\"' (the main one), 'make the hero button say \"Book now\"', 'change the form's button to \"Send\"', 'make the second plan's button say \"Choose Pro\"', or every button with the same text: 'make all the buttons say \"Start today\"'",
  'Add a section: "add testimonials", "add an FAQ", "add a pricing section", "add a features section", "add a contact form", "add a guarantee", "add a call to action", "add statistics" (optionally "after the hero", "before the pricing", "at the top")',
  'Add a section on any topic: "add a section about our opening hours", "add an about us section", filled with what the page says about it',
  'Remove a section: "remove the pricing section", "delete the FAQ", "remove the testimonials"',
  'With an element selected: "make this bigger", "make this bold", "center this", "make this red", "give this a navy background", \'change this to "New text"\', "remove this"',
  'Several at once: "make it teal and add an FAQ"',
  "The page check's fixes for the viewport meta tag, image alt text, javascript: links, the meta description and a second h1",
];

function unsupported(reason: string): OfflineEdit {
  return {
    kind: 'unsupported',
    message: `${reason} The offline engine (used when no AI provider is configured) understands a fixed set of instructions rather than free-form requests. It can:\n${SUPPORTED_OFFLINE_EDITS.map(
      (s) => `- ${s}`,
    ).join('\n')}\nFor any other change, ask your administrator to connect an AI service.`,
  };
}

const SECTION_LABELS: Record<string, string> = {
  testimonials: 'a testimonials section',
  faq: 'an FAQ section',
  pricing: 'a pricing section',
  features: 'a features section',
  contact: 'a contact form',
  guarantee: 'a guarantee section',
  cta: 'a call-to-action band',
  statistics: 'a statistics band',
};

/** Applies one non-element intent; returns a sentence describing it, or a failure reason. */
function applyIntent(builder: PatchBuilder, intent: Intent): { done?: string; fail?: string } {
  const html = builder.html;
  switch (intent.kind) {
    case 'color': {
      const edits =
        recolourOwnPage(html, intent.hex, intent.name) ?? recolourForeignPage(html, intent.hex, intent.name);
      if (!edits.length) return { fail: 'I could not find any brand colours on this page to change.' };
      builder.add(edits);
      const named = intent.name.startsWith('#') ? intent.name : `${intent.name} (${intent.hex})`;
      return { done: `switched the main colour to ${named}` };
    }
    case 'replace': {
      const edits = replaceText(html, intent.from, intent.to);
      if (!edits.length) return { fail: `I could not find the text “${intent.from}” on the page.` };
      builder.add(edits);
      return {
        done: `replaced “${intent.from}” with “${intent.to}”${edits.length > 1 ? ` (${edits.length} places)` : ''}`,
      };
    }
    case 'headline': {
      const edits = headlineEdits(html, intent.text);
      if (!edits) return { fail: 'I could not find a headline on this page.' };
      builder.add(edits);
      return { done: `changed the headline to “${intent.text}”` };
    }
    case 'page-title': {
      const edits = pageTitleEdits(html, intent.text);
      if (!edits) return { fail: 'This page has no <title> element.' };
      builder.add(edits);
      return { done: `set the page title to “${intent.text}”` };
    }
    case 'cta': {
      const found = ctaEdits(html, intent.text, intent.target);
      if (!found)
        return {
          fail: intent.target.all
            ? 'I could not find a button on this page.'
            : `I could not find that button on this page${ctaPlace(intent.target)}.`,
        };
      builder.add(found.edits);
      return {
        done:
          found.count > 1
            ? `changed the ${found.count} “${found.from}” buttons to say “${intent.text}”`
            : `changed the “${found.from}” button${found.where} to say “${intent.text}” (only that one)`,
      };
    }
    case 'add': {
      builder.add([addSectionEdits(html, intent.section, intent.position)]);
      const where =
        intent.position.where === 'before' || intent.position.where === 'after'
          ? ` ${intent.position.where} the ${intent.position.target}`
          : '';
      return { done: `added ${SECTION_LABELS[intent.section]}${where}` };
    }
    case 'add-topic': {
      builder.add([addSectionEdits(html, { topic: intent.topic }, intent.position)]);
      const where =
        intent.position.where === 'before' || intent.position.where === 'after'
          ? ` ${intent.position.where} the ${intent.position.target}`
          : intent.position.where === 'default'
            ? ' above the closing call to action'
            : '';
      return {
        done: `added a section about ${intent.topic}${where}, with what the page already says about it (or a marked place for your words where it says nothing)`,
      };
    }
    case 'remove': {
      const found = removeSectionEdits(html, intent.target);
      if (!found) return { fail: `I could not find a “${intent.target}” section on this page.` };
      builder.add(found.edits);
      return { done: `removed the ${found.label ? `“${found.label}”` : intent.target} section` };
    }
    default:
      return { fail: 'That instruction is not one the offline engine knows.' };
  }
}

/** What was looked for when a named button is not there: " (the form's button)". */
function ctaPlace(target: ElementTarget): string {
  if (target.form) return ' (a button inside a form)';
  if (target.nth !== undefined)
    return ` (the ${target.nth === -1 ? 'last' : `number ${target.nth}`} ${target.card ?? 'button'})`;
  return target.within ? ` (in the ${target.within === 'cta' ? 'closing section' : target.within})` : '';
}

export interface EditRequest {
  html: string;
  instruction: string;
  selectedElementHtml?: string;
}

export function planOfflineEdit(input: EditRequest): OfflineEdit {
  try {
    return plan(input);
  } catch {
    // A page shaped in a way the engine did not foresee must not take the request down.
    return unsupported('The offline engine could not work out how to apply that change to this page.');
  }
}

function plan(input: EditRequest): OfflineEdit {
  const html = String(input.html ?? '');
  const clauses = splitClauses(String(input.instruction ?? '').slice(0, 2000));
  if (!html.trim()) return unsupported('There is no page to edit yet.');
  if (!clauses.length) return unsupported('The instruction was empty.');
  // A page check's 'Ask AI to fix' instruction is one task in several sentences: whole, first.
  const qualityFix = detectQualityFix(input.instruction);
  if (qualityFix && !input.selectedElementHtml?.trim()) {
    const found = qualityFixEdits(html, qualityFix);
    if (!found) return unsupported('Nothing on the page needed that fix.');
    const builder = new PatchBuilder(html);
    builder.add(found.edits);
    return { kind: 'patches', patches: builder.patches, explanation: `I ${found.done}.` };
  }
  const hasSelection = !!input.selectedElementHtml?.trim();
  const intents = clauses.map((c) => classify(c, hasSelection));
  const unknown = intents.findIndex((i) => i.kind === 'unknown' || i.kind === 'needs-selection');
  if (unknown !== -1) {
    const which = intents[unknown]!;
    const clause = clauses[unknown]!.text;
    return unsupported(
      which.kind === 'needs-selection'
        ? `To change “this”, first select an element on the page, then describe the change.`
        : `Sorry, the offline engine cannot do “${clause}”.`,
    );
  }
  const builder = new PatchBuilder(html);
  const done: string[] = [];
  const elementOps: ElementOp[] = intents.flatMap((i) => (i.kind === 'element' ? i.ops : []));
  if (elementOps.length) {
    const el = findSelected(html, parseDoc(html), input.selectedElementHtml ?? '');
    if (!el)
      return unsupported(
        'I could not find the selected element in the current page; it may have changed since you selected it.',
      );
    const result = elementEdits(html, el, elementOps);
    if (!result) return unsupported('I could not change the selected element.');
    builder.add(result.edits);
    done.push(`For the selected element I ${result.summary.join(', ') || 'updated it'}.`);
  }
  for (const intent of intents) {
    if (intent.kind === 'element') continue;
    const outcome = applyIntent(builder, intent);
    if (outcome.fail) return unsupported(outcome.fail);
    if (outcome.done) done.push(`I ${outcome.done}.`);
  }
  if (!builder.patches.length) return unsupported('Nothing on the page needed to change.');
  const hint = intents.some((i) => i.kind === 'color')
    ? ' Lighter and darker shades follow it, adjusted where needed so text stays readable.'
    : '';
  return { kind: 'patches', patches: builder.patches, explanation: `${done.join(' ')}${hint}` };
}
