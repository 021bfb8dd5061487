import type { INDUSTRIES, TARGET_AUDIENCES } from '../../../src/shared/constants.ts';

/**
 * The shapes of the generator's pools (tests/briefs/generator.ts). Every pool is an ordered list
 * whose every 4th entry belongs to the held-out part (see `portion`), so the order of entries in
 * a pool decides which part may use them: a held-out brief never reuses a tuning entry.
 */

export type Goal =
  | 'leads'
  | 'call'
  | 'booking'
  | 'email'
  | 'signup'
  | 'sales'
  | 'event'
  | 'consultation'
  | 'donate';

/** Offer mechanics a niche's briefs may use (each is a fact kind of GeneratedBrief). */
export type Mechanic =
  | 'wasNow'
  | 'deadline'
  | 'open247'
  | 'sameDay'
  | 'trial'
  | 'perSeat'
  | 'perMonth'
  | 'age'
  | 'integrations'
  | 'scarcity'
  | 'date';

/**
 * One kind of business within a niche, in one language. A niche with several trades (plumbing,
 * roofing...) has one flavour per trade, so the services, names and offers of a brief agree.
 */
export interface Flavour {
  /**
   * What the business is, as a noun phrase: English without its article ('plumbing company'),
   * Spanish with it ('una empresa de fontanería').
   */
  desc: string[];
  /** What the owner of a person-led business is: 'wedding photographer'; Spanish 'masc / fem'. */
  who?: string[];
  /** What is sold, as a marketer writes it: 'drain cleaning', 'Invisalign'. */
  services: string[];
  /** Services for children (used with an age range); a kids' camp's services are all for children. */
  kids?: string[];
  /** Business or product names: 'Name' or 'Name | Trap' (Trap: the misleading word in it). */
  names: string[];
  /**
   * Offers: 'text | 59-129' is priced (a price range in dollars, pounds or euros), 'text' with
   * free/gratis is free, 'email: text' is a free opt-in (an email list), 'plain: text' a campaign
   * with no price. Spanish offers carry their article ('una limpieza dental'), kept out of the fact.
   */
  offers: string[];
  /** Sentences that give a start or event date: 'Camp starts {date}.' */
  dates?: string[];
  /** Sentences that give a monthly price: 'Membership is {perMonth}.' */
  monthly?: string[];
}

export interface NicheSpec {
  industry: (typeof INDUSTRIES)[number];
  audience: (typeof TARGET_AUDIENCES)[number];
  /** What the visitor should do; the first is the usual one. */
  goals: Goal[];
  mechanics: Mechanic[];
  /** Serves a place: most briefs name a city and many a phone. */
  local: boolean;
  /** 'doctor': the person is 'Dr. ...'; 'led': a person-led business, sometimes with no name. */
  person?: 'doctor' | 'led';
  /** Monthly and per-seat price ranges, when the niche has them. */
  monthly?: [number, number];
  seat?: [number, number];
  /** Children's ages the niche serves: [youngest lower bound, oldest upper bound]. */
  ages?: [number, number];
  en: Flavour | Flavour[];
  es?: Flavour | Flavour[];
}

/** One entry per line; blank lines and the indentation around entries are ignored. */
export function list(strings: TemplateStringsArray): string[] {
  return strings
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Every 4th entry (index 3, 7, 11...) is held out; the rest is for tuning. */
export function isHeldOut(index: number): boolean {
  return index % 4 === 3;
}

export function portion<T>(pool: readonly T[], part: 'tuning' | 'held-out'): T[] {
  return pool.filter((_, i) => isHeldOut(i) === (part === 'held-out'));
}

export interface Name {
  name: string;
  trap?: string;
}

export function parseName(entry: string): Name {
  const [name, trap] = entry.split(' | ').map((s) => s.trim());
  return trap ? { name: name!, trap } : { name: name! };
}

export interface Offer {
  text: string;
  /** Spanish article ('un', 'una'); English articles are worked out. */
  article?: string;
  kind: 'priced' | 'free' | 'email' | 'plain';
  range?: [number, number];
}

export function parseOffer(entry: string): Offer {
  let rest = entry;
  let kind: Offer['kind'] | undefined;
  const prefix = /^(email|plain): /.exec(rest);
  if (prefix) {
    kind = prefix[1] as Offer['kind'];
    rest = rest.slice(prefix[0].length);
  }
  const [raw, range] = rest.split(' | ');
  let text = raw!.trim();
  let article: string | undefined;
  const art = /^(un|una|unos|unas) /.exec(text);
  if (art) {
    article = art[1];
    text = text.slice(art[0].length);
  }
  if (range) {
    const [lo, hi] = range.split('-').map(Number);
    return { text, article, kind: 'priced', range: [lo!, hi!] };
  }
  return { text, article, kind: kind ?? (/\bfree\b|gratis|gratuit/i.test(text) ? 'free' : 'plain') };
}

export const flavoursOf = (pools: Flavour | Flavour[]): Flavour[] => (Array.isArray(pools) ? pools : [pools]);

/** The fields a bulleted brief labels. */
export type BulletField =
  | 'name'
  | 'desc'
  | 'who'
  | 'person'
  | 'services'
  | 'place'
  | 'offer'
  | 'pricing'
  | 'date'
  | 'ages'
  | 'integrations'
  | 'hours'
  | 'phone'
  | 'email'
  | 'goal'
  | 'style'
  | 'urgency';

/** Short fragments, no verbs: the terse notes and the values of bulleted briefs. */
export interface Fragments {
  /** What separates fragments in a terse brief. */
  join: string[];
  name: string[];
  desc: string[];
  who: string[];
  services: string[];
  place: string[];
  person: string[];
  phone: string[];
  email: string[];
  priced: string[];
  wasNow: string[];
  deadline: string[];
  free: string[];
  trial: string[];
  perSeat: string[];
  perMonth: string[];
  open247: string[];
  sameDay: string[];
  age: string[];
  integrations: string[];
  scarcity: string[];
  date: string[];
  style: string[];
  goal: Record<Goal, string[]>;
}

/**
 * How one language introduces each fact. Templates fill {slots}; a [bracketed part] is dropped
 * when a slot inside it has no value. Every list has at least 4 entries, so the held-out part
 * has its own phrasing of everything.
 */
export interface Phrasing {
  oneLineNamed: string[];
  oneLineUnnamed: string[];
  introNamed: string[];
  introPerson: string[];
  introUnnamed: string[];
  person: string[];
  services: string[];
  place: string[];
  priced: string[];
  wasNow: string[];
  free: string[];
  emailByPerson: string[];
  plain: string[];
  trial: string[];
  open247: string[];
  sameDay: string[];
  /** How an age range is written ('ages {a}-{b}') and the sentences that carry it. */
  agePhrase: string[];
  ageLine: string[];
  integrations: string[];
  scarcityPhrase: string[];
  scarcityLine: string[];
  perSeatPhrase: string[];
  perSeatLine: string[];
  perMonthPhrase: string[];
  monthly: string[];
  phone: string[];
  email: string[];
  goal: Record<Goal, string[]>;
  colours: string[];
  tones: string[];
  sections: string[];
  style: string[];
  filler: string[];
  /** Openers for filler sentences in long briefs ('Oh and', 'También'). */
  connectors: string[];
  terse: Fragments;
  bullets: { mark: string[]; head: string[]; labels: Record<BulletField, string[]> };
  /** The last joiner of a list: 'and' / 'y'. */
  and: string;
}
