import { DEFAULT_GENERATION_OPTIONS, type GenerationOptions } from '../../../shared/api/generation.ts';
import { detectLanguage, isPerSeat, readBriefFacts } from '../../lib/brief/index.ts';
import { BRAND_SLOT } from './brand-slot.ts';
import { detectOffer, detectServices } from './brief-facts.ts';
import { findColors } from './colors.ts';
import { schemeKeyFor } from './palettes.ts';
import { profileById, profilesFor } from './profiles/index.ts';
import {
  detectAudience,
  detectEventFormat,
  detectEventTopic,
  detectMagnet,
  detectThing,
  detectTone,
  goalFromOption,
  goalFromText,
  quotedAfter,
  requestedSections,
} from './prompt-facts.ts';
import { type Brief, type IndustryProfile, PAGE_LANGUAGES, type PageLanguage } from './types.ts';

/** Template ids of the gallery and the profile each one is written for. */
const TEMPLATE_PROFILES: Record<string, string> = {
  'saas-product': 'saas',
  'ecommerce-store': 'ecommerce',
  'service-business': 'home-services',
  'course-education': 'education',
  'health-wellness': 'wellness',
  'pay-per-call-lander': 'home-services',
};

function keywordHits(text: string, keyword: string): number {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+');
  // Long keywords act as stems ("orthodont" matches "orthodontist"); short ones only take plurals.
  const re = new RegExp(keyword.length >= 6 ? `\\b${escaped}\\w*` : `\\b${escaped}(?:s|es)?\\b`, 'g');
  return Math.min(3, text.match(re)?.length ?? 0);
}

const parsed = new Map<string, [string, number][]>();

function parseKeywords(list: string): [string, number][] {
  let out = parsed.get(list);
  if (!out) {
    out = list
      .split(',')
      .map((entry) => entry.trim().split(':'))
      .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0])
      .map(([word, weight]) => [word.trim(), Number(weight)]);
    parsed.set(list, out);
  }
  return out;
}

function bestProfile(
  text: string,
  industryOption: string,
  templateId: string,
  language: PageLanguage,
  software: boolean,
): [IndustryProfile, number] {
  const lower = text.toLowerCase();
  let best: IndustryProfile = profileById('general')!;
  let bestScore = 0;
  for (const profile of profilesFor(language)) {
    let score = 0;
    for (const [keyword, weight] of parseKeywords(profile.keywords))
      score += keywordHits(lower, keyword) * weight;
    if (industryOption && profile.industryOptions?.includes(industryOption)) score += 5;
    if (TEMPLATE_PROFILES[templateId] === profile.id) score += 8;
    // A product with integrations or per-seat prices is software, whatever it does.
    if (software && profile.id === 'saas') score += 6;
    if (score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  return [best, bestScore];
}

/** Names in the brief, blanked: "Summit Plumbing" sells plumbing, not a summit. */
export function withoutNames(text: string, names: (string | null)[]): string {
  let out = text;
  for (const name of names) if (name && name.length > 1) out = out.split(name).join(' · ');
  return out;
}

/**
 * The niche comes from what is sold and to whom, never from a word inside a name ("Event
 * Horizon Roofing" is a roofer). Only when nothing else in the brief names a trade does the
 * name's last word, its head noun ("Bright Smile Dental"), count.
 */
export function scoreProfiles(
  text: string,
  industryOption = '',
  templateId = '',
  names: (string | null)[] = [],
  language: PageLanguage = 'en',
  software = false,
): IndustryProfile {
  const [best, score] = bestProfile(
    withoutNames(text, names),
    industryOption,
    templateId,
    language,
    software,
  );
  if (score > 0) return best;
  // Spanish names lead with the kind of business ("Clínica Dental Sonrisa"), English ones end with it.
  const words = names[0]?.split(/\s+/) ?? [];
  const head = (language === 'es' ? words.slice(0, 2).join(' ') : words.at(-1)) ?? '';
  return head ? bestProfile(head, industryOption, templateId, language, software)[0] : best;
}

/** Shown, marked as a placeholder, where a phone number belongs but the brief gave none. */
export const PHONE_PLACEHOLDER = 'Your phone number';

export interface AnalyseInput {
  prompt: string;
  options?: Partial<GenerationOptions>;
  referenceSummary?: string;
  templateId?: string;
}

export function analysePrompt(input: AnalyseInput): Brief {
  const options: GenerationOptions = { ...DEFAULT_GENERATION_OPTIONS, ...(input.options ?? {}) };
  const prompt = String(input.prompt ?? '').slice(0, 20_000);
  const templateId = input.templateId ?? options.templateId ?? null;
  const facts = readBriefFacts(prompt);
  const { name, phone } = facts;
  const language = detectLanguage(prompt);
  const pageLanguage: PageLanguage = (PAGE_LANGUAGES as readonly string[]).includes(language.code)
    ? (language.code as PageLanguage)
    : 'en';
  // Names, and the tools a product works with ("Shopify", "QuickBooks"), say nothing of the niche.
  const names = [name, facts.person, facts.place, ...facts.integrations];
  // A free trial is no sign of software on its own: gyms, classes and courses give trials too.
  const software = facts.integrations.length > 0 || facts.prices.some(isPerSeat);
  const profile = scoreProfiles(prompt, options.industry, templateId ?? '', names, pageLanguage, software);
  // What the page is for is read without the names: "Webinar Wedding Films" runs no webinar.
  const lower = withoutNames(prompt, names).toLowerCase();
  const payPerCall =
    /\bpay[- ]?per[- ]?call\b|\bclick[- ]to[- ]call\b/.test(lower) || templateId === 'pay-per-call-lander';
  const chatbot =
    /\bchat ?bot\b|\bchat widget\b|\bchat flow\b|\bai assistant\b/.test(lower) ||
    templateId === 'chatbot-lead-flow';
  let goal = goalFromOption(options.primaryGoal) ?? goalFromText(lower) ?? profile.goal;
  if (payPerCall && (goal === 'leads' || !goalFromOption(options.primaryGoal))) goal = 'call';
  const offer = detectOffer(prompt);
  // A guide the offer names is the guide: "free downsizing checklist", not "free checklist".
  const guide = detectMagnet(prompt);
  const guideKind = guide?.replace(/:.*$/, '').split(/\s+/).pop() ?? '';
  const magnet =
    guide && offer && guideKind && offer.toLowerCase().includes(guideKind) && !guide.includes(':')
      ? offer
      : guide;
  const nicheWords = parseKeywords(profile.keywords).map(([word]) => word);
  const schemeKey =
    options.colorScheme && options.colorScheme !== 'Custom' ? schemeKeyFor(options.colorScheme) : null;
  return {
    prompt,
    language: pageLanguage,
    briefLanguage: language,
    options,
    profile,
    name,
    brand: name ?? BRAND_SLOT,
    thing: detectThing(prompt) ?? (profile.id === 'app' ? 'app' : 'platform'),
    goal,
    tone: detectTone(options.tone, lower),
    audience: detectAudience(options.targetAudience, prompt),
    promptColors: findColors(prompt.replace(/\b(?:colou?r scheme|palette)\s*:\s*(?:custom)\b/gi, '')),
    referenceColors: findColors(input.referenceSummary ?? ''),
    schemeKey,
    phone: phone ?? PHONE_PLACEHOLDER,
    phoneFound: phone !== null,
    email: facts.email,
    person: facts.person,
    location: facts.place,
    services: detectServices(
      prompt,
      // What is read as a fact or a term of the offer is never a thing sold ("Spots for
      // spring installs are going quickly", "Plazas limitadas", "14-day free trial"). "24/7"
      // and "same-day" stay: they qualify a service ("same-day crowns").
      [
        name,
        facts.person,
        facts.place,
        offer,
        ...facts.integrations,
        facts.scarcity,
        facts.trial?.text ?? null,
        facts.ageRange?.text ?? null,
      ],
      nicheWords,
      language.code,
    ),
    offer,
    prices: facts.prices,
    eventFormat: detectEventFormat(lower),
    eventTopic: detectEventTopic(lower),
    eventDate: facts.date,
    magnet,
    price: facts.prices[0] ?? null,
    terms: {
      wasNow: facts.wasNow,
      deadline: facts.deadline,
      allHours: facts.allHours,
      sameDay: facts.sameDay,
      trial: facts.trial,
      ageRange: facts.ageRange,
      integrations: facts.integrations,
      scarcity: facts.scarcity,
    },
    chatbot,
    payPerCall,
    requested: requestedSections(lower),
    headlineOverride: quotedAfter(prompt, /\b(?:headline|heading|tagline)\b/),
    ctaOverride: quotedAfter(prompt, /\b(?:button|cta|call to action)\b/),
    builder: options.builderLayout?.length ? options.builderLayout : null,
    templateId,
  };
}
