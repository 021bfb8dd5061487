import { mulberry32 } from '../../src/server/lib/seeded-random.ts';
import { NICHE_IDS, type NicheId } from './niche-vocabulary.ts';
import { CITIES_EN, CITIES_ES, INTEGRATIONS, NICHES, PEOPLE_EN, PEOPLE_ES, PHRASING } from './pools/index.ts';
import {
  type City,
  dateFor,
  emailFor,
  formatMoney,
  type MoneyStyle,
  money,
  parseCity,
  parsePerson,
  phoneFor,
} from './pools/locale.ts';
import {
  type Flavour,
  flavoursOf,
  type Goal,
  type Mechanic,
  type Name,
  type NicheSpec,
  type Offer,
  type Phrasing,
  parseName,
  parseOffer,
  portion,
} from './pools/types.ts';

/**
 * What one generated brief will say (generator.ts): its niche, language, shape and the facts it
 * states, drawn from this part's portion of every pool. render.ts then writes it.
 */

export type Part = 'tuning' | 'held-out';
export type Shape = 'one-line' | 'terse' | 'paragraph' | 'bullets' | 'long';

// ── Randomness ─────────────────────────────────────────────────────────────────────────────────

export { mulberry32 };

/** Draws for one part: `pick` and `sample` only ever see that part's portion of a pool. */
export class Draw {
  constructor(
    readonly rng: () => number,
    readonly part: Part,
  ) {}
  chance(p: number): boolean {
    return this.rng() < p;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.rng() * (hi - lo + 1));
  }
  /** An item of a structural list (not a pool: both parts may use every item). */
  any<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('nothing to choose from');
    return items[Math.floor(this.rng() * items.length)]!;
  }
  pick<T>(pool: readonly T[]): T {
    return this.any(portion(pool, this.part));
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.rng() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
  sample<T>(pool: readonly T[], n: number): T[] {
    return this.shuffle(portion(pool, this.part)).slice(0, n);
  }
  private shares = new Map<string, { n: number; offset: number }>();
  /**
   * True for a steady share `p` of the calls with this key: the same long-run rate as
   * chance(p), without its spread, so a small part still gets its share of a rare fact.
   */
  share(key: string, p: number): boolean {
    let s = this.shares.get(key);
    if (!s) {
      s = { n: 0, offset: this.rng() };
      this.shares.set(key, s);
    }
    const hit = Math.floor((s.n + 1) * p + s.offset) > Math.floor(s.n * p + s.offset);
    s.n++;
    return hit;
  }
  weighted<T>(items: readonly [T, number][]): T {
    let r = this.rng() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items.at(-1)![0];
  }
}

// ── Templates ──────────────────────────────────────────────────────────────────────────────────

export type Slots = Record<string, string | undefined>;

/**
 * Fills {slots}; a [bracketed part] stays only when every slot in it has a value. Null when a
 * slot outside brackets has none. `used` collects the slots the text ended up with, which is
 * how a brief's facts list only what its prompt says.
 */
export function fill(template: string, slots: Slots, used?: Set<string>): string | null {
  const keys = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const known = (text: string) => keys(text).every((key) => slots[key] !== undefined);
  const kept = template.replace(/\[([^\]]*)\]/g, (_, inner: string) => (known(inner) ? inner : ''));
  if (!known(kept)) return null;
  for (const key of keys(kept)) used?.add(key);
  // A name that ends in a period ends the sentence too: 'for Summit Wedding Co.', not 'Co..'.
  return kept.replace(/\{(\w+)\}/g, (_, key: string) => slots[key]!).replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

// ── The plan ───────────────────────────────────────────────────────────────────────────────────

export interface Plan {
  draw: Draw;
  lang: 'en' | 'es';
  niche: NicheId;
  spec: NicheSpec;
  flavour: Flavour;
  phr: Phrasing;
  shape: Shape;
  city: City;
  money: MoneyStyle;
  /** Values for the templates: name, person, place, services, offer, price... */
  slots: Slots;
  services: string[];
  name?: Name;
  /** A coach, photographer, therapist... whose person is the brand. */
  personLed: boolean;
  offer?: Offer;
  /** Offer mechanics this brief states, each as a line or a fragment. */
  mech: Set<Mechanic>;
  goal: Goal;
  tools: string[];
  /** Price strings by the slot that shows them: facts.prices lists only the ones shown. */
  priceOf: Record<string, string>;
}

const SHAPE_WEIGHTS: [Shape, number][] = [
  ['one-line', 0.14],
  ['terse', 0.2],
  ['paragraph', 0.32],
  ['bullets', 0.16],
  ['long', 0.18],
];

/** The share of Spanish briefs, spread over the niches that have Spanish pools. */
const SPANISH_SHARE = 0.25;

/** Niches in shuffled rounds, so every niche gets its share; SaaS, the largest market, twice. */
export function nicheOrder(draw: Draw, count: number): NicheId[] {
  const round: NicheId[] = [...NICHE_IDS, 'saas'];
  const order: NicheId[] = [];
  while (order.length < count) order.push(...draw.shuffle(round));
  return order.slice(0, count);
}

export function planBrief(draw: Draw, niche: NicheId): Plan {
  const spec = NICHES[niche];
  const rounds = [...NICHE_IDS, 'saas' as const];
  const spanish = rounds.filter((id) => NICHES[id].es).length;
  const lang =
    spec.es && draw.share(`es:${niche}`, Math.min(0.6, (SPANISH_SHARE * rounds.length) / spanish))
      ? 'es'
      : 'en';
  const flavour = draw.any(flavoursOf(spec[lang]!));
  const shape = draw.weighted(SHAPE_WEIGHTS);
  const city = parseCity(draw.pick(lang === 'en' ? CITIES_EN : CITIES_ES));
  const plan: Plan = {
    draw,
    lang,
    niche,
    spec,
    flavour,
    phr: PHRASING[lang],
    shape,
    city,
    money: { country: city.country, tight: draw.chance(0.3) },
    slots: {},
    services: [],
    personLed: false,
    mech: new Set(),
    goal: spec.goals.length > 1 && draw.chance(0.35) ? draw.any(spec.goals.slice(1)) : spec.goals[0]!,
    tools: [],
    priceOf: {},
  };
  planWho(plan);
  planMechanics(plan);
  planServices(plan);
  planContact(plan);
  planPrices(plan);
  return plan;
}

/** A named business, a person-led one (sometimes with no business name), or neither. */
function planWho(plan: Plan) {
  const { draw, spec, flavour, lang, slots } = plan;
  const short = plan.shape === 'one-line';
  plan.personLed = spec.person === 'led' && !!flavour.who && draw.chance(short ? 0.2 : 0.4);
  const named = plan.personLed ? draw.chance(0.35) : draw.chance(short ? 0.6 : 0.8);
  if (named) plan.name = parseName(draw.pick(flavour.names));
  slots.name = plan.name?.name;
  if (
    plan.personLed ||
    (!short && draw.share(`person:${spec.person}`, spec.person === 'doctor' ? 0.4 : 0.15))
  )
    addPerson(plan);
  slots.desc = draw.pick(flavour.desc);
  slots.a_desc = lang === 'en' ? `${article(slots.desc)} ${slots.desc}` : slots.desc;
  if (draw.chance(spec.local ? (short ? 0.75 : 0.85) : 0.15)) slots.place = plan.city.name;
}

/** The owner, doctor or creator: 'Dr. Ana Ruiz', 'Maria González'; with what they do, if known. */
function addPerson(plan: Plan) {
  const { draw, spec, flavour, lang, slots } = plan;
  const person = parsePerson(draw.pick(lang === 'en' ? PEOPLE_EN : PEOPLE_ES));
  const title = spec.person === 'doctor' ? (lang === 'es' && person.female ? 'Dra. ' : 'Dr. ') : '';
  slots.person = title + person.name;
  // Spanish puts an article before a title: 'Lo lleva la Dra. Ana Ruiz'.
  slots.el_person = title ? `${title === 'Dra. ' ? 'la' : 'el'} ${slots.person}` : slots.person;
  if (flavour.who) {
    const [masc, fem] = draw.pick(flavour.who).split(' / ');
    slots.who = lang === 'es' && person.female ? (fem ?? masc) : masc;
    slots.a_who = lang === 'en' ? `${article(slots.who!)} ${slots.who}` : slots.who;
  }
}

/** Which offer facts the brief states; a one-line brief states none. */
function planMechanics(plan: Plan) {
  const { draw, spec, flavour, niche, mech } = plan;
  if (plan.shape === 'one-line') return;
  const can = (m: Mechanic) => spec.mechanics.includes(m);
  const maybe = (m: Mechanic, p: number, when = true) => {
    if (can(m) && when && draw.share(`${niche}:${m}`, p)) mech.add(m);
  };
  maybe('age', niche === 'kids-camp' ? 0.9 : 0.3, !!flavour.kids || niche === 'kids-camp');
  maybe('trial', niche === 'saas' ? 0.55 : 0.35);
  maybe('perSeat', 0.6);
  maybe('perMonth', 0.4, !mech.has('perSeat'));
  maybe('integrations', 0.6);
  maybe('open247', 0.45);
  maybe('sameDay', 0.4, !mech.has('open247'));
  maybe('scarcity', 0.35);
  maybe('date', niche === 'events' ? 0.9 : 0.45, !!flavour.dates);
  if (draw.chance(0.8)) plan.offer = parseOffer(draw.pick(flavour.offers));
  maybe('wasNow', 0.45, plan.offer?.kind === 'priced');
  maybe('deadline', 0.4, !!plan.offer);
  // An opt-in offer is there to collect emails, whatever the niche usually wants; it is often
  // a named person's ('a free 5-day email course by Maria González').
  if (plan.offer?.kind === 'email') {
    plan.goal = 'email';
    if (!plan.slots.person && draw.chance(0.6)) addPerson(plan);
  }
}

/** What is sold: 1-3 services; children's services when the brief gives an age range. */
function planServices(plan: Plan) {
  const { draw, flavour, slots, mech } = plan;
  const pool = mech.has('age') && flavour.kids ? flavour.kids : flavour.services;
  const n =
    plan.shape === 'one-line'
      ? 1
      : draw.weighted<number>([
          [1, 0.4],
          [2, 0.4],
          [3, 0.2],
        ]);
  plan.services = draw.sample(pool, n);
  plan.services.forEach((s, i) => {
    slots[`service${i}`] = s;
  });
  slots.service = plan.services[0];
  slots.services = joinList(plan.services, plan.phr.and, draw, plan.lang);
}

function planContact(plan: Plan) {
  const { draw, spec, slots, city } = plan;
  const short = plan.shape === 'one-line';
  if (plan.goal === 'call' || draw.chance(spec.local ? (short ? 0.15 : 0.45) : 0.08))
    slots.phone = phoneFor(city, draw.rng);
  if (!short && (slots.name || slots.person) && draw.chance(0.3))
    slots.email = emailFor(
      { name: slots.name, person: slots.person, country: city.country, language: plan.lang },
      draw.rng,
    );
}

function planPrices(plan: Plan) {
  const { draw, spec, slots, mech, phr, lang, offer } = plan;
  const price = (range: [number, number]) =>
    money(range[0] + draw.rng() * (range[1] - range[0]), plan.money, draw.rng);
  if (offer) {
    slots.offer = offer.text;
    slots.a_offer =
      lang === 'en' ? `${article(offer.text)} ${offer.text}` : `${offer.article ?? ''} ${offer.text}`.trim();
    if (offer.kind === 'priced') {
      const now = price(offer.range!);
      slots.price = now.text;
      plan.priceOf.price = now.text;
      if (mech.has('wasNow')) {
        // The old price is 30-80% above the new one, rounded as a price in the same currency.
        slots.was = formatMoney(wasPrice(now.amount, draw), plan.money);
        slots.now = now.text;
        plan.priceOf.was = slots.was;
        plan.priceOf.now = now.text;
      }
    }
  }
  const { country } = plan.city;
  // An offer ends before the event or start date it leads to (an early-bird price).
  const month = draw.int(0, 9);
  if (mech.has('deadline')) slots.deadline = dateFor(country, lang, draw.rng, [month]);
  if (mech.has('date')) slots.date = dateFor(country, lang, draw.rng, [month + 1, month + 2]);
  if (mech.has('trial')) slots.n = String(draw.any(plan.niche === 'fitness' ? [7, 14, 30] : [7, 14, 21, 30]));
  if (mech.has('perSeat')) {
    const p = price(spec.seat!);
    slots.perSeat = fill(draw.pick(phr.perSeatPhrase), { price: p.text })!;
    plan.priceOf.perSeat = p.text;
  }
  if (mech.has('perMonth')) {
    const p = price(spec.monthly!);
    slots.perMonth = fill(draw.pick(phr.perMonthPhrase), { price: p.text })!;
    plan.priceOf.perMonth = p.text;
  }
  if (mech.has('age')) {
    const [lo, hi] = spec.ages ?? [5, 12];
    const a = draw.int(lo, lo + 3);
    const b = draw.int(Math.max(a + 3, hi - 3), hi);
    slots.age = fill(draw.pick(phr.agePhrase), { a: String(a), b: String(b) })!;
  }
  if (mech.has('integrations')) {
    plan.tools = draw.sample(INTEGRATIONS, draw.int(1, 3));
    slots.list = joinList(plan.tools, phr.and, draw, lang);
  }
  if (mech.has('scarcity'))
    slots.scarcity = fill(draw.pick(phr.scarcityPhrase), { k: String(draw.int(5, 20)) })!;
}

function wasPrice(now: number, draw: Draw): number {
  const value = now * (1.3 + draw.rng() * 0.5);
  const unit = value < 100 ? 5 : value < 1000 ? 10 : value < 10_000 ? 50 : 1000;
  let was = Math.round(value / unit) * unit;
  if (unit <= 10 && was >= 20 && draw.chance(0.5)) was -= 1;
  return was > now ? was : now + unit;
}

/** 'a' or 'an' for an English noun phrase; acronyms go by their letter ('an HVAC', 'a VIP'). */
export function article(phrase: string): 'a' | 'an' {
  const word = phrase.split(/[\s-]/)[0]!;
  if (/^[A-Z]{2,}$/.test(word) && word !== 'STEM') return 'AEFHILMNORSX'.includes(word[0]!) ? 'an' : 'a';
  if (/^(8|11|18)(\D|$)/.test(word)) return 'an';
  if (/^\d/.test(word)) return 'a';
  if (/^(uni|use|usu|euro|one|once)/i.test(word)) return 'a';
  if (/^(hour|honest|honor)/i.test(word)) return 'an';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** 'a, b and c' (sometimes with the Oxford comma); Spanish 'y' becomes 'e' before an i- sound. */
export function joinList(items: readonly string[], and: string, draw: Draw, lang: 'en' | 'es'): string {
  if (items.length === 1) return items[0]!;
  const last = items.at(-1)!;
  // 'dog and cat adoptions and school supply drives' reads as three things: commas only then.
  if (items.some((item) => item.includes(` ${and} `))) return items.join(', ');
  const word = lang === 'es' && /^h?i(?![aeiouáéíóú])/i.test(last) ? 'e' : and;
  const comma = lang === 'en' && items.length > 2 && draw.chance(0.3) ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${comma} ${word} ${last}`;
}
