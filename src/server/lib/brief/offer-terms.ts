/**
 * The terms of an offer that a page must keep in the brief's words: round-the-clock and
 * same-day service, free trials, age ranges, the tools a product works with, and scarcity the
 * brief itself claims ("dates filling fast"). Each reader returns what the brief wrote, or
 * nothing: a page never adds a term the brief did not state.
 */

/** "24/7", "24-7", "24 hours", "24 horas", "around the clock". */
export function findAllHours(text: string): string | null {
  return (
    /\b24\s?\/\s?7\b|\b24-7\b|\b24 hours a day\b|\b24 horas\b|\baround the clock\b/i.exec(text)?.[0] ?? null
  );
}

/** "same-day", "same day", "en el mismo día", "el mismo día". */
export function findSameDay(text: string): string | null {
  return /\bsame[- ]day\b|\b(?:en\s+)?el mismo día\b/i.exec(text)?.[0] ?? null;
}

const NUMBER_WORDS: Record<string, number> = {
  seven: 7,
  ten: 10,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  siete: 7,
  diez: 10,
  catorce: 14,
  quince: 15,
  treinta: 30,
};

/** A free trial and its length: "14-day free trial", "free for 30 days", "prueba gratis de 14 días". */
export function findTrial(text: string): { text: string; days: number | null } | null {
  const n = '(\\d{1,3}|seven|ten|fourteen|fifteen|twenty|thirty|siete|diez|catorce|quince|treinta)';
  const forms = [
    new RegExp(`\\b${n}[- ]day (?:free )?trial\\b`, 'i'),
    new RegExp(`\\bfree (?:trial )?for ${n} days\\b`, 'i'),
    new RegExp(`\\b${n} days? free\\b`, 'i'),
    new RegExp(`\\bfirst ${n} days (?:are |is )?(?:free|on us)\\b`, 'i'),
    new RegExp(`\\b(?:los )?primeros ${n} días (?:son )?(?:gratis|gratuitos)\\b`, 'i'),
    new RegExp(`\\bprueba (?:gratis|gratuita) (?:de|por|durante) ${n} días\\b`, 'i'),
    new RegExp(`\\b${n} días (?:de prueba )?gratis\\b`, 'i'),
  ];
  for (const re of forms) {
    const m = re.exec(text);
    if (m) {
      const raw = m[1]!.toLowerCase();
      return { text: m[0], days: /^\d+$/.test(raw) ? Number(raw) : (NUMBER_WORDS[raw] ?? null) };
    }
  }
  const plain = /\bfree trial\b|\bprueba gratis\b|\bprueba gratuita\b/i.exec(text);
  return plain ? { text: plain[0], days: null } : null;
}

const AGE_NUMBER: Record<string, number> = {
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciséis: 16,
  diecisiete: 17,
  dieciocho: 18,
};
const AGE = `(\\d{1,2}|${Object.keys(AGE_NUMBER).join('|')})`;
const ageOf = (raw: string) =>
  /^\d+$/.test(raw) ? Number(raw) : (AGE_NUMBER[raw.toLowerCase()] ?? Number.NaN);
/** Who is counted in years: "kids", "teens", "niños"... */
const YOUNG =
  '(?:kids|children|child|teens|teenagers|boys|girls|campers|students|pupils|youth|juniors|players|swimmers|dancers|learners|toddlers|niñ[oa]s|chic[oa]s|jóvenes|adolescentes|alumn[oa]s|peques)';
/** "6-12", "6 to 12", "6 through 12", "6 and 12" (after "between"), "de 6 a 12", "entre 6 y 12". */
const SPAN = `${AGE}\\s*(?:[-–—]|to|through|thru|and|a|y|hasta)\\s*${AGE}`;
const YEARS = '(?:[- ]?(?:years?|yrs?|y\\.?o\\.?|year[- ]olds?)(?:[- ]olds?)?|\\s+años)';

/**
 * Who an offer is for by age, read as a shape: two ages joined by a range word, with a word
 * that says they are ages (ages/aged/years old/años, or who: kids, teens, niños), or one age
 * and "+"/"and up". "Ages 6-12", "for 8–14 year olds", "kids 5 to 11", "children aged six to
 * twelve", "de 6 a 12 años", "niños entre 4 y 10", "ages 5+".
 */
export function findAgeRange(text: string): { text: string; from: number; to: number | null } | null {
  const edge = '(?<![\\p{L}\\d])';
  const who = `(?:${YOUNG}\\s+)?(?:aged|ages?|de edad|edades?(?: de)?|from|between|de|entre)?\\s*`;
  const forms: RegExp[] = [
    new RegExp(
      `${edge}(?:aged|ages?|edades?(?: de)?)\\s+(?:of\\s+|from\\s+|between\\s+|de\\s+|entre\\s+)?${SPAN}(?:${YEARS})?(?![\\p{L}\\d])`,
      'iu',
    ),
    new RegExp(`${edge}${YOUNG}\\s+${who}${SPAN}(?:${YEARS})?(?![\\p{L}\\d])`, 'iu'),
    new RegExp(`${edge}(?:from\\s+|between\\s+|de\\s+|entre\\s+)?${SPAN}${YEARS}(?![\\p{L}\\d])`, 'iu'),
    new RegExp(
      `${edge}(?:(?:aged|ages?)\\s+|${YOUNG}\\s+(?:aged\\s+)?)${AGE}\\s*(?:\\+|and up\\b|and over\\b|y más\\b|en adelante\\b)`,
      'iu',
    ),
    new RegExp(`${edge}${AGE}\\s*\\+\\s*(?:years?|yrs|años)\\b`, 'iu'),
  ];
  for (const re of forms) {
    const m = re.exec(text);
    if (!m) continue;
    const from = ageOf(m[1]!);
    const to = m[2] ? ageOf(m[2]) : null;
    // A real range of ages: young to old, nobody over 99.
    if (Number.isNaN(from) || (to !== null && (Number.isNaN(to) || to <= from))) continue;
    return { text: m[0], from, to };
  }
  return null;
}

/** A tool's name is capitalised or camel-cased ("Slack", "QuickBooks", "Microsoft Teams", "monday.com"). */
function toolName(raw: string): string | null {
  const name = raw
    .trim()
    .replace(/^(?:and|or|y|o)\s+/i, '')
    // "Our Slack", "Great Zoom": a word that describes the tool is not part of its name.
    .replace(/^(?:(?:our|the|with|plus|native|seamless|easy|great|built-in|deep|one-click|full)\s+)+/i, '')
    .replace(/\s+(?:out of the box|natively|too|as well)$/i, '');
  const words = name.split(/\s+/);
  if (!name || words.length > 3) return null;
  return words.every((w) => /^[A-Z0-9][\w.+-]*$|^[a-z]+\.(?:com|io|ai)$/.test(w)) ? name : null;
}

const LIST_SPLIT = /,\s*|\s+(?:and|or|y|o|plus|&)\s+/;

/**
 * Names of the tools a product works with, as written: after "integrates with", "connects to:",
 * "Integrations:", or before "integrations" ("Slack, Zoom and Zapier integrations").
 */
export function findIntegrations(text: string): string[] {
  const cue =
    /\b(?:integrates? (?:with|into)|integrations? (?:with|for)|integrations?\s*:|connects? (?:to|with)|works (?:with|alongside)|syncs? with|plugs into|se integra con|conecta con|funciona con|integraci[oó]n(?:es)? con)\s*:?\s+([^.;\n|·•/]{3,160})/gi;
  const out: string[] = [];
  const add = (name: string) => {
    if (!out.includes(name)) out.push(name);
  };
  for (const m of text.matchAll(cue)) {
    for (const raw of m[1]!.split(/\s[-–]\s/)[0]!.split(LIST_SPLIT)) {
      const name = toolName(raw);
      if (!name) break;
      add(name);
    }
  }
  // "Microsoft Teams, Shopify, and Zapier integrations": the names just before the word.
  for (const m of text.matchAll(/([^.;:\n/(|·•]{2,160}?)\s+integrations\b/g)) {
    const names: string[] = [];
    for (const raw of m[1]!
      .split(/\s[-–]\s/)
      .at(-1)!
      .split(LIST_SPLIT)
      .reverse()) {
      const name = toolName(raw);
      if (!name) break;
      names.unshift(name);
    }
    for (const name of names) add(name);
  }
  return out;
}

const THINGS =
  '(?:dates|spots|places|seats|spaces|slots|time ?slots|sessions|appointments|bookings|tickets|openings|tables|rooms|beds|units|kits|boxes|copies|classes|places|memberships|enrol(?:l)?ments|registrations|availability|spots|camps|cohorts?|bundles|pieces|items)';
const COSAS =
  '(?:plazas|cupos|vacantes|puestos|asientos|lugares|entradas|fechas|citas|turnos|sesiones|grupos|unidades|mesas|habitaciones|packs|cajas)';
/** How a brief says they run out: "are filling fast", "left", "always sell out", "se agotan rápido". */
const RUNS_OUT =
  '(?:(?:are|is)\\s+)?(?:still\\s+)?(?:left|remaining|limited|scarce|(?:going|go|filling(?: up)?|fill(?: up)?|booking up|book up|selling(?: out)?|sell(?: out)?|run(?:ning)? out)(?:\\s+(?:fast|quickly|quick|soon|early))|sold out|selling out|running out|(?:almost|nearly) (?:gone|full|sold out|booked)|(?:always|usually|often) (?:sell out|fill up|go)(?: fast| quickly| early)?|sell out every (?:year|season|month|week|time)|capped at \\d{1,4}|limited to \\d{1,4})';
const SE_AGOTAN =
  '(?:libres|disponibles|limitad[oa]s|(?:se\\s+)?(?:llenan|agotan|acaban|vuelan|reservan)(?:\\s+(?:rápido|pronto|enseguida))?|(?:están\\s+|estan\\s+)?(?:casi\\s+)?(?:llen[oa]s|agotad[oa]s|complet[oa]s))';
/** The same without a word of how few: "disponibles" or "completas" alone say nothing. */
const SE_AGOTAN_SOLO =
  '(?:limitad[oa]s|(?:se\\s+)?(?:llenan|agotan|acaban|vuelan)(?:\\s+(?:rápido|pronto|enseguida))?|(?:están\\s+|estan\\s+)(?:casi\\s+)?(?:llen[oa]s|agotad[oa]s|complet[oa]s)|casi\\s+(?:llen[oa]s|agotad[oa]s|complet[oa]s))';

/**
 * Scarcity the brief claims itself, in its words: "dates filling fast", "only 12 spots left",
 * "few places remaining", "seats always sell out", "plazas limitadas", "quedan pocas fechas".
 * Read as a shape rather than set phrases: something that can run out (spots, dates, plazas),
 * with a word that says how few there are before it (only, just, few, last, limited, quedan)
 * and/or how they run out after it (left, filling fast, sell out, se agotan). Dates or spots
 * with neither ("appointments available Monday to Friday") are not scarcity.
 */
export function findScarcity(text: string): string | null {
  // "only"/"just"/"limited" say it alone; "few", "last", "under 10" only with how they run out
  // ("in a few dates" is not scarcity, "few dates left" is). Days and weeks likewise
  // ("only 2 days to deliver" is speed, "weeks are filling fast" is scarcity).
  const strong = '(?:(?:only|just)\\s+(?:a\\s+)?(?:few|handful of|\\d{1,4})|limited)';
  const weak =
    '(?:(?:a\\s+)?(?:very\\s+)?few|(?:the\\s+)?(?:last|final)(?:\\s+(?:few|\\d{1,4}))?|fewer than \\d{1,4}|under \\d{1,4}|less than \\d{1,4}|\\d{1,4})';
  const left = `(?:\\s+${RUNS_OUT}|\\s+(?:(?:are\\s+|is\\s+)?(?:still\\s+)?(?:available|open|remaining)))`;
  const strongEs =
    '(?:(?:s[oó]lo|únicamente|apenas)\\s+(?:quedan\\s+)?(?:\\d{1,4}|unas pocas|unos pocos)|quedan\\s+(?:s[oó]lo\\s+)?(?:pocas|pocos|\\d{1,4})|últimas|últimos)';
  const weakEs = '(?:pocas|pocos|menos de \\d{1,4}|\\d{1,4})';
  // One describing word may stand between ("only 8 summer spots"), never a clause.
  const adj = '(?:[\\p{L}-]+\\s+)?';
  const time = '(?:days|weeks|months|días|semanas|meses)';
  const edge = '(?<![\\p{L}\\d])';
  const forms = [
    new RegExp(`${edge}${strong}\\s+${adj}${THINGS}${left}?(?![\\p{L}])`, 'iu'),
    new RegExp(`${edge}(?:${strong}|${weak})\\s+${adj}(?:${THINGS}|${time})${left}(?![\\p{L}])`, 'iu'),
    new RegExp(`${edge}(?:${THINGS}|${time})\\s+${RUNS_OUT}(?![\\p{L}])`, 'iu'),
    /\blimited (?:availability|space|stock|capacity|edition|numbers|intake)\b|\b(?:almost|nearly) (?:sold out|full|fully booked)\b|\bwhile (?:stocks|supplies) last\b|\bselling (?:out )?fast\b|\bfirst[- ]come,? first[- ]served\b/i,
    new RegExp(`${edge}${strongEs}\\s+${adj}${COSAS}(?:\\s+${SE_AGOTAN})?(?![\\p{L}])`, 'iu'),
    new RegExp(
      `${edge}(?:${strongEs}|${weakEs})\\s+${adj}(?:${COSAS}|${time})\\s+${SE_AGOTAN}(?![\\p{L}])`,
      'iu',
    ),
    new RegExp(`${edge}(?:${COSAS}|${time})\\s+${SE_AGOTAN_SOLO}(?![\\p{L}])`, 'iu'),
    /(?<!\p{L})(?:aforo|cupo|plazas?|cupos) limitad[oa]s?(?!\p{L})|\bhasta agotar (?:existencias|plazas)\b|\bcasi (?:agotad[oa]s?|complet[oa]s?|llen[oa]s?)\b/iu,
  ];
  let best: RegExpExecArray | null = null;
  for (const re of forms) {
    const m = re.exec(text);
    // The earliest claim, and the longest where two start together.
    if (m && (!best || m.index < best.index || (m.index === best.index && m[0].length > best[0].length)))
      best = m;
  }
  return best ? best[0] : scarcityClause(text);
}

/** Words that make a clause a claim of scarcity when no shape above reads it whole. */
const SCARCITY_MARK =
  /(?<![\p{L}\d])(?:limited|fill(?:s|ing)?\s+up|filling|book(?:s|ed|ing)?\s+(?:up|out)|fully booked|sell(?:s|ing)?\s+out|sold out|selling (?:fast|quickly)|going (?:fast|quickly)|go (?:fast|quickly)|almost gone|wait(?:ing)?\s?list|(?:only|just)\s+(?:a\s+)?(?:\d{1,4}|few|handful)(?!\s+(?:of\s+)?(?:days?|weeks?|hours?|minutes?|mins?|months?|years?|steps?|clicks?)\b)|capped|(?:max(?:imum)?|no more than)\s+\d{1,4}|first\s+\d{1,4}\s+(?:customers|clients|buyers|people|families|students|patients|sign-?ups|members|guests|orders)|(?:high|in)\s+demand|while (?:stocks|supplies) last|once they(?:'|’)?re gone|running out|low stock|plazas limitadas|cupos? limitados?|aforo (?:limitado|completo|reducido)|se (?:agotan|llenan|acaban)|agotad[oa]s?|quedan|últim[oa]s|lista de espera|m[aá]ximo\s+\d{1,4}|hasta agotar)(?![\p{L}])/iu;
/** Instructions to the writer before the claim: "Mention", "Add some urgency:", "Say that". */
const LEAD_IN =
  /^(?:(?:please\s+)?(?:mention|say|add|note|stress|highlight|emphasi[sz]e|include|tell (?:them|people|visitors)|let (?:them|people|visitors) know|menciona|di|añade|agrega|destaca|indica)(?:\s+(?:some\s+)?(?:urgency|scarcity|urgencia))?(?:\s+(?:that|que))?|urgency|scarcity|urgencia|escasez|heads up|note|also|and|but|so|plus|también|y|pero|p\.?s\.?)\b[\s:,–—-]*/iu;

/**
 * A clause that claims scarcity in words the shapes above do not know ("we book out months
 * ahead", "waitlist only after June"), as the brief wrote it, without the instruction before it.
 */
function scarcityClause(text: string): string | null {
  for (const sentence of text.split(/\n|[.;!?](?:\s|$)/)) {
    if (!SCARCITY_MARK.test(sentence)) continue;
    // A long sentence gives only the part around the claim.
    const parts = sentence.length > 90 ? sentence.split(/,\s+|\s+[–—-]\s+|\s+\(/) : [sentence];
    const part = parts.find((p) => SCARCITY_MARK.test(p));
    let clause = (part ?? '').trim();
    for (let previous = ''; previous !== clause; ) {
      previous = clause;
      clause = clause.replace(LEAD_IN, '').trim();
    }
    clause = clause
      .replace(/^[*•·\-–—:]+\s*/, '')
      .replace(/[),:]+$/, '')
      .trim();
    if (clause.length >= 8 && clause.length <= 90 && SCARCITY_MARK.test(clause)) return clause;
  }
  return null;
}
