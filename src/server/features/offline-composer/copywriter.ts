import { type VariationAngle, variationAngle } from '../../../shared/variation-angles.ts';
import { isNounPhrase, isSpanishNounPhrase } from '../../lib/brief/grammar.ts';
import { firstThatFits, wholeSentences } from './html.ts';
import { type AngleFraming, type AngleWords, localeFor, type PageStrings } from './locale/index.ts';
import type { Brief } from './types.ts';

/** The fixed strings of the brief's page, in its language. */
export function stringsFor(brief: Brief): PageStrings {
  return localeFor(brief.language);
}

/** Fills {brand}, {customers}, {near}, {offer}, {service}, {thing} and {a_thing} in profile copy. */
export function fill(brief: Brief, template: string): string {
  const t = stringsFor(brief);
  const thing = brief.thing;
  return t.tidy(
    template
      .replace(/\{brand\}/g, brief.brand)
      .replace(/\{customers\}/g, brief.profile.customers)
      .replace(/\{near\}/g, t.near(brief.location))
      .replace(/\{offer\}/g, offerSlot(brief))
      .replace(/\{service\}/g, midSentence(brief.services[0] ?? brief.profile.service))
      .replace(/\{a_thing\}/g, t.aThing(thing))
      .replace(/\{thing\}/g, thing)
      .replace(/(?<!\.)\.\.(?!\.)/g, '.'),
  );
}

/** "Dental implants" reads "dental implants" mid-sentence; names and acronyms keep their case. */
export function midSentence(phrase: string): string {
  // Only a sentence's capital goes: "Summit Leadership" and "Lab de Talento" are names.
  const [first, ...rest] = phrase.split(/\s+/);
  const common =
    /^\p{Lu}\p{Ll}+$/u.test(first ?? '') && rest.length > 0 && rest.every((w) => !/^\p{Lu}/u.test(w));
  return common ? phrase[0]!.toLowerCase() + phrase.slice(1) : phrase;
}

const slotOffers = new WeakMap<Brief, string>();

/**
 * The offer as a sentence template's {offer} slot takes it: a noun phrase ("a free roof
 * inspection"). An offer the brief wrote as a clause ("book before Friday and save") is still
 * shown as written where the page states the offer, but a template gets the profile's own
 * words for it instead, so no sentence is built around a clause (ADR 019).
 */
function offerSlot(brief: Brief): string {
  let slot = slotOffers.get(brief);
  if (slot === undefined) {
    const offer = offerText(brief);
    const fits =
      offer === brief.profile.offer ||
      (brief.language === 'es' ? isSpanishNounPhrase(offer) : brief.language !== 'en' || isNounPhrase(offer));
    slot = fits ? offer : brief.profile.offer;
    slotOffers.set(brief, slot);
  }
  return slot;
}

export function offerText(brief: Brief): string {
  if (brief.magnet && (brief.goal === 'email' || brief.goal === 'leads')) return brief.magnet;
  return brief.offer ?? brief.profile.offer;
}

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
  const t = stringsFor(brief);
  const outcome = fill(brief, brief.profile.outcome);
  const byTone = t.toneHeadlines[brief.tone];
  if (brief.goal === 'event' && brief.eventFormat && brief.profile.id !== 'events')
    return t.eventHeadline(t.eventName(brief.eventFormat), brief.eventTopic);
  const titled = brief.goal === 'email' ? /“(.+)”/.exec(brief.magnet ?? '')?.[1] : undefined;
  if (titled) return titled;
  if (brief.goal === 'email' && brief.magnet) return t.magnetHeadline(brief.magnet);
  if (brief.goal === 'feedback') return t.feedbackHeadline(brief.brand);
  return byTone ? byTone(outcome) : fill(brief, brief.profile.headline);
}

function eventSub(brief: Brief): string | null {
  if (brief.goal !== 'event' || !brief.eventFormat || brief.profile.id === 'events') return null;
  const t = stringsFor(brief);
  return t.eventSub(t.eventName(brief.eventFormat), brief.eventTopic, brief.brand, brief.eventDate);
}

export function subheadline(brief: Brief): string {
  const t = stringsFor(brief);
  if (brief.goal === 'feedback') return t.feedbackSub(brief.brand);
  let sub = eventSub(brief) ?? fill(brief, brief.profile.sub);
  if (brief.tone === 'minimalist') sub = sub.split(/(?<=\.)\s/)[0] ?? sub;
  if (brief.audience && brief.tone !== 'minimalist') sub = t.madeFor(t.audience(brief.audience), sub);
  const ending = t.toneSubEndings[brief.tone];
  return ending ? `${sub} ${ending}` : sub;
}

export function primaryCta(brief: Brief): string {
  if (brief.ctaOverride) return brief.ctaOverride;
  const t = stringsFor(brief);
  const seminar =
    brief.goal === 'event' &&
    brief.eventFormat &&
    brief.eventFormat !== 'open house' &&
    brief.profile.id !== 'events';
  const fromProfile = seminar ? t.seminarCta : brief.profile.ctas?.[brief.goal];
  let text = fromProfile ?? t.goalCtas[brief.goal];
  if (brief.goal === 'email' && brief.magnet) text = t.magnetCta(brief.magnet.replace(/:.*$/, ''));
  else if (brief.goal === 'leads' && !fromProfile) text = t.offerCta(offerText(brief).replace(/:.*$/, ''));
  text = fill(brief, text);
  if (brief.tone === 'urgent') text = t.urgentCta(text);
  return firstThatFits(40, text, fill(brief, t.goalCtas[brief.goal]), t.angles.shortCtas[0]);
}

export function secondaryCta(brief: Brief): { text: string; href: string } {
  const t = stringsFor(brief).secondary;
  if (brief.goal === 'call' || brief.payPerCall)
    return { text: t.call(brief.phone), href: telHref(brief.phone) };
  if (brief.goal === 'sales' || brief.goal === 'launch') return { text: t.included, href: '#features' };
  if (brief.goal === 'event') return { text: t.agenda, href: '#event' };
  return { text: t.howItWorks, href: '#how-it-works' };
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

/**
 * The section headings; a variation's `framing` (angleFraming) retitles the benefits and, where
 * the goal has no closing line of its own, the closing section.
 */
export function headings(brief: Brief, framing: AngleFraming | null = null): Headings {
  const t = stringsFor(brief).headings;
  const c = brief.profile.customers;
  const friendly = brief.tone === 'friendly' || brief.tone === 'playful' || brief.tone === 'conversational';
  const bold = brief.tone === 'authoritative' || brief.tone === 'urgent';
  return {
    features:
      brief.goal === 'email'
        ? t.emailFeatures
        : framing
          ? framing.features(c, brief.brand)
          : friendly
            ? t.whyLove(c, brief.brand)
            : t.whyChoose(c, brief.brand),
    steps: friendly ? t.stepsFriendly : t.steps,
    // The reviews are the owner's to add (placeholders until then): headings claim none.
    testimonials: bold ? t.hearFrom(c) : friendly ? t.whatTheySay(c, brief.brand) : t.whatOurSay(c),
    faq: friendly ? t.faqFriendly : t.faq,
    pricing: brief.profile.id === 'nonprofit' ? t.pricingNonprofit : t.pricing,
    cta: t.goalClose[brief.goal] ?? framing?.close ?? (friendly ? t.ctaFriendly : t.cta(brief.brand)),
    stats: t.stats(brief.brand),
  };
}

/**
 * "Name | Headline", or the headline alone when there is no name or it already names the
 * business. The headline is kept whole (up to 90 characters): variations differ by headline,
 * and their titles are what the dashboard, the variation cards and the success dialog list.
 */
export function pageTitle(brief: Brief, head: string): string {
  const short = head.replace(/[.!]$/, '');
  const named = brief.name && !short.toLowerCase().includes(brief.name.toLowerCase());
  // Never cut: a long headline keeps the title to the headline, a longer one to the name.
  return named ? firstThatFits(120, `${brief.name} | ${short}`, short, brief.name) : short;
}

export function metaDescription(sub: string): string {
  return wholeSentences(sub, 158) || sub;
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

/**
 * How variation `angle` frames the page below its hero (benefits, closing heading, form note):
 * null for the offer-led page, which keeps the default wording.
 */
export function angleFraming(brief: Brief, angle: VariationAngle): AngleFraming | null {
  return angle === 'offer-led' ? null : stringsFor(brief).framing[ANGLE_INDEX[angle]];
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
function angleWords(brief: Brief): AngleWords {
  const t = stringsFor(brief);
  const magnet = offerText(brief).replace(/:.*$/, '').replace(/[“”"]/g, '').trim();
  return {
    brand: brief.brand,
    customers: brief.profile.customers,
    service: midSentence(brief.profile.service),
    outcome: brief.profile.outcome,
    location: brief.location,
    claim: brief.magnet && (brief.goal === 'email' || brief.goal === 'leads') ? magnet : brief.profile.offer,
    magnet,
    date: brief.eventDate,
    day: brief.eventDate ? t.dayOf(brief.eventDate) : null,
    event: t.eventName(brief.eventFormat ?? 'event'),
    topic: brief.eventTopic,
    person: brief.person,
  };
}

function angleHeadline(brief: Brief, slot: AngleSlot): string {
  const w = angleWords(brief);
  const kind = pageKind(brief);
  const t = stringsFor(brief).angles.headline;
  switch (slot) {
    case 0: // pain-led: the problem the service solves, in general terms
      if (kind === 'feedback') return t.pain.feedback(w);
      if (kind === 'donate') return t.pain.donate(w);
      if (kind === 'email') return t.pain.email(w);
      if (kind === 'event') return w.topic ? t.pain.eventTopic(w) : t.pain.event(w);
      if (kind === 'product') return t.pain.product(w);
      return t.pain.service(w);
    case 1: // proof-led: points at the reviews the owner adds, claims none
      if (kind === 'feedback') return t.proof.feedback(w);
      if (kind === 'event') return w.person ? t.proof.eventPerson(w) : t.proof.event(w);
      if (kind === 'email') return t.proof.email(w);
      if (brief.goal === 'launch') return t.proof.launch(w);
      if (kind === 'donate') return t.proof.donate(w);
      return t.proof.service(w);
    case 2: // urgency-led: the brief's own date or offer, else soft urgency
      return urgencyHeadline(brief, w, kind);
    default: // outcome-led: life after the result
      if (kind === 'feedback') return t.outcome.feedback(w);
      if (kind === 'event' && w.topic) return t.outcome.eventTopic(w);
      return t.outcome.other(w);
  }
}

function urgencyHeadline(brief: Brief, w: AngleWords, kind: PageKind): string {
  const strings = stringsFor(brief).angles;
  const t = strings.headline.urgency;
  if (kind === 'feedback') return t.feedback(w);
  if (w.date) {
    if (kind === 'event') return t.eventDated(w);
    if (kind === 'donate') return t.donateDated(w);
    return t.dated(w, brief.goal);
  }
  if (kind === 'donate') return t.donate(w);
  if (kind === 'event') return t.event(w);
  const magnetLed = brief.magnet && (brief.goal === 'email' || brief.goal === 'leads');
  // The offer as the brief words it, without trailing detail ("… via an application", "… at (555) …").
  const offer = magnetLed ? w.magnet : brief.offer?.replace(strings.offerTrail, '');
  if (offer && offer.length <= 50) return t.offer(offer);
  switch (brief.goal) {
    case 'booking':
    case 'consultation':
      return t.booking(w);
    case 'signup':
      return t.signup(w);
    case 'sales':
      return t.sales(w);
    case 'launch':
      return t.launch(w);
    case 'app':
      return t.app(w);
    case 'email':
      return t.email(w);
    case 'call':
      return t.call(w);
    case 'traffic':
    case 'brand':
      return t.discover(w);
    default:
      return t.other(w);
  }
}

function angleSub(brief: Brief, slot: AngleSlot): string {
  const w = angleWords(brief);
  const kind = pageKind(brief);
  const t = stringsFor(brief).angles.sub;
  switch (slot) {
    case 0:
      if (kind === 'feedback') return t.pain.feedback(w);
      if (kind === 'donate') return t.pain.donate(w);
      if (kind === 'email') return t.pain.email(w);
      if (kind === 'event') return t.pain.event(w);
      if (brief.goal === 'app') return t.pain.app(w);
      if (kind === 'product') return t.pain.product(w);
      return t.pain.service(w);
    case 1:
      if (kind === 'feedback') return t.proof.feedback(w);
      if (kind === 'event') return w.person ? t.proof.eventPerson(w) : t.proof.event(w);
      if (brief.goal === 'launch') return t.proof.launch(w);
      if (kind === 'product' || kind === 'email') return t.proof.product(w);
      return t.proof.service(w);
    case 2:
      if (kind === 'feedback') return t.urgency.feedback(w);
      if (kind === 'donate') return w.date ? t.urgency.donateDated(w) : t.urgency.donate(w);
      if (kind === 'event') return w.date ? t.urgency.eventDated(w) : t.urgency.event(w);
      if (w.date) return t.urgency.dated(w);
      return t.urgency.other(w);
    default:
      if (kind === 'feedback') return t.outcome.feedback(w);
      if (kind === 'donate') return t.outcome.donate(w);
      if (kind === 'event') return t.outcome.event(w);
      if (brief.goal === 'app') return t.outcome.app(w);
      if (kind === 'product') return t.outcome.product(w);
      return t.outcome.service(w);
  }
}

function angleCta(brief: Brief, slot: AngleSlot, base: string): string {
  const w = angleWords(brief);
  const t = stringsFor(brief).angles;
  const dated = brief.goal === 'donate' ? t.giveBy(w.day) : t.reserveFor(w.day);
  const table = brief.goal === 'email' && !brief.magnet ? t.listCtas : t.ctas[brief.goal];
  const filled = table[slot]
    .replace('{dated}', dated)
    .replace('{brand}', w.brand)
    .replace('{claim}', w.claim)
    .replace('{magnet}', w.magnet);
  let text = firstThatFits(40, filled, t.shortCtas[slot]);
  if (text.toLowerCase() === base.toLowerCase())
    text = firstThatFits(40, t.yes(text), t.shortCtas[(slot + 1) % 4]);
  return text;
}
