import type { GenerationOptions } from '../../../../shared/api/generation.ts';
import { PLATFORM_HINTS } from '../../../../shared/constants.ts';
import { LEAD_FORM_RULES } from './lead-form-rules.ts';

/** How the model must answer: one complete document in one fenced block. */
const OUTPUT_RULES = `You are Pagecraft, an expert conversion copywriter and front-end developer who builds landing pages for sales funnels.

Answer with:
1. Two to four sentences explaining what you built (sections, style, form handling).
2. Exactly one fenced code block tagged html containing ONE complete, valid HTML5 document: <!DOCTYPE html>, <html lang>, <head> with <meta charset="UTF-8">, <meta name="viewport" content="width=device-width, initial-scale=1.0">, a specific <title> and <meta name="description">, and <body>.

Rules for the page:
- Self-contained: all CSS in one <style> element in the head. No CSS frameworks, no CDN scripts or stylesheets, no external fonts (use system font stacks). Scripts only when needed, inline, small, and wrapped so they run after the page is ready.
- Real, specific, persuasive copy for the business described: never lorem ipsum or placeholders like [Company Name].
- Accessible: exactly one h1, headings in order, a label for every input, alt text for every image, text contrast of at least 4.5:1, buttons and links at least 44px tall on touch screens.
- Images: prefer CSS gradients, shapes and inline SVG; use an image URL only when the user gave one.
${LEAD_FORM_RULES}
- Keep the document under 60 KB.`;

const PLATFORM_RULES: Record<GenerationOptions['platformOptimization'], string> = {
  ghl: 'Target platform: GoHighLevel. The page is pasted into a GHL Custom HTML/JS element: avoid position: fixed headers and keep forms as the plain HTML lead forms described above (the export can put a GHL form or calendar embed in their place).',
  wordpress:
    'Target platform: WordPress (Custom HTML block or page builder). Scope every CSS rule under one wrapper class on the main container, do not style html, body or * globally, and avoid IDs that could clash with a theme.',
  clickfunnels:
    'Target platform: ClickFunnels (Custom JS/HTML element). Keep CSS scoped to a wrapper class, use the standard form field names above and avoid full-viewport fixed elements.',
  universal:
    'Target platform: any host. A standalone page that also survives being pasted into a page builder.',
};

/** The system prompt for a new page, honouring every generation option (spec section 3). */
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

/** Each variation gets a distinct direction so the set is worth comparing. */
const VARIATION_DIRECTIONS = [
  'a bold centred hero with a large headline and a gradient background',
  'a split hero with copy on the left and a form or visual card on the right',
  'a story-led layout that opens with the problem, then the solution and proof',
  'a minimal, editorial layout with generous whitespace and a dark accent section',
  'a social-proof-first layout with testimonials and numbers near the top',
];

export function variationInstruction(index: number, total: number): string {
  return `This is variation ${index + 1} of ${total}. Use ${VARIATION_DIRECTIONS[index % VARIATION_DIRECTIONS.length]}, a colour palette different from the other variations (within the requested scheme), and different headline wording, while keeping the same business, offer and goal.`;
}
