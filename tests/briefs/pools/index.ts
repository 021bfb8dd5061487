import { NICHE_IDS, type NicheId } from '../niche-vocabulary.ts';
import { CITIES_EN, CITIES_ES, PEOPLE_EN, PEOPLE_ES, parseCity, parsePerson } from './locale.ts';
import { ADVICE_NICHES } from './niches/advice.ts';
import { BEAUTY_NICHES } from './niches/beauty.ts';
import { CARE_NICHES } from './niches/care.ts';
import { HEALTH_NICHES } from './niches/health.ts';
import { HOME_SERVICES_NICHES } from './niches/home-services.ts';
import { LEARNING_NICHES } from './niches/learning.ts';
import { LOCAL_NICHES } from './niches/local.ts';
import { PEOPLE_NICHES } from './niches/people.ts';
import { PROPERTY_NICHES } from './niches/property.ts';
import { SOFTWARE_NICHES } from './niches/software.ts';
import { PHRASING_EN } from './phrasing-en.ts';
import { PHRASING_ES } from './phrasing-es.ts';
import { flavoursOf, list, type NicheSpec, type Phrasing, parseName } from './types.ts';

const ALL: Partial<Record<NicheId, NicheSpec>> = {
  ...HEALTH_NICHES,
  ...CARE_NICHES,
  ...BEAUTY_NICHES,
  ...LOCAL_NICHES,
  ...HOME_SERVICES_NICHES,
  ...PROPERTY_NICHES,
  ...ADVICE_NICHES,
  ...PEOPLE_NICHES,
  ...SOFTWARE_NICHES,
  ...LEARNING_NICHES,
};

/** Every niche's pools; a niche without a spec fails here, at load, not in some later brief. */
export const NICHES: Record<NicheId, NicheSpec> = Object.fromEntries(
  NICHE_IDS.map((id) => {
    const spec = ALL[id];
    if (!spec) throw new Error(`tests/briefs/pools: no pools for niche "${id}"`);
    return [id, spec];
  }),
) as Record<NicheId, NicheSpec>;

export const PHRASING: Record<'en' | 'es', Phrasing> = { en: PHRASING_EN, es: PHRASING_ES };

/** Tools a software brief says it connects to, with their own spelling. */
export const INTEGRATIONS = list`
  Slack
  Google Drive
  QuickBooks
  HubSpot
  Zapier
  Shopify
  Stripe
  Notion
  Xero
  Salesforce
  Google Calendar
  Gmail
  Microsoft Teams
  Trello
  Mailchimp
  Outlook`;

export { CITIES_EN, CITIES_ES, PEOPLE_EN, PEOPLE_ES };

export interface Pool {
  /** Where the list is, for messages: 'dental.en.0.names', 'phrasing.es.terse.phone'. */
  path: string;
  /** The entries as a brief uses them: a name without its trap word, a city without its code. */
  entries: string[];
}

/** Every list the generator draws from, for the tests (tuning and held-out portions must not meet). */
export function allPools(): Pool[] {
  const pools: Pool[] = [];
  const walk = (path: string, value: unknown, key = (s: string) => s) => {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
      pools.push({ path, entries: value.map(key) });
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value))
        walk(`${path}.${k}`, v, k === 'names' ? (s) => parseName(s).name : key);
  };
  for (const id of NICHE_IDS)
    for (const language of ['en', 'es'] as const) {
      const pools = NICHES[id][language];
      for (const [i, flavour] of flavoursOf(pools ?? []).entries()) walk(`${id}.${language}.${i}`, flavour);
    }
  walk('phrasing', PHRASING);
  pools.push({ path: 'cities.en', entries: CITIES_EN.map((c) => parseCity(c).name) });
  pools.push({ path: 'cities.es', entries: CITIES_ES.map((c) => parseCity(c).name) });
  pools.push({ path: 'people.en', entries: PEOPLE_EN.map((p) => parsePerson(p).name) });
  pools.push({ path: 'people.es', entries: PEOPLE_ES.map((p) => parsePerson(p).name) });
  pools.push({ path: 'integrations', entries: INTEGRATIONS });
  return pools;
}
