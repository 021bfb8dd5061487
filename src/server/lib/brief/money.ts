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
/** "/seat/month", " per seat per month", " a month", " al mes", " por persona". */
const PER_SUFFIX = `(?:(?:\\s?\\/\\s?${UNIT}\\b){1,2}|(?:\\s(?:per|a|an|each)\\s${PERIOD_WORDS}s?\\b){1,2}|(?:\\s(?:al|por)\\s(?:mes|año|semana|sesión|persona|clase|usuario|niño)\\b|\\s(?:mensuales|anuales|semanales)\\b){1,2})`;
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

const WAS =
  '(?:was|normally|regularly|usually|reg\\.?|regular price|instead of|antes|normalmente|en lugar de)';
/**
 * A reduced price and the price it replaces: "was $199, now $129", "$129 (normally $199)",
 * "$199 $129" is not enough (nothing says which is which).
 */
export function findWasNow(text: string): WasNow | null {
  const prices = [...text.matchAll(PRICE)];
  for (let i = 0; i < prices.length; i++) {
    const m = prices[i]!;
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 24), at);
    if (!new RegExp(`${WAS}[\\s:]*$`, 'i').test(before)) continue;
    const was = m[0].trim();
    // "was $199, now $129": the next price; "$129 (normally $199)": the price before.
    const next = prices[i + 1];
    const between = next ? text.slice(at + m[0].length, next.index) : '';
    if (next && between.length < 24 && /[,;\s-]/.test(between)) return { was, now: next[0].trim() };
    const prev = prices[i - 1];
    if (prev && at - ((prev.index ?? 0) + prev[0].length) < 16) return { was, now: prev[0].trim() };
  }
  // "$199 -> $129", "55 € → 32 €": the arrow points from the old price to the new one.
  const arrow = new RegExp(`(${PRICE.source})\\s*(?:->|→|=>|⇒|➜)\\s*(${PRICE.source})`).exec(text);
  if (arrow) {
    const found = [...arrow[0].matchAll(PRICE)].map((p) => p[0].trim());
    if (found.length === 2) return { was: found[0]!, now: found[1]! };
  }
  // "now $129 (was $199)" is covered above; "$129, down from $199" too:
  const down = new RegExp(
    `(${PRICE.source})[^.;\\n]{0,12}\\b(?:down from|reduced from|rebajado de)\\s+(${PRICE.source})`,
    'i',
  ).exec(text);
  if (down) {
    const found = [...down[0].matchAll(PRICE)].map((p) => p[0].trim());
    if (found.length === 2) return { now: found[0]!, was: found[1]! };
  }
  return null;
}

/** A price charged per seat or user: "$12 per seat per month", "$9/user/mo". */
export function isPerSeat(price: string): boolean {
  return /(?:\/|\bper\s|\ba\s|\beach\s|\bpor\s)(?:seat|user|usuario)/i.test(price);
}

/** A price charged by the month or year: "$49/mo", "$490 a year", "49 € al mes". */
export function billingPeriod(price: string): 'month' | 'year' | null {
  if (/(?:\/|\bper\s|\ba\s|\bal\s)(?:mo|month|mes)\b|\bmensuales\b/i.test(price)) return 'month';
  if (/(?:\/|\bper\s|\ba\s|\bal\s)(?:yr|year|año)\b|\banuales\b/i.test(price)) return 'year';
  return null;
}
