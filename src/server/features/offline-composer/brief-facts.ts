/**
 * Facts a page must state as the brief wrote them: the person behind the business, contact
 * details, prices, the offer, the place and the services sold. Each extractor reads plain
 * prompt text and returns null (or nothing) when unsure: a page with a placeholder is better
 * than a page with a wrong fact.
 */

import {
  isOnlyAdjectives,
  isSpanishNounPhrase,
  leadingNounPhrase,
  objectNounPhrase,
  spanishObject,
} from '../../lib/brief/grammar.ts';

const MONTHS =
  /^(?:(?:january|february|march|april|may|june|july|august|september|october|november|december|and|or|,|\s)+)$/i;

import { PRICE } from '../../lib/brief/money.ts';

/** Words of an offer's terms, which the page shows as terms: never as a service card. */
const TERM_WORDS =
  /\b(?:early[- ]bird|promo(?:tion)?|discount|coupon|descuento|promoción|24\/7|24 hours|24 horas|same[- ]day service|free trial|trial|ages?\s+\d|years? old|años|filling fast|spots? left|limited spots|integrates?|integrations?|per (?:seat|user|month)|until|hasta|normally|was|now)\b/i;

const MONTH_WORD =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** "Jan 31", "20 November": a date, not a service. "Taco Tuesday" is a service. */
const DATE_LIKE = new RegExp(`\\b${MONTH_WORD}\\.?\\s+\\d|\\d\\s+${MONTH_WORD}\\b`, 'i');
const ONLY_DAYS = new RegExp(
  `^(?:(?:${MONTH_WORD}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b[\\s,]*)+$`,
  'i',
);

const OFFER_CUE =
  /\b(?:offer|special|deal|deal of the (?:month|week)|promo(?:tion)?|incentive|campaign|oferta|promoción|promo|lo que regalamos|regalamos|la llamada a la acción)\s*(?:is|es|:)\s*|\b(?:promote|promoting|this page is for)\s+(?:our|the|a|an|my)\s+|\bwe(?:['’]re| are) running\s+(?:a|an|our)\s+(?!ads?\b|campaigns? on\b)|\b(?:queremos promocionar|promocionamos)\s+(?:un|una|el|la|nuestr[oa])?\s*|\b(?:right now|currently|this month|at the moment),? we(?:['’]re| are)? (?:have|offer|run|running|giving away)\s+(?:a|an)?\s*|\bis giving away\s+(?:a|an)?\s*|\b(?:lead with|push|feature|highlight)\s+(?:the|our)\s+|\b(?:ahora mismo|actualmente|este mes) (?:tenemos|ofrecemos)\s+(?:un|una)?\s*|\bel gancho es\s+(?:un|una|el|la)?\s*/i;
/** The end of an offer's clause: its price, its deadline or its terms are facts of their own. */
const OFFER_TAIL =
  /(?:\s+[|/•·]\s.*|,?\s+(?:until|ends?|before|through|thru|till|hasta|antes del?)\s+.*|,\s*[$€£]\s?\d.*|\s+(?:for|at|por|a|@)\s+[$€£\d].*|\s+[-–]\s+[$€£\d].*|,\s+(?:until|ends|hasta|now|was|normally|only|just|solo).*)$/i;
/** List items priced like an offer that are the brief's talk, not an offer ("price - $20"). */
const NOT_OFFER_ITEM =
  /^(?:price|prices|pricing|cost|fee|from|plans?|packages? from|tel|phone|call|precio|precios|tarifa|tarifas|cuota|desde|planes|teléfono|tel\.|llama)(?!\p{L})/iu;
const OFFER_WORDS =
  /\bfree\b|%\s*(?:off|apr)\b|\btrial\b|\bdiscount\b|\bbonus\b|\bcomplimentary\b|\bno[- ]obligation\b|\bspecial\b|(?<!\p{L})(?:gratis|gratuit[oa]s?|descuento|de regalo|regalo|sin compromiso|prueba|bono|especial)(?!\p{L})/iu;
/** Words that make an offer free: English and Spanish. */
const FREE_WORD = /\bfree\b|(?<!\p{L})(?:gratis|gratuit[oa]s?|de regalo|sin coste)(?!\p{L})/iu;
const LEAD_FILLER =
  /^(?:(?:and|plus|with|also|a|an|the|your|our|my|get|book|claim|request|download|schedule|grab|offer|offering|we|main|new|client|patient|push|mention|include|including|do|to|via|is|are|we['’](?:re|ve|ll)|i['’]m|it['’]s|currently|now|running|launching|holding|hosting|giving|doing|having|this|month|week)(?![\p{L}'’])[\s:]*)+/iu;
const TRAIL_FILLER = /\s+(?:form|link|button|page|section|cta|offer|now|today|please)$/i;

function trimClause(clause: string): string {
  let out = clause.trim().replace(/^[-–:,\s]+|[-–:,\s]+$/g, '');
  // "Book an initial assessment": the verb goes, the thing offered stays.
  out = out.replace(LEAD_FILLER, (lead) => (FREE_WORD.test(lead) ? lead : ''));
  while (TRAIL_FILLER.test(out)) out = out.replace(TRAIL_FILLER, '');
  // A price that closes the clause is a fact of its own ("starter package $3,500").
  out = out.replace(new RegExp(`\\s+(?:${PRICE.source})$`), '');
  // Never a fragment of a word or a stray mark at either end ("'re running …", "… and").
  out = out.replace(/^['’](?:re|s|m|ve|ll|d)\s+/i, '').replace(/^[-–—:;,.·•*)\]}\s]+|[\s,;:–-]+$/g, '');
  out = out.replace(/\s+(?:and|or|with|for|the|a|an|of|y|o|con|para|de|el|la)$/i, '');
  return out.trim();
}

/**
 * The offer as the brief words it: the clause after "offer:"/"special:", else the clause that
 * says free, % off, trial or discount, else "book/get a …" ("Book an initial assessment").
 */
export function detectOffer(prompt: string): string | null {
  // A terse brief's list items are sentences of their own: "· promo: free consultation ·".
  const sentences = prompt.split(/(?<=[.!?;])\s+|\n+|\s[·|•]\s|\s\/\s/);
  for (const sentence of sentences) {
    const cue = OFFER_CUE.exec(sentence);
    if (cue) {
      const rest = sentence.slice(cue.index + cue[0].length).replace(/[.!?;]+$/, '');
      const offer = trimClause(rest.replace(OFFER_TAIL, ''));
      if (offer.length >= 4 && offer.length <= 80) return offer;
    }
  }
  // "Was $199, now $150 for a 10-class pass": what the new price buys.
  const bought = new RegExp(
    `\\b(?:now|ahora)\\s+(?:${PRICE.source})\\s+(?:for|por)\\s+(?:(?:a|an|the|our|un|una|el|la)\\s+)?([^.;,\\n]{3,60}?)(?=\\s+(?:till|until|through|ends?|hasta)\\b|[.;,\\n]|$)`,
    'i',
  ).exec(prompt);
  if (bought) return trimClause(bought[1]!);
  // "free pre-approval offer ends 16 February", "deep cleaning - $269": a list item that is an
  // offer by its ending.
  // "entrada VIP: 240€ -> 149€", "mani-pedi combo - $76;", "pack de bienvenida a 39 €": a
  // list item that names a thing and then prices it.
  const priced = `(?:${PRICE.source})(?:\\s*(?:->|→|=>|⇒|➜)\\s*(?:${PRICE.source}))?`;
  for (const sentence of sentences) {
    const item = new RegExp(
      `^\\s*([\\p{L}][^:]{2,60}?)(?:\\s+offer\\s+(?:ends|until|expires)\\b.*|(?:\\s+[-–@]|:|\\s+(?:a|por|at|for))\\s+${priced}\\s*[.;,]?\\s*$)`,
      'iu',
    ).exec(sentence);
    if (item && !NOT_OFFER_ITEM.test(item[1]!)) return trimClause(item[1]!);
  }
  // "Antes 2.250 €, ahora 1.500 €: reportaje de boda completo hasta el 19 de mayo": the thing
  // the prices are for, after them.
  const after = new RegExp(
    `(?:${PRICE.source})\\s*:\\s*([\\p{L}][^.;:\\n]{2,60}?)(?=\\s+(?:until|till|through|ends?|before|hasta|antes del?|válid[oa])\\b|[.;\\n]|$)`,
    'iu',
  ).exec(prompt);
  if (after && !NOT_OFFER_ITEM.test(after[1]!)) return trimClause(after[1]!);
  let best: { text: string; score: number } | null = null;
  for (const sentence of sentences) {
    for (const clause of sentence.replace(/[.!?;]+$/, '').split(/,\s+|\s+[-–]\s+|\s+\+\s+/)) {
      const score = OFFER_WORDS.test(clause)
        ? FREE_WORD.test(clause)
          ? 3
          : 2
        : /^\s*(?:book|get|claim|request|download|schedule)\s+(?:a|an|your|my)\b/i.test(clause)
          ? 1
          : 0;
      const text = trimClause(clause);
      if (!score || text.length < 4 || text.length > 70 || /\bshipping\b/i.test(text)) continue;
      if (!best || score > best.score) best = { text, score };
    }
  }
  return best?.text ?? null;
}

const NOT_SERVICE =
  /\b(?:page|pg|design|colou?rs?|tone|feel|vibe|style|look|font|layout|button|form|link|section|gallery|faq|countdown|timer|pricing|price table|testimonials?|reviews?|photos?|bullets|white ?space|background|accent|contrast|theme|dark|bold|clean|minimal|luxury|luxurious|friendly|calm|warm|playful|modern|elegant|romantic|airy|simple|professional|urgent(?! care)|energetic|cozy|hopeful|heartfelt|reassuring|trustworthy|authoritative|futuristic|aggressive|earthy|pastel|bright|soft|muted|gold|black|white|navy|blue|green|red|orange|pink|purple|yellow|teal|gray|grey|beige|cream|sage|terracotta|audience|goal|tagline|headline|cta|hero|logo|agenda|speakers|sponsors|venue|curriculum|progress bar|personality|charm|stock|old school|retro|vintage|approachable|name['’]?s)\b|^(?:call|text|email|phone)(?:\s+(?:us|me|at|to|now|today|or|and)\b|$)|^(?:starts?|relocating|moving|thinking|speak|show|add|need|want|make|use|you|sat|sun|mon|tue|wed|thu|fri)\b/i;
const SERVICE_FILLER =
  /^(?:(?:we|we're|we are|i|i'm|i am|also|do|offer|offering|provide|providing|specialists?|specialising|specializing|specialize|in|need|want|a|an|the|our|my|your|mention|push|plus|with|just|new|and|include|including|hero|product|is|are|of|for|page|landing|pg|main|both|all|mostly|great|selling|sell|sells|run|runs|help|helping|focus|on|book|get|set up|schedule|request|select|name|or|two|three|four|some|other|more|website|site)(?![\w-])\s*)+/i;

/**
 * What the business sells, in the brief's words: short noun phrases left when the name, person,
 * place, prices and style talk are taken out, those naming the niche's own keywords first.
 */
export function detectServices(
  prompt: string,
  known: (string | null)[],
  nicheWords: string[],
  language = 'en',
): string[] {
  let text = prompt.replace(/\b[\w.+-]+@[\w.-]+\.[a-z]{2,}\b/gi, ' . ');
  for (const fact of known) if (fact) text = text.split(fact).join(' . ');
  text = text.replace(PRICE, ' . ').replace(/\+?\(?\d[\d\s().-]{8,}\d/g, ' . ');
  // Quoted titles ('Watercolor for Absolute Beginners') are services whole.
  const quote = /(?<=^|[\s(:,])["“'‘]([^"”'’\n]{6,60})["”'’](?=$|[\s.,;:!?)])/g;
  const quoted = [...prompt.matchAll(quote)]
    .map((m) => m[1]!.trim())
    .filter((q) => !known.some((fact) => fact && (fact === q || fact.includes(q))));
  text = text.replace(quote, ' . ');
  // Who it is for, as a pair: "for teens and young adults", "for freelancers and small biz".
  const audiences = [
    ...text.matchAll(
      /\bfor ((?:[a-z-]+ ){0,2}[a-z-]+ and (?:[a-z-]+ ){0,2}?[a-z-]+?)(?=\s+(?:struggling|who|with|looking|wanting)\b|[,.;!?]|$)/gi,
    ),
  ].map((m) => m[1]!);
  // Bullets and separators of terse briefs ("• Type: strength gym | …") end a fragment too.
  const pieces = text.split(/[.!?;:()\n"“”|•*]|,\s+|\s+[-–—+&/·]\s+|^\s*-\s+|\s+in\s+/im);
  // "dog grooming and doggy daycare" stays whole when short; longer lists split on and/or.
  const fragments = [
    ...quoted,
    ...audiences,
    ...pieces.flatMap((piece) =>
      piece.trim().split(/\s+/).length <= 4
        ? [piece]
        : // "homes for sale" stays whole: a last lone word is no fragment of its own.
          piece.split(
            language === 'es'
              ? /\s+(?:y|o|e|u)\s+(?!\S+\s*$)/i
              : /\s+(?:and|or|for|at|by|with|to)\s+(?!\S+\s*$)/i,
          ),
    ),
  ]
    // What the brief wants from the page is its goal, not a thing sold ("Want demo bookings",
    // "need more calls"); a phrase opened by "for" is who it is for.
    .filter(
      (f) =>
        !/^\s*(?:want|wants|need|needs|looking for|goal|aim|hoping|hope|would like|we['’]d like|i['’]d like|for|queremos|quiero|necesito|necesitamos|buscamos|para)(?![\p{L}])/iu.test(
          f,
        ),
    )
    .map((f) =>
      f
        .trim()
        .replace(SERVICE_FILLER, '')
        .replace(/\s+(?:page|pg|landing page|website|site|business|service|services|only|too|please)$/i, '')
        .trim(),
    )
    .map((f) =>
      f
        .replace(/\s+(?:for|at|by|with|to|from|in|on|of|and|or|called|named|a|an|the|download|get)$/i, '')
        // Spanish ends a phrase on the same small words ("clases de guitarra online con").
        .replace(/\s+(?:con|de|del|en|para|por|a|al|y|o|el|la|los|las|un|una|sin|desde)$/i, '')
        .replace(/^(?:download|get)\s+(?:a|an|the)?$/i, '')
        .replace(/^\d+[- ]?(?:weeks?|days?|months?|hours?|minutes?|min|hr)\s+/i, '')
        .replace(/^\d+\/\d+\s+/, '')
        // "1:1 personal training" is split at its colon: the "1" left is no part of the service.
        .replace(/^1\s+(?=\p{L})/u, '')
        .trim(),
    )
    // A clause names its thing after its verb: "we would love to push drain cleaning",
    // "nos dedicamos a envío de facturas".
    .map((f) =>
      quoted.includes(f)
        ? f
        : language === 'es'
          ? isSpanishNounPhrase(f)
            ? f
            : (spanishObject(f) ?? f)
          : language === 'en'
            ? (objectNounPhrase(f) ?? f)
            : f,
    )
    .filter((f) => f.length >= 3 && f.length <= 60 && /[a-z]{3}/i.test(f) && !/^\d/.test(f))
    .filter(
      (f) =>
        !/^(?:from|serving|only|each|download|get|buy|order|sign up|per|day|days|week|weeks|month|months|year|years|minutes?|hours?|then|area|called|based|work|agent|coach|attorney|studio|hosted|normally|walk|people|person|customers?|clients?|patients?|folks|everyone|me|us|them|online|here|there|hey|hi|hello|hola|buenas|thanks|gracias|ok|okay|yes|sí|(?:(?:regular|usual|normal|full|list|retail|standard|original|sale|special|launch|intro(?:ductory)?|early[- ]bird)\s+)?(?:price|prices|pricing|rate|fee|cost)|precio(?:\s+(?:habitual|normal|regular|original|de lista))?|DDS|DMD|MD|DO|DC|LMFT|LCSW|LPC|PhD|PsyD|CPA|CFP|Esq|RN|NP|DPT|MBA|JD|(?:ICF |pet first aid )?certified|insured|licensed)$/i.test(
          f,
        ),
    )
    .filter((f) => f.split(/\s+/).length <= 6 && !isStyleTalk(f, language))
    // A label of a terse brief ("Type: strength gym") is not a service.
    .filter((f) => !(/^\p{Lu}/u.test(f) && f.split(/\s+/).length <= 2 && prompt.includes(`${f}:`)))
    // Dates and deadlines are facts of their own, not things sold.
    .filter((f) => !DATE_LIKE.test(f) && !ONLY_DAYS.test(f))
    // Offer terms are shown as terms ("24/7", "ages 6-12", "dates filling fast"), not as things sold.
    .filter((f) => !TERM_WORDS.test(f))
    // Two or more capitalised words are a name or a place ("Round Rock"), unless the niche's own.
    .filter(
      (f) => !/^\p{Lu}\S*(?:\s+\p{Lu}\S*)+$/u.test(f) || nicheWords.some((w) => f.toLowerCase().includes(w)),
    )
    // A slot for a service takes a noun phrase: the parser reads English briefs.
    .flatMap((f) => {
      if (quoted.includes(f)) return [f];
      if (language === 'es') return isSpanishNounPhrase(f) ? [f] : [];
      if (language !== 'en') return [f];
      const head = leadingNounPhrase(f);
      return head && !isOnlyAdjectives(head) && !MONTHS.test(head) ? [head] : [];
    });
  // A list the brief introduces ("Services: …") is what is sold; other fragments add only
  // what names the niche's own trade.
  const cued = cuedServices(prompt, known, language);
  const own = (f: string) => nicheWords.some((w) => f.toLowerCase().includes(w));
  const seen = new Set<string>();
  const unique = [...cued, ...(cued.length ? fragments.filter(own) : fragments)]
    .filter((f) => !seen.has(f.toLowerCase()) && seen.add(f.toLowerCase()))
    // "teens" adds nothing beside "teens and young adults".
    .filter((f, _, all) => !all.some((g) => g !== f && g.toLowerCase().includes(f.toLowerCase())));
  return [...unique.filter(own), ...unique.filter((f) => !own(f))].slice(0, 6);
}

/** Nouns that make a phrase a service whatever style word it holds ("luxury home marketing"). */
const SERVICE_NOUN =
  /\b(?:marketing|design|staging|photography|classes|lessons|tours|repair|cleaning|care|therapy|treatment|coaching|training|course|services?)\b/i;

/**
 * Style talk in a Spanish brief. Spanish puts the head noun first and its adjectives after
 * ("limpieza profesional", "danza moderna", "diseño web"), so a phrase is about the page when
 * its head is a word of the page, its look or its contact details ("tono cercano", "colores
 * cálidos", "zona: Sevilla"), or when every word is a describing word ("elegante y moderno").
 */
const PAGE_HEAD_ES =
  /^(?:página|landing|web|sitio|botón|botones|formulario|enlace|sección|galería|preguntas|faq|testimonios|reseñas|opiniones|tono|estilo|colou?r(?:es)?|paleta|fondo|tipografía|fuente|aspecto|estética|look|diseño|objetivo|público|titular|cabecera|logo|cta|llamada|cuenta|temporizador|urgencia|zona|ciudad|correo|tel|teléfono|whatsapp|ojo|promo|oferta|clientes?|gente|personas|llama|llámanos|escríbenos|reserva|pide|contacta)$/i;
const DESCRIBING_ES =
  /^(?:y|e|o|muy|más|poco|negro|blanco|azul|verde|rojo|naranja|rosa|morado|amarillo|gris|beige|crema|dorado|terracota|marino|elegante|modern[oa]s?|minimalista|sobri[oa]|cálid[oa]s?|divertid[oa]|seri[oa]|profesional|alegre|luminos[oa]|oscur[oa]s?|clar[oa]s?|fresc[oa]|cercan[oa]|lujos[oa]|juvenil|tranquil[oa]|enérgic[oa]|vibrante|suave|pastel|llamativ[oa]|limpi[oa]|natural|cálido|cálida|cuidad[oa]|sencill[oa]|premium)$/i;
const SERVICE_NOUN_ES =
  /(?<!\p{L})(?:clases?|cursos?|tratamientos?|servicios?|reparaci[oó]n(?:es)?|limpiezas?|diseño de|fotografía|terapias?|entrenamientos?|asesor[ií]as?|talleres?|sesiones?|masajes?|consultas?|instalaci[oó]n(?:es)?)(?!\p{L})/iu;

function isSpanishStyleTalk(phrase: string): boolean {
  const words = phrase
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (!words.length || SERVICE_NOUN_ES.test(phrase)) return false;
  // "diseño web" is a service; "diseño elegante" is how the page should look.
  if (words[0] === 'diseño' && words.length > 1 && !DESCRIBING_ES.test(words[1]!)) return false;
  return PAGE_HEAD_ES.test(words[0]!) || words.every((w) => DESCRIBING_ES.test(w));
}

/** Talk about the page, its look or its audience rather than a thing sold, in the brief's language. */
function isStyleTalk(phrase: string, language: string): boolean {
  return language === 'es'
    ? isSpanishStyleTalk(phrase)
    : NOT_SERVICE.test(phrase) && !SERVICE_NOUN.test(phrase);
}

/**
 * Words that introduce the list of what is sold: "Services: …", "What we sell: …", "Focus the
 * page on …", "Ofrecemos: …", "Queremos destacar …", "sobre todo …".
 */
const SERVICE_CUE =
  /(?:^|[\n/|•*·;-]\s*|[.!?]\s+)(?:key services|services|what we (?:sell|offer|do)|we (?:offer|provide|do|specialise in|specialize in)|offering|offerings|main services|main focus|(?:best )?known for|specialising in|specializing in|focus(?: the page)? on|doing|conocidos por|servicios|ofrecemos|lo que (?:más )?vendemos|lo principal|trabajamos|especialistas en|nos especializamos en|nos dedicamos a|hacemos|vendemos|queremos destacar|sobre todo|principalmente)\s*[:\-–]?\s+([^.\n/|•·;]{3,160})/gi;
/** A terse brief's list that ends in "mainly": "| hand wash and wax mainly |". */
const SERVICE_TAIL_CUE =
  /(?:^|[\n/|•·;]\s*)([^.\n/|•·;:]{3,120}?)\s+(?:mainly|mostly|sobre todo)\s*(?=[\n/|•·;.]|$)/gi;

/**
 * A list split into its items: at commas, and at "and"/"or"/"y" only between phrases of two
 * words or more ("youth sports conditioning and kids' karate"); "arts and crafts", "wills and
 * trusts", "dog and cat adoptions" and "hand wash and wax" are one thing each.
 */
function listItems(list: string): string[] {
  return list.split(/,\s*|\s+(?:plus|&)\s+/i).flatMap((piece) => {
    const parts = piece.split(/\s+(?:and|or|y|o|e)\s+/i);
    if (parts.length < 2) return [piece];
    return parts.every((p) => p.trim().split(/\s+/).length >= 2) ? parts : [piece];
  });
}

/** The list after a service cue, split into its items, as written. */
function cuedServices(prompt: string, known: (string | null)[], language: string): string[] {
  const out: string[] = [];
  const lists = [
    ...[...prompt.matchAll(SERVICE_CUE)].map((m) => m[1]!),
    // "We work with families mainly" is a sentence, not a list.
    ...[...prompt.matchAll(SERVICE_TAIL_CUE)]
      .map((m) => m[1]!)
      .filter((l) => !/^(?:we|i|our|my|they|you|it)\b/i.test(l.trim())),
  ];
  for (const list of lists) {
    for (const raw of listItems(list)) {
      const item = raw
        .trim()
        .replace(/^(?:and|or|y|o|plus|mainly|mostly|mostly on|sobre todo|principalmente)\s+/i, '')
        .replace(/\s+(?:mainly|mostly|sobre todo|principalmente)$/i, '')
        .trim();
      const words = item.split(/\s+/).length;
      if (item.length < 3 || words > 5 || /\d{3}|[$€£@]/.test(item)) continue;
      if (known.some((k) => k && (k.includes(item) || item.includes(k)))) continue;
      if (TERM_WORDS.test(item) || isOnlyAdjectives(item) || isStyleTalk(item, language)) continue;
      out.push(item);
    }
  }
  return out;
}

/**
 * Each price with the words the brief put before it ("beard trim $15", "packages from $79"),
 * so a page can show what each price buys.
 */
export function pricedItems(prompt: string, prices: string[]): { label: string; price: string }[] {
  return prices.map((price) => {
    const at = prompt.indexOf(price.split('/')[0]!);
    const from = Math.max(0, at - 120);
    let before = at > 0 ? prompt.slice(from, at) : '';
    // A window that starts inside a word would leave a fragment of it ("'re running …").
    if (from > 0 && /[\p{L}'’]/u.test(prompt[from - 1]!)) before = before.replace(/^[\p{L}'’]+/u, '');
    // "We're running a starter package for $3,500": the package, not who runs it.
    const clause = (before.split(/[.!?;:,()\n]|\s[-–]\s/).pop() ?? '')
      .trim()
      .replace(
        /^(?:we['’]re|we are|i['’]m|i am|we|i)\s+(?:(?:currently|now|also)\s+)?(?:running|offering|doing|launching|holding|hosting|giving|selling|charging)\s+(?:(?:a|an|our|the)\s+)?/i,
        '',
      );
    const label = clause
      .replace(
        /\b(?:from|for|at|only|just|is|are|costs?|priced|starting|starts|then|normally|was|now)\s*$/gi,
        '',
      )
      .replace(
        /\b(?:from|for|at|only|just|is|are|costs?|priced|starting|starts|then|normally|was|now)\s*$/gi,
        '',
      )
      .trim();
    return { label, price };
  });
}
