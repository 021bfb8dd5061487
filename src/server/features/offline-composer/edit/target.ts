/**
 * Which element an instruction names: "the hero button", "the form's button", "the second
 * card's button", "the button in the pricing section", "all the buttons". An instruction that
 * names one element changes that element only (docs/product.md, 'What an instruction changes').
 */
export interface ElementTarget {
  /** "all buttons", "every button", "the buttons": every one. */
  all?: boolean;
  /** "the form's button", "the submit button". */
  form?: boolean;
  /** "the second card", "the last plan": 1-based, -1 for the last. */
  nth?: number;
  /** The nth is of cards/plans ("the second card") rather than of buttons ("the second button"). */
  card?: 'card' | 'plan';
  /** A section named by its kind or heading: "hero", "pricing", "the closing banner". */
  within?: string;
}

const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  last: -1,
  final: -1,
};

const PLACES: [RegExp, string][] = [
  [/\b(?:hero|banner|top|first screen|above the fold)\b/, 'hero'],
  [/\b(?:nav|navigation|menu|header)\b/, 'nav'],
  [/\b(?:pricing|prices?)\b/, 'pricing'],
  [/\b(?:closing|bottom|cta section|call[- ]to[- ]action section|end of the page)\b/, 'cta'],
  [/\bfaq\b/, 'faq'],
  [/\bfeatures?\b|\bbenefits\b/, 'features'],
];

/** Reads the element an instruction names; `text` is the instruction without its quoted values. */
export function readTarget(text: string): ElementTarget {
  const lower = text.toLowerCase();
  if (/\b(?:all|every|each)\b[^.]{0,24}\bbuttons?\b|\bbuttons\b|\bctas\b/.test(lower)) return { all: true };
  const target: ElementTarget = {};
  const ord = /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last|final)\b\s+(\w+)/.exec(
    lower,
  );
  if (ord?.[1] && ord[2]) {
    const n = ORDINALS[ord[1]] ?? 1;
    if (/^(?:cards?|boxe?s?|columns?|tiles?|items?|blocks?)$/.test(ord[2])) target.card = 'card';
    else if (/^(?:plans?|tiers?|packages?|options?|prices?|pricing)$/.test(ord[2])) target.card = 'plan';
    if (target.card || /^(?:buttons?|ctas?|links?)$/.test(ord[2])) target.nth = n;
  }
  if (/\bform(?:'s|s)?\b|\bsubmit\b|\bsign[- ]?up button\b/.test(lower)) target.form = true;
  if (!target.form && target.nth === undefined) target.within = PLACES.find(([re]) => re.test(lower))?.[1];
  else if (target.card === 'plan') target.within = 'pricing';
  return target;
}

/** True when the target narrows the edit to a place on the page, not just "the button". */
export const namesAPlace = (t: ElementTarget) => !!(t.form || t.nth !== undefined || t.within);
