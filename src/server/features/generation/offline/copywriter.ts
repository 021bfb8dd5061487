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
function midSentence(phrase: string): string {
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

export function headline(brief: Brief): string {
  if (brief.headlineOverride) return brief.headlineOverride;
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
  urgent: 'Spots are limited, so claim yours today.',
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
    testimonials: bold ? `Real results from real ${c}` : friendly ? `Loved by ${c}` : `What our ${c} say`,
    faq: friendly ? 'Questions? We’ve got answers' : 'Frequently asked questions',
    pricing: brief.profile.id === 'nonprofit' ? 'Choose your impact' : 'Simple, transparent pricing',
    cta:
      goalClose[brief.goal] ??
      (friendly ? 'Ready when you are' : `Ready to get started with ${brief.brand}?`),
    stats: `${brief.brand} by the numbers`,
  };
}

export function pageTitle(brief: Brief, head: string): string {
  const short = truncate(head.replace(/[.!]$/, ''), 60);
  return brief.name ? truncate(`${brief.name} | ${short}`, 70) : short;
}

export function metaDescription(sub: string): string {
  return truncate(sub.replace(/\s+/g, ' '), 158);
}
