import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERATION_OPTIONS, type GenerationOptions } from '../../../../shared/api/generation.ts';
import { PLATFORM_OPTIMIZATIONS } from '../../../../shared/constants.ts';
import {
  EMPTY_SLOT_ATTRIBUTE,
  IMAGE_SLOT_ATTRIBUTE,
  IMAGE_SLOT_KINDS,
} from '../../../../shared/image-slots.ts';
import { PLACEHOLDER_ATTRIBUTE, PLACEHOLDER_KINDS } from '../../../../shared/placeholders.ts';
import { buildGenerateSystemPrompt, VARIATION_ANGLES, variationInstruction } from './generate-prompt.ts';
import { currentPageParts, FULL_DOCUMENT_SYSTEM_PROMPT, MODIFY_SYSTEM_PROMPT } from './modify-prompt.ts';

const prompt = (o: Partial<GenerationOptions> = {}) =>
  buildGenerateSystemPrompt({ ...DEFAULT_GENERATION_OPTIONS, ...o });

/** What every generation prompt tells the model about lead forms, whatever the options. */
const LEAD_FORM_CONTRACT = [
  '<form data-pc-form method="post"> with NO action attribute',
  "the export connects the form to the page's lead destination; never invent an action URL",
  'first_name, last_name (or full_name for a single name field), email, phone, message',
  'visible <label for>',
  'submit button',
];

/** Prompt v2's conversion checklist, proof rule and image slots, as the prompt words them. */
const CONVERSION_CHECKLIST = [
  'ONE primary call to action, and the form or a link to it',
  'Repeat the same call to action further down, with proof near it',
  'an FAQ that answers objections',
  'click-to-call for local businesses',
  'minimal navigation',
  "Use the brief's facts verbatim",
  'Never invent proof',
  `${PLACEHOLDER_ATTRIBUTE}="testimonial"`,
  ...PLACEHOLDER_KINDS,
  'list every placeholder the owner must replace',
  'Every width from 320px to 1920px',
  // Photos go in image slots the owner fills on the edit page (src/shared/image-slots.ts).
  `<img ${IMAGE_SLOT_ATTRIBUTE}="hero" ${EMPTY_SLOT_ATTRIBUTE}`,
  ...IMAGE_SLOT_KINDS,
];

describe('the lead-form contract in the prompts', () => {
  it.each(PLATFORM_OPTIMIZATIONS)('tells the model the whole contract for %s', (platformOptimization) => {
    for (const includeGHLIntegration of [true, false]) {
      const text = prompt({ platformOptimization, includeGHLIntegration });
      for (const rule of LEAD_FORM_CONTRACT) expect(text).toContain(rule);
      expect(text).not.toMatch(/data-ghl-form|example\.com|action="#"|\(name, email, phone\)/);
    }
  });

  it('keeps forms working in edits', () => {
    for (const text of [MODIFY_SYSTEM_PROMPT, FULL_DOCUMENT_SYSTEM_PROMPT]) {
      expect(text).toContain(
        "keep each form's data-pc-form attribute and its inputs' names exactly as they are",
      );
      expect(text).toContain('never invent an action URL');
    }
  });
});

describe('prompt v2', () => {
  it.each(PLATFORM_OPTIMIZATIONS)(
    'carries the conversion checklist and the proof rule for %s',
    (platformOptimization) => {
      const text = prompt({ platformOptimization });
      for (const rule of CONVERSION_CHECKLIST) expect(text).toContain(rule);
    },
  );

  it.each(['ghl', 'wordpress', 'clickfunnels'] as const)('scopes the CSS for %s', (platformOptimization) => {
    const text = prompt({ platformOptimization });
    expect(text).toContain('one wrapper class with a unique prefix');
    expect(text).toContain('no rules on html, body or *, no 100vw and no position: fixed');
  });

  it('leaves a standalone page unscoped', () => {
    expect(prompt({ platformOptimization: 'universal' })).not.toContain('wrapper class');
  });

  it('stays compact: it is paid for on every call', () => {
    for (const platformOptimization of PLATFORM_OPTIMIZATIONS) {
      expect(prompt({ platformOptimization }).length).toBeLessThan(4_000);
    }
  });

  it('gives each variation its own angle, headline, subhead, call to action and title', () => {
    const texts = [0, 1, 2, 3].map((index) => variationInstruction(index, 4));
    const angles = VARIATION_ANGLES.slice(0, 4).map((v) => v.angle);
    expect(angles).toEqual(['offer-led', 'pain-led', 'proof-led', 'urgency-led']);
    texts.forEach((text, index) => {
      expect(text).toContain(`the ${angles[index]} one`);
      expect(text).toContain('its own headline, subhead, call-to-action wording and <title>');
    });
    expect(new Set(texts).size).toBe(4);
  });

  it('keeps edits from inventing proof', () => {
    for (const text of [MODIFY_SYSTEM_PROMPT, FULL_DOCUMENT_SYSTEM_PROMPT]) {
      expect(text).toContain('Never invent proof');
      expect(text).toContain(PLACEHOLDER_ATTRIBUTE);
    }
  });

  it('tells edits that an instruction naming one element changes that element only', () => {
    for (const text of [MODIFY_SYSTEM_PROMPT, FULL_DOCUMENT_SYSTEM_PROMPT]) {
      expect(text).toContain("names one element (the hero button, the headline, the form's button");
      expect(text).toContain('changes that element only');
      expect(text).toContain('"The button" alone means the main call to action');
    }
  });
});

describe('currentPageParts', () => {
  it('sends the page in three whole-line parts that read as the one page', () => {
    const page = Array.from({ length: 300 }, (_, i) => `<p>Line ${i} of the page</p>`).join('\n');
    const parts = currentPageParts(page);
    expect(parts).toHaveLength(3);
    expect(parts.join('')).toBe(`<current_page>\n${page}\n</current_page>`);
    for (const part of parts.slice(0, -1)) expect(part.endsWith('\n')).toBe(true);
    // Thirds, give or take a line: an edit in the last third leaves two thirds cached.
    for (const part of parts) expect(part.length).toBeGreaterThan(page.length / 4);
  });

  it('cuts a page written on one line after a tag', () => {
    const page = `<html><body>${'<p>x</p>'.repeat(3000)}</body></html>`;
    const parts = currentPageParts(page);
    expect(parts).toHaveLength(3);
    expect(parts.join('')).toBe(`<current_page>\n${page}\n</current_page>`);
    for (const part of parts.slice(0, -1)) expect(part.endsWith('>')).toBe(true);
  });
});
