import { NICHE_VOCABULARY_ES } from './niche-vocabulary-es.ts';

/**
 * The niches the briefs cover (corpus.ts, generator.ts), and for each a few words that belong to
 * that niche alone: on any other niche's page they are a sign that the engine borrowed the wrong
 * profile's copy. English words in NICHE_VOCABULARY, Spanish ones in NICHE_VOCABULARY_ES.
 *
 * Words are chosen to be wrong elsewhere, so generic words ('results', 'clients', 'free') and
 * words several niches legitimately share ('consultation', 'appointment', 'estimate',
 * 'insurance' on its own, 'wedding', 'therapist', 'coach', 'open house') are left out. The same
 * goes for Spanish ('consulta', 'cita', 'presupuesto', 'seguro' on its own, 'agenda', 'reserva',
 * 'plazas', 'vacaciones', 'impuestos', 'urgencias', 'peluquería', 'corte de pelo').
 */

export const NICHE_IDS = [
  'dental',
  'medical-clinic',
  'chiropractic-physio',
  'therapy',
  'fitness',
  'beauty-salon',
  'restaurant',
  'real-estate-seller',
  'real-estate-buyer',
  'mortgage',
  'insurance',
  'legal',
  'accounting',
  'home-services',
  'automotive',
  'saas',
  'agency',
  'coaching',
  'online-course',
  'events',
  'ecommerce',
  'nonprofit',
  'travel',
  'pet-services',
  'wedding-photography',
  'kids-camp',
] as const;

export type NicheId = (typeof NICHE_IDS)[number];

export const NICHE_VOCABULARY: Record<NicheId, string[]> = {
  dental: ['dentist', 'dental', 'teeth', 'smile makeover', 'invisalign', 'orthodontist', 'hygienist'],
  'medical-clinic': [
    'botox',
    'med spa',
    'medspa',
    'lip filler',
    'dermal filler',
    'iv therapy',
    'urgent care',
    'primary care',
    'physician',
    'laser hair removal',
  ],
  'chiropractic-physio': [
    'chiropractor',
    'chiropractic',
    'physiotherapy',
    'physio',
    'physical therapy',
    'spinal adjustment',
    'sciatica',
    'back pain',
  ],
  therapy: [
    'mental health',
    'counseling',
    'counselling',
    'psychotherapy',
    'psychologist',
    'couples therapy',
    'talk therapy',
    'depression',
    'emdr',
  ],
  fitness: [
    'gym',
    'personal trainer',
    'personal training',
    'workout',
    'hiit',
    'crossfit',
    'fat loss',
    'strength training',
  ],
  'beauty-salon': [
    'hair salon',
    'barber',
    'barbershop',
    'haircut',
    'balayage',
    'hair color',
    'hair colour',
    'manicure',
    'lash extensions',
    'beard trim',
  ],
  restaurant: [
    'cafe',
    'café',
    'coffee shop',
    'brunch',
    'espresso',
    'takeout',
    'dine-in',
    'tasting menu',
    'happy hour',
    'pizza',
  ],
  'real-estate-seller': [
    'home valuation',
    'home worth',
    'what is my home worth',
    'sell your home',
    'sell your house',
    'sell my house',
    'list your home',
    'listing agent',
    'home seller',
    'cash offer',
  ],
  'real-estate-buyer': [
    'homes for sale',
    'new listings',
    "buyer's agent",
    'home search',
    'house hunting',
    'showings',
    'find your dream home',
  ],
  mortgage: [
    'refinance',
    'refinancing',
    'mortgage broker',
    'mortgage rate',
    'loan officer',
    'heloc',
    'home equity',
    'fha loan',
    'va loan',
  ],
  insurance: [
    'life insurance',
    'term life',
    'auto insurance',
    'car insurance',
    'home insurance',
    'homeowners insurance',
    'insurance agent',
    'insurance quote',
    'policyholder',
  ],
  legal: [
    'attorney',
    'lawyer',
    'law firm',
    'personal injury',
    'estate planning',
    'living trust',
    'lawsuit',
    'probate',
    'legal advice',
  ],
  accounting: [
    'accountant',
    'accounting',
    'bookkeeping',
    'bookkeeper',
    'cpa',
    'tax prep',
    'tax preparation',
    'tax return',
    'irs',
  ],
  'home-services': [
    'roofing',
    'roofer',
    'plumber',
    'plumbing',
    'hvac',
    'air conditioning',
    'water heater',
    'furnace',
    'landscaping',
    'house cleaning',
  ],
  automotive: [
    'car detailing',
    'detailing',
    'ceramic coating',
    'paint correction',
    'auto repair',
    'oil change',
    'mechanic',
    'brake',
    'dealership',
    'test drive',
  ],
  saas: ['saas', 'software', 'api', 'integrations', 'per seat', 'sso', 'uptime', 'workspace'],
  agency: [
    'marketing agency',
    'digital agency',
    'seo',
    'ppc',
    'google ads',
    'facebook ads',
    'meta ads',
    'ad spend',
    'roas',
    'social media management',
  ],
  coaching: [
    'life coach',
    'business coach',
    'executive coaching',
    'leadership coaching',
    'career coaching',
    'mindset',
    'mentorship',
    'consulting firm',
    'management consulting',
  ],
  'online-course': [
    'online course',
    'modules',
    'curriculum',
    'lifetime access',
    'self-paced',
    'enroll now',
    'enrol now',
    'cohort',
  ],
  events: [
    'webinar',
    'conference',
    'summit',
    'keynote',
    'agenda',
    'save your seat',
    'register now',
    'breakout session',
    'attendees',
  ],
  ecommerce: [
    'add to cart',
    'shop now',
    'free shipping',
    'checkout',
    'pre-order',
    'preorder',
    'bestseller',
    'in stock',
    'back in stock',
  ],
  nonprofit: [
    'donate',
    'donation',
    'donors',
    'nonprofit',
    'non-profit',
    'charity',
    'volunteer',
    'fundraiser',
    'fundraising',
  ],
  travel: [
    'vacation',
    'resort',
    'itinerary',
    'guided tour',
    'travel agency',
    'cruise',
    'boutique hotel',
    'getaway',
  ],
  'pet-services': [
    'dog grooming',
    'dog walking',
    'dog walker',
    'pet sitting',
    'pet sitter',
    'doggy daycare',
    'kennel',
    'veterinary',
    'veterinarian',
    'puppy',
  ],
  'wedding-photography': [
    'wedding photographer',
    'wedding photography',
    'photographer',
    'engagement session',
    'elopement',
    'headshots',
    'photo shoot',
    'bride',
    'wedding day',
    'second shooter',
  ],
  'kids-camp': [
    'summer camp',
    'day camp',
    'campers',
    'camp counselor',
    'camp counsellor',
    'sleepaway camp',
    'overnight camp',
  ],
};

export type BriefLanguage = 'en' | 'es';

export { NICHE_VOCABULARY_ES };

/** Each language's word lists. */
export const VOCABULARY: Record<BriefLanguage, Record<NicheId, string[]>> = {
  en: NICHE_VOCABULARY,
  es: NICHE_VOCABULARY_ES,
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` mentions `word` as a whole word or phrase, case-insensitive, plural allowed
 * ('dentist' matches "Dentists", not "dentistry"; 'physio' does not match "physiotherapy").
 */
export function mentions(text: string, word: string): boolean {
  const phrase = escapeRe(word).replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * Vocabulary words of niches other than `niche` that `text` mentions, minus `allowed` ones, in
 * the words of `language` (a Spanish page is read with the Spanish lists).
 */
export function otherNicheWords(
  text: string,
  niche: NicheId,
  allowed: readonly string[] = [],
  language: BriefLanguage = 'en',
): string[] {
  const ok = new Set(allowed.map((w) => w.toLowerCase()));
  return NICHE_IDS.filter((id) => id !== niche)
    .flatMap((id) => VOCABULARY[language][id])
    .filter((word) => !ok.has(word) && mentions(text, word));
}
