import type { IndustryProfile, PageLanguage } from '../types.ts';
import accounting from './data/accounting.json' with { type: 'json' };
import agency from './data/agency.json' with { type: 'json' };
import app from './data/app.json' with { type: 'json' };
import automotive from './data/automotive.json' with { type: 'json' };
import beauty from './data/beauty.json' with { type: 'json' };
import chiropractic from './data/chiropractic.json' with { type: 'json' };
import clinic from './data/clinic.json' with { type: 'json' };
import coaching from './data/coaching.json' with { type: 'json' };
import consulting from './data/consulting.json' with { type: 'json' };
import creative from './data/creative.json' with { type: 'json' };
import dental from './data/dental.json' with { type: 'json' };
import ecommerce from './data/ecommerce.json' with { type: 'json' };
import education from './data/education.json' with { type: 'json' };
import accountingEs from './data/es/accounting.json' with { type: 'json' };
import agencyEs from './data/es/agency.json' with { type: 'json' };
import appEs from './data/es/app.json' with { type: 'json' };
import automotiveEs from './data/es/automotive.json' with { type: 'json' };
import beautyEs from './data/es/beauty.json' with { type: 'json' };
import chiropracticEs from './data/es/chiropractic.json' with { type: 'json' };
import clinicEs from './data/es/clinic.json' with { type: 'json' };
import coachingEs from './data/es/coaching.json' with { type: 'json' };
import consultingEs from './data/es/consulting.json' with { type: 'json' };
import creativeEs from './data/es/creative.json' with { type: 'json' };
import dentalEs from './data/es/dental.json' with { type: 'json' };
import ecommerceEs from './data/es/ecommerce.json' with { type: 'json' };
import educationEs from './data/es/education.json' with { type: 'json' };
import eventsEs from './data/es/events.json' with { type: 'json' };
import financeEs from './data/es/finance.json' with { type: 'json' };
import fitnessEs from './data/es/fitness.json' with { type: 'json' };
import generalEs from './data/es/general.json' with { type: 'json' };
import homeServicesEs from './data/es/home-services.json' with { type: 'json' };
import insuranceEs from './data/es/insurance.json' with { type: 'json' };
import kidsCampEs from './data/es/kids-camp.json' with { type: 'json' };
import leadMagnetEs from './data/es/lead-magnet.json' with { type: 'json' };
import legalEs from './data/es/legal.json' with { type: 'json' };
import mortgageEs from './data/es/mortgage.json' with { type: 'json' };
import nonprofitEs from './data/es/nonprofit.json' with { type: 'json' };
import petEs from './data/es/pet.json' with { type: 'json' };
import photographyEs from './data/es/photography.json' with { type: 'json' };
import realEstateEs from './data/es/real-estate.json' with { type: 'json' };
import realEstateBuyerEs from './data/es/real-estate-buyer.json' with { type: 'json' };
import restaurantEs from './data/es/restaurant.json' with { type: 'json' };
import saasEs from './data/es/saas.json' with { type: 'json' };
import therapyEs from './data/es/therapy.json' with { type: 'json' };
import travelEs from './data/es/travel.json' with { type: 'json' };
import wellnessEs from './data/es/wellness.json' with { type: 'json' };
import events from './data/events.json' with { type: 'json' };
import finance from './data/finance.json' with { type: 'json' };
import fitness from './data/fitness.json' with { type: 'json' };
import general from './data/general.json' with { type: 'json' };
import homeServices from './data/home-services.json' with { type: 'json' };
import insurance from './data/insurance.json' with { type: 'json' };
import kidsCamp from './data/kids-camp.json' with { type: 'json' };
import leadMagnet from './data/lead-magnet.json' with { type: 'json' };
import legal from './data/legal.json' with { type: 'json' };
import mortgage from './data/mortgage.json' with { type: 'json' };
import nonprofit from './data/nonprofit.json' with { type: 'json' };
import pet from './data/pet.json' with { type: 'json' };
import photography from './data/photography.json' with { type: 'json' };
import realEstate from './data/real-estate.json' with { type: 'json' };
import realEstateBuyer from './data/real-estate-buyer.json' with { type: 'json' };
import restaurant from './data/restaurant.json' with { type: 'json' };
import saas from './data/saas.json' with { type: 'json' };
import therapy from './data/therapy.json' with { type: 'json' };
import travel from './data/travel.json' with { type: 'json' };
import wellness from './data/wellness.json' with { type: 'json' };
import { parseProfile } from './profile-schema.ts';

/**
 * The business profiles the composer writes from, one JSON file each in data/ (checked by
 * profile-schema.ts as they load). Order matters only for ties: more specific profiles come first.
 */
export const PROFILES: IndustryProfile[] = [
  dental,
  clinic,
  chiropractic,
  therapy,
  wellness,
  fitness,
  beauty,
  homeServices,
  automotive,
  pet,
  restaurant,
  realEstate,
  realEstateBuyer,
  legal,
  mortgage,
  insurance,
  accounting,
  finance,
  coaching,
  kidsCamp,
  events,
  education,
  travel,
  photography,
  creative,
  ecommerce,
  app,
  agency,
  consulting,
  saas,
  nonprofit,
  leadMagnet,
  general,
].map(parseProfile);

const SPANISH = new Map(
  [
    dentalEs,
    clinicEs,
    chiropracticEs,
    therapyEs,
    wellnessEs,
    fitnessEs,
    beautyEs,
    homeServicesEs,
    automotiveEs,
    petEs,
    restaurantEs,
    realEstateEs,
    realEstateBuyerEs,
    legalEs,
    mortgageEs,
    insuranceEs,
    accountingEs,
    financeEs,
    coachingEs,
    eventsEs,
    educationEs,
    travelEs,
    photographyEs,
    creativeEs,
    ecommerceEs,
    appEs,
    agencyEs,
    consultingEs,
    saasEs,
    nonprofitEs,
    leadMagnetEs,
    generalEs,
    kidsCampEs,
  ]
    .map(parseProfile)
    .map((p) => [p.id, p]),
);

/**
 * The same profiles in Spanish (data/es/<id>.json), in the English order: same ids, schemes,
 * visuals, icons and goals, every text in Spanish, and the keywords a Spanish brief uses. A new
 * niche needs its Spanish file too (locale/locale.test.ts checks); until then its English copy
 * stands in.
 */
export const PROFILES_ES: IndustryProfile[] = PROFILES.map((en) => SPANISH.get(en.id) ?? en);

const BY_LANGUAGE: Record<PageLanguage, IndustryProfile[]> = { en: PROFILES, es: PROFILES_ES };

/** The profiles whose copy is written in `language`. */
export function profilesFor(language: PageLanguage = 'en'): IndustryProfile[] {
  return BY_LANGUAGE[language] ?? PROFILES;
}

/** A profile by id, in `language` (English unless asked). */
export function profileById(id: string, language: PageLanguage = 'en'): IndustryProfile | undefined {
  return profilesFor(language).find((p) => p.id === id);
}
