/**
 * Prices in a brief, as written: "$49", "$1,499", "£120", "45 €", "€45", "$300/mo",
 * "$12 per seat per month", "$9/user/mo", "49 € al mes". Prices are a written format, so a
 * pattern reads them; what a price means (was, now, per seat) is read from the words beside it.
 */

const UNIT =
  '(?:unit|mo|month|yr|year|day|hr|hour|night|session|person|seat|chair|user|week|wk|class|visit|lesson|child|kid|camper|mes|año|semana|sesión|persona|clase|usuario|niño)';
const PERIOD_WORDS =
  '(?:unit|month|year|day|hour|night|session|person|seat|chair|user|week|class|visit|lesson|child|kid|camper)';
const AMOUNT = '(?:\\d{1,3}(?:[,.]\\d{3})+|\\d+)(?:[.,]\\d{1,2})?';
/**
 * "/seat/month", " per seat per month", " a month", " every month", " monthly", "/mth",
 * " al mes", " por mes", " mensuales", " por persona": every way a brief says what a price is per.
 */
const PER_SUFFIX = `(?:(?:\\s?\\/\\s?(?:${UNIT}|mth|mnth)\\b){1,2}|(?:\\s(?:per|a|an|each|every)\\s${PERIOD_WORDS}s?\\b){1,2}|\\s(?:monthly|yearly|annually|weekly|nightly|daily)\\b|(?:\\s(?:al|por|cada)\\s(?:mes|año|semana|noche|día|sesión|persona|clase|usuario|niño)\\b|\\s(?:mensual|anual|semanal)(?:es)?\\b){1,2})`;
const PER = `${PER_SUFFIX}?`;

/** Currency before the amount ("$49", "€ 45") or after it ("45 €", "45€", "45 euros"). */
export const PRICE = new RegExp(
  `(?:[$£€]\\s?${AMOUNT}(?:[kK]\\b)?|(?<![\\w.,])${AMOUNT}\\s?(?:€|euros?\\b|EUR\\b|USD\\b|dólares\\b))${PER}`,
  'g',
);

/** Words before an amount that make it a threshold or a goal, not a price of the offer. */
const NOT_A_PRICE =
  /\b(?:over|above|under|below|than|up to|save|off|goal is|goal of|raise|raising|más de|menos de|ahorra)\s*$/i;

/** Every price the brief gives, in order, as written, except thresholds ("free shipping over $50"). */
export function findPrices(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PRICE)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 16), m.index);
    if (NOT_A_PRICE.test(before)) continue;
    const price = m[0].replace(/\s*\/\s*/g, '/').trim();
    if (!out.includes(price)) out.push(price);
  }
  return out;
}

/** The amount alone: "$12 per seat per month" -> "$12". */
export function amountOf(price: string): string {
  return price.replace(new RegExp(`${PER_SUFFIX}$`), '').trim();
}

export interface WasNow {
  was: string;
  now: string;
}

/**
 * Words that name the price an offer replaces, written right before it: "was $199",
 * "regular price $199", "valued at $199", "antes 199 €", "precio habitual 199 €".
 */
const OLD_CUE = new RegExp(
  `(?<![\\p{L}\\d])(?:${[
    'was',
    'were',
    'normally',
    'regularly',
    'usually',
    'originally',
    'typically',
    'ordinarily',
    'previously',
    'formerly',
    'reg\\.?',
    '(?:regular|usual|normal|full|list|retail|standard|original|everyday)\\s+(?:price|rate|fee|cost)(?:\\s+(?:is|of))?',
    'retail',
    'rrp',
    'msrp',
    'value',
    'valued at',
    'worth',
    'instead of',
    'rather than',
    'compare at',
    '(?:down|reduced|marked down|cut|dropped|slashed|discounted) from',
    'antes(?: a| por| era| costaba)?',
    'normalmente',
    'habitualmente',
    'originalmente',
    'precio (?:normal|habitual|regular|de lista|original)(?: de| es)?',
    'valorad[oa] en',
    'en (?:lugar|vez) de',
    'rebajad[oa]s? (?:de|desde)',
  ].join('|')})[\\s:]*(?:only\\s+|just\\s+)?$`,
  'iu',
);
/**
 * What may stand between an old price and the new one when only the new one is named:
 * "$199, now $129", "$199 but this month only $129", "199 €, ahora solo 129 €".
 */
const NEW_BRIDGE =
  /^[\s,;:()\-–—]*(?:(?:but|now|today|only|just|this|month|week|weekend|for|a|limited|time|special|sale|launch|intro(?:ductory)?|offer|deal|price|at|ahora|hoy|solo|sólo|por|este|esta|mes|semana|oferta|precio|promo(?:ción)?|pero|a)\b[\s,;:()\-–—]*){1,6}$/i;
const ARROW = /^\s*(?:->|→|=>|⇒|➜|»)\s*$/;

/** The number a price stands for, for comparing two prices of one offer ("$1,499" -> 1499). */
function amountValue(price: string): number {
  const digits = amountOf(price).replace(/[^\d.,]/g, '');
  const grouped = /^\d{1,3}(?:([.,])\d{3})+(?:[.,]\d{1,2})?$/.exec(digits);
  if (grouped) {
    const sep = grouped[1]!;
    const [whole, cents = '0'] = digits.split(sep === ',' ? '.' : ',');
    return Number(`${whole!.replaceAll(sep, '')}.${cents}`);
  }
  return Number(digits.replace(',', '.'));
}

const currencyOf = (price: string) =>
  /[$£€]|euros?|EUR|USD|dólares/i.exec(price)?.[0].replace(/euros?|EUR/i, '€') ?? '';

/**
 * Two prices may be was and now only when they price the same thing the same way: one
 * currency, one billing unit ("$49/month or $490/year" is a choice, not a discount).
 */
function comparable(a: string, b: string): boolean {
  if (currencyOf(a) !== currencyOf(b)) return false;
  if (billingPeriod(a) !== billingPeriod(b) || isPerSeat(a) !== isPerSeat(b)) return false;
  return amountValue(a) !== amountValue(b);
}

/**
 * A reduced price and the price it replaces, read from how the two prices stand in one
 * sentence rather than from set phrases:
 * - a word naming the old price right before one of them ("was", "regular price", "valued at",
 *   "antes", "precio habitual", "reduced from"): that one is the old price, the other the new;
 * - an arrow from one to the other ("$199 -> $129"): from old to new;
 * - a higher price followed by a lower one with only "now", "today only", "ahora solo" and the
 *   like between them ("$199, now $129").
 * Two prices with nothing that says one replaces the other are two prices, never was/now.
 */
export function findWasNow(text: string): WasNow | null {
  for (const sentence of text.split(/\n|[;!?](?:\s|$)|\.(?:\s+(?=[A-ZÁÉÍÓÚÑ¿¡*•-])|$)/)) {
    const prices = [...sentence.matchAll(PRICE)].filter(
      (m) => !NOT_A_PRICE.test(sentence.slice(Math.max(0, (m.index ?? 0) - 16), m.index)),
    );
    for (let i = 0; i + 1 < prices.length; i++) {
      const a = prices[i]!;
      const b = prices[i + 1]!;
      const first = a[0].trim();
      const second = b[0].trim();
      if (!comparable(first, second)) continue;
      const aAt = a.index ?? 0;
      const bAt = b.index ?? 0;
      const between = sentence.slice(aAt + a[0].length, bAt);
      if (between.length > 60) continue;
      const beforeA = sentence.slice(Math.max(0, aAt - 32), aAt);
      // An old price is the higher one; the words only say which is which.
      const firstHigher = amountValue(first) > amountValue(second);
      if (OLD_CUE.test(between)) {
        if (!firstHigher) return { was: second, now: first };
      } else if (firstHigher && (OLD_CUE.test(beforeA) || ARROW.test(between) || NEW_BRIDGE.test(between)))
        return { was: first, now: second };
    }
  }
  return null;
}

/** A price charged per seat or user: "$12 per seat per month", "$9/user/mo". */
export function isPerSeat(price: string): boolean {
  return /(?:\/|\bper\s|\ba\s|\beach\s|\bpor\s)(?:seat|user|usuario)/i.test(price);
}

/** A price charged by the month or year: "$49/mo", "$490 a year", "49 € al mes". */
export function billingPeriod(price: string): 'month' | 'year' | null {
  if (
    /(?:\/|\bper\s|\ba\s|\bal\s|\bpor\s|\bcada\s|\bevery\s|\beach\s)(?:mo|mth|mnth|month|mes)\b|\bmonthly\b|\bmensual(?:es)?\b/i.test(
      price,
    )
  )
    return 'month';
  if (
    /(?:\/|\bper\s|\ba\s|\bal\s|\bpor\s|\bcada\s|\bevery\s|\beach\s)(?:yr|year|año)\b|\byearly\b|\bannually\b|\banual(?:es)?\b/i.test(
      price,
    )
  )
    return 'year';
  return null;
}
