import type { Variant } from './sections/context.ts';
import type { Brief, GoalKind, SectionKind } from './types.ts';

const BASE: Record<GoalKind, SectionKind[]> = {
  leads: ['logos', 'features', 'steps', 'testimonials', 'stats', 'faq', 'cta'],
  call: ['features', 'steps', 'testimonials', 'stats', 'faq', 'cta'],
  email: ['features', 'testimonials', 'faq', 'cta'],
  signup: ['logos', 'features', 'steps', 'stats', 'testimonials', 'pricing', 'faq', 'cta'],
  sales: ['logos', 'features', 'pricing', 'testimonials', 'guarantee', 'faq', 'cta'],
  launch: ['features', 'offer', 'stats', 'testimonials', 'faq', 'cta'],
  event: ['event', 'stats', 'testimonials', 'faq', 'cta'],
  booking: ['features', 'steps', 'testimonials', 'booking', 'faq', 'cta'],
  consultation: ['features', 'steps', 'testimonials', 'stats', 'booking', 'faq', 'cta'],
  app: ['logos', 'features', 'steps', 'stats', 'testimonials', 'faq', 'app'],
  feedback: ['feedback', 'features', 'faq', 'cta'],
  traffic: ['logos', 'features', 'steps', 'stats', 'testimonials', 'faq', 'cta'],
  brand: ['logos', 'features', 'steps', 'stats', 'testimonials', 'faq', 'cta'],
  donate: ['stats', 'features', 'donate', 'testimonials', 'faq', 'cta'],
};

/** Section id each kind renders with, so links can point at sections before they exist. */
export const SECTION_IDS: Record<SectionKind, string> = {
  logos: 'logos',
  features: 'features',
  steps: 'how-it-works',
  stats: 'stats',
  testimonials: 'testimonials',
  pricing: 'pricing',
  offer: 'offer',
  guarantee: 'guarantee',
  faq: 'faq',
  event: 'event',
  app: 'download',
  booking: 'booking',
  chat: 'chat',
  gallery: 'gallery',
  donate: 'donate',
  feedback: 'feedback',
  countdown: 'countdown',
  team: 'team',
  cta: 'cta',
};

/** Goals whose page must always carry a form somewhere. */
export const FORM_GOALS: GoalKind[] = [
  'leads',
  'call',
  'email',
  'signup',
  'event',
  'booking',
  'consultation',
  'feedback',
  'donate',
];

const MAX_SECTIONS = 9;

export interface PagePlan {
  sections: SectionKind[];
  heroForm: boolean;
  formAnchor: string | null;
  topbar: boolean;
}

function insertBefore(list: SectionKind[], kind: SectionKind, anchors: SectionKind[]): SectionKind[] {
  if (list.includes(kind)) return list;
  const at = anchors.map((a) => list.indexOf(a)).find((i) => i >= 0) ?? list.length;
  return [...list.slice(0, at), kind, ...list.slice(at)];
}

/** Profiles whose work is seen before it is bought: photographers, salons, detailers, venues. */
const VISUAL_PROFILES = ['creative', 'photography', 'beauty', 'automotive', 'events'];
/** Trades within a broader profile that sell with pictures too (roofing, landscaping, remodels). */
const VISUAL_TRADES =
  /\b(?:roof(?:ing|er|s)?|landscap\w*|remodel\w*|renovation\w*|kitchen|bathroom|deck(?:s|ing)?|patio\w*|paint(?:ing|er)s?|detailing|tejad\w*|reformas?|jardiner\w*|pintor\w*)\b/i;

/** Sections that hold the page's form or close it: they keep their place in every variation. */
const ANCHORED: SectionKind[] = ['booking', 'donate', 'feedback', 'app', 'cta'];

/**
 * Each variation tells the same facts in another order, so a split test compares pitches, not
 * only headlines: the pain-led page explains the process first, the proof-led one opens with
 * the reviews, the urgency-led one puts the offer and the objections first, the outcome-led one
 * leads with the benefits and keeps the process for last. Forms and the closing section stay.
 */
export function orderForAngle(list: SectionKind[], index: number, keepLogos: boolean): SectionKind[] {
  const angle = index % 5;
  if (angle === 0) return list;
  const movable = list.filter((k) => !ANCHORED.includes(k) && (k !== 'logos' || keepLogos));
  const tail = list.filter((k) => ANCHORED.includes(k));
  const front = (order: SectionKind[]) => [
    ...order.filter((k) => movable.includes(k)),
    ...movable.filter((k) => !order.includes(k)),
  ];
  const orders: Record<number, SectionKind[]> = {
    1: front(['steps', 'features', 'faq']),
    2: front(['testimonials', 'team', 'gallery', 'features']),
    3: front(['offer', 'pricing', 'countdown', 'event', 'faq']),
    4: [
      ...movable.filter((k) => k !== 'steps' && k !== 'faq').reverse(),
      ...movable.filter((k) => k === 'steps' || k === 'faq'),
    ],
  };
  let order = orders[angle] ?? movable;
  // A page whose sections leave nothing to reorder still differs: rotate by the angle.
  if (order.length > 1 && order.every((k, i) => k === movable[i])) {
    const by = angle % order.length || 1;
    order = [...order.slice(by), ...order.slice(0, by)];
  }
  return [...order, ...tail];
}

/** The brief's main offer costs nothing: "free 3-day painting challenge", "clase de prueba gratis". */
export function freeOffer(brief: Brief): boolean {
  return /\bfree\b|\bgratis\b|\bgratuit[oa]\b|\bsin coste\b/i.test(
    `${brief.offer ?? ''} ${brief.magnet ?? ''}`,
  );
}

export function planPage(brief: Brief, variant: Variant, heroForm: boolean): PagePlan {
  // Logos, figures and guarantees are claims only the owner can make: asked for, or left out.
  const claims: SectionKind[] = ['logos', 'stats', 'guarantee'];
  let list = BASE[brief.goal].filter((k) => !claims.includes(k) || brief.requested.includes(k));
  // A free offer with no price in the brief is not sold: no price cards, no checkout.
  if (freeOffer(brief) && !brief.prices.length) list = list.filter((k) => k !== 'pricing' && k !== 'offer');
  const ecommerce = brief.profile.id === 'ecommerce';
  if (brief.goal === 'sales' && ecommerce) list = list.map((k) => (k === 'pricing' ? 'offer' : k));
  if (brief.goal === 'consultation' && heroForm) list = list.filter((k) => k !== 'booking');
  if (brief.chatbot) list = insertBefore(list, 'chat', ['steps', 'testimonials', 'faq', 'cta']);
  // Visual trades sell with pictures of their work: a gallery of slots the owner fills.
  if (VISUAL_PROFILES.includes(brief.profile.id) || VISUAL_TRADES.test(brief.prompt))
    list = insertBefore(list, 'gallery', ['testimonials', 'faq', 'cta']);
  for (const kind of brief.requested) {
    if (kind === 'pricing' && list.includes('offer')) continue;
    if (kind === 'event' && brief.goal !== 'event') continue;
    list = insertBefore(list, kind, kind === 'countdown' ? ['cta'] : ['faq', 'cta']);
  }
  if (brief.tone === 'urgent') list = insertBefore(list, 'countdown', ['cta']);
  // The person the brief names gets a face on the page, before the reviews.
  if (brief.person || brief.requested.includes('team'))
    list = insertBefore(list, 'team', ['testimonials', 'faq', 'cta']);
  if (brief.tone === 'minimalist') list = list.filter((k) => !['logos', 'stats', 'steps'].includes(k));

  // Long pages convert worse and must stay under 60 KB: trim optional sections, unrequested first;
  // a visual trade's gallery goes last of all (its work is what it sells).
  const optional: SectionKind[] = [
    'logos',
    'team',
    'stats',
    'steps',
    'chat',
    'countdown',
    'guarantee',
    'pricing',
    'gallery',
  ];
  for (const pass of [false, true]) {
    for (const kind of optional) {
      if (list.length <= MAX_SECTIONS) break;
      if (pass || !brief.requested.includes(kind))
        list = list.filter((k) => k !== kind || list.length <= MAX_SECTIONS);
    }
  }

  list = orderForAngle(list, variant.index, brief.requested.includes('logos'));

  // Every page captures leads: without a form in the hero or a form section, the closing
  // section carries one (a shop, an app or a launch page included).
  if (!list.includes('cta')) list = [...list, 'cta'];
  let formAnchor: string | null = heroForm ? 'signup' : null;
  if (!formAnchor) {
    const holder = list.find((k) => k === 'booking' || k === 'donate' || k === 'feedback');
    formAnchor = holder ? SECTION_IDS[holder] : 'cta';
  }
  return { sections: list, heroForm, formAnchor, topbar: hasTopbar(brief) };
}

/** An announcement bar above the header: a deadline, a phone line, an event's date. */
export function hasTopbar(brief: Brief): boolean {
  return (
    brief.tone === 'urgent' || brief.goal === 'call' || (brief.goal === 'event' && brief.eventDate !== null)
  );
}
