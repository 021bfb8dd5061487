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
    // "down payment assistance", "in-home care": a particle that opens a compound noun.
    const opens =
      i === 0 &&
      /^(?:down|up|out|off|over|back|in|on|after|under)$/i.test(term.text) &&
      has(terms[1], 'Noun');
    const joins =
      opens ||
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
  return !words.some(isSpanishVerb);
}

/**
 * A Spanish verb form a brief uses to say what it does: the closed list above, or a first-person
 * plural ("organizamos", "preparamos", "cosemos"). Nouns in -mos carry an accent ("préstamos",
 * "últimos") or are short ("ramos"), which verbs in -amos/-emos/-imos never do.
 */
function isSpanishVerb(word: string): boolean {
  const w = word.toLowerCase();
  return (
    ES_VERB.test(w) ||
    (/(?:amos|emos|imos)$/.test(w) && w.length > 5 && !/[áéíóú]/.test(w)) ||
    // An order with its pronoun: "escríbeme", "llámanos", "contáctanos", "pídenos".
    /^\p{Ll}*[áéíóú]\p{Ll}*(?:me|nos|te|le|les|lo|la|los|las)$/u.test(w)
  );
}

/** Words that open a Spanish clause before the thing it names: pronouns, prepositions, adverbs. */
const ES_OPENING =
  /^(?:nos|se|me|te|les?|lo|la|los|las|que|y|e|también|además|sobre|todo|sobretodo|principalmente|solo|sólo|más|muy|a|al|en|de|del|con|el|un|una|unos|unas|nuestr[oa]s?|mis?|sus?|tus?|destacar|promocionar|vender|ofrecer|hacer|mostrar|enseñar|impulsar|anunciar|dar|dedicad[oa]s?|especialistas|especializad[oa]s?)$/i;

/** Verbs a Spanish brief uses of what is sold or shown, in the third person and subjunctive. */
const ES_FEATURE_VERB =
  /^(?:es|son|sea|sean|destac(?:a|an|e|en)|muestr(?:a|an|e|en)|ofrec(?:e|en)|ofrezca(?:n)?|vend(?:e|en|a|an)|hac(?:e|en)|haga(?:n)?|inclu(?:ye|yen|ya|yan)|promocion(?:a|an|e|en)|enseñ(?:a|an|e|en)|present(?:a|an|e|en)|resalt(?:a|an|e|en)|pid(?:e|en)|busc(?:a|an)|compr(?:a|an)|contrat(?:a|an)|reserv(?:a|an)|quier(?:e|en)|necesit(?:a|an)|gust(?:a|an)|encant(?:a|an)|interes(?:a|an)|llev(?:a|an))$/i;

/**
 * The thing a Spanish clause names, without the clause around it: "nos dedicamos a envío de
 * facturas" -> "envío de facturas", "lo que más nos piden es la limpieza dental" -> "limpieza
 * dental". The words after the last verb that are a noun phrase, once pronouns, prepositions
 * and adverbs are dropped. Null when nothing is.
 */
export function spanishObject(phrase: string): string | null {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  const verbAt = (w: string) => isSpanishVerb(w) || ES_FEATURE_VERB.test(w);
  for (let i = words.length - 2; i >= -1; i--) {
    if (i >= 0 && !verbAt(words[i]!)) continue;
    let start = i + 1;
    while (start < words.length && ES_OPENING.test(words[start]!)) start++;
    const rest = words.slice(start).join(' ');
    if (rest && isSpanishNounPhrase(rest) && !words.slice(start).some(verbAt)) return rest;
    if (i >= 0) break;
  }
  return null;
}

/**
 * Verbs a brief uses to say what a business sells or what a page should lead with. A phrase
 * after one of them is the thing itself: "we would love to push drain cleaning", "could you
 * highlight teeth whitening", "the one we should sell is gel manicures".
 */
const ACTIVITY_VERB =
  /^(?:offer(?:s|ing)?|sell(?:s|ing)?|provid(?:e|es|ing)|do(?:es|ing)?|push(?:es|ing)?|feature|featuring|highlight(?:s|ing)?|promot(?:e|es|ing)|showcas(?:e|es|ing)|spotlight|focus(?:es|ing)?|speciali[sz](?:e|es|ing)|teach(?:es|ing)?|run(?:s|ning)?|host(?:s|ing)?|organi[sz](?:e|es|ing)|mak(?:e|es|ing)|install(?:s|ing)?|fix(?:es|ing)?|repair(?:s|ing)?|build(?:s|ing)?|cater(?:s|ing)?|deliver(?:s|ing)?|design(?:s|ing)?|suppl(?:y|ies|ying)|stock(?:s|ing)?|carr(?:y|ies|ying)|serv(?:e|es|ing)|bak(?:e|es|ing)|treat(?:s|ing)?|train(?:s|ing)?|coach(?:es|ing)?|shoot(?:s|ing)?|film(?:s|ing)?|plan(?:s|ning)?|handl(?:e|es|ing)|prepar(?:e|es|ing)|lead(?:s|ing)?|giv(?:e|es|ing)|show(?:s|ing)?|advertis(?:e|es|ing)|market(?:s|ing)?|emphasi[sz](?:e|es|ing)|mention(?:s|ing)?|is|are)$/i;
const AFTER_VERB =
  /^(?:on|in|with|about|up|mostly|mainly|mostly on|mainly on|our|the|a|an|some|all|both|also|just|only)$/i;

/**
 * The thing an English clause names after its verb of selling or featuring, when the clause as
 * a whole is no noun phrase: the last such verb that a noun phrase follows. Null when none.
 */
export function objectNounPhrase(phrase: string): string | null {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  // Most fragments hold no such verb before their end: no parse needed.
  if (!words.slice(0, -1).some((w) => ACTIVITY_VERB.test(w.replace(/[^\p{L}]/gu, '')))) return null;
  if (isNounPhrase(phrase)) return null;
  for (let i = words.length - 2; i >= 0; i--) {
    if (!ACTIVITY_VERB.test(words[i]!.replace(/[^\p{L}]/gu, ''))) continue;
    // "is"/"are" name the thing only after a subject that says so ("our bestseller is").
    if (
      /^(?:is|are)$/i.test(words[i]!) &&
      !/\b(?:bestsellers?|best[- ]sellers?|speciality|specialty|focus|main|thing|service|product|offer|popular)\b/i.test(
        words.slice(0, i).join(' '),
      )
    )
      continue;
    let start = i + 1;
    while (start < words.length - 1 && AFTER_VERB.test(words[start]!)) start++;
    const head = leadingNounPhrase(words.slice(start).join(' '));
    if (head) return head;
  }
  return null;
}
