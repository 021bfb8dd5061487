import type { BuilderComponent, GenerationOptions } from '../../../shared/api/generation.ts';
import type { BriefFacts, BriefLanguage } from '../../lib/brief/index.ts';

/** The languages the composer writes a page in; a brief in any other gets an English page. */
export const PAGE_LANGUAGES = ['en', 'es'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The terms of the offer the page must keep in the brief's words (lib/brief/offer-terms.ts). */
export type OfferTerms = Pick<
  BriefFacts,
  'wasNow' | 'deadline' | 'allHours' | 'sameDay' | 'trial' | 'ageRange' | 'integrations' | 'scarcity'
>;

/** What the page is trying to make a visitor do; decides sections, form and call to action. */
export const GOAL_KINDS = [
  'leads',
  'call',
  'email',
  'signup',
  'sales',
  'launch',
  'event',
  'booking',
  'consultation',
  'app',
  'feedback',
  'traffic',
  'brand',
  'donate',
] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export type Tone =
  | 'professional'
  | 'friendly'
  | 'urgent'
  | 'trustworthy'
  | 'innovative'
  | 'luxurious'
  | 'playful'
  | 'authoritative'
  | 'conversational'
  | 'minimalist';

/** Decorative hero panel drawn with HTML/CSS only (no images). */
export const VISUAL_KINDS = ['dashboard', 'phone', 'ticket', 'spotlight', 'product', 'listing'] as const;
export type VisualKind = (typeof VISUAL_KINDS)[number];

export const ICON_NAMES = [
  'rocket',
  'cart',
  'briefcase',
  'cap',
  'pulse',
  'mail',
  'phone',
  'bot',
  'check',
  'shield',
  'zap',
  'clock',
  'star',
  'heart',
  'chart',
  'users',
  'sparkles',
  'target',
  'award',
  'calendar',
  'pin',
  'trend',
  'leaf',
  'globe',
  'lock',
  'headphones',
  'wrench',
  'camera',
  'utensils',
  'plane',
  'scale',
  'house',
  'gift',
  'chat',
  'truck',
  'dumbbell',
  'book',
  'handshake',
  'key',
  'sun',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export interface Plan {
  name: string;
  price: string;
  period: string;
  features: string[];
  /** The price this plan's replaces, shown struck through ("normally $199"). */
  was?: string;
}

/** A plan as a profile outlines it: the price comes from the brief, or is a placeholder. */
export interface PlanOutline {
  name: string;
  /** Shown after the price: " per month", " per session", "" for a one-off. */
  period: string;
  features: string[];
}

/**
 * Niche copy. Strings may hold placeholders filled by the copywriter: {brand}, {customers},
 * {near} ("in Austin" or "near you"), {offer}, {service} (what the brief says is sold, or the
 * profile's own `service`), {thing} and {a_thing} (software category).
 *
 * Profiles state no facts about a business: no numbers, ratings, client counts, awards, years,
 * response times or guarantees. Those come from the brief, or the page shows a placeholder
 * the owner fills in (see src/shared/placeholders.ts).
 */
export interface IndustryProfile {
  id: string;
  label: string;
  /** Prompt keywords with weights, "phrase:weight, word:weight"; long words also match as stems. */
  keywords: string;
  /** Values of the generator's industry option that point at this profile. */
  industryOptions?: string[];
  /** A neutral business name for briefs that give none; it fits this niche and no other. */
  brand: string;
  scheme: string;
  visual: VisualKind;
  icon: IconName;
  goal: GoalKind;
  /** Plural noun for the people served: "patients", "homeowners". */
  customers: string;
  /** What is sold, in customers' words, when the brief names nothing: "dental care". */
  service: string;
  /** Typical services, for form choices and cards when the brief names none (3-5, short). */
  services: string[];
  /** One sentence about any single service, with {service}: "Unhurried {service}, every option explained first." */
  serviceCard: string;
  /** A noun phrase that reads well after "get", "the path to" and "say hello to". */
  outcome: string;
  headline: string;
  sub: string;
  eyebrow: string;
  offer: string;
  benefits: [IconName, string, string][];
  steps: [string, string][];
  faq: [string, string][];
  /** Labels of figures an owner may add ("patients treated"); shown only as placeholders. */
  figures: string[];
  plans: PlanOutline[];
  ctas?: Partial<Record<GoalKind, string>>;
  local?: boolean;
}

/** Everything the composer knows about the request after reading the prompt and options. */
export interface Brief {
  prompt: string;
  /** The page's language: the brief's, when the composer writes it, else English. */
  language: PageLanguage;
  /** The language the brief is written in, whether or not the composer writes it. */
  briefLanguage: BriefLanguage;
  options: GenerationOptions;
  profile: IndustryProfile;
  name: string | null;
  brand: string;
  /** Product category for software ("CRM", "scheduling app"), else a generic noun. */
  thing: string;
  goal: GoalKind;
  tone: Tone;
  audience: string | null;
  promptColors: string[];
  referenceColors: string[];
  schemeKey: string | null;
  /** The brief's phone number, or the placeholder text shown (marked) in its place. */
  phone: string;
  phoneFound: boolean;
  email: string | null;
  /** A person the brief names: owner, doctor, attorney, host. */
  person: string | null;
  location: string | null;
  /** What the brief says is sold, in its own words (may be empty). */
  services: string[];
  /** The brief's offer in its own words ("free whitening consultation"), else null. */
  offer: string | null;
  /** Every price the brief gives, as written ("$49", "£120", "$300/mo"). */
  prices: string[];
  eventFormat: string | null;
  eventTopic: string | null;
  eventDate: string | null;
  magnet: string | null;
  price: string | null;
  terms: OfferTerms;
  chatbot: boolean;
  payPerCall: boolean;
  requested: SectionKind[];
  headlineOverride: string | null;
  ctaOverride: string | null;
  builder: BuilderComponent[] | null;
  templateId: string | null;
}

export type SectionKind =
  | 'logos'
  | 'features'
  | 'steps'
  | 'stats'
  | 'testimonials'
  | 'pricing'
  | 'offer'
  | 'guarantee'
  | 'faq'
  | 'event'
  | 'app'
  | 'booking'
  | 'chat'
  | 'gallery'
  | 'donate'
  | 'feedback'
  | 'countdown'
  | 'team'
  | 'cta';
