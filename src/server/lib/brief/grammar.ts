import nlp from 'compromise';

/**
 * What kind of phrase a piece of the brief is, so a sentence template only takes phrases that
 * fit its slot (ADR 019). Read by the English parser; a phrase is parsed after "the", because
 * alone "drain cleaning" reads as an order ("drain!") and "roof replacement" as a verb.
 */

interface Term {
  text: string;
  tags: string[];
}

function termsOf(phrase: string): Term[] {
  const doc = nlp(`the ${phrase}`);
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((s) => s.terms);
  return terms.slice(1);
}

const has = (t: Term | undefined, tag: string) => !!t?.tags.includes(tag);

/** The parser's dictionary of known words and their part of speech. */
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;

/**
 * A noun phrase, as a service, product or offer slot needs: "drain cleaning", "same-day
 * crowns", "Invisalign", "a free guide". The tagger guesses compound nouns poorly ("home
 * insurance bundle quotes" reads as two verbs), so a phrase is refused only on evidence that it
 * is something else: a clause ("we fix leaks", "compare 20+ carriers"), a second phrase joined
 * by a preposition ("emergency plumber for north"), a trailing article or preposition, a price
 * or a period ("per month"), or adjectives alone ("calm").
 */
export function isNounPhrase(phrase: string): boolean {
  const text = phrase.trim();
  if (!text || /[.!?;:]/.test(text) || /^[\d'’]/.test(text) || isOnlyAdjectives(text)) return false;
  const terms = termsOf(text);
  const last = terms[terms.length - 1];
  if (!last) return false;
  if (
    ['Pronoun', 'Preposition', 'Determiner', 'Conjunction', 'Modal', 'Copula'].some((tag) => has(last, tag))
  )
    return false;
  if (terms.length === 1 && (has(last, 'Value') || has(last, 'Adverb') || has(last, 'Duration')))
    return false;
  for (const [i, term] of terms.entries()) {
    if (['Pronoun', 'Modal', 'Copula'].some((tag) => has(term, tag))) return false;
    // "buyer's agent" is a noun's possessive; "my roof" a pronoun's.
    if (has(term, 'Possessive') && !/['’]s$/.test(term.text)) return false;
    // A determiner inside the phrase starts another one ("'m a licensed marriage").
    if (i > 0 && has(term, 'Determiner')) return false;
    // "of" and "and" join noun phrases ("hair and makeup", "homes for sale"); other
    // prepositions start a new part.
    const joins =
      /^(?:of|and|&)$/i.test(term.text) ||
      (/^for$/i.test(term.text) && /^(?:sale|rent|hire)$/i.test(terms[i + 1]?.text ?? ''));
    if (has(term, 'Preposition') && !joins && !has(term, 'Hyphenated')) return false;
  }
  // "per month": a period, not a thing.
  if (/^(?:per|a|each)\s/i.test(text)) return false;
  // An order is a clause: a verb first, then its object ("compare 20+ carriers", "get started").
  const plain = (nlp(text).json() as { terms: Term[] }[]).flatMap((s) => s.terms);
  const [verb, object] = plain;
  if (
    (has(verb, 'Infinitive') || has(verb, 'Imperative')) &&
    ['Value', 'Determiner', 'Possessive', 'Pronoun', 'Adverb', 'PastTense', 'Adjective'].some((tag) =>
      has(object, tag),
    )
  )
    return false;
  // Read as written: a clause has a question word, a verb after its subject ("nobody reads
  // long paragraphs", "who clients deal"), or ends on a number ("children 4").
  if (has(verb, 'Determiner') || plain.some((t) => has(t, 'QuestionWord'))) return false;
  if (has(plain[plain.length - 1], 'Value') && !has(plain[plain.length - 1], 'RomanNumeral')) return false;
  for (const [i, term] of plain.entries()) {
    if (i === 0 || !has(term, 'Verb') || has(term, 'Gerund') || has(term, 'Noun')) continue;
    // A compound noun the tagger reads as a verb ("insurance bundle quotes") follows a plain
    // noun; a real verb follows its subject ("nobody reads") or "to" ("happy to fill").
    const before = plain[i - 1]!;
    if (has(before, 'Actor') || has(before, 'Pronoun') || /^to$/i.test(before.text)) return false;
  }
  return true;
}

/** Adjectives alone ("calm", "Adventurous", "friendly and modern"): a tone, not a thing sold. */
export function isOnlyAdjectives(phrase: string): boolean {
  const words = phrase
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return (
    words.length > 0 &&
    words.some((w) => !/^(?:and|or|&)$/.test(w)) &&
    words.every((w) => {
      if (/^(?:and|or|&)$/.test(w)) return true;
      const entry = LEXICON[w];
      if (entry) return [entry].flat().some((tag) => /Adjective|Comparable|Superlative/.test(String(tag)));
      return /(?:ous|ful|ive|ish|less)$/.test(w);
    })
  );
}

/**
 * The noun phrase a fragment starts with: "sciatica from desk jobs" -> "sciatica",
 * "emergency plumber for north" -> "emergency plumber"; null when none.
 */
export function leadingNounPhrase(phrase: string): string | null {
  const text = phrase.trim();
  if (isNounPhrase(text)) return text;
  const cut =
    /^(.+?)\s+(?:from|for|in|at|with|to|on|near|by|across|throughout|around|via|over|into|within|who|that|which|so|because|while)\s/i.exec(
      `${text} `,
    );
  const head = cut?.[1]?.trim();
  return head && isNounPhrase(head) ? head : null;
}

/** Spanish closed-class words a noun phrase neither starts nor ends with. */
const ES_EDGE =
  /^(?:y|o|e|u|que|nos|se|me|te|lo|la|le|los|las|les|el|un|una|unos|unas|de|del|al|a|en|con|por|para|sin|sobre|entre|hasta|desde|mi|mis|tu|tus|su|sus|nuestro|nuestra|muy|más|también|pero|como)$/i;
const ES_VERB =
  /^(?:es|son|está|están|estamos|hay|ser|soy|quiero|quieres|queremos|necesito|necesitamos|puedan|pueda|puedes|podemos|fundad[oa]s?|llevamos|tenemos|tengo|hacemos|vendemos|ofrecemos|trabajamos|buscamos|somos|dedicamos|ayudamos|atendemos|reserva|reservar|llama|llámanos|escríbenos|escribe|haz|quieren|vuelvas|vuelva|decidas)$/i;

/**
 * A Spanish noun phrase, for a brief the English parser cannot read: no verb among its words
 * ("somos", "queremos", "puedan") and no article, preposition or conjunction at either end
 * ("fundado por el", "clínica de fisioterapia en"). Spanish's verbs and function words are
 * closed lists, so the lists above decide it.
 */
export function isSpanishNounPhrase(phrase: string): boolean {
  const words = phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 6) return false;
  if (ES_EDGE.test(words[0]!) || ES_EDGE.test(words[words.length - 1]!)) return false;
  return !words.some(
    (w) =>
      ES_VERB.test(w) || (/mos$/.test(w) && w.length > 5 && !/^(?:mismos|últimos|primos|ramos)$/.test(w)),
  );
}
