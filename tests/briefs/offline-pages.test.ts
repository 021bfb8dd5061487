import { describe, expect, it } from 'vitest';
import { composePage } from '../../src/server/features/offline-composer/compose-page.ts';
import { DEFAULT_GENERATION_OPTIONS } from '../../src/shared/api/generation.ts';
import { PLACEHOLDER_ATTRIBUTE } from '../../src/shared/placeholders.ts';
import { BRIEF_CORPUS, type CorpusBrief } from './corpus.ts';
import { otherNicheWords } from './niche-vocabulary.ts';

/**
 * The offline engine against the brief corpus: every page names the brief's facts as written,
 * borrows no other niche's words and invents no numeric proof.
 */

function build(brief: CorpusBrief): string {
  const options = { ...DEFAULT_GENERATION_OPTIONS, ...(brief.options ?? {}) };
  return composePage({ prompt: brief.prompt, options }).html;
}

/** What a visitor reads: body text without tags, scripts, styles and marked placeholders. */
function visibleText(html: string, { withPlaceholders = true } = {}): string {
  let body = html.replace(/^[\s\S]*?<body[^>]*>/i, '').replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  body = body.replace(/<!--[\s\S]*?-->/g, ' ');
  if (!withPlaceholders) {
    // Marked elements hold no nested element of the same tag, so a lazy match is exact.
    body = body.replace(
      new RegExp(`<(\\w+)[^>]*\\s${PLACEHOLDER_ATTRIBUTE}="[^"]*"[^>]*>[\\s\\S]*?</\\1>`, 'g'),
      ' ',
    );
  }
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ');
}

const squash = (s: string) => s.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');

/** Numbers a visitor would read as a claim: every one must come from the brief. */
function inventedNumbers(text: string, prompt: string): string[] {
  const allowed = squash(prompt).replace(/,/g, '');
  const found = text.match(/[$£€]?\d[\d,.]*(?:%|\+|k\b|★)?/g) ?? [];
  return found.filter((n) => {
    const digits = n.replace(/[$£€,%+★]|k$/g, '').replace(/\.$/, '');
    if (/^[1-9]$/.test(digits) && !/[$£€%+★]/.test(n)) return false; // step numbers, "Testimonial 2"
    return !allowed.includes(digits);
  });
}

describe.each(BRIEF_CORPUS.map((b) => [b.id, b] as const))('offline page for %s', (_id, brief) => {
  const html = build(brief);
  const text = squash(visibleText(html));
  const facts = brief.expect;

  it('names the business, place, person, offer, prices and contact details as written', () => {
    const singles = [
      facts.name,
      facts.city,
      facts.person,
      facts.offer,
      facts.phone,
      facts.email,
      facts.date,
      facts.time,
    ];
    for (const fact of [...singles, ...(facts.price ?? [])].filter((f): f is string => !!f))
      expect(text, fact).toContain(squash(fact));
  });

  it('names what the business sells', () => {
    const missing = facts.service.filter((s) => !text.includes(squash(s)));
    expect(missing, `missing ${missing.join(', ')}`).toEqual([]);
  });

  it("carries no other niche's words", () => {
    expect(otherNicheWords(visibleText(html), brief.niche, brief.allowOtherNicheWords)).toEqual([]);
  });

  it('invents no numeric proof outside marked placeholders', () => {
    // A form's choices (ages 7 to 12 from "ages 7-12") are options, not claims.
    const shown = visibleText(html.replace(/<option\b[^>]*>[^<]*<\/option>/g, ' '), {
      withPlaceholders: false,
    });
    expect(inventedNumbers(shown, brief.prompt)).toEqual([]);
    expect(shown).not.toMatch(/★|\d(?:\.\d)?\s*(?:out of \d+\s*)?stars?\b/i);
  });

  it('has the sections the brief asked for', () => {
    const ids: Record<string, string> = {
      gallery: 'gallery',
      pricing: 'pricing',
      countdown: 'countdown',
      faq: 'faq',
    };
    for (const section of facts.sections ?? [])
      if (ids[section]) expect(html, section).toContain(`id="${ids[section]}"`);
    if (facts.sections?.includes('booking')) expect(html).toContain('<form');
  });
});
