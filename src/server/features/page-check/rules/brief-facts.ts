import type { DefaultTreeAdapterTypes as T } from 'parse5';
import type { PageCheckFinding, PageCheckRule } from '../../../../shared/api/page-check.ts';
import type { BriefFacts } from '../../../lib/brief/index.ts';
import { attr, type CheckDocument, parseCheckDocument, plural } from '../document.ts';

/**
 * 'brief-facts' (docs/product.md, 'Page check'): a fact the brief gave that the page lacks
 * (its name, a person, a place, a phone, an email, a price, a deadline, the tools it works
 * with, 24/7 or same-day service) is one warning, whichever engine made the page. The brief is
 * read by lib/brief's readBriefFacts and compared with the text a visitor reads: the body
 * without scripts, styles or comments, whitespace and curly quotes normalised. Matching is
 * lenient, since a false finding is worse than a missed one: names and integrations keep the
 * brief's case, everything else is compared case-insensitively; a phone counts when its digits
 * appear in the text or in a tel: link, a price when it appears as written give or take spaces
 * and "per" ("$12 per seat per month" = "$12/seat/month"), a deadline when its date follows a
 * word that ends an offer ("until", "ends", "hasta").
 *
 * The brief's reader loads two large libraries (compromise, eld: about half a second), so it
 * is imported on first use by the background check, never when the server starts.
 */

export const BRIEF_FACTS_RULE: PageCheckRule = 'brief-facts';

type ReadBrief = (text: string) => BriefFacts;

type FactKind =
  | 'name'
  | 'person'
  | 'place'
  | 'phone'
  | 'email'
  | 'price'
  | 'deadline'
  | 'integration'
  | 'hours'
  | 'same-day';

export interface MissingFact {
  kind: FactKind;
  /** As the brief wrote it. */
  value: string;
  /** A deadline's word: "until". */
  cue?: string;
}

// ── The page as a visitor reads it ──────────────────────────────────────────────────────────

/** Elements whose content a visitor never reads as text. */
const NOT_READ = new Set(['script', 'style', 'template', 'noscript', 'head']);

/** Elements a browser lays out as their own block: their text never runs into a neighbour's. */
const BLOCKS = new Set(
  'address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul button label option select textarea'.split(
    ' ',
  ),
);

/** Curly quotes, odd spaces and invisible characters as a plain keyboard types them. */
function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[‘’‚‛′`]/g, "'")
    .replace(/[“”„‟«»″]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

interface PageText {
  /**
   * The body's text twice: inline elements joined as written ("Task<b>Flow</b>" is
   * "TaskFlow"), and every element apart ("<span>Peak</span><span>Roofing</span>" is "Peak
   * Roofing", as a flex row shows it). A fact found in either is on the page.
   */
  texts: [string, string];
  /** Digits of every tel:, sms: and WhatsApp link. */
  dialled: string[];
  /** Addresses of every mailto: link, lower-case. */
  mailed: string[];
}

function readPage(doc: CheckDocument): PageText {
  let flowing = '';
  let apart = '';
  const body = doc.byTag('body')[0];
  const stack: (T.Node | 'block-end' | 'inline-end')[] = body ? [body] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === 'block-end' || node === 'inline-end') {
      if (node === 'block-end') flowing += ' ';
      apart += ' ';
      continue;
    }
    if (node.nodeName === '#text') {
      const value = (node as T.TextNode).value;
      flowing += value;
      apart += value;
      continue;
    }
    if (!('tagName' in node) || NOT_READ.has(node.tagName)) continue;
    const block = BLOCKS.has(node.tagName);
    if (block) flowing += ' ';
    apart += ' ';
    stack.push(block ? 'block-end' : 'inline-end');
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
  const dialled: string[] = [];
  const mailed: string[] = [];
  for (const a of doc.byTag('a')) {
    const href = (attr(a, 'href') ?? '').trim();
    if (/^(?:tel|sms|callto):|^https?:\/\/(?:wa\.me|api\.whatsapp\.com)\//i.test(href))
      dialled.push(safeDecode(href).replace(/\D/g, ''));
    else if (/^mailto:/i.test(href))
      mailed.push(safeDecode(href.slice(7).split('?')[0]!).trim().toLowerCase());
  }
  return { texts: [normaliseText(flowing), normaliseText(apart)], dialled, mailed };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// ── Finding one fact ─────────────────────────────────────────────────────────────────────────

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * Where `needle` occurs in `haystack` as a whole number at its ends: "$12" is not in "$129",
 * "5 €" not in "45 €", "May 1" not in "May 15" (but is in "May 1st"); "$1,499" is in
 * "$1,499.00", the same amount.
 */
function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  const digitAt = (at: number, step: 1 | -1) =>
    isDigit(haystack[at]) || (/[.,]/.test(haystack[at] ?? '') && isDigit(haystack[at + step]));
  const noCents = (end: number) => /^[.,]00(?!\d)/.test(haystack.slice(end, end + 4));
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if (isDigit(needle[0]) && digitAt(at - 1, -1)) continue;
    if (isDigit(needle.at(-1)) && digitAt(end, 1) && !noCents(end)) continue;
    found.push(at);
  }
  return found;
}

const occurs = (haystack: string, needle: string) => occurrences(haystack, needle).length > 0;

/**
 * A price as compared: "per", "a", "al", "por" as "/", no spaces around a currency sign or a
 * "/", "mo" as "month": "$12 per seat per month" and "$12/seat/month" are one price.
 */
function priceForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+(?:per|a|an|each|al|por)\s+(?=\p{L})/gu, '/')
    .replace(/\s*([$£€/])\s*/g, '$1')
    .replace(/\/(?:mo|mth|mos)(?![\p{L}])/gu, '/month')
    .replace(/\/(?:yr|yrs)(?![\p{L}])/gu, '/year')
    .replace(/\/(?:hr|hrs)(?![\p{L}])/gu, '/hour')
    .replace(/\/wk(?![\p{L}])/gu, '/week');
}

/** "same-day", "same day" and "24/7", "24-7" as one. */
const looseForm = (text: string) => text.toLowerCase().replace(/[\s\-‐‑–—/]+/g, ' ');

/** The forms of a phone number's digits a page may write: national, international, with or without a trunk 0. */
function phoneDigits(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  const forms = [digits];
  if (phone.trim().startsWith('+'))
    for (let code = 1; code <= 3; code++) if (digits.length - code >= 7) forms.push(digits.slice(code));
  if (digits.startsWith('0') && digits.length > 7) forms.push(digits.slice(1));
  return forms;
}

function hasPhone(page: PageText, phone: string): boolean {
  const forms = phoneDigits(phone);
  if (forms[0]!.length < 7) return true; // not a number to look for
  const written = page.texts.flatMap((text) =>
    [...text.matchAll(/\+?\d[\d\s().\-/]*\d/g)].map((run) => run[0].replace(/\D/g, '')),
  );
  return [...written, ...page.dialled].some((digits) => forms.some((form) => digits.includes(form)));
}

/**
 * The deadline with a word that ends an offer: the brief's own ("until May 1"), or any word
 * lib/brief reads as one ("Offer ends May 1", "válido hasta el 15 de marzo").
 */
function hasDeadline(lower: string, deadline: { cue: string; date: string }, read: ReadBrief): boolean {
  const date = normaliseText(deadline.date).toLowerCase();
  if (occurs(lower, `${normaliseText(deadline.cue).toLowerCase()} ${date}`)) return true;
  const bare = (text: string) => text.replace(/(\d)(?:st|nd|rd|th)\b/g, '$1').replace(/[.,]/g, '');
  for (const at of occurrences(lower, date)) {
    const found = read(lower.slice(Math.max(0, at - 40), at + date.length + 4)).deadline;
    if (found && bare(found.date.toLowerCase()) === bare(date)) return true;
  }
  return false;
}

/**
 * A place as the brief reader may return it ("Denver. Call" from "in Denver. Call ..."): its
 * words up to a sentence end, unless that leaves an abbreviation ("St. Louis" stays).
 */
function placeName(place: string): string {
  const cut = place.split(/[.!?;:]\s+/)[0]!.trim();
  return cut.length >= 4 ? cut : place;
}

/** The brief's facts the page does not carry, in the order the finding names them. */
export function missingBriefFacts(facts: BriefFacts, html: string, read: ReadBrief): MissingFact[] {
  const page = readPage(parseCheckDocument(html));
  const lower = page.texts.map((text) => text.toLowerCase());
  const prices = page.texts.map(priceForm);
  const loose = page.texts.map(looseForm);
  // Names keep their case, not their spacing: "Trailmate 32oz" is on a page saying "Trailmate 32 oz".
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  const squeezed = page.texts.map(squeeze);
  const exact = (value: string) => squeezed.some((text) => text.includes(squeeze(normaliseText(value))));
  const anyCase = (value: string) => lower.some((text) => occurs(text, normaliseText(value).toLowerCase()));

  const missing: MissingFact[] = [];
  const check = (
    kind: FactKind,
    value: string | null | undefined,
    present: (value: string) => boolean,
    cue?: string,
  ) => {
    if (!value?.trim() || present(value)) return;
    if (!missing.some((fact) => fact.kind === kind && fact.value === value))
      missing.push(cue ? { kind, value, cue } : { kind, value });
  };
  check('name', facts.name, exact);
  // "Dra Ana López" is read as "Dra. Ana López": the name alone is enough.
  check('person', facts.person, (person) => exact(person) || exact(person.replace(/^Dra?\.?\s+/, '')));
  check('place', facts.place && placeName(facts.place), anyCase);
  check('phone', facts.phone, (phone) => hasPhone(page, phone));
  check(
    'email',
    facts.email,
    (email) => anyCase(email) || page.mailed.includes(normaliseText(email).toLowerCase()),
  );
  for (const price of facts.prices) {
    check('price', price, (value) => prices.some((text) => occurs(text, priceForm(normaliseText(value)))));
  }
  if (facts.deadline) {
    const { cue, date } = facts.deadline;
    check(
      'deadline',
      `${cue} ${date}`,
      () => lower.some((text) => hasDeadline(text, { cue, date }, read)),
      cue,
    );
  }
  for (const tool of facts.integrations) check('integration', tool, exact);
  // "24/7" in the brief, "around the clock" on the page: any wording lib/brief reads as round-the-clock.
  check(
    'hours',
    facts.allHours,
    (value) =>
      loose.some((text) => text.includes(looseForm(normaliseText(value)))) || !!read(page.texts[1]).allHours,
  );
  check('same-day', facts.sameDay, (value) =>
    loose.some((text) => text.includes(looseForm(normaliseText(value)))),
  );
  return missing;
}

// ── The finding ──────────────────────────────────────────────────────────────────────────────

const LABELS: Record<FactKind, [one: string, many: string]> = {
  name: ['name', 'names'],
  person: ['person', 'people'],
  place: ['place', 'places'],
  phone: ['phone', 'phones'],
  email: ['email', 'emails'],
  price: ['price', 'prices'],
  deadline: ['deadline', 'deadlines'],
  integration: ['integration', 'integrations'],
  hours: ['hours', 'hours'],
  'same-day': ['service', 'service'],
};

/** Written in quotes: words whose exact spelling is the fact. */
const QUOTED = new Set<FactKind>(['name', 'person', 'place', 'deadline', 'integration', 'hours', 'same-day']);

/** How the AI should place a fact, beyond "exactly as written". */
function placement(fact: MissingFact): string {
  switch (fact.kind) {
    case 'name':
      return ' (in the header and the hero, capitalised exactly so)';
    case 'person':
    case 'integration':
      return ' (capitalised exactly so)';
    case 'phone':
      return ' (as a tap-to-call link in the hero and header)';
    case 'email':
      return ' (as a mailto: link)';
    case 'deadline':
      return fact.cue ? ` (with "${fact.cue}" before the date)` : '';
    default:
      return '';
  }
}

const shown = (fact: MissingFact) => (QUOTED.has(fact.kind) ? `"${fact.value}"` : fact.value);

/** "phone (303) 555-0142, prices $129 and $199": the facts grouped by kind, in order. */
function listFacts(facts: readonly MissingFact[], withPlacement: boolean): string {
  const kinds = [...new Set(facts.map((fact) => fact.kind))];
  return kinds
    .map((kind) => {
      const ofKind = facts.filter((fact) => fact.kind === kind);
      const values = ofKind.map((fact) => `${shown(fact)}${withPlacement ? placement(fact) : ''}`);
      const list = values.length === 1 ? values[0] : `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`;
      return `${LABELS[kind][values.length === 1 ? 0 : 1]} ${list}`;
    })
    .join(', ');
}

/** One warning naming every missing fact, or none. */
export function briefFactsFinding(missing: readonly MissingFact[]): PageCheckFinding | null {
  if (missing.length === 0) return null;
  const count = missing.length;
  const named =
    count > 4 ? `${listFacts(missing.slice(0, 4), false)} and ${count - 4} more` : listFacts(missing, false);
  return {
    rule: 'brief-facts',
    severity: 'warning',
    message: `${plural(count, 'fact')} from your brief ${count === 1 ? 'is' : 'are'} missing: ${named}`,
    detail: `Not in the page's text: ${listFacts(missing, false)}.`,
    fixPrompt: `Put these facts from my brief on the page, exactly as written: ${listFacts(missing, true)}. Keep everything else.`,
  };
}

/**
 * The rule over one saved version and the brief its page was made from. An empty brief is not
 * checked (the rule is not listed as run); the brief's reader is imported here, on first use.
 */
export async function checkBriefFacts(input: {
  prompt: string;
  html: string;
}): Promise<{ rules: PageCheckRule[]; findings: PageCheckFinding[] }> {
  if (!input.prompt.trim()) return { rules: [], findings: [] };
  const { readBriefFacts } = await import('../../../lib/brief/index.ts');
  const finding = briefFactsFinding(
    missingBriefFacts(readBriefFacts(input.prompt), input.html, readBriefFacts),
  );
  return { rules: [BRIEF_FACTS_RULE], findings: finding ? [finding] : [] };
}
