/**
 * Dates in a brief, as written: "May 1", "Thursday, March 12 at 7pm ET", "June 30th, 2027",
 * "15 de marzo", "July 7 to August 15". A date after "until", "ends", "before" or "hasta" is a
 * deadline: the page must keep that word, or "$129 until May 1" becomes a plain "$129 May 1".
 */

const MONTH_EN =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_ES =
  '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)';
const DAY_EN = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const DAY_ES = '(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)';
const ORD = '(?:st|nd|rd|th)?';

/** "March 12", "Mar. 12th, 2027", "12 March", "15 de marzo (de 2027)". */
const ONE_DATE = `(?:(?:${DAY_EN},?\\s+)?${MONTH_EN}\\.?\\s+\\d{1,2}${ORD}(?:,?\\s+\\d{4})?|\\d{1,2}${ORD}\\s+${MONTH_EN}(?:,?\\s+\\d{4})?|(?:(?:el\\s+)?${DAY_ES},?\\s+)?\\d{1,2}\\s+de\\s+${MONTH_ES}(?:\\s+de\\s+\\d{4})?)`;
/** "July 7 to August 15", "March 3-5", "del 7 de julio al 15 de agosto". */
const RANGE = `${ONE_DATE}(?:\\s*(?:[-–]|to|through|al|a)\\s*(?:${ONE_DATE}|\\d{1,2}${ORD}\\b))?`;
const TIME =
  '\\b\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|h)\\b(?:\\s*(?:[A-Z]{2,4}T?|ET|PT|CT|GMT|UTC|CET))?';

export const DATE_PATTERN = new RegExp(ONE_DATE, 'i');

/** The first date (or date range) in the brief, with its time when one follows: "March 12 at 7pm ET". */
export function findDate(text: string): string | null {
  const date = new RegExp(`\\b${RANGE}`, 'i').exec(text);
  const time = new RegExp(TIME, 'i').exec(text);
  const parts = [date?.[0], time?.[0]].filter((p): p is string => !!p);
  return parts.length ? parts.join(' at ') : null;
}

const DEADLINE_CUE =
  '(?:until|till|through|thru|ends?|ending|expires?|before|by|deadline(?:\\s+is)?|last day(?:\\s+is)?|valid (?:until|through)|hasta(?:\\s+el)?|antes del?|termina(?:\\s+el)?|válido hasta(?:\\s+el)?|vence(?:\\s+el)?)';

/** A date the offer ends on, with the word that says so: "until May 1", "hasta el 15 de marzo". */
export function findDeadline(text: string): { cue: string; date: string } | null {
  const m = new RegExp(`\\b(${DEADLINE_CUE})\\s+(${ONE_DATE})`, 'i').exec(text);
  if (!m) return null;
  return { cue: m[1]!.toLowerCase(), date: m[2]! };
}

export function isDateLike(text: string): boolean {
  return DATE_PATTERN.test(text);
}
