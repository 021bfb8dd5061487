import nlp from 'compromise';
import { isDateLike } from './dates.ts';
import { guessName } from './name-guess.ts';

/**
 * Who and where a brief is about: the business or product name, the person behind it and the
 * place it serves (ADR 019). The English parser (compromise) names people and places and tags
 * proper nouns; cue words ("called", "somos", "based in", "en") say which proper noun is the
 * business. Each reader returns null when unsure: a page shows a marked placeholder rather
 * than a wrong name.
 */

const UPPER = '\\p{Lu}';
const LOWER = '\\p{Ll}';
/** One capitalised word of a person's name: "Maria", "González", "O'Neill", "Smith-Jones". */
const NAME_WORD = `${UPPER}${LOWER}+(?:[-'’]${UPPER}?${LOWER}+)*`;

const PERSON_CUE =
  /(?:\bI['’]?m|\bI am|\bfor me|\bpara mí|\bcontact person|\bla cara visible es|\bque salga el nombre|\bel nombre|\bput|\bfeature|\bface of the (?:business|brand) is|\bname['’]?s|\bname is|\bby|\bwith|\bmeet|\bagent|\battorney|\blawyer|\brealtor|\bbroker|\btrainer|\bcoach|\bofficer|\bphotographer|\bdentist|\bdoctor|\btherapist|\bcounsel+or|\bowner|\bfounder|\bhost|\bhosted by|\bspeaker|\bchef|\bstylist|\bbarber|\bchiropractor|\bphysio|\bconsultant|\badvisor|\badviser|\binstructor|\bteacher|\btutor|\bgroomer|\bdesigner|\barchitect|\bmechanic|\bplanner|\bcontact|\bsoy|\bme llamo|\bcon|\bpor|\bde la mano de|\bfundador[a]?|\bdueñ[oa]|\bentrenador[a]?|\bfotógraf[oa]|\bprofesor[a]?|\bdentista|\bterapeuta|\babogad[oa]|\bcreator|\brealtor|\bwho|\bquién|\bsobre mí|\babout me|\bal frente está|\bes quien|\bquien atiende(?: a los clientes)? es|\ba cargo de|\bdirigid[oa] por|\b(?:who|quién|contact person|contacto|about me|sobre mí)\s*:[^\n/|]{0,40}?\s[-–]\s*)(?:\s+is|\s+es)?\s*[:,–-]?\s*(?:and\s+\w+\s+)?\(?$/iu;
/** Words after a name that make it a person's: "Tom Fletcher is who clients deal with". */
const PERSON_AFTER =
  /^(?:\s+here\b|,?\s+(?:(?:a|an|the|un|una|el|la)\s+)?(?:[\p{Ll}'’-]+\s+){0,3}(?:agent|realtor|broker|coach|trainer|photographer|therapist|consultant|accountant|artist|designer|stylist|teacher|tutor|lawyer|attorney|dentist|doctor|instructor|planner|specialist|creator|groomer|chef|baker|writer|freelancer|fotógraf[oa]|entrenador[a]?|abogad[oa]|psicólog[oa]|profesor[a]?|especialista|asesor[a]?|consultor[a]?|agente|fisioterapeuta|nutricionista|diseñador[a]?)\b(?!\s+(?:team|group|agency|firm|company|practice|office|studio|business|brokerage|collective|crew|shop|network|equipo|empresa|agencia|despacho))|\s+is (?:who|the (?:owner|founder|host|coach|agent|main contact|face))|\s+(?:founded|started|runs|owns|leads) (?:it|the)\b|\s+front and cent(?:er|re)\b|\s+(?:fundó|dirige|lleva) (?:el|la|lo)\b|,?\s+(?:who runs|runs|leads|will (?:host|teach|coach))\b|\s+es (?:quien|el dueño|la dueña))/iu;
const CREDENTIALS = /^,?\s*(?:DDS|DMD|MD|DO|DC|LMFT|LCSW|LPC|PhD|PsyD|CPA|CFP|Esq|RN|NP|PA-C|DPT|MBA|JD)\b/;
const NOT_PERSON_WORDS =
  /^(?:The|A|An|Our|My|Your|Free|New|Book|Call|Get|Landing|Page|Main|Dark|Bold|Luxury|Google|Facebook|Instagram|Power|Northern|Taco|Real|Home|Life|Term|Personal|Business|Executive|Online|Spring|Summer|Winter|Fall|Year|Grand|Weekend|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Página|Clínica|Somos|Necesito|Quiero)\b/u;

/** Last words that make a capitalised phrase a business name ("Iron Forge Gym"). */
export const BUSINESS_SUFFIX =
  'Dental|Dentistry|Clinic|Clínica|Medicine|Medical|Health|Spa|Aesthetics|Chiropractic|Physiotherapy|Physio|Counseling|Counselling|Therapy|Wellness|Fitness|Gym|Yoga|Pilates|Salon|Salón|Barbers?|Barbershop|Beauty|Kitchen|Coffee|Cafe|Café|Bakery|Bistro|Grill|Pizzeria|Realty|Properties|Homes|Lending|Mortgage|Insurance|Law|Legal|Associates|Partners|CPA|Accounting|Bookkeeping|Tax|Roofing|Plumbing|Drain|Electric|Cleaning|Cleaners|Landscaping|Lawn|Outdoor|Air|Heating|HVAC|Motors|Garage|Auto|Body|Detailing|Media|Marketing|Digital|Social|Agency|Studio|Studios|Advisory|Consulting|Group|Academy|School|Institute|Summit|Conference|Tours|Travel|Hotel|House|Inn|Bank|Foundation|Rescue|Paws|Pets|Grooming|Photography|Films|Co|Company|Inc|LLC|Ltd|Labs?|Solutions|Services|Botanicals|Supply|Goods|Camp|Camps|Events|Pro|Express|Hijos|Asociados|Care|Works|Repair|Repairs|Wash|Movers|Moving|Painting|Painters|Construction|Builders|Pools|Solar|Pest|Flooring|Tutoring|Learning|Boutique|Market|Bar|Tavern|Pub|Brewing|Brewery|Catering|Cuts|Nails|Lashes|Brows|Massage|Vision|Optometry|Pediatrics|Orthodontics|Smiles|Veterinary|Vet|Hospital|Ventures|Advisors|Tech|Technologies|Software|Systems|Collective|Creative|Designs|Productions|Athletics|Sports|Swim|Dance|Music|Arts|Weddings|Bridal|Club|Clubs|Days|Fest|Festival|Expo';

/** A person named in the brief: "Dr. Maria Lopez", "I'm Priya Nair", "attorney James Carter". */
export function findPerson(text: string): string | null {
  // A lookahead, so "Attorney Linda Osei" yields "Attorney Linda" and then "Linda Osei".
  const re = new RegExp(
    `(?<![\\p{L}])(?=((?:Dra?\\.?[^\\S\\n]+)?${NAME_WORD}(?:[^\\S\\n]+${UPPER}\\.)?(?:[^\\S\\n]+(?:de[^\\S\\n]+(?:la[^\\S\\n]+)?|del[^\\S\\n]+)?${NAME_WORD}){1,2})(?![\\p{L}]))`,
    'gu',
  );
  const business = new RegExp(
    `\\s(?:${BUSINESS_SUFFIX}|Team|Center|Centre|Shop|Store|Care|Design|Wealth|Capital|Financial)$`,
    'u',
  );
  for (const m of text.matchAll(re)) {
    let name = m[1]!;
    const at = m.index ?? 0;
    const before =
      text
        .slice(Math.max(0, at - 40), at)
        .split(/[.!?;\n]\s/)
        .pop() ?? '';
    const after = text.slice(at + name.length, at + name.length + 12);
    const doctor = /^Dra?\.?\s/.test(name);
    if (!doctor && NOT_PERSON_WORDS.test(name)) continue;
    // The last word of a person's name is never a business word ("Bright Harbor Dental").
    while (business.test(name)) name = name.replace(/\s+\S+$/, '');
    if (name.split(/\s+/).filter((w) => !/^Dra?\.?$/.test(w)).length < 2) continue;
    const tail = text.slice(at + name.length, at + name.length + 40);
    if (doctor || CREDENTIALS.test(after) || PERSON_CUE.test(before.trimEnd()) || PERSON_AFTER.test(tail)) {
      const person = withoutOpeners(name);
      if (person.split(/\s+/).length >= 2) return person.replace(/^(Dra?)\s/, '$1. ');
    }
  }
  // The parser knows first names the patterns cannot: "by Priya Nair", "hosted by Kenji Watanabe".
  for (const person of nlp(text).people().json({ offset: true }) as {
    text: string;
    offset: { start: number };
  }[]) {
    const name = withoutOpeners(person.text.replace(/[\s.,;:!?)|·•/–—-]+$/, '').trim());
    if (name.split(/\s+/).length < 2 || business.test(name) || NOT_PERSON_WORDS.test(name)) continue;
    const before = text.slice(Math.max(0, person.offset.start - 30), person.offset.start);
    if (PERSON_CUE.test(before.trimEnd())) return name;
  }
  // A first name the parser knows, then one or two capitalised words, on its own line or
  // between separators ("CPA - Sam Whitaker", "Responsable: Diego Romero"), is a person even
  // with no word that says so; a business word after it makes it a business's name.
  const named = new RegExp(`(?<![\\p{L}])(${NAME_WORD}(?:[^\\S\\n]+${NAME_WORD}){1,2})(?![\\p{L}])`, 'gu');
  for (const m of text.matchAll(named)) {
    const name = withoutOpeners(m[1]!);
    const words = name.split(/\s+/);
    if (words.length < 2 || business.test(name) || NOT_PERSON_WORDS.test(name)) continue;
    const next = text.slice((m.index ?? 0) + m[0].length).match(/^[^\S\n]+(\p{Lu}[\p{L}]*)/u)?.[1];
    if (next && new RegExp(`^(?:${BUSINESS_SUFFIX})$`, 'u').test(next)) continue;
    // Read in place: alone, a surname is often just a word to the parser.
    const terms = (nlp(name).json() as { terms: { tags: string[] }[] }[]).flatMap((t) => t.terms);
    const first = terms[0]?.tags ?? [];
    const last = terms.at(-1)?.tags ?? [];
    if (
      nlp(name).has('#Place') ||
      /\s(?:Valley|Park|Hills?|Lake|River|Beach|Heights|Springs|City|Bay|Creek|Ridge|Grove)$/.test(name)
    )
      continue;
    if (
      (first.includes('FirstName') || first.includes('Person')) &&
      (last.includes('LastName') || last.includes('Person'))
    )
      return name;
  }
  return null;
}

const PLACE_WORD = `${UPPER}[\\p{L}'’-]+`;
const PLACE = `(?:(?:A(?=\\s\\p{Lu}\\p{Ll}*\\P{ASCII})|North|South|East|West|Greater|Downtown|Central|Upper|Lower|New|San|Santa|Los|Las|St\\.?|Fort|Mount|Mt\\.?|El|La)\\s+)?${PLACE_WORD}(?:\\s+(?:de\\s+)?${UPPER}[\\p{L}'’-]+){0,2}`;
const STATE_SUFFIX = `(?:,?\\s+${UPPER}{2}\\b(?!\\p{Ll}))?`;

const NOT_PLACES =
  /^(?:GHL|GoHighLevel|English|Spanish|French|Blue|Green|Red|Black|White|Gold|Purple|Orange|Pink|Teal|Navy|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|The|A|An|Our|My|Your|Real|Business|Minutes|Person|Mind|Style|Time|Bulk|Stock|Advance|Addition|Free|Dark|Bold|Light|Luxury|Calm|Clean|Minimal|Simple|Friendly|Warm|Playful|Professional|Modern|Elegant|Trustworthy|Reassuring|Earthy|Soft|Bright|FAQ|Online|Instagram|Facebook|Google|Zoom|Slack|Canva|TikTok|YouTube|LinkedIn|Shopify|Excel|Python|Spanish|English|Inglés|Español|Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre|Landing|Página|Web|Website|Sitio|Para|Por|Con|Sin|Sobre|Desde|Hasta|Entre|Hola|Somos|Soy|Estamos|Tenemos|Ofrecemos|Clases|Cursos)\b/u;

function cleanPlace(raw: string, businessSuffix: RegExp): string | null {
  const place = raw
    .replace(/[\s.,;:|·•/–—-]+$/, '')
    .replace(new RegExp(`,?\\s+${UPPER}{2}$`, 'u'), '')
    .replace(/[.,]+$/, '')
    .replace(/\s+(?:Area|Region)$/i, '')
    .trim();
  // "A Coruña" starts with a word NOT_PLACES refuses on its own ("A Guide").
  if (!place || NOT_PLACES.test(place.replace(/^A\s+(?=\p{Lu}\p{Ll}*\P{ASCII})/u, ''))) return null;
  if (businessSuffix.test(place)) return null;
  return place;
}

/**
 * The city or area: after "in/serving/across/en…"; else a capitalised fragment right after the
 * business name ("Dave's Garage, Tulsa."), or one the parser knows as a place.
 */
export function findPlace(text: string, name: string | null = null): string | null {
  const suffix = new RegExp(`\\s(?:${BUSINESS_SUFFIX})$`, 'u');
  // A terse brief labels its place: "Where: Sacramento", "area: Tampa", "Zona: Miami", "(Leeds)".
  const labelled = new RegExp(
    // Case-blind labels, case-true place: no 'i' flag, or \\p{Lu} would take any letter.
    `(?:\\b(?:[Ww]here|[Ll]ocation|[Aa]rea|[Cc]ity|[Zz]ona|[Uu]bicación|[Cc]iudad|[Dd]ónde)\\s*:\\s*(${PLACE}${STATE_SUFFIX})(?=\\s*[\\n/|•·,;.]|\\s[-–]\\s|\\s*$)|\\((${PLACE})\\))`,
    'gu',
  );
  for (const m of text.matchAll(labelled)) {
    const place = cleanPlace(m[1] ?? m[2] ?? '', suffix);
    if (place && !name?.includes(place)) return place;
  }
  const cue = new RegExp(
    `(?<![\\p{L}])(?:in|serving|near|based in|located in|out of|from|across|throughout|around|[Rr]elocating to|[Mm]oving to|covering|en|de|desde|cerca de)\\s+(?:the\\s+)?(?:downtown\\s+)?(${PLACE}${STATE_SUFFIX})`,
    'gu',
  );
  for (const m of text.matchAll(cue)) {
    const place = cleanPlace(m[1] ?? '', suffix);
    if (place && !name?.includes(place)) return place;
  }
  const end = `(?=\\s*(?:[.;!?|·•/]|,|$|\\n|\\s+(?:area|region)\\b|[—–-]\\s))`;
  if (name) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const afterName = new RegExp(
      `${escaped}\\.?(?:\\s+[\\p{L}&'’-]+){0,2}\\s*[,–-]\\s*(${PLACE}${STATE_SUFFIX})${end}`,
      'u',
    );
    const place = cleanPlace(afterName.exec(text)?.[1] ?? '', suffix);
    if (place) return place;
  }
  const compass = new RegExp(
    `\\b((?:North|South|East|West|Greater|Downtown|Central)\\s+${UPPER}[\\p{L}]+(?:\\s+${UPPER}[\\p{L}]+)?)`,
    'u',
  );
  const directional = cleanPlace(compass.exec(text)?.[1] ?? '', suffix);
  if (directional && !(name ?? '').includes(directional)) return directional;
  for (const found of nlp(text).places().out('array') as string[]) {
    const place = cleanPlace(found.replace(/[.,;:!?]+$/, ''), suffix);
    if (place && /^\p{Lu}/u.test(place) && !name?.includes(place)) return place;
  }
  const alone = new RegExp(
    `(?:^|[.!?;]\\s+|\\n)(${PLACE}${STATE_SUFFIX})(?:\\s+(?:area|region))?\\s*(?:[.!?;]|$|\\n)`,
    'gu',
  );
  for (const m of text.matchAll(alone)) {
    const place = cleanPlace(m[1] ?? '', suffix);
    if (place && !name?.includes(place)) return place;
  }
  return null;
}

const CAP = `(?:${UPPER}|\\d)[\\p{L}\\d’'&+-]*(?:\\.[\\p{L}]+)?`;
/** Blanks within a line: a name never goes on past a line break ("Riverbend\\nVictor Chen"). */
const SP = '[^\\S\\n]+';
const CAP_PHRASE = `${CAP}(?:(?:${SP}(?:&|and|of|the|y|de|del|la|los|las)${SP}|${SP})${CAP}){0,4}`;

/** The parser's dictionary: ordinary English words, and the proper nouns it knows. */
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

function isCommonWord(word: string): boolean {
  const entry = LEXICON[word.toLowerCase()];
  if (entry === undefined) return false;
  return ![entry]
    .flat()
    .some((tag) => /ProperNoun|Place|Person|FirstName|City|Country|Region/.test(String(tag)));
}

const JOINERS = /^(?:&|and|of|the|a|de|del|la|el|los|las|y|en)$/i;

/**
 * A terse brief often opens with the name alone, then a separator: "Cafe Culture Expo |
 * services: …", "Feria Hecho a Mano / servicios: …", "- Northside Dental\n- …".
 */
function leadingSegmentName(text: string, exclude: (string | null)[]): string | null {
  const separator = /\s[|/•·—–-]\s|\n/;
  if (!separator.test(text)) return null;
  // "Summit Wedding Co., Galway — …": the place after a comma is not part of the name.
  const first = text
    .trim()
    .split(separator)[0]!
    .replace(/^[-*•]\s*/, '')
    .split(/,\s+/)[0]!
    .trim();
  const words = first.split(/\s+/);
  const bare = first.replace(/\.(?=\p{L})/gu, '').replace(/\b(?:Co|Inc|Ltd|Corp)\.$/, '');
  if (words.length > 6 || /[:;,.!?]/.test(bare)) return null;
  if (!/^[\p{Lu}\d]/u.test(first)) return null;
  if (!words.every((w) => /^[\p{Lu}\d&]/u.test(w) || JOINERS.test(w))) return null;
  return plausibleName(first, exclude);
}

/** Other companies' products a brief mentions (its channels and tools), never its own name. */
const KNOWN_PRODUCTS =
  /^(?:GoHighLevel|HighLevel|ClickFunnels|WordPress|QuickBooks|HubSpot|YouTube|TikTok|LinkedIn|PayPal|WhatsApp|iPhone|ChatGPT|OpenAI|FreshBooks|MailChimp|ConvertKit|SendGrid|GitHub|JavaScript|TypeScript|SaaS|PaaS|IaaS|eCommerce|iOS|macOS|iPad|AirPods|PowerPoint|OneDrive|SharePoint|DoorDash|UberEats|GoDaddy|SquareSpace|WooCommerce|BigCommerce|ActiveCampaign|PagerDuty|DocuSign|ZipRecruiter|TurboTax|NetSuite|ServiceTitan|HouseCall|JobNimbus|AccuLynx|SalesForce|QuickBooks)$/;

/**
 * Words capitalised only because they open a sentence, never part of a name: "We're Studio
 * Kitchen", "Somos Estudio Cobro", "Put Tessa Morgan front and center", "Meet Dr. Lee".
 */
const OPENER =
  /^(?:We['’]re|We|I['’]m|I|It['’]s|Our|Put|Meet|Feature|Call|Contact|Email|Text|Ask|Visit|Try|Hi|Hello|Hey|So|And|Also|Plus|Somos|Soy|Es|Son|Conoce|Llama|Escribe|Pon|Hola|Y|También)$/u;

export function withoutOpeners(raw: string): string {
  const words = raw.trim().split(/[^\S\n]+/);
  let start = 0;
  while (start < words.length - 1 && OPENER.test(words[start]!)) start++;
  return words.slice(start).join(' ');
}

function plausibleName(raw: string, exclude: (string | null)[]): string | null {
  const name = withoutOpeners(raw)
    .replace(/^(?:The|A|An|Our|My|Mi|Nuestra|Nuestro)\s+(?=\S+\s+\S)/u, '')
    .replace(/[’']s$/, '')
    // "Summit Wedding Co." keeps the dot of its abbreviation.
    .replace(/(?<!\b(?:Co|Inc|Ltd|Corp|Bros|Sr|Jr))[.,;:!?]+$/, '')
    .replace(/\.?[,;:!?]+$/, (m) => (m.startsWith('.') ? '.' : ''))
    .replace(/\s+(?:&|and|of|the|y|de|del|la)$/iu, '')
    .trim();
  if (name.length < 2 || name.length > 48 || KNOWN_PRODUCTS.test(name)) return null;
  if (/^[A-Z]{1,5}(?:(?:\s+(?:&|and)\s+|\s+)[A-Z]{1,5})*$/.test(name)) return null;
  if (/^\d+$/.test(name)) return null;
  // Greetings and the brief's talk about the page are not names ("Buenas", "Main CTA").
  if (
    /^(?:Hola|Buenas|Hi|Hello|Hey|Saludos|Gracias|Thanks)\b|\b(?:CTA|Hero|Button|Headline)\b|^Main\s+(?:CTA|Button|Action|Goal|Offer|Focus|Call)\b|^Main$/u.test(
      name,
    )
  )
    return null;
  // Dates, phone numbers and orders are not names ("September 5", "Call 512-555-0199").
  if (
    isDateLike(name) ||
    /\d[\d\s().-]{5,}\d/.test(name) ||
    /^(?:Call|Text|Email|Book|Phone|Tel|Llama|Llámanos)\b/u.test(name)
  )
    return null;
  // One ordinary word ("Also", "Goal", "Special") is a sentence's, not a business's.
  // A proper noun the parser knows ("Riverbend", "Mira") may be a name; a common word may not.
  if (!/\s/.test(name) && !/\p{Ll}\p{Lu}|\.|\d/u.test(name) && isCommonWord(name)) return null;
  for (const other of exclude) if (other && (other.includes(name) || name.includes(other))) return null;
  return name;
}

/** A name as written in a brief: capitals, digits and symbols, with small joining words. */
const NAME_PHRASE = `(?:${UPPER}|\\d)[\\p{L}\\d’'&+.-]*(?:(?:${SP}(?:&|\\+|and|of|the|y|de|del|la|los|las|a|el)${SP}|${SP})(?:${UPPER}|\\d|&|\\+)[\\p{L}\\d’'&+.-]*){0,5}`;

/**
 * A name the brief describes straight after it, the way people introduce a business:
 * "Barkley's, a dog grooming salon", "Forge is a strength gym", "Aula Viva (un curso en
 * línea)", "Guardian Lane (independent insurance agency)". What follows is a common noun phrase
 * (lower case after an article, or in brackets), so the capitalised phrase before it is a name.
 */
function appositiveName(text: string, exclude: (string | null)[]): string | null {
  const re = new RegExp(
    `(?<![\\p{L}\\d’'&+])(${NAME_PHRASE})(?:\\s+(?:in|en|de|from|out of)\\s+${UPPER}[\\p{L}’'-]*(?:\\s+${UPPER}[\\p{L}’'-]*){0,2})?(?:,\\s*(?:a|an|un|una)\\s+|\\s+(?:is|es)\\s+(?:a|an|un|una)\\s+|\\s*\\(\\s*(?:(?:a|an|un|una)\\s+)?|\\.\\s+(?:We['’]re|We are|It['’]s|It is|Somos|Es)\\s+(?:a|an|un|una)\\s+)(?=\\p{Ll})`,
    'gu',
  );
  for (const m of text.matchAll(re)) {
    const found = withoutOpeners(m[1]!.replace(/^(?:I own|I run|We are|We're|Somos)\s+/u, '')).replace(
      /[.,]+$/,
      () => (/\b(?:Co|Inc|Ltd|Corp)\.$/.test(m[1]!) ? '.' : ''),
    );
    // Described, a single ordinary word is a name ("Forge, a strength gym") unless the parser
    // reads it as a word that opens a sentence ("Also, a…", "Plus, a…", "Yes, a…").
    const single = !/\s/.test(found) && found.toLowerCase() in LEXICON;
    const noun =
      single &&
      !nlp(found).has('(#Pronoun|#Adverb|#Conjunction|#Preposition|#Determiner|#Expression|#Value)');
    const name = noun && !exclude.includes(found) ? found : plausibleName(found, exclude);
    // A name the parser knows as a place is a place only when described as one ("Bexley, a
    // town in Kent"); described as a business ("Riverbend, an outdoor adventure camp") it is a name.
    const description = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 60);
    const aPlace =
      /^(?:[\p{L}-]+\s+){0,3}(?:city|town|suburb|neighbou?rhood|village|county|state|region|area|country|island|ciudad|pueblo|barrio|región|zona|país|isla)\b/iu;
    if (
      !name ||
      NOT_PLACES.test(name) ||
      (nlp(name).has('#Place') && (aPlace.test(description) || /\.\s/.test(m[0])))
    )
      continue;
    // The brief's spelling whole: "The Lane Group", "Barkley's" (plausibleName trims both).
    return found.endsWith(name) || found.startsWith(name) ? found : name;
  }
  return null;
}

/** Spanish business words that open a name. */
const SPANISH_FIRST =
  'Peluquería|Clínica|Taller|Academia|Estudio|Restaurante|Fontanería|Abogados|Asesoría|Inmobiliaria|Centro|Gimnasio|Escuela|Panadería|Cafetería|Floristería|Veterinaria|Farmacia|Consultorio|Agencia|Tienda|Hotel|Hostal|Bufete|Despacho|Autoescuela|Lavandería|Pastelería|Barbería|Spa|Casa|Grupo';

/** "Peluquería Lola en Sevilla": the place after a name is not part of it. */
function trimPlaceTail(name: string): string {
  return name.replace(/\s+(?:en|in)\s+\p{Lu}[\p{L}\s]*$/u, '').trim();
}

/** "on Canva and Instagram Reels": what a course or guide covers is not its brand. */
const TOPIC_BEFORE =
  /\b(?:on|about|covering|teaches|teaching|learn|learning|master|mastering|sobre|aprende|aprender|using|integrates with|connects to|works with|con)\s*$/iu;

/**
 * The business or product name when the brief states it plainly: after "called", "name:",
 * "we are", "somos"…, a capitalised phrase ending in a business word ("Peak Roofing Co"), a
 * camel-cased or dotted product name ("TaskFlow", "Mend.io"), or one that opens a sentence
 * and ends at a comma, colon or dash ("Casa Lumbre, …").
 */
export function findBusinessName(
  text: string,
  person: string | null,
  place: string | null,
  tools: string[] = [],
): string | null {
  const exclude = [person, place, ...tools];
  const segment = leadingSegmentName(text, exclude);
  if (segment) return segment;
  const described = appositiveName(text, exclude);
  if (described) return described;
  const quoted =
    /(?:^|\b(?:for|called|named|is|at|with|from|by|brand|company|business|para|llamad[oa]|se llama)\s+)["“«]([\p{Lu}\d][^"”»\n]{1,46})["”»]/u.exec(
      text,
    )?.[1];
  if (quoted && quoted.split(/\s+/).length <= 5) {
    const name = plausibleName(quoted, exclude);
    if (name) return name;
  }
  // The cue is read in any case ("We are", "we're"); the name after it must be capitalised.
  const cue =
    /(?<![\p{L}])(?:called|named|name is|name:|brand name is|we are|we're|company is|business is|studio is|brand is|brand|company:|business:|i run|i own|my business,?|se llama|llamad[oa]|somos|nombre:|negocio:|marca:|empresa:|biz:)\s+(?:the\s+)?/giu;
  const phrase = new RegExp(CAP_PHRASE, 'uy');
  for (const m of text.matchAll(cue)) {
    phrase.lastIndex = (m.index ?? 0) + m[0].length;
    const found = phrase.exec(text)?.[0];
    const name = found ? plausibleName(trimPlaceTail(found), exclude) : null;
    if (name) return name;
  }
  // Spanish puts the kind of business first: "Peluquería Lola", "Clínica Dental Sonrisa".
  const spanish = new RegExp(`(?<![\\p{L}])(?:${SPANISH_FIRST})\\s+${CAP_PHRASE}`, 'gu');
  for (const m of text.matchAll(spanish)) {
    const name = plausibleName(trimPlaceTail(m[0]), exclude);
    if (name && name.split(/\s+/).length > 1) return name;
  }
  const suffix = new RegExp(`^(?:${BUSINESS_SUFFIX})$`, 'u');
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}’'])${CAP_PHRASE}`, 'gu'))) {
    const words = m[0].split(/\s+/);
    let end = words.length;
    while (end > 1 && !suffix.test(words[end - 1]!.replace(/[.,;:!?]+$/, ''))) end--;
    if (end < 2) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 24), m.index);
    if (TOPIC_BEFORE.test(before)) continue;
    // A sentence-initial generic word ("Mobile detailing", "Personal Training") is not a name.
    const start = m.index === 0 || /[.!?:\n]\s*$/.test(text.slice(0, m.index));
    if (
      start &&
      end === 2 &&
      /^(?:Personal|Mobile|Online|Local|Family|Emergency|Life|Auto|Home|Dental|Tax|Social|Kids|Summer|Free|Clínica|Página)$/u.test(
        words[0]!,
      )
    )
      continue;
    // "Northside Dental & Implants": a name goes on after "&" or "and" with capitals.
    while (end + 1 < words.length && /^(?:&|and|y)$/.test(words[end]!) && /^\p{Lu}/u.test(words[end + 1]!))
      end += 2;
    const name = plausibleName(words.slice(0, end).join(' '), exclude);
    if (name) return name;
  }
  // "TaskFlow", "ShipRight", "Mend.io": written as a product name, wherever it stands.
  for (const m of text.matchAll(
    // A product name may go on in capitalised words ("DesignOps Days").
    /(?<![\p{L}\d@./])((?:\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d]*|\p{L}[\p{L}\d]+\.(?:io|ai|app|co|com|so|ly))(?:\s+\p{Lu}\p{Ll}+(?![\p{L}\d@.]))?)(?![\p{L}\d@])/gu,
  )) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 24), m.index);
    if (TOPIC_BEFORE.test(before) || KNOWN_PRODUCTS.test(m[1]!)) continue;
    const name = plausibleName(m[1]!, exclude);
    if (name) return name;
  }
  const opener = new RegExp(
    `(?:^|[.!?]\\s+|:\\s+|\\s[-–]\\s)(${CAP_PHRASE})\\s*(?=[,:]|\\s[-–]\\s|\\.(?:\\s|$))`,
    'gu',
  );
  for (const m of text.matchAll(opener)) {
    const words = m[1]!.split(/\s+/);
    if (words.length === 1 && !/^\p{Lu}\p{Ll}+(?:ly|ify|base|line|path|ware|hub|io)$/u.test(words[0]!))
      continue;
    if (words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w)) && nlp(m[1]!).has('#Place')) continue;
    const name = plausibleName(m[1]!, exclude);
    if (name) return name;
  }
  return null;
}

export interface WhoAndWhere {
  name: string | null;
  person: string | null;
  place: string | null;
}

/** Name, person and place depend on each other: a person or a place is never the business name. */
export function findWhoAndWhere(text: string, tools: string[] = []): WhoAndWhere {
  const person = findPerson(text);
  // The person may begin the business's name ("Tessa Morgan Realty"); the name may not be the
  // person alone.
  let name = findBusinessName(text, null, null, tools);
  if (name && person?.includes(name)) name = findBusinessName(text, person, null, tools);
  let place = findPlace(text, name);
  if (place && person && (person.includes(place) || place.includes(person))) place = null;
  if (name && place && (name.includes(place) || place.includes(name))) name = null;
  if (!name) {
    const guess = guessName(text);
    const before = guess ? text.slice(Math.max(0, text.indexOf(guess) - 24), text.indexOf(guess)) : '';
    // A lone capitalised word found without a cue ("Goal is sales") is too weak to be a name;
    // "from" and "de" are no cue, they name where someone is from ("Soy Rodrigo, de Zaragoza").
    const cuedBefore = /\b(?:for|at|called|named|by|para)\s+$/i.test(before);
    const lone = guess && !cuedBefore && !/\s/.test(guess) && !/\p{Ll}\p{Lu}|\.|\d|&/u.test(guess);
    name =
      guess && !lone && !TOPIC_BEFORE.test(before)
        ? plausibleName(guess, [person, place, 'Dr', ...tools])
        : null;
    if (name && !place) place = findPlace(text, name);
  }
  return { name: name ? asWritten(name, text) : null, person, place };
}

/**
 * The name with what the brief wrote around it: the dot of a closing abbreviation ("Lab Rat
 * Coffee Co.") and a capitalised "The" before it ("for The Well Project").
 */
function asWritten(name: string, text: string): string {
  let out = name;
  if (/\b(?:Co|Inc|Ltd|Corp|Bros|LLC)$/.test(out) && text.includes(`${out}.`)) out = `${out}.`;
  // Not inside quotes: a quoted title ("The 30-Day Client Attraction Plan") keeps the name it had.
  if (!out.startsWith('The ') && new RegExp(`(?<![\\p{L}"“'‘])The[^\\S\\n]+${escapeRe(out)}`, 'u').test(text))
    out = `The ${out}`;
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
