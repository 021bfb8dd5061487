import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  mentions,
  NICHE_IDS,
  NICHE_VOCABULARY,
  type NicheId,
  otherNicheWords,
} from '../../../../../tests/briefs/niche-vocabulary.ts';
import { profileCopy } from '../../../../../tests/support/offline-composer-helpers.ts';
import { PROFILES } from './index.ts';
import { parseProfile } from './profile-schema.ts';

/**
 * The niche each profile writes for; null for profiles that serve several (their copy may use
 * no niche's own words at all).
 */
const PROFILE_NICHE: Record<string, NicheId | null> = {
  dental: 'dental',
  clinic: 'medical-clinic',
  chiropractic: 'chiropractic-physio',
  therapy: 'therapy',
  wellness: null,
  fitness: 'fitness',
  beauty: 'beauty-salon',
  restaurant: 'restaurant',
  'real-estate': 'real-estate-seller',
  'real-estate-buyer': 'real-estate-buyer',
  mortgage: 'mortgage',
  insurance: 'insurance',
  accounting: 'accounting',
  finance: null,
  legal: 'legal',
  'home-services': 'home-services',
  automotive: 'automotive',
  saas: 'saas',
  app: null,
  agency: 'agency',
  consulting: null,
  coaching: 'coaching',
  education: 'online-course',
  events: 'events',
  'kids-camp': 'kids-camp',
  ecommerce: 'ecommerce',
  nonprofit: 'nonprofit',
  travel: 'travel',
  pet: 'pet-services',
  photography: 'wedding-photography',
  creative: null,
  'lead-magnet': null,
  general: null,
};

/**
 * Claims no profile may make about a business it knows nothing about: ratings, counts, awards,
 * experience, response times, guarantees, prices. A brief states them, or the page shows a
 * placeholder.
 */
const INVENTED_CLAIMS =
  /\d|★|%|\$|£|€|\baward|#1\b|\bnumber one\b|\btop[- ]rated\b|\brated\b|\bfive[- ]star|\bthousands\b|\bhundreds\b|\bmillions?\b|\btrusted by\b|\byears? of\b|\bdecades?\b|\bguarantee|\bmoney[- ]back\b|\bwithin (?:an? |one |two |\w+ )?(?:minutes?|hours?|days?|business day)\b|\bsame[- ]day\b|\bfastest\b|\bcheapest\b|\blowest\b|\bbest in\b|\bcertified\b|\baccredited\b|\blicensed\b|\binsured\b|\bfeatured in\b|\bas seen\b|\bno hidden fees\b|\bhappy (?:customers|clients|patients|families)\b/i;

describe('niche profiles', () => {
  it('every profile has a niche entry, and every corpus niche has a profile', () => {
    for (const p of PROFILES) expect(Object.keys(PROFILE_NICHE), p.id).toContain(p.id);
    const covered = new Set(PROFILES.map((p) => PROFILE_NICHE[p.id]));
    for (const niche of NICHE_IDS) expect(covered.has(niche), niche).toBe(true);
  });

  it.each(PROFILES.map((p) => [p.id, p] as const))('%s invents no facts about the business', (_id, p) => {
    for (const text of profileCopy(p)) expect(text, p.id).not.toMatch(INVENTED_CLAIMS);
  });

  it.each(PROFILES.map((p) => [p.id, p] as const))("%s uses no other niche's words", (_id, p) => {
    const niche = PROFILE_NICHE[p.id];
    const text = profileCopy(p).join(' \n ');
    if (niche) expect(otherNicheWords(text, niche)).toEqual([]);
    else expect(NICHE_IDS.flatMap((id) => NICHE_VOCABULARY[id]).filter((w) => mentions(text, w))).toEqual([]);
  });

  it.each(PROFILES.map((p) => [p.id, p] as const))('%s has complete copy', (_id, p) => {
    expect(p.services.length).toBeGreaterThanOrEqual(3);
    expect(p.services.length).toBeLessThanOrEqual(5);
    expect(p.serviceCard).toContain('{service}');
    expect(p.benefits.length).toBeGreaterThanOrEqual(3);
    expect(p.steps.length).toBe(3);
    expect(p.faq.length).toBeGreaterThanOrEqual(3);
    expect(p.figures.length).toBeGreaterThanOrEqual(2);
    expect(p.plans.length).toBeGreaterThanOrEqual(2);
  });
});

describe('profiles as data', () => {
  const dataDir = fileURLToPath(new URL('./data/', import.meta.url));
  const files = readdirSync(dataDir).filter((f) => f.endsWith('.json'));
  const dental = () => JSON.parse(readFileSync(`${dataDir}dental.json`, 'utf8')) as Record<string, unknown>;

  it('every JSON file in data/ is a loaded profile, named by its id', () => {
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(PROFILES.map((p) => p.id).sort());
  });

  it('a profile with an unknown icon, scheme, goal or field is refused, naming the profile', () => {
    expect(() => parseProfile(dental())).not.toThrow();
    expect(() => parseProfile({ ...dental(), icon: 'tooth' })).toThrow(/'dental' is invalid[\s\S]*icon/);
    expect(() => parseProfile({ ...dental(), scheme: 'mauve' })).toThrow(/scheme must be a key of SCHEMES/);
    expect(() => parseProfile({ ...dental(), goal: 'sell' })).toThrow(/goal/);
    expect(() => parseProfile({ ...dental(), headine: 'typo' })).toThrow(/headine/);
    expect(() => parseProfile({ ...dental(), keywords: 'dentist, teeth:4' })).toThrow(/phrase:weight/);
  });

  it("the editor's note ('about') stays in the file, out of the profile", () => {
    expect(dental().about).toBeUndefined();
    const withNote = parseProfile({ ...dental(), about: 'Dentists and orthodontists.' });
    expect(withNote).not.toHaveProperty('about');
  });
});
