import { describe, expect, it } from 'vitest';
import { BRIEF_CORPUS, type CorpusBrief } from '../../../../tests/briefs/corpus.ts';
import { otherNicheWords } from '../../../../tests/briefs/niche-vocabulary.ts';
import { DEFAULT_GENERATION_OPTIONS } from '../../../shared/api/generation.ts';
import { VARIATION_ANGLES, variationAngle } from '../../../shared/variation-angles.ts';
import { VARIATION_ANGLES as PROMPT_ANGLES } from '../generation/prompts/generate-prompt.ts';
import { composePage } from './compose-page.ts';

/**
 * Variations of one brief take different angles (offer-led default, pain-led, proof-led,
 * urgency-led, outcome-led), so a split test compares messages: each has its own headline,
 * title and call to action, built from the brief's facts with no invented numbers.
 */

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

interface Hero {
  headline: string;
  sub: string;
  cta: string;
  title: string;
  html: string;
}

function variation(brief: CorpusBrief, variationIndex: number): Hero {
  const options = { ...DEFAULT_GENERATION_OPTIONS, ...(brief.options ?? {}) };
  const { html, title } = composePage({ prompt: brief.prompt, options, variationIndex });
  const hero = /<section id="top" class="pc-hero[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const h1 = /<h1 class="pc-h1">([\s\S]*?)<\/h1>/.exec(hero)?.[1];
  const sub = /<p class="pc-hero-sub">([\s\S]*?)<\/p>/.exec(hero)?.[1];
  // The hero's call to action: its primary button, or its form's submit button.
  const cta =
    /<a class="pc-btn pc-btn--primary pc-btn--lg"[^>]*>([\s\S]*?)<\/a>/.exec(hero)?.[1] ??
    /<button type="submit"[^>]*>([\s\S]*?)<\/button>/.exec(hero)?.[1];
  expect(h1, `${brief.id} v${variationIndex}: h1`).toBeDefined();
  expect(cta, `${brief.id} v${variationIndex}: hero call to action`).toBeDefined();
  return { headline: decode(h1!), sub: decode(sub ?? ''), cta: decode(cta!), title, html };
}

/** Digit runs in `text` that the prompt does not contain. */
function strayDigits(text: string, prompt: string): string[] {
  return (text.match(/\d+/g) ?? []).filter((d) => !prompt.includes(d));
}

const byId = (id: string) => {
  const brief = BRIEF_CORPUS.find((b) => b.id === id);
  if (!brief) throw new Error(`no corpus brief ${id}`);
  return brief;
};

/** Different niches and goals: booking, leads with a price, event with a date, donation, sales, sign-up. */
const SAMPLE = [
  'dental-free-whitening-consultation',
  'physio-sports-injury-uk',
  'seller-home-valuation-realtor',
  'webinar-real-estate-agents',
  'nonprofit-animal-rescue-year-end',
  'ecommerce-skincare-serum',
  'gym-fat-loss-challenge',
  'therapy-teen-counseling',
].map(byId);

describe('variation angles', () => {
  it('are one list shared by the AI prompt and the offline engine', () => {
    expect(PROMPT_ANGLES).toBe(VARIATION_ANGLES);
    expect([0, 1, 2, 3, 4].map(variationAngle)).toEqual([
      'offer-led',
      'pain-led',
      'proof-led',
      'urgency-led',
      'outcome-led',
    ]);
  });
});

describe.each(SAMPLE.map((b) => [b.id, b] as const))('variations 0, 1 and 2 of %s', (_id, brief) => {
  const pages = [0, 1, 2].map((i) => variation(brief, i));

  it('have three different headlines, titles and calls to action', () => {
    expect(new Set(pages.map((p) => p.headline.toLowerCase())).size).toBe(3);
    expect(new Set(pages.map((p) => p.title.toLowerCase())).size).toBe(3);
    expect(new Set(pages.map((p) => p.cta.toLowerCase())).size).toBe(3);
    expect(new Set(pages.map((p) => p.sub.toLowerCase())).size).toBe(3);
  });

  it("show each variation's own headline in its title", () => {
    for (const p of pages) expect(p.title).toContain(p.headline.replace(/[.!]$/, ''));
  });

  it('carry no digit the prompt did not give', () => {
    for (const p of pages)
      expect(strayDigits(`${p.headline} ${p.title} ${p.cta} ${p.sub}`, brief.prompt), p.title).toEqual([]);
  });
});

describe('every variation of every corpus brief', () => {
  it.each(BRIEF_CORPUS.map((b) => [b.id, b] as const))(
    '%s: distinct angle copy with no stray digits, invented proof or other niches’ words',
    (_id, brief) => {
      const pages = [0, 1, 2, 3, 4].map((i) => variation(brief, i));
      expect(new Set(pages.map((p) => p.headline.toLowerCase())).size).toBe(5);
      expect(new Set(pages.map((p) => p.title.toLowerCase())).size).toBe(5);
      expect(new Set(pages.map((p) => p.cta.toLowerCase())).size).toBe(5);
      for (const p of pages.slice(1)) {
        const copy = `${p.headline} ${p.sub} ${p.cta} ${p.title}`;
        expect(strayDigits(copy, brief.prompt), copy).toEqual([]);
        expect(copy).not.toMatch(
          /\bloved by\b|★|\b(?:\d|five)[- ]stars?\b|\brated\b|spots? left|only \w+ left/i,
        );
        expect(otherNicheWords(copy, brief.niche, brief.allowOtherNicheWords), copy).toEqual([]);
      }
    },
  );
});

describe('variations below the hero', () => {
  it('each leads with another benefit card after the services', () => {
    const prompt = "We're Tall Pines Roofing in Spokane. Storm damage repairs. Call 509-555-0134.";
    const cards = (i: number) => {
      const html = composePage({ prompt, options: DEFAULT_GENERATION_OPTIONS, variationIndex: i }).html;
      return [...html.matchAll(/<article class="pc-card[^"]*">.*?<h3>([^<]+)<\/h3>/g)].map((m) => m[1]);
    };
    const [first, second, third] = [0, 1, 2].map(cards);
    expect(first![0]).toBe('Storm damage repairs');
    expect(new Set([first![1], second![1], third![1]]).size).toBe(3);
  });
});
