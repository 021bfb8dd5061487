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

/** Who an offer is for by age: "ages 6-12", "6 to 12 years old", "de 6 a 12 años", "kids 5+". */
export function findAgeRange(text: string): { text: string; from: number; to: number | null } | null {
  const forms: RegExp[] = [
    /\bages?\s+(\d{1,2})\s*(?:[-–]|to|through)\s*(\d{1,2})\b/i,
    /\b(\d{1,2})\s*(?:[-–]|to)\s*(\d{1,2})[- ]years?[- ]olds?\b/i,
    /\bde\s+(\d{1,2})\s+a\s+(\d{1,2})\s+años\b/i,
    /\b(?:entre|edades?(?: de)?)\s+(\d{1,2})\s*(?:y|a|-)\s*(\d{1,2})(?:\s+años)?\b/i,
    /\bages?\s+(\d{1,2})\s*\+/i,
  ];
  for (const re of forms) {
    const m = re.exec(text);
    if (m) return { text: m[0], from: Number(m[1]), to: m[2] ? Number(m[2]) : null };
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

/** Scarcity the brief claims itself: "dates filling fast", "only 12 spots", "plazas limitadas". */
export function findScarcity(text: string): string | null {
  const things =
    '(?:dates|spots|places|seats|spaces|slots|weeks|sessions|appointments|tickets|openings|tables|rooms|units|stock)';
  const cosas = '(?:plazas|cupos|lugares|entradas|fechas|citas|unidades|mesas|habitaciones)';
  const forms = [
    new RegExp(`\\b${things}\\s+(?:are\\s+)?(?:filling|going|booking up|selling)\\s+(?:up\\s+)?fast\\b`, 'i'),
    new RegExp(
      `\\b(?:only|just)\\s+(?:\\d{1,4}|a few|a handful of)\\s+${things}(?:\\s+(?:left|remaining|available))?\\b`,
      'i',
    ),
    new RegExp(`\\b(?:few|limited)\\s+${things}(?:\\s+(?:left|remaining|available))?\\b`, 'i'),
    new RegExp(`\\blast (?:few\\s+)?${things}\\s+(?:left|remaining|available)\\b`, 'i'),
    new RegExp(`\\b${things}\\s+are\\s+(?:limited|scarce|going fast)\\b`, 'i'),
    /\blimited (?:availability|space|stock|capacity|edition)\b|\b(?:almost|nearly) (?:sold out|full|fully booked)\b|\bwhile (?:stocks|supplies) last\b|\bselling fast\b/i,
    new RegExp(
      `\\b(?:s[oó]lo|únicamente)\\s+(?:quedan\\s+)?\\d{1,4}\\s+${cosas}(?:\\s+(?:libres|disponibles))?`,
      'i',
    ),
    // Spanish words may start with an accented letter, which \\b does not see: a letter lookbehind.
    new RegExp(
      `(?<!\\p{L})(?:quedan\\s+(?:pocas|s[oó]lo\\s+\\d{1,4})|últimas|pocas)\\s+${cosas}(?:\\s+(?:libres|disponibles))?`,
      'iu',
    ),
    new RegExp(`\\b${cosas}\\s+limitad[oa]s\\b`, 'i'),
    /\b(?:aforo|cupo|plazas?) limitad[oa]s?\b|\bhasta agotar (?:existencias|plazas)\b|\bcasi (?:agotad[oa]s?|complet[oa]s?)\b/i,
  ];
  for (const re of forms) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return null;
}
