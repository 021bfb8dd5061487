import { describe, expect, it } from 'vitest';
import { BRIEF_CORPUS, type BriefSection } from './corpus.ts';
import { mentions, NICHE_IDS, NICHE_VOCABULARY, otherNicheWords, VOCABULARY } from './niche-vocabulary.ts';

/** How a prompt asks for each section kind. */
const SECTION_CUES: Record<BriefSection, RegExp> = {
  gallery: /gallery|portfolio|photos/i,
  'before-after': /before\s*\/\s*after|before[- ]and[- ]after/i,
  pricing: /pricing|price table|packages/i,
  countdown: /countdown/i,
  faq: /\bfaqs?\b|frequently asked/i,
  team: /\bteam\b/i,
  testimonials: /testimonial|reviews/i,
  booking: /\bbook|reservation|appointment/i,
  video: /video/i,
};

const count = (pick: (b: (typeof BRIEF_CORPUS)[number]) => unknown) => BRIEF_CORPUS.filter(pick).length;

describe('brief corpus (data only)', () => {
  it('has at least 50 briefs with unique kebab-case ids', () => {
    expect(BRIEF_CORPUS.length).toBeGreaterThanOrEqual(50);
    const ids = BRIEF_CORPUS.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('covers every niche with at least two briefs', () => {
    for (const niche of NICHE_IDS)
      expect(
        count((b) => b.niche === niche),
        niche,
      ).toBeGreaterThanOrEqual(2);
  });

  it('has the required variety of facts', () => {
    expect(count((b) => !b.expect.name)).toBeGreaterThanOrEqual(5);
    expect(count((b) => b.expect.person)).toBeGreaterThanOrEqual(5);
    expect(count((b) => b.expect.date)).toBeGreaterThanOrEqual(3);
    expect(count((b) => b.expect.price?.length)).toBeGreaterThanOrEqual(5);
    expect(count((b) => b.expect.phone)).toBeGreaterThanOrEqual(3);
  });

  it.each(BRIEF_CORPUS)('$id: every expected fact is written in the prompt', ({ prompt, expect: facts }) => {
    const lower = prompt.toLowerCase();
    const { sections = [], service, price = [], tone = [], ...single } = facts;
    expect(service.length).toBeGreaterThanOrEqual(1);
    expect(service.length).toBeLessThanOrEqual(3);
    for (const value of [...service, ...price, ...tone, ...Object.values(single)]) {
      expect(typeof value === 'string' && value.trim().length > 0, String(value)).toBe(true);
      expect(lower, `"${value}" is not in the prompt`).toContain(String(value).toLowerCase());
    }
    for (const section of sections) expect(prompt, section).toMatch(SECTION_CUES[section]);
  });

  it.each(BRIEF_CORPUS)('$id: uses no other niche words except the allowed ones', (brief) => {
    const allowed = brief.allowOtherNicheWords ?? [];
    expect(otherNicheWords(brief.prompt, brief.niche, allowed)).toEqual([]);
    for (const word of allowed) {
      expect(mentions(brief.prompt, word), `allowed "${word}" is not in the prompt`).toBe(true);
      const owner = NICHE_IDS.find((id) => NICHE_VOCABULARY[id].includes(word));
      expect(owner && owner !== brief.niche, `allowed "${word}" is not another niche's word`).toBe(true);
    }
  });

  it('has a few cross-niche briefs', () => {
    expect(count((b) => b.allowOtherNicheWords?.length)).toBeGreaterThanOrEqual(2);
  });
});

describe.each(['en', 'es'] as const)('niche vocabulary (%s)', (language) => {
  const vocabulary = VOCABULARY[language];
  const all = NICHE_IDS.flatMap((id) => vocabulary[id].map((word) => ({ id, word })));

  it('has 4-10 lower-case, non-empty, distinct words per niche', () => {
    expect(Object.keys(vocabulary).sort()).toEqual([...NICHE_IDS].sort());
    for (const id of NICHE_IDS) {
      const words = vocabulary[id];
      expect(words.length, id).toBeGreaterThanOrEqual(4);
      expect(words.length, id).toBeLessThanOrEqual(10);
      expect(new Set(words).size, id).toBe(words.length);
      for (const w of words) expect(w, id).toMatch(/^\S(?:.*\S)?$/);
      for (const w of words) expect(w, id).toBe(w.toLowerCase());
    }
  });

  it('never shares or overlaps a word across niches', () => {
    for (const a of all)
      for (const b of all)
        if (a.id !== b.id)
          expect(mentions(a.word, b.word), `${a.id} "${a.word}" vs ${b.id} "${b.word}"`).toBe(false);
  });
});

// The corpus is English; the generated briefs cover both languages (generator.test.ts).
describe('niche vocabulary in the corpus', () => {
  it("matches at least one of each niche's own briefs", () => {
    for (const id of NICHE_IDS) {
      const prompts = BRIEF_CORPUS.filter((b) => b.niche === id).map((b) => b.prompt);
      expect(
        NICHE_VOCABULARY[id].some((w) => prompts.some((p) => mentions(p, w))),
        id,
      ).toBe(true);
    }
  });
});
