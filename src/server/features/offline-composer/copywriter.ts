import { type VariationAngle, variationAngle } from '../../../shared/variation-angles.ts';
import { capitalise, truncate } from './html.ts';
import type { Brief, GoalKind, Tone } from './types.ts';

/** Fills {brand}, {customers}, {near}, {offer}, {service}, {thing} and {a_thing} in profile copy. */
export function fill(brief: Brief, template: string): string {
  const thing = brief.thing;
  const aThing = `${/^[aeiou]/i.test(thing) && !/^(?:u[a-z]{2}|one)/i.test(thing) ? 'an' : 'a'} ${thing}`;
  return template
    .replace(/\{brand\}/g, brief.brand)
    .replace(/\{customers\}/g, brief.profile.customers)
    .replace(/\{near\}/g, brief.location ? `in ${brief.location}` : 'near you')
    .replace(/\{offer\}/g, offerText(brief))
    .replace(/\{service\}/g, midSentence(brief.services[0] ?? brief.profile.service))
    .replace(/\{a_thing\}/g, aThing)
    .replace(/\{thing\}/g, thing)
    .replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/** "Dental implants" reads "dental implants" mid-sentence; names and acronyms keep their case. */
export function midSentence(phrase: string): string {
  return /^[A-Z][a-z]+\s/.test(phrase) ? phrase[0]!.toLowerCase() + phrase.slice(1) : phrase;
}

export function offerText(brief: Brief): string {
  if (brief.magnet && (brief.goal === 'email' || brief.goal === 'leads')) return brief.magnet;
  return brief.offer ?? brief.profile.offer;
}

const TONE_HEADLINES: Record<Tone, ((outcome: string) => string) | null> = {
  professional: null,
  friendly: (o) => `Let’s get you ${o}`,
  urgent: (o) => `Get ${o}, starting today`,
  trustworthy: (o) => `${capitalise(o)}, from a team you can trust`,
  innovative: (o) => `Meet ${o}`,
  luxurious: (o) => `Experience ${o}`,
  playful: (o) => `Say hello to ${o}`,
  authoritative: (o) => `The proven path to ${o}`,
  conversational: (o) => `Looking for ${o}? You’re in the right place`,
  minimalist: (o) => `${capitalise(o)}.`,
};

/**
 * A quoted title the brief gives its webinar, course or event ('How to Win More Listings in a
 * Slow Market'): the page's natural headline. Not the business name, at least three words.
 */
export function quotedTitle(brief: Brief): string | null {
  if (!['event', 'signup', 'sales', 'launch'].includes(brief.goal)) return null;
  for (const m of brief.prompt.matchAll(/(?<=^|[\s(:,])["“'‘]([^"”'’\n]{8,90})["”'’](?=$|[\s.,;:!?)])/g)) {
    const title = m[1]!.trim();
    if (title.split(/\s+/).length >= 3 && title !== brief.name) return title;
  }
  return null;
}

export function headline(brief: Brief): string {
  if (brief.headlineOverride) return brief.headlineOverride;
  const title = quotedTitle(brief);
  if (title) return title;
  const outcome = fill(brief, brief.profile.outcome);
  const byTone = TONE_HEADLINES[brief.tone];
  if (brief.goal === 'event' && brief.eventFormat && brief.profile.id !== 'events') {
    return brief.eventTopic
      ? `Join the free ${brief.eventFormat} on ${brief.eventTopic}`
      : `Reserve your seat at our free ${brief.eventFormat}`;
  }
  const titled = brief.goal === 'email' ? /“(.+)”/.exec(brief.magnet ?? '')?.[1] : undefined;
  if (titled) return titled;
  if (brief.goal === 'email' && brief.magnet) return `Get the ${brief.magnet}`;
  if (brief.goal === 'feedback') return `How was your experience with ${brief.brand}?`;
  return byTone ? byTone(outcome) : fill(brief, brief.profile.headline);
}

const TONE_SUB_ENDINGS: Partial<Record<Tone, string>> = {
  urgent: 'Claim yours today.',
  friendly: 'We would love to help.',
  playful: 'Seriously, it is that easy.',
  luxurious: 'An experience crafted for those who expect the very best.',
  trustworthy: 'No pressure, no hidden fees, just honest help.',
  conversational: 'No jargon, no pressure, just a quick chat.',
};

function eventSub(brief: Brief): string | null {
  if (brief.goal !== 'event' || !brief.eventFormat || brief.profile.id === 'events') return null;
  const topic = brief.eventTopic ? ` on ${brief.eventTopic}` : '';
  const when = brief.eventDate ? `, ${brief.eventDate}` : '';
  return `A free live ${brief.eventFormat}${topic} hosted by ${brief.brand}${when}. Learn practical strategies you can use right away and get your questions answered live.`;
}

export function subheadline(brief: Brief): string {
  if (brief.goal === 'feedback') {
    return `Tell us what you loved and what we could do better. The survey takes about a minute, and every answer is read by the ${brief.brand} team.`;
  }
  let sub = eventSub(brief) ?? fill(brief, brief.profile.sub);
  if (brief.tone === 'minimalist') sub = sub.split(/(?<=\.)\s/)[0] ?? sub;
  if (brief.audience && brief.tone !== 'minimalist') sub = `Made for ${brief.audience}. ${sub}`;
  const ending = TONE_SUB_ENDINGS[brief.tone];
  return ending ? `${sub} ${ending}` : sub;
}

const GOAL_CTAS: Record<GoalKind, string> = {
  leads: 'Get my {offer}',
  call: 'Call now',
  email: 'Send me the free guide',
  signup: 'Get started free',
  sales: 'Buy now',
  launch: 'Get early access',
  event: 'Reserve my seat',
  booking: 'Book now',
  consultation: 'Book my free consultation',
  app: 'Download the app',
  feedback: 'Share my feedback',
  traffic: 'Explore {brand}',
  brand: 'Discover {brand}',
  donate: 'Donate now',
};

export function primaryCta(brief: Brief): string {
  if (brief.ctaOverride) return brief.ctaOverride;
  const seminar =
    brief.goal === 'event' &&
    brief.eventFormat &&
    brief.eventFormat !== 'open house' &&
    brief.profile.id !== 'events';
  const fromProfile = seminar ? 'Reserve my free seat' : brief.profile.ctas?.[brief.goal];
  let text = fromProfile ?? GOAL_CTAS[brief.goal];
  if (brief.goal === 'email' && brief.magnet) text = `Send me the ${brief.magnet.replace(/:.*$/, '')}`;
  else if (brief.goal === 'leads' && !fromProfile) text = `Get my ${offerText(brief).replace(/:.*$/, '')}`;
  text = fill(brief, text);
  if (brief.tone === 'urgent' && !/\bnow\b|\btoday\b/i.test(text) && text.length < 28) text = `${text} today`;
  return truncate(text, 40);
}

export function secondaryCta(brief: Brief): { text: string; href: string } {
  if (brief.goal === 'call' || brief.payPerCall)
    return { text: `Call ${brief.phone}`, href: telHref(brief.phone) };
  if (brief.goal === 'sales' || brief.goal === 'launch')
    return { text: 'See what’s included', href: '#features' };
  if (brief.goal === 'event') return { text: 'View the agenda', href: '#event' };
  return { text: 'See how it works', href: '#how-it-works' };
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export interface Headings {
  features: string;
  steps: string;
  testimonials: string;
  faq: string;
  pricing: string;
  cta: string;
  stats: string;
}

export function headings(brief: Brief): Headings {
  const c = brief.profile.customers;
  const friendly = brief.tone === 'friendly' || brief.tone === 'playful' || brief.tone === 'conversational';
  const bold = brief.tone === 'authoritative' || brief.tone === 'urgent';
  const goalClose: Partial<Record<GoalKind, string>> = {
    event: 'Save your seat before it is gone',
    donate: 'Make a difference today',
    app: 'Get the app in seconds',
    feedback: 'Thank you for helping us improve',
    sales: 'Ready to treat yourself?',
    launch: 'Be first in line',
    call: 'Need help right now?',
    email: 'Get your free copy today',
  };
  return {
    features:
      brief.goal === 'email'
        ? 'What you will get inside'
        : friendly
          ? `Why ${c} love ${brief.brand}`
          : `Why ${c} choose ${brief.brand}`,
    steps: friendly ? 'Getting started is easy' : 'How it works',
    // The reviews are the owner's to add (placeholders until then): headings claim none.
    testimonials: bold
      ? `Hear it from ${c}`
      : friendly
        ? `What ${c} say about ${brief.brand}`
        : `What our ${c} say`,
    faq: friendly ? 'Questions? We’ve got answers' : 'Frequently asked questions',
    pricing: brief.profile.id === 'nonprofit' ? 'Choose your impact' : 'Simple, transparent pricing',
    cta:
      goalClose[brief.goal] ??
      (friendly ? 'Ready when you are' : `Ready to get started with ${brief.brand}?`),
    stats: `${brief.brand} by the numbers`,
  };
}

/**
 * "Name | Headline", or the headline alone when there is no name or it already names the
 * business. The headline is kept whole (up to 90 characters): variations differ by headline,
 * and their titles are what the dashboard, the variation cards and the success dialog list.
 */
export function pageTitle(brief: Brief, head: string): string {
  const short = truncate(head.replace(/[.!]$/, ''), 90);
  const named = brief.name && !short.toLowerCase().includes(brief.name.toLowerCase());
  return named ? truncate(`${brief.name} | ${short}`, 120) : short;
}

export function metaDescription(sub: string): string {
  return truncate(sub.replace(/\s+/g, ' '), 158);
}

// ── Variations: one angle each ────────────────────────────────────────────────────────────────

export interface VariationCopy {
  angle: VariationAngle;
  headline: string;
  sub: string;
  cta: string;
}

/**
 * The hero copy of variation `index`, which takes the angle VARIATION_ANGLES gives that index
 * (the AI path uses the same list, so both engines agree).
 *
 * - Variation 0, the offer-led slot, is the default copy: the page a single generation makes.
 *   Its eyebrow carries the brief's offer and, for lead goals, so does its call to action.
 * - The user's own headline and button text (quoted in the prompt) win on variation 0 only;
 *   variations 1+ take their angle's headline and call to action, or there would be nothing to
 *   test. A builder layout's hero draws its own headline and button on every variation, so
 *   there the user's text wins everywhere.
 * - Angle copy is built from the brief's facts and its profile's wording, never from another
 *   niche's words, and invents no proof: the proof angle points at the testimonials the owner
 *   fills in ("See why {customers} choose {brand}"), and the urgency angle uses only the
 *   brief's own date or offer, or soft urgency ("this week"), never scarcity it was not given.
 */
export function variationCopy(brief: Brief, index: number): VariationCopy {
  const angle = variationAngle(index);
  const base = { headline: headline(brief), sub: subheadline(brief), cta: primaryCta(brief) };
  if (angle === 'offer-led') return { angle, ...base };
  const keepOwn = brief.builder !== null;
  const at = ANGLE_INDEX[angle];
  let sub = angleSub(brief, at);
  if (brief.tone === 'minimalist') sub = sub.split(/(?<=[.?])\s/)[0] ?? sub;
  return {
    angle,
    headline: keepOwn && brief.headlineOverride ? brief.headlineOverride : angleHeadline(brief, at),
    sub,
    cta: keepOwn && brief.ctaOverride ? brief.ctaOverride : angleCta(brief, at, base.cta),
  };
}

/** Slots of the angle tables below: pain, proof, urgency, outcome. */
type AngleSlot = 0 | 1 | 2 | 3;
const ANGLE_INDEX: Record<Exclude<VariationAngle, 'offer-led'>, AngleSlot> = {
  'pain-led': 0,
  'proof-led': 1,
  'urgency-led': 2,
  'outcome-led': 3,
};

/** What kind of page this is, for the angle copy: each kind has wording that fits it. */
type PageKind = 'service' | 'product' | 'event' | 'donate' | 'email' | 'feedback';

function pageKind(brief: Brief): PageKind {
  if (brief.goal === 'feedback') return 'feedback';
  if (brief.goal === 'donate') return 'donate';
  if (brief.goal === 'event') return 'event';
  if (brief.goal === 'email' && brief.magnet) return 'email';
  if (brief.profile.visual === 'product' || brief.goal === 'launch' || brief.goal === 'app') return 'product';
  return 'service';
}

/** Words the angle templates use, all from the brief or its profile. */
function angleWords(brief: Brief) {
  const magnet = offerText(brief).replace(/:.*$/, '').replace(/[“”"]/g, '').trim();
  return {
    brand: brief.brand,
    customers: brief.profile.customers,
    service: midSentence(brief.profile.service),
    outcome: brief.profile.outcome,
    inPlace: brief.location ? ` in ${brief.location}` : '',
    /** The offer a visitor claims, in the profile's clean words ("first visit", "seat"). */
    claim: brief.magnet && (brief.goal === 'email' || brief.goal === 'leads') ? magnet : brief.profile.offer,
    magnet,
    /** The brief's own date ("Thursday, March 12 at 7pm ET"), and its day alone. */
    date: brief.eventDate,
    day: brief.eventDate?.replace(/\s+at\s+.*$/i, '') ?? null,
    event: brief.eventFormat ?? 'event',
    topic: brief.eventTopic,
    person: brief.person,
  };
}

function angleHeadline(brief: Brief, slot: AngleSlot): string {
  const w = angleWords(brief);
  const kind = pageKind(brief);
  switch (slot) {
    case 0: // pain-led: the problem the service solves, in general terms
      if (kind === 'feedback') return 'Something we could do better? Tell us';
      if (kind === 'donate') return `Some needs can’t wait. Help ${w.brand} meet them`;
      if (kind === 'email') return `Not sure where to start? Get the ${w.magnet}`;
      if (kind === 'event')
        return w.topic
          ? `Stuck on ${w.topic}? Join our ${w.event}`
          : `Short on fresh ideas? Join us at ${w.brand}`;
      if (kind === 'product') return `Tired of settling for second best? Meet ${w.brand}`;
      return `Not sure where to turn for ${w.service}${w.inPlace}?`;
    case 1: // proof-led: points at the reviews the owner adds, claims none
      if (kind === 'feedback') return `Your feedback shapes what ${w.brand} does next`;
      if (kind === 'event')
        return w.person ? `Meet your host, ${w.person}` : `See what’s in store at ${w.brand}`;
      if (kind === 'email') return `See what’s inside the ${w.magnet}`;
      if (brief.goal === 'launch') return `See what makes ${w.brand} different`;
      if (kind === 'donate') return `See why ${w.customers} stand with ${w.brand}`;
      return `See why ${w.customers}${w.inPlace} choose ${w.brand}`;
    case 2: // urgency-led: the brief's own date or offer, else soft urgency
      return urgencyHeadline(brief, w, kind);
    default: // outcome-led: life after the result
      if (kind === 'feedback') return 'Help us make your next visit even better';
      if (kind === 'event' && w.topic) return `Leave with a clear next step on ${w.topic}`;
      return `Imagine ${w.outcome}`;
  }
}

const DATE_VERBS: Partial<Record<GoalKind, string>> = {
  booking: 'book',
  consultation: 'book',
  signup: 'join',
  sales: 'order',
};

function urgencyHeadline(brief: Brief, w: ReturnType<typeof angleWords>, kind: PageKind): string {
  if (kind === 'feedback') return 'Got a minute? Tell us how we did';
  if (w.date) {
    if (kind === 'event') return `Reserve your ${w.claim === 'seat' ? 'seat' : 'place'} for ${w.date}`;
    if (kind === 'donate') return `Give before ${w.date} and help ${w.brand} do more`;
    // The brief's date may be a start or a deadline: "before" reads right for both.
    return `Don’t miss out: ${DATE_VERBS[brief.goal] ?? 'act'} before ${w.date}`;
  }
  if (kind === 'donate') return `Your gift can help today`;
  if (kind === 'event') return `Don’t miss it: reserve your place today`;
  const magnetLed = brief.magnet && (brief.goal === 'email' || brief.goal === 'leads');
  // The offer as the brief words it, without trailing detail ("… via an application", "… at (555) …").
  const offer = magnetLed ? w.magnet : brief.offer?.replace(/\s+(?:at|via|with|and get|by)\b.*$/i, '');
  if (offer && offer.length <= 50) return `${capitalise(offer)}: claim yours this week`;
  switch (brief.goal) {
    case 'booking':
    case 'consultation':
      return `Book your ${w.claim} this week`;
    case 'signup':
      return `Start this week with ${w.brand}`;
    case 'sales':
      return `Why wait? Order from ${w.brand} today`;
    case 'launch':
      return `Be first: get early access to ${w.brand}`;
    case 'app':
      return `Get ${w.brand} on your phone today`;
    case 'email':
      return `Join the ${w.brand} list this week`;
    case 'call':
      return `Call ${w.brand} today`;
    case 'traffic':
    case 'brand':
      return `Discover ${w.brand} today`;
    default:
      return `Get your ${w.claim} this week`;
  }
}

function angleSub(brief: Brief, slot: AngleSlot): string {
  const w = angleWords(brief);
  const kind = pageKind(brief);
  switch (slot) {
    case 0:
      if (kind === 'feedback')
        return `Tell us what worked and what didn’t. Every answer goes to the ${w.brand} team.`;
      if (kind === 'donate')
        return `Your gift helps ${w.brand} be there when it matters most. Give what you can, when you can.`;
      if (kind === 'email')
        return `Too much advice and no clear place to begin? The ${w.magnet} sets out the first steps in plain language.`;
      if (kind === 'event')
        return `Finding time to learn something new is hard. This ${w.event} gives you practical ideas and a chance to ask your questions.`;
      if (brief.goal === 'app')
        return `No guesswork and no clutter. ${w.brand} keeps ${w.service} simple, right from your phone.`;
      if (kind === 'product')
        return `No guesswork and no second best. Read the details, choose what suits you and order from ${w.brand} in a few clicks.`;
      return `You shouldn’t have to chase answers or guess what comes next. ${w.brand} keeps ${w.service} clear and simple, from your first question to the last step.`;
    case 1:
      if (kind === 'feedback')
        return `Your answers go straight to the ${w.brand} team and shape what we do next.`;
      if (kind === 'event')
        return w.person
          ? `${w.person} hosts this ${w.event} for ${w.brand}. See what’s on, ask your questions and decide if it’s for you.`
          : `See what’s on, who it’s for and what you’ll take away, then reserve your place.`;
      if (brief.goal === 'launch')
        return `See what ${w.brand} offers, how it works and what’s included, then decide for yourself.`;
      if (kind === 'product' || kind === 'email')
        return `Don’t just take our word for it. Read what ${w.customers} say about ${w.brand}, see what’s included and decide for yourself.`;
      return `Don’t just take our word for it. Read what ${w.customers} say about ${w.brand}, see how we work and decide in your own time.`;
    case 2:
      if (kind === 'feedback') return 'Tell us while your visit is still fresh in your mind.';
      if (kind === 'donate')
        return w.date
          ? `Give before ${w.date} and your gift helps ${w.brand} act sooner.`
          : `Every gift helps ${w.brand} act now. Give what you can today.`;
      if (kind === 'event')
        return w.date
          ? `It’s on ${w.date}. Reserve your place now so you don’t miss it.`
          : 'Reserve your place now so you don’t miss it.';
      if (w.date) return `Mark ${w.date} in your calendar and get in touch with ${w.brand} before then.`;
      return `The sooner you start, the sooner you get ${w.outcome}. ${w.brand} makes it easy to begin this week.`;
    default:
      if (kind === 'feedback') return `A minute of your time helps ${w.brand} get the next visit right.`;
      if (kind === 'donate')
        return `That’s what your gift makes possible. Give what you can and ${w.brand} will show you the difference it makes.`;
      if (kind === 'event') return `Leave with ideas you can use, people worth knowing and time well spent.`;
      if (brief.goal === 'app')
        return `That’s what ${w.brand} is made for. Download it and see for yourself.`;
      if (kind === 'product')
        return `That’s what ${w.brand} is made for. Choose what suits you and order in a few clicks.`;
      return `That’s what ${w.brand} is here for. Tell us where you are now and we’ll help you get there.`;
  }
}

/** Call-to-action wording per goal and angle slot (pain, proof, urgency, outcome). */
const ANGLE_CTAS: Record<GoalKind, [string, string, string, string]> = {
  leads: ['Request my {claim}', 'Talk to {brand}', 'Get my {claim} this week', 'Take the first step'],
  call: ['Talk to someone now', 'Call {brand}', 'Call today', 'Call to get started'],
  email: ['Show me where to start', 'Send me the {magnet}', 'Get the {magnet} today', 'Start reading now'],
  signup: ['Sign me up', 'Join {brand}', 'Join this week', 'Get started'],
  sales: ['Get yours now', 'Order from {brand}', 'Order this week', 'Make it mine'],
  launch: ['Reserve mine', 'Join the {brand} launch', 'Get early access today', 'Be first in line'],
  event: ['Count me in', 'Reserve my place', '{dated}', 'I’ll be there'],
  booking: ['Find a time that suits me', 'Book with {brand}', 'Book my {claim} this week', 'Pick my time'],
  consultation: [
    'Talk it through with us',
    'Book with {brand}',
    'Book my {claim} this week',
    'Take the first step',
  ],
  app: ['Try the app', 'Get {brand}', 'Download it today', 'Get the app'],
  feedback: ['Tell us how it went', 'Share my thoughts', 'Share my feedback now', 'Help {brand} improve'],
  traffic: ['Find what I need', 'See {brand}', 'Explore today', 'Start exploring'],
  brand: ['Find out more', 'Meet {brand}', 'Discover it today', 'Start here'],
  donate: ['Give where it’s needed', 'Support {brand}', '{dated}', 'Make a difference'],
};

/** A mailing list with no guide to send. */
const LIST_CTAS: [string, string, string, string] = [
  'Keep me posted',
  'Join the {brand} list',
  'Sign me up today',
  'Count me in',
];

/** Shorter wording for when a template runs past 40 characters. */
const SHORT_CTAS: [string, string, string, string] = [
  'Get started',
  'Talk to us',
  'Start this week',
  'Take the first step',
];

function angleCta(brief: Brief, slot: AngleSlot, base: string): string {
  const w = angleWords(brief);
  const dated =
    brief.goal === 'donate'
      ? w.day
        ? `Give by ${w.day}`
        : 'Give today'
      : w.day
        ? `Reserve my place for ${w.day}`
        : 'Reserve my place today';
  const table = brief.goal === 'email' && !brief.magnet ? LIST_CTAS : ANGLE_CTAS[brief.goal];
  const filled = table[slot]
    .replace('{dated}', dated)
    .replace('{brand}', w.brand)
    .replace('{claim}', w.claim)
    .replace('{magnet}', w.magnet);
  let text = filled.length <= 40 ? filled : SHORT_CTAS[slot];
  if (text.toLowerCase() === base.toLowerCase()) text = `Yes, ${text[0]!.toLowerCase()}${text.slice(1)}`;
  return truncate(text, 40);
}
