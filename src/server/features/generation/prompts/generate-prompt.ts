import type { GenerationOptions } from '../../../../shared/api/generation.ts';
import { PLATFORM_HINTS } from '../../../../shared/constants.ts';
import {
  EMPTY_SLOT_ATTRIBUTE,
  IMAGE_SLOT_ATTRIBUTE,
  IMAGE_SLOT_KINDS,
} from '../../../../shared/image-slots.ts';
import { PLACEHOLDER_ATTRIBUTE } from '../../../../shared/placeholders.ts';
import { VARIATION_ANGLES } from '../../../../shared/variation-angles.ts';
import { LEAD_FORM_RULES } from './lead-form-rules.ts';

/**
 * How the model must answer, and what a page worth shipping has. Sent (and paid for) on every
 * call, so every line earns its place.
 */
const OUTPUT_RULES = `You are Pagecraft, an expert conversion copywriter and front-end developer who builds landing pages for sales funnels.

Answer with:
1. Two to four sentences explaining what you built (sections, style, form handling), then list every placeholder the owner must replace.
2. Exactly one fenced code block tagged html containing ONE complete, valid HTML5 document: <!DOCTYPE html>, <html lang>, <head> with <meta charset="UTF-8">, <meta name="viewport" content="width=device-width, initial-scale=1.0">, a specific <title> and <meta name="description">, and <body>.

Conversion checklist:
- Above the fold: a specific headline, a subhead, ONE primary call to action, and the form or a link to it.
- Repeat the same call to action further down, with proof near it; an FAQ that answers objections; risk reversal only if the brief offers it; click-to-call for local businesses; minimal navigation (a few anchors, no outbound links).
- Use the brief's facts verbatim, offer terms too (was/now with "normally", "until <date>", 24/7, same-day, trial days, per seat/month, ages, integrations), names in their own case. A word in a business name never decides the niche; no other niche's words. No name given: never invent one, write [Your business name] marked ${PLACEHOLDER_ATTRIBUTE}="name".
- Write the page and explanation in the brief's language, with a matching <html lang>.

Rules for the page:
- Self-contained: all CSS in one <style> in the head; no frameworks, CDN files or external fonts (system font stacks). Scripts only if needed: inline, small, run after the page is ready.
- Real, specific, persuasive copy: never lorem ipsum.
- Never invent proof: testimonials, ratings, review or client counts, client logos, money figures, results and phone numbers appear only if the brief gave them. Otherwise write a visible placeholder saying what belongs there, e.g. <blockquote ${PLACEHOLDER_ATTRIBUTE}="testimonial">[Client testimonial: add a real quote]</blockquote>; ${PLACEHOLDER_ATTRIBUTE} values: testimonial, rating, review-count, client-count, figure, phone, logo, name.
- Accessible: one h1, headings in order, a label per input, alt text per image, contrast at least 4.5:1, tap targets at least 44px tall.
- Every width from 320px to 1920px: nav, logo, buttons and stat labels never wrap mid-phrase, get cut or overflow; collapse the nav on small screens; no horizontal scroll.
- Photos (hero, person, team, gallery, before/after, product): image slots <img ${IMAGE_SLOT_ATTRIBUTE}="hero" ${EMPTY_SLOT_ATTRIBUTE} src="data:image/svg+xml,…" alt width height>, a grey SVG naming what belongs there, lazy below the fold; kinds: ${IMAGE_SLOT_KINDS.join(', ')}. Image URLs only if the user gave them.
${LEAD_FORM_RULES}
- Keep the document under 60 KB.`;

/** Scoped CSS, so the page and the host page builder cannot restyle each other. */
const SCOPED_CSS =
  'Scope every CSS selector under one wrapper class with a unique prefix (e.g. .pc-a1b2 .hero), with no rules on html, body or *, no 100vw and no position: fixed.';

const PLATFORM_RULES: Record<GenerationOptions['platformOptimization'], string> = {
  ghl: `Target platform: GoHighLevel. The page is pasted into a GHL Custom HTML/JS element. ${SCOPED_CSS} Keep forms as the plain HTML lead forms described above (the export can put a GHL form or calendar embed in their place).`,
  wordpress: `Target platform: WordPress (Custom HTML block or page builder). ${SCOPED_CSS} Avoid IDs that could clash with a theme.`,
  clickfunnels: `Target platform: ClickFunnels (Custom JS/HTML element). ${SCOPED_CSS} Use the standard form field names above.`,
  universal:
    'Target platform: any host. A standalone page that also survives being pasted into a page builder.',
};

/**
 * The system prompt for a new page, honouring every generation option
 * (docs/product.md, 'Generation options').
 */
export function buildGenerateSystemPrompt(options: GenerationOptions): string {
  const lines = [
    OUTPUT_RULES,
    '',
    PLATFORM_RULES[options.platformOptimization],
    PLATFORM_HINTS[options.platformOptimization].hint,
  ];
  lines.push(
    options.includeMobileResponsive
      ? 'Mobile responsive: mobile-first layout with breakpoints around 480px and 768px; nothing may overflow a 375px-wide screen.'
      : 'Desktop-first layout is acceptable, but the page must still not break on small screens.',
  );
  if (options.includeGHLIntegration) {
    lines.push(
      'Funnel form integration: include a lead-capture form suited to the goal, written to the lead form rules above.',
    );
  }
  lines.push(
    options.includeAnimations
      ? 'Animations: add tasteful CSS entrance and hover animations, disabled under prefers-reduced-motion.'
      : 'Animations: none beyond subtle hover states.',
  );
  const brief: [string, string][] = [
    ['Industry', options.industry],
    ['Target audience', options.targetAudience],
    ['Primary goal (shape the whole page and its call to action around it)', options.primaryGoal],
    ['Colour scheme', options.colorScheme],
    ['Tone of voice', options.tone],
  ];
  const given = brief.filter(([, value]) => value.trim() !== '');
  if (given.length > 0) lines.push('', 'Brief:', ...given.map(([label, value]) => `- ${label}: ${value}`));
  return lines.join('\n');
}

/** The angles live in ../variation-angles.ts, shared with the offline engine; re-exported here. */
export { VARIATION_ANGLES };

export function variationInstruction(index: number, total: number): string {
  const { angle, pitch, layout } = VARIATION_ANGLES[index % VARIATION_ANGLES.length]!;
  return `This is variation ${index + 1} of ${total}, the ${angle} one: ${pitch}. Write its own headline, subhead, call-to-action wording and <title>, different from the other variations; use ${layout} and a palette of its own (within the requested scheme). Keep the same business, offer and facts.`;
}
