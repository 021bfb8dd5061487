import { findEmail, findPhone } from './contact.ts';
import { findDate, findDeadline } from './dates.ts';
import { findPrices, findWasNow, type WasNow } from './money.ts';
import { findWhoAndWhere } from './names.ts';
import {
  findAgeRange,
  findAllHours,
  findIntegrations,
  findSameDay,
  findScarcity,
  findTrial,
} from './offer-terms.ts';

/**
 * What a brief states, read once (ADR 019): the facts every page made from it must carry, in
 * the brief's own words. The offline engine writes its page from these; the page check
 * compares any engine's page against them.
 */
export interface BriefFacts {
  name: string | null;
  person: string | null;
  place: string | null;
  phone: string | null;
  email: string | null;
  /** Every price, as written. */
  prices: string[];
  wasNow: WasNow | null;
  /** The date an offer ends, with its word: { cue: 'until', date: 'May 1' }. */
  deadline: { cue: string; date: string } | null;
  /** The first date (and time) the brief gives: an event, a start, a deadline. */
  date: string | null;
  allHours: string | null;
  sameDay: string | null;
  trial: { text: string; days: number | null } | null;
  ageRange: { text: string; from: number; to: number | null } | null;
  integrations: string[];
  scarcity: string | null;
}

export function readBriefFacts(text: string): BriefFacts {
  const prompt = String(text ?? '').slice(0, 20_000);
  const integrations = findIntegrations(prompt);
  return {
    // A tool the product works with ("integrates with PagerDuty") is never its name.
    ...findWhoAndWhere(prompt, integrations),
    phone: findPhone(prompt),
    email: findEmail(prompt),
    prices: findPrices(prompt),
    wasNow: findWasNow(prompt),
    deadline: findDeadline(prompt),
    date: findDate(prompt),
    allHours: findAllHours(prompt),
    sameDay: findSameDay(prompt),
    trial: findTrial(prompt),
    ageRange: findAgeRange(prompt),
    integrations,
    scarcity: findScarcity(prompt),
  };
}

export { dialable } from './contact.ts';
export { isDateLike } from './dates.ts';
export { type BriefLanguage, detectLanguage, languageName } from './language.ts';
export { amountOf, billingPeriod, isPerSeat, PRICE } from './money.ts';
export { BUSINESS_SUFFIX } from './names.ts';
