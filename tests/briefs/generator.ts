import type { GenerationOptions } from '../../src/shared/api/generation.ts';
import { COLOR_SCHEMES, type PRIMARY_GOALS, TONES } from '../../src/shared/constants.ts';
import type { NicheId } from './niche-vocabulary.ts';
import { Draw, mulberry32, nicheOrder, type Part, type Plan, planBrief, type Shape } from './plan.ts';
import type { Goal } from './pools/types.ts';
import { render } from './render.ts';

/**
 * A seeded generator of marketers' briefs, to prove the offline composer works on briefs it has
 * never seen. Each brief comes with its ground truth (`facts`): what a page built from it must
 * show, every string written in the prompt exactly as the fact has it.
 *
 * Two parts from disjoint pools: every pool (names, people, cities, services, offers, sentence
 * templates; tests/briefs/pools/) gives every 4th entry to the held-out part only. Engineers
 * read the tuning briefs while fixing the engine; the held-out briefs measure whether the fixes
 * generalise, so nobody reads them, and the engine knows no pool entry.
 *
 * Deterministic: one seed, one list of briefs (mulberry32, never Math.random). plan.ts decides
 * what a brief says, render.ts writes it.
 */

export type { Goal, Part, Shape };
export { mulberry32 };
export const SHAPES: readonly Shape[] = ['one-line', 'terse', 'paragraph', 'bullets', 'long'];

export interface GeneratedBrief {
  /** 't-0001' tuning, 'h-0001' held-out. */
  id: string;
  part: Part;
  language: 'en' | 'es';
  /** What is sold decides the niche. */
  niche: NicheId;
  prompt: string;
  /** The generator's advanced options, set on about a quarter of the briefs. */
  options?: Partial<GenerationOptions>;
  /** Ground truth: every string appears verbatim (case-sensitive) in `prompt`. */
  facts: {
    /** Business or product name, as written. */
    name?: string;
    /** The misleading word in the name: another niche's word, or 'Studio', 'Academy', 'Express'... */
    nameTrap?: string;
    person?: string;
    place?: string;
    phone?: string;
    email?: string;
    /** 1-3 things sold, as written. */
    services: string[];
    /** Every price as written: '$129', '45 €', '£1,200'. */
    prices?: string[];
    was?: string;
    now?: string;
    /** When the offer ends; the prompt puts until/ends/before/hasta... right before it. */
    deadline?: string;
    /** An event or start date, as written. */
    date?: string;
    /** The prompt says 24/7 (or '24 horas'). */
    open247?: boolean;
    /** The prompt says same-day (or 'en el mismo día'). */
    sameDay?: boolean;
    trialDays?: number;
    /** The per-seat price phrase: '$12 per seat per month', '9 € por usuario al mes'. */
    perSeat?: string;
    /** The monthly price phrase: '$49/month', '49 € al mes'. */
    perMonth?: string;
    ageRange?: string;
    /** Tools the product connects to, with their own spelling. */
    integrations?: string[];
    scarcity?: string;
    /** The main offer is free (a free consultation, course, guide): the page must not sell it. */
    free?: boolean;
    offer?: string;
    /** What the visitor should do. */
    goal: Goal;
  };
  shape: Shape;
}

export const TUNING_SEED = 20_250_611;
export const HELD_OUT_SEED = 90_417;
/** 16 briefs per niche (32 for SaaS) for tuning, 6 per niche (12 for SaaS) held out. */
export const TUNING_COUNT = 432;
export const HELD_OUT_COUNT = 162;

let tuning: GeneratedBrief[] | undefined;
let heldOut: GeneratedBrief[] | undefined;
/** The tuning briefs, computed on first use. Treat as read-only. */
export const tuningBriefs = (): GeneratedBrief[] => {
  tuning ??= generateBriefs({ part: 'tuning' });
  return tuning;
};
/** The held-out briefs, computed on first use. Report their pass rates, never their contents. */
export const heldOutBriefs = (): GeneratedBrief[] => {
  heldOut ??= generateBriefs({ part: 'held-out' });
  return heldOut;
};

/** `count` briefs of `part` (default: the fixed seed and size of that part). */
export function generateBriefs(opts: { seed?: number; count?: number; part?: Part } = {}): GeneratedBrief[] {
  const part = opts.part ?? 'tuning';
  const seed = opts.seed ?? (part === 'tuning' ? TUNING_SEED : HELD_OUT_SEED);
  const count = opts.count ?? (part === 'tuning' ? TUNING_COUNT : HELD_OUT_COUNT);
  const draw = new Draw(mulberry32(seed), part);
  const prefix = part === 'tuning' ? 't' : 'h';
  return nicheOrder(draw, count).map((niche, i) =>
    makeBrief(draw, niche, `${prefix}-${String(i + 1).padStart(4, '0')}`),
  );
}

function makeBrief(draw: Draw, niche: NicheId, id: string): GeneratedBrief {
  const plan = planBrief(draw, niche);
  const used = new Set<string>();
  const prompt = render(plan, used);
  const s = plan.slots;
  const shown = (slot: string) => used.has(slot);
  const services = shown('services') ? plan.services : shown('service') ? plan.services.slice(0, 1) : [];
  // Without a number on the page, a call cannot be what the visitor does.
  const goal =
    plan.goal === 'call' && !shown('phone')
      ? (plan.spec.goals.find((g) => g !== 'call') ?? 'leads')
      : plan.goal;
  const facts: GeneratedBrief['facts'] = { services, goal };
  if (shown('name')) {
    facts.name = s.name;
    if (plan.name?.trap) facts.nameTrap = plan.name.trap;
  }
  if (shown('person') || shown('el_person')) facts.person = s.person;
  if (shown('place')) facts.place = s.place;
  if (shown('phone')) facts.phone = s.phone;
  if (shown('email')) facts.email = s.email;
  const prices = Object.entries(plan.priceOf).flatMap(([slot, price]) => (shown(slot) ? [price] : []));
  if (prices.length) facts.prices = [...new Set(prices)];
  if (shown('was')) facts.was = s.was;
  if (shown('now')) facts.now = s.now;
  if (shown('deadline')) facts.deadline = s.deadline;
  if (shown('date')) facts.date = s.date;
  if (shown('open247')) facts.open247 = true;
  if (shown('sameDay')) facts.sameDay = true;
  if (shown('n')) facts.trialDays = Number(s.n);
  if (shown('perSeat')) facts.perSeat = s.perSeat;
  if (shown('perMonth')) facts.perMonth = s.perMonth;
  if (shown('age')) facts.ageRange = s.age;
  if (shown('list')) facts.integrations = plan.tools;
  if (shown('scarcity')) facts.scarcity = s.scarcity;
  if (shown('offer') || shown('a_offer')) {
    facts.offer = s.offer;
    if (plan.offer?.kind === 'free' || plan.offer?.kind === 'email') facts.free = true;
  }
  const brief: GeneratedBrief = {
    id,
    part: draw.part,
    language: plan.lang,
    niche,
    prompt,
    facts,
    shape: plan.shape,
  };
  const options = makeOptions(plan, goal, shown('colour') || shown('tone'));
  if (options) brief.options = options;
  return brief;
}

const GOAL_OPTION: Record<Goal, (typeof PRIMARY_GOALS)[number]> = {
  leads: 'Generate Leads',
  call: 'Generate Leads',
  booking: 'Service Booking',
  email: 'Build Email List',
  signup: 'Drive Sign-ups',
  sales: 'Increase Sales',
  event: 'Promote Event',
  consultation: 'Schedule Consultation',
  donate: 'Other',
};

/** The advanced options on about a quarter of briefs; no colour or tone when the prompt has its own. */
function makeOptions(
  plan: Plan,
  goal: Goal,
  promptHasStyle: boolean,
): Partial<GenerationOptions> | undefined {
  const { draw, spec } = plan;
  if (!draw.chance(0.25)) return undefined;
  const o: Partial<GenerationOptions> = {};
  if (draw.chance(0.7)) o.industry = spec.industry;
  if (draw.chance(0.4)) o.targetAudience = spec.audience;
  if (draw.chance(0.6)) o.primaryGoal = GOAL_OPTION[goal];
  if (!promptHasStyle && draw.chance(0.4))
    o.colorScheme = draw.any(COLOR_SCHEMES.filter((c) => c !== 'Custom'));
  if (!promptHasStyle && draw.chance(0.5)) o.tone = draw.any(TONES);
  if (!Object.keys(o).length) o.primaryGoal = GOAL_OPTION[goal];
  return o;
}
