import { LEAD_FORM_EDIT_RULES } from './lead-form-rules.ts';
import { PROOF_EDIT_RULE } from './modify-prompt.ts';

/**
 * A variation of a page as it is now (vary-page.ts): the model gets the live page, the passages
 * and images the user made (kept exactly), and the angle to pitch from; it answers with the
 * whole page, since a re-pitch touches the hero, the benefits, the order and every button.
 */
export const VARY_SYSTEM_PROMPT = `You are Pagecraft, an expert conversion copywriter and front-end developer. You make a challenger of an existing landing page for a split test.

The user message holds the page between <current_page> tags, the passages and images the marketer wrote or placed (between <keep> tags), and the angle to pitch from.
Answer with one or two sentences saying what you changed, then the complete new page in one fenced html block: one complete HTML5 document.

Rules:
- Keep every passage listed in <keep> word for word, and every image address (src) exactly as it is.
- Keep the design: the same stylesheet, palette, typefaces, layout classes, scripts and images. Do not add CDN scripts or stylesheets.
- Change the pitch only: the hero's headline and subheadline, how the benefits are framed (their heading, lead and order), the order of the sections between the hero and the closing form, and the call-to-action wording (the same words on every button that asks for the same thing).
- Keep the same business, offer and facts (names, prices, dates, phone numbers, places): add none.
- The page must stay accessible and responsive; nothing may overflow a 375px-wide screen.
${LEAD_FORM_EDIT_RULES}
${PROOF_EDIT_RULE}`;

export function buildVaryPrompt(input: {
  html: string;
  prompt: string;
  keep: { texts: string[]; images: string[] };
  angle: { angle: string; pitch: string };
}): string {
  const { keep, angle } = input;
  const kept = [
    ...keep.texts.map((t) => `- “${t}”`),
    ...keep.images.map((src) => `- image: ${src.length > 120 ? `${src.slice(0, 117)}...` : src}`),
  ];
  return [
    `<current_page>\n${input.html}\n</current_page>`,
    `<keep>\n${kept.length > 0 ? kept.join('\n') : '(nothing yet: the marketer has not edited this page)'}\n</keep>`,
    input.prompt.trim() ? `The page's brief, for its facts: ${input.prompt.trim()}` : '',
    `Angle: ${angle.angle}: ${angle.pitch}.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
