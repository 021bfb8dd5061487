import { eld } from 'eld/medium';

/**
 * The language a brief is written in (ADR 019). The n-gram detector (eld) does the reading; what
 * is added here is caution, because a brief is short and full of names: "Casa Lumbre tapas bar"
 * or "Roofing in Tampa" are English briefs that n-grams alone call Spanish or Dutch. English is
 * the default, and another language wins only when
 * - the detector prefers it to English by a clear margin, and
 * - the brief holds at least one of that language's own function words or letters, the part
 *   of a sentence a business name rarely supplies.
 */

export interface BriefLanguage {
  /** ISO 639-1 code: 'en', 'es', 'fr', ... */
  code: string;
  /** English name, for the chat: "French". */
  name: string;
}

const NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  ca: 'Catalan',
  pl: 'Polish',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  ro: 'Romanian',
  tr: 'Turkish',
};

/**
 * Function words and letters that mark a language, for the languages a marketer is likely to
 * write in. A word from this list is evidence the sentence itself, not a name, is in it.
 */
const MARKERS: Record<string, RegExp> = {
  es: /\b(?:el|los|las|para|con|por|una|del|que|nuestr[oa]s?|tu|tus|su|sus|somos|necesito|quiero|página|clases|desde|hasta|gratis|y|en|de|al)\b|[ñ¿¡áéíóú]|ción\b|\w{3,}(?:ciones|ales|ados|idas|idos)\b/i,
  fr: /\b(?:le|les|des|pour|avec|une|du|que|notre|nos|votre|vos|nous|sommes|et|à|au|aux|chez)\b|[çœ]|\b\w+eau[x]?\b/i,
  de: /\b(?:der|die|das|und|für|mit|ein|eine|unser|unsere|wir|sind|ist|zu|im|vom)\b|[äöüß]/i,
  pt: /\b(?:o|os|as|para|com|uma|do|da|dos|das|nosso|nossa|somos|em|ao|e)\b|[ãõ]|ção\b/i,
  it: /\b(?:il|gli|le|per|con|una|del|della|che|nostro|nostra|siamo|e|di|al)\b/i,
  nl: /\b(?:de|het|een|voor|met|van|onze|ons|wij|zijn|en|bij)\b|ij/i,
  ca: /\b(?:el|els|les|per|amb|una|del|que|nostre|nostra|som|i|de|al)\b|l·l/i,
};

/** How much the detector must prefer a language over English before it is believed. */
const MARGIN = 0.1;
/** A preference this strong is believed without a marker word ("adiestramiento canino"). */
const CLEAR_MARGIN = 0.4;

// Only the languages a brief is likely to be written in: on a few words, n-grams alone would
// otherwise find Lithuanian in "tapas" and Romanian in "cosmética natural".
eld.setLanguageSubset(['en', ...Object.keys(MARKERS)]);

/** Contact details, prices and addresses say nothing about the language. */
function stripNonWords(text: string): string {
  return text
    .replace(/https?:\/\/\S+|\bwww\.\S+/gi, ' ')
    .replace(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/gi, ' ')
    .replace(/[+(]?\d[\d\s().,/:-]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function languageName(code: string): string {
  return NAMES[code] ?? code;
}

/**
 * Words only a sentence in that language holds, never a business name written in English
 * ("necesito", "queremos", "página"): with no English function word beside them, they decide
 * even where a few words leave the n-grams undecided ("necesito landing: SEO local").
 */
const STRONG: Record<string, RegExp> = {
  es: /\b(?:necesito|necesitamos|quiero|queremos|buscamos|hacemos|ofrecemos|somos|tenemos|nuestr[oa]s?|para|p[aá]gina|gratis|clases)\b|[ñ¿¡]/i,
};
const ENGLISH_WORDS = /\b(?:the|and|for|with|our|we|my|is|are|to|of|a|in|on|page|need|want|free)\b/i;

export function detectLanguage(text: string): BriefLanguage {
  const english = { code: 'en', name: NAMES.en! };
  const clean = stripNonWords(text.slice(0, 4000));
  if (clean.split(' ').length < 2) return english;
  if (!ENGLISH_WORDS.test(clean)) {
    const strong = Object.keys(STRONG).find((code) => STRONG[code]!.test(clean));
    if (strong) return { code: strong, name: languageName(strong) };
  }
  const scores = eld.detect(clean).getScores();
  const ranked = Object.entries(scores);
  const [first, best] = ranked[0] ?? ['en', 0];
  if (first === 'en') return english;
  const en = scores.en ?? 0;
  // Close relatives (Spanish, Portuguese, Catalan) score alike on a few words: of those the
  // detector prefers to English, the best-scoring one whose own words or letters the brief
  // holds wins; without such evidence, only a clear preference does.
  const ahead = ranked.filter(([code, score]) => code !== 'en' && score - en >= MARGIN);
  const marked = ahead.find(([code]) => MARKERS[code]?.test(clean));
  if (marked) return { code: marked[0], name: languageName(marked[0]) };
  if (best - en >= CLEAR_MARGIN) return { code: first, name: languageName(first) };
  return english;
}
