import { DEFAULT_GENERATION_OPTIONS, type GenerationOptions } from '../../../shared/api/generation.ts';
import { detectFacts, detectOffer, detectServices } from './brief-facts.ts';
import { findColors } from './colors.ts';
import { detectName } from './detect-name.ts';
import { schemeKeyFor } from './palettes.ts';
import { PROFILES, profileById } from './profiles/index.ts';
import {
  detectAudience,
  detectEventDate,
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
import type { Brief, IndustryProfile } from './types.ts';

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

export function scoreProfiles(text: string, industryOption = '', templateId = ''): IndustryProfile {
  const lower = text.toLowerCase();
  let best: IndustryProfile = profileById('general')!;
  let bestScore = 0;
  for (const profile of PROFILES) {
    let score = 0;
    for (const [keyword, weight] of parseKeywords(profile.keywords))
      score += keywordHits(lower, keyword) * weight;
    if (industryOption && profile.industryOptions?.includes(industryOption)) score += 5;
    if (TEMPLATE_PROFILES[templateId] === profile.id) score += 8;
    if (score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  return best;
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
  const lower = prompt.toLowerCase();
  const templateId = input.templateId ?? options.templateId ?? null;
  const profile = scoreProfiles(prompt, options.industry, templateId ?? '');
  const payPerCall =
    /\bpay[- ]?per[- ]?call\b|\bclick[- ]to[- ]call\b/.test(lower) || templateId === 'pay-per-call-lander';
  const chatbot =
    /\bchat ?bot\b|\bchat widget\b|\bchat flow\b|\bai assistant\b/.test(lower) ||
    templateId === 'chatbot-lead-flow';
  let goal = goalFromOption(options.primaryGoal) ?? goalFromText(lower) ?? profile.goal;
  if (payPerCall && (goal === 'leads' || !goalFromOption(options.primaryGoal))) goal = 'call';
  const facts = detectFacts(prompt, detectName);
  const { name, phone } = facts;
  const offer = detectOffer(prompt);
  const nicheWords = parseKeywords(profile.keywords).map(([word]) => word);
  const schemeKey =
    options.colorScheme && options.colorScheme !== 'Custom' ? schemeKeyFor(options.colorScheme) : null;
  return {
    prompt,
    options,
    profile,
    name,
    brand: name ?? profile.brand,
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
    location: facts.location,
    services: detectServices(prompt, [name, facts.person, facts.location, offer], nicheWords),
    offer,
    prices: facts.prices,
    eventFormat: detectEventFormat(lower),
    eventTopic: detectEventTopic(lower),
    eventDate: detectEventDate(prompt),
    magnet: detectMagnet(prompt),
    price: facts.prices[0] ?? null,
    chatbot,
    payPerCall,
    requested: requestedSections(lower),
    headlineOverride: quotedAfter(prompt, /\b(?:headline|heading|tagline)\b/),
    ctaOverride: quotedAfter(prompt, /\b(?:button|cta|call to action)\b/),
    builder: options.builderLayout?.length ? options.builderLayout : null,
    templateId,
  };
}
