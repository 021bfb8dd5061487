import type { BuilderComponent, GenerationOptions } from '../../../../shared/api/generation.ts';

/** What the page is trying to make a visitor do; decides sections, form and call to action. */
export type GoalKind =
  | 'leads'
  | 'call'
  | 'email'
  | 'signup'
  | 'sales'
  | 'launch'
  | 'event'
  | 'booking'
  | 'consultation'
  | 'app'
  | 'feedback'
  | 'traffic'
  | 'brand'
  | 'donate';

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
export type VisualKind = 'dashboard' | 'phone' | 'ticket' | 'spotlight' | 'product' | 'listing';

export type IconName =
  | 'rocket'
  | 'cart'
  | 'briefcase'
  | 'cap'
  | 'pulse'
  | 'mail'
  | 'phone'
  | 'bot'
  | 'check'
  | 'shield'
  | 'zap'
  | 'clock'
  | 'star'
  | 'heart'
  | 'chart'
  | 'users'
  | 'sparkles'
  | 'target'
  | 'award'
  | 'calendar'
  | 'pin'
  | 'trend'
  | 'leaf'
  | 'globe'
  | 'lock'
  | 'headphones'
  | 'wrench'
  | 'camera'
  | 'utensils'
  | 'plane'
  | 'scale'
  | 'house'
  | 'gift'
  | 'chat'
  | 'truck'
  | 'dumbbell'
  | 'book'
  | 'handshake'
  | 'key'
  | 'sun';

export interface Plan {
  name: string;
  price: string;
  period: string;
  features: string[];
}

/**
 * Industry copy. Strings may hold placeholders filled by the copywriter:
 * {brand}, {customers}, {near} ("in Austin" or "near you"), {offer}.
 */
export interface IndustryProfile {
  id: string;
  label: string;
  /** Prompt keywords with weights, "phrase:weight, word:weight"; long words also match as stems. */
  keywords: string;
  /** Values of the spec's industry option that point at this profile. */
  industryOptions?: string[];
  brand: string;
  scheme: string;
  visual: VisualKind;
  icon: IconName;
  goal: GoalKind;
  customers: string;
  /** A noun phrase that reads well after "get", "the path to" and "say hello to". */
  outcome: string;
  headline: string;
  sub: string;
  eyebrow: string;
  offer: string;
  benefits: [IconName, string, string][];
  steps: [string, string][];
  stats: [string, string][];
  quotes: [string, string, string][];
  faq: [string, string][];
  plans: Plan[];
  logos: string[];
  ctas?: Partial<Record<GoalKind, string>>;
  local?: boolean;
}

/** Everything the composer knows about the request after reading the prompt and options. */
export interface Brief {
  prompt: string;
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
  phone: string;
  phoneFound: boolean;
  location: string | null;
  eventFormat: string | null;
  eventTopic: string | null;
  eventDate: string | null;
  magnet: string | null;
  price: string | null;
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
  | 'cta';
