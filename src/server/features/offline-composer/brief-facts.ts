/**
 * Facts a page must state as the brief wrote them: the person behind the business, contact
 * details, prices, the offer, the place and the services sold. Each extractor reads plain
 * prompt text and returns null (or nothing) when unsure: a page with a placeholder is better
 * than a page with a wrong fact.
 */

const CURRENCY = '[$£€]';
/** "$49", "$1,499", "$39.99", "£120", "$11/unit", "$300/mo", "$65 per person". */
const PRICE = new RegExp(
  `${CURRENCY}\\s?(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d{1,2})?(?:[kK]\\b)?(?:\\s?\\/\\s?(?:unit|mo|month|yr|year|day|hr|hour|night|session|person|seat|chair|user|week|wk)\\b|\\s(?:per|a)\\s(?:unit|month|year|day|hour|night|session|person|seat|chair|user|week|class|visit)\\b)?`,
  'g',
);

/** Every price the brief gives, in order, except thresholds ("free shipping over $50"). */
export function detectPrices(prompt: string): string[] {
  const out: string[] = [];
  for (const m of prompt.matchAll(PRICE)) {
    const before = prompt.slice(Math.max(0, (m.index ?? 0) - 16), m.index);
    if (/\b(?:over|above|under|below|than|up to|save|off|goal is|goal of|raise|raising)\s*$/i.test(before))
      continue;
    const price = m[0].replace(/\s*\/\s*/, '/').trim();
    if (!out.includes(price)) out.push(price);
  }
  return out;
}

/** Phone numbers as written: North American and international/UK forms, 10 to 13 digits. */
export function detectPhone(prompt: string): string | null {
  for (const m of prompt.matchAll(/(?<![\w$£€.,])(\+?\(?\d[\d\s().-]{8,18}\d)(?![\w%])/g)) {
    const raw = m[1]!.trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 13) continue;
    // Dates, ranges and prices are not phone numbers: a phone has separators or starts with 0 or +.
    if (!/[\s().-]/.test(raw) && !/^(?:\+|0)/.test(raw)) continue;
    if (/^\d{4}\s*[-–]\s*\d{4}$/.test(raw)) continue;
    return raw;
  }
  return null;
}

export function detectEmail(prompt: string): string | null {
  return /\b[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/i.exec(prompt)?.[0] ?? null;
}

const PERSON_CUE =
  /(?:\bI['’]?m|\bI am|\bname['’]?s|\bname is|\bby|\bwith|\bmeet|\bagent|\battorney|\blawyer|\brealtor|\bbroker|\btrainer|\bcoach|\bofficer|\bphotographer|\bdentist|\bdoctor|\btherapist|\bcounsel+or|\bowner|\bfounder|\bhost|\bhosted by|\bspeaker|\bchef|\bstylist|\bbarber|\bchiropractor|\bphysio|\bconsultant|\badvisor|\badviser|\binstructor|\bteacher|\btutor|\bgroomer|\bdesigner|\barchitect|\bmechanic|\bplanner|\bcontact)[:,]?\s*(?:and\s+\w+\s+)?\(?$/i;
const CREDENTIALS = /^,?\s*(?:DDS|DMD|MD|DO|DC|LMFT|LCSW|LPC|PhD|PsyD|CPA|CFP|Esq|RN|NP|PA-C|DPT|MBA|JD)\b/;
const NOT_PERSON_WORDS =
  /^(?:The|A|An|Our|My|Your|Free|New|Book|Call|Get|Landing|Page|Main|Dark|Bold|Luxury|Google|Facebook|Instagram|Power|Northern|Taco|Real|Home|Life|Term|Personal|Business|Executive|Online|Spring|Summer|Winter|Fall|Year|Grand|Weekend|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

/** A person named in the brief: "Dr. Maria Lopez", "I'm Priya Nair", "attorney James Carter". */
export function detectPerson(prompt: string): string | null {
  // A lookahead, so "Attorney Linda Osei" yields "Attorney Linda" and then "Linda Osei".
  const re =
    /\b(?=((?:Dr\.?\s+)?[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)?(?:\s+[A-Z]\.)?\s+[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)*)\b)/g;
  for (const m of prompt.matchAll(re)) {
    const name = m[1]!;
    const at = m.index ?? 0;
    const before =
      prompt
        .slice(Math.max(0, at - 40), at)
        .split(/[.!?;\n]\s/)
        .pop() ?? '';
    const after = prompt.slice(at + name.length, at + name.length + 12);
    const doctor = /^Dr\.?\s/.test(name);
    if (!doctor && NOT_PERSON_WORDS.test(name)) continue;
    // The last word of a person's name is never a business word ("Bright Harbor Dental").
    if (
      /\s(?:Dental|Clinic|Group|Realty|Media|Studio|Co|Coffee|Lending|Insurance|Motors|Garage|Academy|Spa|Gym|Salon|Fitness|Law|Tours|House|Bank|Social|Advisory|Roofing|Cleaning|Agency|Partners|Associates|Solutions|Services|Labs|Health|Care|Kitchen|Bakery|Cafe|Homes|Properties|Capital|Wealth|Financial|Consulting|Marketing|Design|Photography|Events|Foundation|Rescue|Center|Centre|Shop|Store|Team|Summit)$/.test(
        name,
      )
    )
      continue;
    if (doctor || CREDENTIALS.test(after) || PERSON_CUE.test(before.trimEnd()))
      return name.replace(/^Dr\s/, 'Dr. ');
  }
  return null;
}

const PLACE_WORD = `[A-Z][a-zA-Z]+`;
const PLACE = `(?:(?:North|South|East|West|Greater|Downtown|Central|Upper|Lower|New|San|Santa|Los|Las|St\\.?|Fort|Mount|Mt\\.?)\\s+)?${PLACE_WORD}(?:\\s+[A-Z][a-zA-Z]+){0,2}`;
const STATE_SUFFIX = `(?:,?\\s+[A-Z]{2}\\b(?![a-z]))?`;

const NOT_PLACES =
  /^(?:GHL|GoHighLevel|English|Spanish|French|Blue|Green|Red|Black|White|Gold|Purple|Orange|Pink|Teal|Navy|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|The|A|An|Our|My|Your|Real|Business|Minutes|Person|Mind|Style|Time|Bulk|Stock|Advance|Addition|Free|Dark|Bold|Light|Luxury|Calm|Clean|Minimal|Simple|Friendly|Warm|Playful|Professional|Modern|Elegant|Trustworthy|Reassuring|Earthy|Soft|Bright|FAQ|Online|Person|Stock)\b/;

function placeAfterCue(prompt: string): string | null {
  const re = new RegExp(
    `\\b(?:in|serving|near|based in|located in|across|throughout|around|[Rr]elocating to|[Mm]oving to|covering)\\s+(?:the\\s+)?(?:downtown\\s+)?(${PLACE}${STATE_SUFFIX})`,
    'g',
  );
  for (const m of prompt.matchAll(re)) {
    const place = cleanPlace(m[1] ?? '');
    if (place) return place;
  }
  return null;
}

function cleanPlace(raw: string): string | null {
  const place = raw
    .replace(/,?\s+[A-Z]{2}$/, '')
    .replace(/[.,]+$/, '')
    .replace(/\s+(?:Area|Region)$/i, '')
    .trim();
  if (!place || NOT_PLACES.test(place)) return null;
  if (new RegExp(`\\s(?:${BUSINESS_SUFFIX})$`).test(place)) return null;
  return place;
}

/**
 * The city or area: after "in/serving/across…"; else a capitalised fragment right after the
 * business name ("Dave's Garage, Tulsa."), or a sentence that is only a place ("Houston.").
 */
export function detectLocation(prompt: string, name: string | null = null): string | null {
  const cued = placeAfterCue(prompt);
  if (cued) return cued;
  const end = `(?=\\s*(?:[.;!?]|,|$|\\n|\\s+(?:area|region)\\b))`;
  if (name) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const afterName = new RegExp(
      `${escaped}(?:\\s+[\\w&'’-]+){0,2}\\s*[,–-]\\s*(${PLACE}${STATE_SUFFIX})${end}`,
    );
    const place = cleanPlace(afterName.exec(prompt)?.[1] ?? '');
    if (place) return place;
  }
  const compass =
    /\b((?:North|South|East|West|Greater|Downtown|Central)\s+[A-Z][a-zA-Z]+(?:\s+[A-Z][a-zA-Z]+)?)/;
  const directional = cleanPlace(compass.exec(prompt)?.[1] ?? '');
  if (directional && !(name ?? '').includes(directional)) return directional;
  const last = cleanPlace(new RegExp(`,\\s+(${PLACE}${STATE_SUFFIX})\\s*[.!]?\\s*$`).exec(prompt)?.[1] ?? '');
  if (last) return last;
  const alone = new RegExp(
    `(?:^|[.!?;]\\s+|\\n)(${PLACE}${STATE_SUFFIX})(?:\\s+(?:area|region))?\\s*(?:[.!?;]|$|\\n)`,
    'g',
  );
  for (const m of prompt.matchAll(alone)) {
    const place = cleanPlace(m[1] ?? '');
    if (place) return place;
  }
  return null;
}

/** Last words that make a capitalised phrase a business name ("Iron Forge Gym"). */
const BUSINESS_SUFFIX =
  'Dental|Dentistry|Clinic|Medicine|Medical|Health|Spa|Aesthetics|Chiropractic|Physiotherapy|Physio|Counseling|Counselling|Therapy|Wellness|Fitness|Gym|Yoga|Salon|Barbers?|Barbershop|Beauty|Kitchen|Coffee|Cafe|Café|Bakery|Bistro|Grill|Pizzeria|Realty|Properties|Homes|Lending|Mortgage|Insurance|Law|Legal|Associates|Partners|CPA|Accounting|Bookkeeping|Tax|Roofing|Plumbing|Electric|Cleaning|Landscaping|Outdoor|Air|Heating|HVAC|Motors|Garage|Auto|Detailing|Media|Marketing|Digital|Social|Agency|Studio|Studios|Advisory|Consulting|Group|Academy|School|Institute|Summit|Conference|Tours|Travel|Hotel|House|Inn|Bank|Foundation|Rescue|Paws|Pets|Grooming|Photography|Co|Company|Inc|LLC|Ltd|Labs|Solutions|Services|Botanicals|Supply|Goods';
const CAP = `[A-Z][\\w’'&+-]*(?:\\.[A-Za-z]+)?`;
const CAP_PHRASE = `${CAP}(?:(?:\\s+(?:&|and|of|the)\\s+|\\s+)${CAP}){0,4}`;

function plausibleName(raw: string, exclude: (string | null)[]): string | null {
  const name = raw
    .replace(/^(?:The|A|An|Our|My)\s+/, '')
    .replace(/[’']s$/, '')
    .replace(/[.,;:!?]+$/, '')
    .trim();
  if (name.length < 2 || name.length > 48) return null;
  if (/^[A-Z]{1,5}(?:(?:\s+(?:&|and)\s+|\s+)[A-Z]{1,5})*$/.test(name)) return null;
  for (const other of exclude) if (other && (other.includes(name) || name.includes(other))) return null;
  return name;
}

/**
 * The business or product name when the brief states it plainly: after "called", "name:",
 * "we are", "company is"…, or a capitalised phrase ending in a business word ("Peak Roofing Co"),
 * or one that opens a sentence and ends at a comma, colon or dash ("Casa Lumbre, …").
 * Null when unsure; the older heuristic (detect-name.ts) is tried next.
 */
export function detectBusinessName(
  prompt: string,
  person: string | null,
  place: string | null,
): string | null {
  const exclude = [person, place];
  // A quoted name after "for", "called"…: 'A landing page for "Harbor Coffee Roasters"'.
  const quoted =
    /(?:^|\b(?:for|called|named|is|at|with|from|by|brand|company|business)\s+)["“]([A-Z0-9][^"”\n]{1,46})["”]/.exec(
      prompt,
    )?.[1];
  if (quoted && quoted.split(/\s+/).length <= 5) {
    const name = plausibleName(quoted, exclude);
    if (name) return name;
  }
  const cued = new RegExp(
    `\\b(?:called|named|name is|name:|brand name is|we are|we're|company is|business is|studio is|brand is|brand|company:|business:)\\s+(?:the\\s+)?(${CAP_PHRASE})`,
    'gi',
  );
  for (const m of prompt.matchAll(cued)) {
    if (!/^[A-Z]/.test(m[1] ?? '')) continue;
    const name = plausibleName(m[1]!, exclude);
    if (name) return name;
  }
  const suffix = new RegExp(`^(?:${BUSINESS_SUFFIX})$`);
  for (const m of prompt.matchAll(new RegExp(`(?<![\\w’'])${CAP_PHRASE}`, 'g'))) {
    const words = m[0].split(/\s+/);
    let end = words.length;
    while (end > 1 && !suffix.test(words[end - 1]!.replace(/[.,;:!?]+$/, ''))) end--;
    if (end < 2) continue;
    // A sentence-initial generic word ("Mobile detailing", "Personal Training") is not a name.
    const start = m.index === 0 || /[.!?:]\s*$/.test(prompt.slice(0, m.index));
    if (
      start &&
      end === 2 &&
      /^(?:Personal|Mobile|Online|Local|Family|Emergency|Life|Auto|Home|Dental|Tax|Social)$/.test(words[0]!)
    )
      continue;
    const name = plausibleName(words.slice(0, end).join(' '), exclude);
    if (name) return name;
  }
  const opener = new RegExp(
    `(?:^|[.!?]\\s+|:\\s+|\\s[-–]\\s)(${CAP_PHRASE})\\s*(?=[,:]|\\s[-–]\\s|\\.(?:\\s|$))`,
    'g',
  );
  for (const m of prompt.matchAll(opener)) {
    const words = m[1]!.split(/\s+/);
    if (
      words.length === 1 &&
      !/[a-z][A-Z]|^[A-Z][a-z]+(?:ly|ify|base|line|path|ware|hub|io)$/.test(words[0]!)
    )
      continue;
    const name = plausibleName(m[1]!, exclude);
    if (name) return name;
  }
  return null;
}

export interface BriefFacts {
  name: string | null;
  person: string | null;
  location: string | null;
  phone: string | null;
  email: string | null;
  prices: string[];
}

/** Name, person and place depend on each other: a person or a place is never the business name. */
export function detectFacts(prompt: string, fallbackName: (prompt: string) => string | null): BriefFacts {
  const person = detectPerson(prompt);
  let name = detectBusinessName(prompt, person, null);
  let location = detectLocation(prompt, name);
  if (location && person && (person.includes(location) || location.includes(person))) location = null;
  if (name && location && (name.includes(location) || location.includes(name))) name = null;
  if (!name) {
    const guess = fallbackName(prompt);
    name = guess ? plausibleName(guess, [person, location, 'Dr']) : null;
    if (name && !location) location = detectLocation(prompt, name);
  }
  return {
    name,
    person,
    location,
    phone: detectPhone(prompt),
    email: detectEmail(prompt),
    prices: detectPrices(prompt),
  };
}

const MONTH_WORD =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** "Jan 31", "20 November": a date, not a service. "Taco Tuesday" is a service. */
const DATE_LIKE = new RegExp(`\\b${MONTH_WORD}\\.?\\s+\\d|\\d\\s+${MONTH_WORD}\\b`, 'i');
const ONLY_DAYS = new RegExp(
  `^(?:(?:${MONTH_WORD}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b[\\s,]*)+$`,
  'i',
);

const OFFER_CUE = /\b(?:offer|special|deal|promo(?:tion)?|incentive)\s*(?:is|:)\s*/i;
const OFFER_WORDS =
  /\bfree\b|%\s*(?:off|apr)\b|\btrial\b|\bdiscount\b|\bbonus\b|\bcomplimentary\b|\bno[- ]obligation\b|\bspecial\b/i;
const LEAD_FILLER =
  /^(?:(?:and|plus|with|also|a|an|the|your|our|my|get|book|claim|request|download|schedule|grab|offer|offering|we|main|new|client|patient|push|mention|include|including|do|to|via|is|are)\b[\s:]*)+/i;
const TRAIL_FILLER = /\s+(?:form|link|button|page|section|cta|offer|now|today|please)$/i;

function trimClause(clause: string): string {
  let out = clause.trim().replace(/^[-–:,\s]+|[-–:,\s]+$/g, '');
  // "Book an initial assessment": the verb goes, the thing offered stays.
  out = out.replace(LEAD_FILLER, (lead) => (/\bfree\b/i.test(lead) ? lead : ''));
  while (TRAIL_FILLER.test(out)) out = out.replace(TRAIL_FILLER, '');
  return out.trim();
}

/**
 * The offer as the brief words it: the clause after "offer:"/"special:", else the clause that
 * says free, % off, trial or discount, else "book/get a …" ("Book an initial assessment").
 */
export function detectOffer(prompt: string): string | null {
  const sentences = prompt.split(/(?<=[.!?;])\s+|\n+/);
  for (const sentence of sentences) {
    const cue = OFFER_CUE.exec(sentence);
    if (cue) {
      const offer = trimClause(sentence.slice(cue.index + cue[0].length).replace(/[.!?;]+$/, ''));
      if (offer.length >= 4 && offer.length <= 80) return offer;
    }
  }
  let best: { text: string; score: number } | null = null;
  for (const sentence of sentences) {
    for (const clause of sentence.replace(/[.!?;]+$/, '').split(/,\s+|\s+[-–]\s+|\s+\+\s+/)) {
      const score = OFFER_WORDS.test(clause)
        ? /\bfree\b/i.test(clause)
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
  /\b(?:page|pg|design|colou?rs?|tone|feel|vibe|style|look|font|layout|button|form|link|section|gallery|faq|countdown|timer|pricing|price table|testimonials?|reviews?|photos?|bullets|white ?space|background|accent|contrast|theme|dark|bold|clean|minimal|luxury|luxurious|friendly|calm|warm|playful|modern|elegant|romantic|airy|simple|professional|urgent(?! care)|energetic|cozy|hopeful|heartfelt|reassuring|trustworthy|authoritative|futuristic|aggressive|earthy|pastel|bright|soft|muted|gold|black|white|navy|blue|green|red|orange|pink|purple|yellow|teal|gray|grey|beige|cream|sage|terracotta|audience|goal|tagline|headline|cta|hero|logo|agenda|speakers|sponsors|venue|curriculum|progress bar|personality|charm|stock|old school|retro|vintage|approachable|name['’]?s)\b|^(?:call|text|email|phone|starts?|relocating|moving|thinking|speak|show|add|need|want|make|use|you|sat|sun|mon|tue|wed|thu|fri)\b/i;
const SERVICE_FILLER =
  /^(?:(?:we|we're|we are|i|i'm|i am|also|do|offer|offering|provide|providing|specialists?|specialising|specializing|specialize|in|need|want|a|an|the|our|my|your|mention|push|plus|with|just|new|and|include|including|hero|product|is|are|of|for|page|landing|pg|main|both|all|mostly|great|selling|sell|sells|run|runs|help|helping|focus|on|book|get|set up|schedule|request|select|name|or|two|three|four|some|other|more|website|site)\b\s*)+/i;

/**
 * What the business sells, in the brief's words: short noun phrases left when the name, person,
 * place, prices and style talk are taken out, those naming the niche's own keywords first.
 */
export function detectServices(prompt: string, known: (string | null)[], nicheWords: string[]): string[] {
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
  const pieces = text.split(/[.!?;:()\n"“”]|,\s+|\s+[-–+&/]\s+|\s+in\s+/i);
  // "dog grooming and doggy daycare" stays whole when short; longer lists split on and/or.
  const fragments = [
    ...quoted,
    ...audiences,
    ...pieces.flatMap((piece) =>
      piece.trim().split(/\s+/).length <= 4
        ? [piece]
        : // "homes for sale" stays whole: a last lone word is no fragment of its own.
          piece.split(/\s+(?:and|or|for|at|by|with|to)\s+(?!\S+\s*$)/i),
    ),
  ]
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
        .replace(/^(?:download|get)\s+(?:a|an|the)?$/i, '')
        .replace(/^\d+[- ]?(?:weeks?|days?|months?|hours?|minutes?|min|hr)\s+/i, '')
        .replace(/^\d+\/\d+\s+/, '')
        .trim(),
    )
    .filter((f) => f.length >= 3 && f.length <= 60 && /[a-z]{3}/i.test(f) && !/^\d/.test(f))
    .filter(
      (f) =>
        !/^(?:from|serving|only|each|download|get|buy|order|sign up|per|day|days|week|weeks|month|months|year|years|minutes?|hours?|then|area|called|based|work|agent|coach|attorney|studio|hosted|normally|walk|people|person|customers?|clients?|patients?|folks|everyone|me|us|them|online|here|there|DDS|DMD|MD|DO|DC|LMFT|LCSW|LPC|PhD|PsyD|CPA|CFP|Esq|RN|NP|DPT|MBA|JD|(?:ICF |pet first aid )?certified|insured|licensed)$/i.test(
          f,
        ),
    )
    .filter((f) => f.split(/\s+/).length <= 6 && !NOT_SERVICE.test(f))
    // Dates and deadlines are facts of their own, not things sold.
    .filter((f) => !DATE_LIKE.test(f) && !ONLY_DAYS.test(f));
  const seen = new Set<string>();
  const unique = fragments
    .filter((f) => !seen.has(f.toLowerCase()) && seen.add(f.toLowerCase()))
    // "teens" adds nothing beside "teens and young adults".
    .filter((f, _, all) => !all.some((g) => g !== f && g.toLowerCase().includes(f.toLowerCase())));
  const own = (f: string) => nicheWords.some((w) => f.toLowerCase().includes(w));
  return [...unique.filter(own), ...unique.filter((f) => !own(f))].slice(0, 6);
}

/**
 * Each price with the words the brief put before it ("beard trim $15", "packages from $79"),
 * so a page can show what each price buys.
 */
export function pricedItems(prompt: string, prices: string[]): { label: string; price: string }[] {
  return prices.map((price) => {
    const at = prompt.indexOf(price.split('/')[0]!);
    const before = at > 0 ? prompt.slice(Math.max(0, at - 50), at) : '';
    const clause = before.split(/[.!?;:,()\n]|\s[-–]\s/).pop() ?? '';
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
