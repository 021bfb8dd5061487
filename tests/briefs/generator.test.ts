import { describe, expect, it } from 'vitest';
import {
  COLOR_SCHEMES,
  INDUSTRIES,
  PRIMARY_GOALS,
  TARGET_AUDIENCES,
  TONES,
} from '../../src/shared/constants.ts';
import {
  type GeneratedBrief,
  generateBriefs,
  HELD_OUT_COUNT,
  heldOutBriefs,
  SHAPES,
  TUNING_COUNT,
  tuningBriefs,
} from './generator.ts';
import { mentions, NICHE_IDS, type NicheId, otherNicheWords, VOCABULARY } from './niche-vocabulary.ts';
import { allPools, CITIES_EN, CITIES_ES, NICHES, PEOPLE_EN, PEOPLE_ES } from './pools/index.ts';
import { parseCity, parsePerson } from './pools/locale.ts';
import { flavoursOf, isHeldOut, parseName, portion } from './pools/types.ts';

/**
 * The brief generator's data (no engine here): reproducible, the two parts drawn from disjoint
 * pools, every fact written in its prompt, no other niche's words, and the variety the engine
 * must cope with. Minimums are stated for the tuning part's size and scaled to each part.
 */

const PARTS = [
  ['tuning', tuningBriefs()],
  ['held-out', heldOutBriefs()],
] as const;

const PRICE = /[$£€]\s?\d(?:[\d.,]*\d)?|\d(?:[\d.,]*\d)?\s?€/g;
const count = (briefs: readonly GeneratedBrief[], pick: (b: GeneratedBrief) => unknown) =>
  briefs.filter(pick).length;
const wordCount = (text: string) => text.trim().split(/\s+/).length;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every language's words of other niches, in the prompt minus the brief's own name. */
const foreignWords = (b: GeneratedBrief) => {
  const text = b.facts.name ? b.prompt.split(b.facts.name).join(' ') : b.prompt;
  return [...otherNicheWords(text, b.niche, [], 'en'), ...otherNicheWords(text, b.niche, [], 'es')];
};

describe('generateBriefs', () => {
  it('is reproducible from its seed, and another seed gives other briefs', () => {
    expect(generateBriefs({ seed: 7, count: 40 })).toEqual(generateBriefs({ seed: 7, count: 40 }));
    expect(generateBriefs({ seed: 8, count: 40 })).not.toEqual(generateBriefs({ seed: 7, count: 40 }));
    expect(generateBriefs({ part: 'tuning' })).toEqual(tuningBriefs());
    expect(generateBriefs({ part: 'held-out' })).toEqual(heldOutBriefs());
  });

  it('gives each part its size, unique ids and its part name', () => {
    expect(tuningBriefs().length).toBe(TUNING_COUNT);
    expect(heldOutBriefs().length).toBe(HELD_OUT_COUNT);
    expect(TUNING_COUNT).toBeGreaterThanOrEqual(400);
    expect(HELD_OUT_COUNT).toBeGreaterThanOrEqual(150);
    for (const [part, briefs] of PARTS) {
      const prefix = part === 'tuning' ? 't' : 'h';
      for (const b of briefs) {
        expect(b.id).toMatch(new RegExp(`^${prefix}-\\d{4}$`));
        expect(b.part).toBe(part);
      }
      expect(new Set(briefs.map((b) => b.id)).size).toBe(briefs.length);
    }
  });
});

describe('pools', () => {
  const pools = allPools();

  it('has at least 4 entries in every list, so the held-out part has its own', () => {
    for (const pool of pools) expect(pool.entries.length, pool.path).toBeGreaterThanOrEqual(4);
  });

  it('never gives an entry to both parts (names, people, cities, services, templates)', () => {
    const side = new Map<string, { heldOut: boolean; path: string }>();
    for (const pool of pools)
      pool.entries.forEach((entry, i) => {
        const key = entry.toLowerCase();
        const seen = side.get(key);
        if (seen) expect(seen.heldOut, `"${entry}" in ${seen.path} and ${pool.path}`).toBe(isHeldOut(i));
        else side.set(key, { heldOut: isHeldOut(i), path: pool.path });
      });
  });

  it('covers every niche, in English, and Spanish for at least 12 niches', () => {
    expect(Object.keys(NICHES).sort()).toEqual([...NICHE_IDS].sort());
    expect(NICHE_IDS.filter((id) => NICHES[id].es).length).toBeGreaterThanOrEqual(12);
  });
});

describe.each(PARTS)('%s briefs', (part, briefs) => {
  /** A tuning-sized minimum, scaled to this part. */
  const min = (n: number) => Math.ceil((n * briefs.length) / TUNING_COUNT);
  const named = briefs.filter((b) => b.facts.name);

  /** This part's portion of every pool a brief's names, people, places and services come from. */
  const own = (() => {
    const names = new Set<string>();
    const services = new Set<string>();
    for (const id of NICHE_IDS)
      for (const lang of ['en', 'es'] as const)
        for (const f of flavoursOf(NICHES[id][lang] ?? [])) {
          for (const n of portion(f.names, part)) names.add(parseName(n).name);
          for (const s of portion([...f.services], part)) services.add(s);
          for (const s of portion(f.kids ?? [], part)) services.add(s);
        }
    const people = new Set(
      [...portion(PEOPLE_EN, part), ...portion(PEOPLE_ES, part)].map((p) => parsePerson(p).name),
    );
    const places = new Set(
      [...portion(CITIES_EN, part), ...portion(CITIES_ES, part)].map((c) => parseCity(c).name),
    );
    return { names, services, people, places };
  })();

  /**
   * Each brief's problems, as "id what: detail". A held-out brief's details are left out, so a
   * failure never shows its contents (nobody may read the held-out briefs).
   */
  const problems = (check: (b: GeneratedBrief, fail: (what: string, detail?: string) => void) => void) => {
    const found: string[] = [];
    for (const b of briefs)
      check(b, (what, detail) =>
        found.push(`${b.id} ${what}${part === 'tuning' && detail ? `: ${detail}` : ''}`),
      );
    return found;
  };

  it('draws names, people, places and services only from its own portion of the pools', () => {
    const found = problems((b, fail) => {
      const f = b.facts;
      if (f.name && !own.names.has(f.name)) fail('name from the other part', f.name);
      if (f.person && !own.people.has(f.person.replace(/^Dra?\. /, '')))
        fail('person from the other part', f.person);
      if (f.place && !own.places.has(f.place)) fail('place from the other part', f.place);
      for (const s of f.services) if (!own.services.has(s)) fail('service from the other part', s);
    });
    expect(found).toEqual([]);
  });

  it('writes every fact in the prompt, verbatim', () => {
    const found = problems((b, fail) => {
      const { facts: f, prompt } = b;
      const strings = [
        f.name,
        f.nameTrap,
        f.person,
        f.place,
        f.phone,
        f.email,
        f.was,
        f.now,
        f.deadline,
        f.date,
      ];
      const more = [
        f.perSeat,
        f.perMonth,
        f.ageRange,
        f.scarcity,
        f.offer,
        ...f.services,
        ...(f.prices ?? []),
      ];
      for (const s of [...strings, ...more, ...(f.integrations ?? [])])
        if (s !== undefined && !prompt.includes(s)) fail('fact not in the prompt', s);
      if (f.nameTrap && !f.name?.includes(f.nameTrap)) fail('trap word not in the name', f.nameTrap);
      if (f.services.length < 1 || f.services.length > 3) fail(`${f.services.length} services`);
    });
    expect(found).toEqual([]);
  });

  it('lists every price the prompt gives, and marks each offer mechanic it states', () => {
    const trial =
      /\d+[- ]day free trial|free \d+-day trial|free for \d+ days|\d+ days (?:free|are free)|\d+ días (?:de prueba|gratis|son gratis)|(?:prueba gratis|prueba gratuita|gratis durante) (?:de )?\d+ días/i;
    const amount = (p: string) => Number(p.replace(/\D/g, ''));
    const found = problems((b, fail) => {
      const { facts: f, prompt } = b;
      const shown = [...new Set(prompt.match(PRICE) ?? [])].sort();
      if (shown.join('|') !== [...(f.prices ?? [])].sort().join('|'))
        fail('prices differ from the prompt', `${shown} vs ${f.prices}`);
      if (!!f.open247 !== /24\/7|24 horas/.test(prompt)) fail('24/7 flag');
      if (!!f.sameDay !== /same[- ]day|mismo día/i.test(prompt)) fail('same-day flag');
      if ((f.trialDays !== undefined) !== trial.test(prompt)) fail('trial days');
      if (f.trialDays && !new RegExp(`\\b${f.trialDays}(?:-day| days| días)`).test(prompt))
        fail('trial length');
      if (f.email !== prompt.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/)?.[0]) fail('email', f.email);
      const cue = '(?:until|till|through|ends|before|hasta el|antes del|termina el)';
      if (f.deadline && !new RegExp(`${cue} ${escapeRe(f.deadline)}`).test(prompt))
        fail('deadline without its cue');
      if ((f.was === undefined) !== (f.now === undefined)) fail('was without now');
      if (f.was && f.now) {
        if (amount(f.was) <= amount(f.now)) fail('was is not above now', `${f.was} ${f.now}`);
        if (!f.prices?.includes(f.was) || !f.prices.includes(f.now)) fail('was/now not in prices');
      }
      if (f.perSeat && !/per seat|per user|\/user|\/seat|por usuario/.test(f.perSeat))
        fail('per-seat phrase', f.perSeat);
      if (f.perMonth && !/month|\/mo\b|mes\b|mensual/.test(f.perMonth)) fail('per-month phrase', f.perMonth);
      if (f.ageRange && !/\d+.*\d+/.test(f.ageRange)) fail('age range', f.ageRange);
      if (f.free && !f.offer) fail('free with no offer');
      if (f.goal === 'call' && !f.phone) fail('a call goal with no phone');
    });
    expect(found).toEqual([]);
  });

  it("uses no other niche's words outside the brief's own name", () => {
    const found = problems((b, fail) => {
      const words = foreignWords(b);
      if (words.length) fail(`other niches' words ${words.join(', ')}`, b.prompt);
    });
    expect(found).toEqual([]);
  });

  it("marks every name that holds another niche's word with that word as its trap", () => {
    const found = problems((b, fail) => {
      if (!b.facts.name) return;
      const words = [
        ...otherNicheWords(b.facts.name, b.niche, [], 'en'),
        ...otherNicheWords(b.facts.name, b.niche, [], 'es'),
      ];
      for (const w of words)
        if (!b.facts.nameTrap || !mentions(b.facts.nameTrap, w))
          fail(`"${w}" in the name is not its trap`, b.facts.name);
    });
    expect(found).toEqual([]);
  });

  it('sets options from the product lists, on about a quarter of briefs', () => {
    const withOptions = briefs.filter((b) => b.options);
    expect(withOptions.length / briefs.length).toBeGreaterThan(0.15);
    expect(withOptions.length / briefs.length).toBeLessThan(0.35);
    for (const { options: o } of withOptions) {
      if (o!.industry) expect(INDUSTRIES).toContain(o!.industry);
      if (o!.targetAudience) expect(TARGET_AUDIENCES).toContain(o!.targetAudience);
      if (o!.primaryGoal) expect(PRIMARY_GOALS).toContain(o!.primaryGoal);
      if (o!.colorScheme) expect(COLOR_SCHEMES).toContain(o!.colorScheme);
      if (o!.tone) expect(TONES).toContain(o!.tone);
    }
  });

  it('covers every niche, in both languages', () => {
    for (const id of NICHE_IDS)
      expect(
        count(briefs, (b) => b.niche === id),
        id,
      ).toBeGreaterThanOrEqual(part === 'tuning' ? 8 : 3);
    const spanish = briefs.filter((b) => b.language === 'es');
    expect(spanish.length / briefs.length).toBeGreaterThan(0.18);
    expect(spanish.length / briefs.length).toBeLessThan(0.34);
    expect(new Set(spanish.map((b) => b.niche)).size).toBeGreaterThanOrEqual(part === 'tuning' ? 12 : 8);
  });

  it('varies the names: niche words, none, traps, brands, "&" and accents, and no name at all', () => {
    const ownWord = (b: GeneratedBrief) =>
      (['en', 'es'] as const).some((l) => VOCABULARY[l][b.niche].some((w) => mentions(b.facts.name!, w)));
    expect(count(briefs, (b) => !b.facts.name) / briefs.length).toBeGreaterThanOrEqual(0.15);
    expect(count(named, (b) => b.facts.nameTrap) / named.length).toBeGreaterThanOrEqual(0.15);
    expect(count(named, ownWord)).toBeGreaterThanOrEqual(min(20));
    expect(count(named, (b) => !ownWord(b) && !b.facts.nameTrap)).toBeGreaterThanOrEqual(min(60));
    expect(count(named, (b) => /\p{Ll}\p{Lu}|\.\p{Ll}{2,}$/u.test(b.facts.name!))).toBeGreaterThanOrEqual(
      min(10),
    );
    expect(count(named, (b) => /&|\+/.test(b.facts.name!))).toBeGreaterThanOrEqual(min(20));
    expect(count(named, (b) => /[À-ÿ]/.test(b.facts.name!))).toBeGreaterThanOrEqual(min(10));
    expect(count(briefs, (b) => b.facts.person && !b.facts.name)).toBeGreaterThanOrEqual(min(20));
  });

  it('states each offer mechanic often enough', () => {
    const mechanics: [string, (b: GeneratedBrief) => unknown][] = [
      ['was/now', (b) => b.facts.was],
      ['deadline', (b) => b.facts.deadline],
      ['24/7', (b) => b.facts.open247],
      ['same-day', (b) => b.facts.sameDay],
      ['free trial', (b) => b.facts.trialDays],
      ['per seat', (b) => b.facts.perSeat],
      ['per month', (b) => b.facts.perMonth],
      ['age range', (b) => b.facts.ageRange],
      ['integrations', (b) => b.facts.integrations?.length],
      ['scarcity', (b) => b.facts.scarcity],
      ['free offer', (b) => b.facts.free],
      ['free opt-in by a person', (b) => b.facts.goal === 'email' && b.facts.free && b.facts.person],
      ['event or start date', (b) => b.facts.date],
    ];
    for (const [what, pick] of mechanics) expect(count(briefs, pick), what).toBeGreaterThanOrEqual(min(10));
  });

  it('gives every kind of contact fact and price, in several national formats', () => {
    const kinds: [string, (b: GeneratedBrief) => unknown, number][] = [
      ['phone', (b) => b.facts.phone, 60],
      ['UK phone', (b) => /^(?:\+44|0[1-9])/.test(b.facts.phone ?? '') && b.facts.phone!.includes(' '), 5],
      [
        'Spanish phone',
        (b) => /^(?:\+34 |[6-9]\d{1,2} \d)/.test(b.facts.phone ?? '') && b.language === 'es',
        5,
      ],
      ['US phone', (b) => /555[-. ]01\d\d$/.test(b.facts.phone ?? ''), 20],
      ['email', (b) => b.facts.email, 30],
      ['place', (b) => b.facts.place, 150],
      ['person', (b) => b.facts.person, 60],
      ['doctor', (b) => b.facts.person?.startsWith('Dr'), 10],
      ['price in $', (b) => b.facts.prices?.some((p) => p.includes('$')), 40],
      ['price in £', (b) => b.facts.prices?.some((p) => p.includes('£')), 10],
      ['price in €', (b) => b.facts.prices?.some((p) => p.includes('€')), 20],
      ['price over 1,000', (b) => b.facts.prices?.some((p) => /\d[.,]\d{3}/.test(p)), 10],
    ];
    for (const [what, pick, n] of kinds) expect(count(briefs, pick), what).toBeGreaterThanOrEqual(min(n));
  });

  it('comes in every shape, each true to its form', () => {
    for (const shape of SHAPES)
      expect(count(briefs, (b) => b.shape === shape) / briefs.length, shape).toBeGreaterThan(0.08);
    for (const b of briefs) {
      const words = wordCount(b.prompt);
      if (b.shape === 'one-line') {
        expect(b.prompt, b.id).not.toContain('\n');
        expect(words, b.id).toBeLessThanOrEqual(16);
      }
      if (b.shape === 'terse') expect(words, b.id).toBeLessThanOrEqual(60);
      if (b.shape === 'bullets')
        expect(b.prompt.split('\n').filter((l) => /^[-•*–] /.test(l)).length, b.id).toBeGreaterThanOrEqual(3);
      if (b.shape === 'paragraph') expect(words, b.id).toBeLessThanOrEqual(140);
      if (b.shape === 'long') {
        expect(words, b.id).toBeGreaterThanOrEqual(120);
        expect(words, b.id).toBeLessThanOrEqual(250);
      }
    }
  });

  it('opens its briefs in many different ways', () => {
    const prose = briefs.filter((b) => b.shape === 'paragraph' || b.shape === 'long');
    const openings = new Set(
      prose.map((b) =>
        b.prompt
          .split(/\s+/)
          .slice(0, 2)
          .join(' ')
          .replace(/[,.:]$/, ''),
      ),
    );
    expect(openings.size).toBeGreaterThanOrEqual(min(40));
  });

  it('writes Spanish briefs with Spanish dates, prices and phrasing', () => {
    const spanish = briefs.filter((b) => b.language === 'es');
    for (const b of spanish) {
      for (const d of [b.facts.date, b.facts.deadline]) if (d) expect(d, b.id).toMatch(/^\d{1,2} de [a-z]+$/);
      if (b.shape !== 'one-line') expect(b.prompt, b.id).toMatch(/[áéíóúñ¿¡]|\b(?:para|con|de|el|la|y)\b/i);
    }
    expect(count(spanish, (b) => /\d €|\d€/.test(b.prompt))).toBeGreaterThanOrEqual(min(15));
  });
});

describe('niche vocabulary in the briefs', () => {
  // The vocabulary rule means something only if each niche's briefs use its words.
  it("is used by each niche's own briefs, in each language", () => {
    const all = [...tuningBriefs(), ...heldOutBriefs()];
    for (const id of NICHE_IDS)
      for (const lang of ['en', 'es'] as const) {
        const prompts = all.filter((b) => b.niche === id && b.language === lang).map((b) => b.prompt);
        if (!prompts.length) continue;
        const live = VOCABULARY[lang][id].some((w) => prompts.some((p) => mentions(p, w)));
        expect(live, `${id} (${lang})`).toBe(true);
      }
  });
});

describe('niche ids', () => {
  it('include the kids camp', () => {
    expect(NICHE_IDS).toContain('kids-camp' satisfies NicheId);
  });
});
