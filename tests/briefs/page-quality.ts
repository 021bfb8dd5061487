import nlp from 'compromise';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { isNounPhrase, isOnlyAdjectives } from '../../src/server/lib/brief/grammar.ts';
import { detectLanguage } from '../../src/server/lib/brief/language.ts';
import { LEAD_FORM_ATTRIBUTE } from '../../src/shared/api/leads.ts';
import { IMAGE_SLOT_ATTRIBUTE } from '../../src/shared/image-slots.ts';
import type { GeneratedBrief } from './generator.ts';
import { otherNicheWords } from './niche-vocabulary.ts';

/**
 * The page-quality check: would a marketer publish this page after replacing its marked
 * placeholders? One function over any page and the brief it was made from, used on every
 * generated brief (tuning and held-out). Each check returns the problems it found, worded so a
 * failure message says what is wrong where; a page passes when every list is empty.
 *
 * The checks read the page as a visitor does (visible text, by element), never the engine's
 * internals, so they hold for any engine.
 */

export const QUALITY_CHECKS = ['facts', 'niche', 'grammar', 'cut-words', 'language', 'conversion'] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];
export type QualityReport = Record<QualityCheck, string[]>;

type El = T.Element;
type Node = T.ChildNode | T.Document;

// ── Reading the page ───────────────────────────────────────────────────────────────────────────

interface Page {
  html: string;
  lang: string;
  title: string;
  /** Visible text of the body, in order. */
  text: string;
  /** Text blocks a visitor reads as a unit: headings, paragraphs, buttons, labels, list items. */
  blocks: { tag: string; cls: string; text: string }[];
  elements: El[];
  hero: El | null;
  header: El | null;
}

const BLOCK_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'li',
  'a',
  'button',
  'label',
  'legend',
  'option',
  'summary',
  'figcaption',
  'small',
  'strong',
  'b',
  'span',
  'blockquote',
  'title',
]);

/** Elements that sit inside a line of text: no break between their text and the next. */
const INLINE = new Set([
  'a',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'small',
  'mark',
  's',
  'del',
  'sup',
  'sub',
  'abbr',
  'time',
]);

const attr = (el: El, name: string) => el.attrs.find((a) => a.name === name)?.value;

function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeName === '#text') parts.push((n as T.TextNode).value);
    // Blocks are read apart: "San Diego" then "office@…" is not "San Diegooffice@…".
    else if ('tagName' in n && !INLINE.has(n.tagName)) parts.push(' ');
    else if ('tagName' in n && (n.tagName === 'script' || n.tagName === 'style' || n.tagName === 'svg'))
      return;
    if ('childNodes' in n) for (const c of n.childNodes) walk(c as Node);
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function readPage(html: string): Page {
  const doc = parse(html);
  const elements: El[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n) elements.push(n);
    if ('childNodes' in n) for (const c of n.childNodes) walk(c as Node);
  };
  walk(doc);
  const body = elements.find((e) => e.tagName === 'body');
  const blocks = elements
    .filter((e) => BLOCK_TAGS.has(e.tagName))
    // A block is read on its own only when it holds no block of the same kind (a <p> inside <li>).
    .filter((e) => !e.childNodes.some((c) => 'tagName' in c && ['p', 'li', 'h2', 'h3'].includes(c.tagName)))
    .map((e) => ({ tag: e.tagName, cls: attr(e, 'class') ?? '', text: textOf(e) }))
    .filter((b) => b.text);
  const hero =
    elements.find((e) => /\bpc-hero\b/.test(attr(e, 'class') ?? '')) ??
    elements.find((e) => e.tagName === 'section') ??
    null;
  return {
    html,
    lang: attr(elements.find((e) => e.tagName === 'html')!, 'lang') ?? '',
    title: textOf(elements.find((e) => e.tagName === 'title') ?? ({ childNodes: [] } as unknown as El)),
    text: body ? textOf(body) : '',
    blocks,
    elements,
    hero,
    header: elements.find((e) => e.tagName === 'header') ?? null,
  };
}

function within(root: El | null, pick: (el: El) => boolean): El[] {
  if (!root) return [];
  const out: El[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n && pick(n)) out.push(n);
    if ('childNodes' in n) for (const c of n.childNodes) walk(c as Node);
  };
  walk(root);
  return out;
}

const norm = (s: string) =>
  s
    .replace(/[’‘]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const lower = (s: string) => norm(s).toLowerCase();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ── 1. Facts ───────────────────────────────────────────────────────────────────────────────────

function factProblems(brief: GeneratedBrief, page: Page): string[] {
  const f = brief.facts;
  const text = norm(page.text);
  const low = text.toLowerCase();
  const problems: string[] = [];
  const need = (label: string, value: string | undefined, exactCase = false) => {
    if (!value) return;
    const found = exactCase ? text.includes(norm(value)) : low.includes(lower(value));
    if (!found) problems.push(`${label} "${value}" is missing`);
  };
  need('name', f.name, true);
  need('person', f.person, true);
  need('place', f.place, true);
  need('phone', f.phone);
  need('email', f.email);
  for (const price of f.prices ?? []) need('price', price);
  for (const service of f.services) need('service', service);
  for (const tool of f.integrations ?? []) need('integration', tool, true);
  need('scarcity line', f.scarcity);
  need('offer', f.offer);
  if (f.was && f.now) {
    const wasWord = `(?:was|normally|regularly|usually|instead of|antes|normalmente|en lugar de|precio habitual)`;
    const marked =
      new RegExp(`${wasWord}:?\\s+${escapeRe(lower(f.was))}`).test(low) ||
      new RegExp(`<(?:s|del)\\b[^>]*>\\s*${escapeRe(f.was)}\\s*</(?:s|del)>`).test(page.html);
    if (!low.includes(lower(f.now))) problems.push(`now price "${f.now}" is missing`);
    if (!marked)
      problems.push(`was price "${f.was}" is not shown as the old price (was/normally or struck through)`);
  }
  if (f.deadline) {
    const cue =
      '(?:until|till|through|ends|ending|before|by|expires|hasta(?: el)?|antes del?|termina(?: el)?|vence(?: el)?)';
    if (!new RegExp(`${cue}\\s+${escapeRe(lower(f.deadline))}`).test(low))
      problems.push(`deadline "${f.deadline}" is not shown with its word (until/ends/hasta)`);
  }
  if (f.date && !f.deadline) need('date', f.date);
  if (f.open247 && !/\b24\s?\/\s?7\b|\b24 horas\b/i.test(text)) problems.push('"24/7" is missing');
  if (f.sameDay && !/\bsame[- ]day\b|\bmismo día\b/i.test(text)) problems.push('"same-day" is missing');
  if (f.trialDays) {
    const n = f.trialDays;
    if (
      !new RegExp(`\\b${n}[- ]day|\\b${n} days|\\b${n} días`, 'i').test(text) ||
      !/trial|prueba/i.test(text)
    )
      problems.push(`the ${n}-day free trial is missing`);
  }
  if (f.perSeat && !/\bper (?:seat|user)\b|\/(?:seat|user)\b|\bpor usuario\b/i.test(text))
    problems.push(`per-seat price "${f.perSeat}" lost its "per seat"`);
  if (
    f.perMonth &&
    !/\/\s?mo(?:nth)?\b|\/\s?mth\b|\b(?:per|a|every|each) month\b|\bmonthly\b|\b(?:al|por|cada) mes\b|\/\s?mes\b|\bmensual/i.test(
      text,
    )
  )
    problems.push(`monthly price "${f.perMonth}" lost its "per month"`);
  if (f.ageRange) {
    const nums = f.ageRange.match(/\d+/g) ?? [];
    const shown =
      nums.every((n) => new RegExp(`\\b${n}\\b`).test(text)) && /\bages?\b|\baños\b|\bedad/i.test(text);
    if (!shown) problems.push(`age range "${f.ageRange}" is missing`);
  }
  if (f.free) {
    if (/\[(?:price|precio)\]/i.test(text)) problems.push('a free offer shows a price placeholder');
    if (/\bsecure checkout\b|\blaunch price\b|\bbuy now\b|\bpago seguro\b|\bcomprar ahora\b/i.test(text))
      problems.push('a free offer is sold (checkout or buy wording)');
  }
  if (!f.name && !page.elements.some((e) => attr(e, 'data-pc-placeholder') === 'name'))
    problems.push('no name was given, but the page shows no marked name placeholder');
  return problems;
}

// ── 2. Niche ───────────────────────────────────────────────────────────────────────────────────

/** The brief's own names may hold another niche's word ("Event Horizon Roofing"): they are the brief's. */
function withoutBriefNames(text: string, brief: GeneratedBrief): string {
  let out = norm(text);
  const f = brief.facts;
  for (const name of [f.name, f.person, f.place, ...(f.integrations ?? [])])
    if (name) out = out.split(norm(name)).join(' ');
  return out;
}

function nicheProblems(brief: GeneratedBrief, page: Page): string[] {
  const words = otherNicheWords(
    withoutBriefNames(`${page.title} ${page.text}`, brief),
    brief.niche,
    [],
    brief.language,
  );
  return words.map((w) => `another niche's word "${w}"`);
}

// ── 3. Slot grammar ────────────────────────────────────────────────────────────────────────────

/** Problems with how the brief's phrases sit in the page's sentences. */
function grammarProblems(brief: GeneratedBrief, page: Page): string[] {
  const problems: string[] = [];
  const f = brief.facts;
  const add = (what: string, block: string) => problems.push(`${what}: "${block.slice(0, 120)}"`);
  // Names keep the brief's spelling and case everywhere ("QuickBooks", "Peña & Hijos").
  const properNouns = [f.name, f.person, f.place, ...(f.integrations ?? [])].filter((n): n is string => !!n);
  // Addresses are lower case by nature: "office@redline.com" is not "Redline" miswritten.
  const text = norm(page.text).replace(/\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/g, ' ');
  for (const noun of properNouns) {
    const re = new RegExp(escapeRe(norm(noun)), 'gi');
    for (const m of text.matchAll(re))
      if (m[0] !== norm(noun))
        add(
          `"${noun}" is written "${m[0]}"`,
          text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + 60),
        );
  }
  for (const { tag, text: raw } of [...page.blocks, { tag: 'title', cls: '', text: page.title }]) {
    const block = norm(raw);
    if (tag === 'option' && /^(?:Choose one|Elige una opción|Selecciona)/.test(block)) continue;
    // Stray punctuation at the start of a heading, eyebrow, label or button.
    if (/^[·,;:.)\]}"'-]\s*\p{L}/u.test(block) && !/^["'][^"']+["']/.test(block))
      add('starts with stray punctuation', block);
    const quotes = (block.match(/"/g) ?? []).length;
    if (quotes % 2 === 1) add('unbalanced quote', block);
    if (/(?<!\p{L})(\p{L}+) \1(?!\p{L})/iu.test(block) && !/\b(?:that that|had had|very very)\b/i.test(block))
      add('doubled word', block);
    if (/\(\s*\)|\s[,.;:](?!\d)|,,|\.\.(?!\.)/.test(block)) add('empty slot or doubled punctuation', block);
    // A question may end on a preposition ("What can we help with?"); no block ends on an
    // article, a possessive or a conjunction.
    const dangling = block.endsWith('?')
      ? /(?<!\p{L})(?:a|an|the|and|or|your|our|el|la|los|las|y|tu|tus|su|sus|del|al)\s*\?$/iu
      : /(?<!\p{L})(?:a|an|the|of|and|or|your|our|my|their|de|la|el|los|las|para|con|en|y|del|al|tu|tus|su|sus)\s*[.!]?$/iu;
    if (dangling.test(block) && block.split(' ').length > 1) add('ends on a dangling word', block);
    if (brief.language === 'en') {
      if (/\ban\s+(?![aeiouh]|[AEIOUH]|[0-9]|FAQ|MBA|SEO|SUV|LLC|NFT|x-?ray|\d)/.test(block))
        add('"an" before a consonant', block);
      if (/\ba\s+(?=[aeio]\w|[AEIO]\w)(?!one|use|uni|euro|Euro|Uni|UK|US)/.test(block))
        add('"a" before a vowel', block);
    }
    // A price or a period used as a noun phrase: "Simple, dependable per month".
    if (
      /\b(?:\p{Ll}+ly|simple|clear|reliable|dependable|honest|calm|patient|careful|friendly|expert|professional|affordable|gentle)\s+(?:per|\/)\s*(?:month|mo|seat|user|week|year|session)\b/iu.test(
        block,
      )
    )
      add('a price fragment used as a noun', block);
  }
  // Parser check: every brief phrase the page writes mid-sentence must read as a noun phrase
  // where the page puts an adjective before it ("Calm, patient <service>"), and must not be a
  // clause or a price.
  if (brief.language === 'en') {
    for (const service of f.services) {
      const re = new RegExp(
        `(?<!\\p{L})(\\p{L}+),\\s+(\\p{L}+)\\s+${escapeRe(lower(service))}(?!\\p{L})`,
        'giu',
      );
      for (const m of lower(page.text).matchAll(re)) {
        // Only a template that puts adjectives before the phrase: "calm, patient <service>".
        if (!isOnlyAdjectives(`${m[1]} ${m[2]}`)) continue;
        if (!isNounPhrase(service)) add(`"${service}" put after adjectives but is not a noun phrase`, m[0]);
      }
    }
  }
  // Mid-sentence capitals: a common word the brief wrote in lower case, capitalised after a
  // lower-case word ("clear advice on Drain cleaning").
  for (const service of f.services.filter((s) => /^\p{Ll}/u.test(s))) {
    const capital = service[0]!.toUpperCase() + service.slice(1);
    const re = new RegExp(`\\p{Ll}+,? ${escapeRe(capital)}\\b`, 'u');
    for (const { text: block } of page.blocks) {
      const m = re.exec(norm(block));
      if (m) add(`"${service}" capitalised mid-sentence`, block);
    }
  }
  return problems;
}

// ── 4. Cut words ───────────────────────────────────────────────────────────────────────────────

function cutProblems(brief: GeneratedBrief, page: Page): string[] {
  const problems: string[] = [];
  const briefWords = new Set(lower(brief.prompt).match(/\p{L}+/gu) ?? []);
  for (const { text: raw } of [...page.blocks, { text: page.title }]) {
    const block = norm(raw);
    if (block.includes('…') && !brief.prompt.includes('…'))
      problems.push(`cut with "…": "${block.slice(0, 120)}"`);
    // A block that starts with the tail of a brief word ("ing dental") or, on an English page,
    // ends with the head of one that is no word itself ("Balay", "Hair colo").
    const first = /^\p{Ll}+/u.exec(block)?.[0];
    const last = /\p{L}+$/u.exec(block)?.[0]?.toLowerCase();
    const pieces: [string | undefined, (w: string, p: string) => boolean][] = [
      [first, (w, p) => w.endsWith(p)],
      [brief.language === 'en' ? last : undefined, (w, p) => w.startsWith(p)],
    ];
    for (const [piece, cutFrom] of pieces) {
      if (!piece || piece.length < 2 || briefWords.has(piece) || COMMON_WORDS.has(piece) || piece in LEXICON)
        continue;
      // A word plus an ending ("dentist" of "dentistry") is a word of its own, not a cut.
      const whole = [...briefWords].find(
        (w) =>
          w.length > piece.length + 1 &&
          cutFrom(w, piece) &&
          !/^(?:ry|ing|ed|es|er|ers|ist|ists|ion|al|ly|ment|ness)$/.test(w.replace(piece, '')),
      );
      if (whole) problems.push(`"${piece}" looks cut from "${whole}": "${block.slice(0, 120)}"`);
    }
  }
  return problems;
}

/** The parser's dictionary: a real word is not a cut one ("relax" of "relaxed"). */
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

/** Whole words that are also pieces of longer words ("care" of "healthcare"). */
const COMMON_WORDS = new Set(
  `a an the and or of for to in on at by we our your you it is are be as up get book call free new more care home
  work team time day days plan plans price start today now more less all one two three why how what who when
  car cars art pet pets dog dogs kid kids camp class lesson lessons hair nail nails skin spa yoga law tax run fit
  el la los las de del en con por para tu su un una y o al es son mes año día días hoy más gratis
  photo photos event events offer offers help quote quotes shop store sale sales course courses guide trial`.split(
    /\s+/,
  ),
);

// ── 5. Language ────────────────────────────────────────────────────────────────────────────────

const FUNCTION_WORDS: Record<'en' | 'es', RegExp> = {
  en: /\b(?:the|and|your|with|our|you|we|what|how|why|get|free|book|from|this|that|about)\b/gi,
  es: /\b(?:el|los|las|para|con|tu|tus|nuestro|nuestra|nuestros|qué|cómo|por qué|reserva|gratis|desde|este|esta|sobre)\b/gi,
};

function languageProblems(brief: GeneratedBrief, page: Page): string[] {
  const problems: string[] = [];
  if (page.lang.slice(0, 2) !== brief.language)
    problems.push(`<html lang="${page.lang}"> on a ${brief.language} brief`);
  // The page's own words: text minus every word the brief itself used (names, its phrases).
  const briefWords = new Set(lower(brief.prompt).match(/\p{L}+/gu) ?? []);
  const own = (lower(page.text).match(/\p{L}+/gu) ?? []).filter((w) => !briefWords.has(w)).join(' ');
  const detected = detectLanguage(own).code;
  if (detected !== brief.language) problems.push(`the page's own copy reads as "${detected}"`);
  const other = brief.language === 'en' ? 'es' : 'en';
  const foreign = own.match(FUNCTION_WORDS[other]) ?? [];
  if (foreign.length > 3)
    problems.push(
      `${foreign.length} ${other} function words in a ${brief.language} page: ${[...new Set(foreign)].slice(0, 6).join(', ')}`,
    );
  return problems;
}

// ── 6. Conversion essentials ───────────────────────────────────────────────────────────────────

const VISUAL_NICHES = new Set(['wedding-photography', 'beauty-salon', 'automotive', 'events']);

function conversionProblems(brief: GeneratedBrief, page: Page): string[] {
  const problems: string[] = [];
  const forms = page.elements.filter(
    (e) => e.tagName === 'form' && attr(e, LEAD_FORM_ATTRIBUTE) !== undefined,
  );
  const inputs = forms.flatMap((form) =>
    within(form, (e) => ['input', 'select', 'textarea'].includes(e.tagName)),
  );
  const names = new Set(inputs.map((i) => attr(i, 'name') ?? ''));
  if (!forms.length) problems.push('no capture form');
  else if (!names.has('email') && !names.has('phone'))
    problems.push('the capture form asks for no email or phone');
  if (brief.facts.goal === 'email' && forms.length && !(names.has('first_name') && names.has('email')))
    problems.push('an email offer whose form does not ask for first name and email');
  if (brief.niche === 'kids-camp' && forms.length && ![...names].some((n) => /age|edad/.test(n)))
    problems.push("a kids' camp form that does not ask for the child's age");
  // A button that promises a date leads to a form that asks for one.
  const buttons = page.elements
    .filter((e) => e.tagName === 'a' || e.tagName === 'button')
    .map((e) => textOf(e));
  if (buttons.some((b) => /\bdate\b|\bfecha\b/i.test(b)) && !inputs.some((i) => attr(i, 'type') === 'date'))
    problems.push('a button promises a date but no form asks for one');
  // The first screen: the hero holds a call to action (a button, a link styled as one, or a form).
  const heroActions = within(
    page.hero,
    (e) =>
      (e.tagName === 'a' && /\bpc-btn\b|btn|button|cta/.test(attr(e, 'class') ?? '')) ||
      e.tagName === 'button' ||
      e.tagName === 'form',
  );
  if (!heroActions.length) problems.push('no call to action in the hero');
  if (brief.facts.phone) {
    const tel = (root: El | null) =>
      within(root, (e) => e.tagName === 'a' && (attr(e, 'href') ?? '').startsWith('tel:')).length > 0;
    if (!tel(page.hero)) problems.push('the brief gives a phone, but the hero has no tap-to-call link');
    if (!tel(page.header)) problems.push('the brief gives a phone, but the header has no tap-to-call link');
  }
  const slots = page.elements.filter(
    (e) => e.tagName === 'img' && attr(e, IMAGE_SLOT_ATTRIBUTE) !== undefined,
  );
  if (!slots.length) problems.push('no image slot');
  if (VISUAL_NICHES.has(brief.niche) && !page.elements.some((e) => attr(e, 'id') === 'gallery'))
    problems.push('a visual niche without a gallery');
  // Labels and options are whole phrases: nothing cut by a length limit.
  for (const label of page.elements.filter((e) => e.tagName === 'option' || e.tagName === 'label'))
    if (/…$/.test(textOf(label))) problems.push(`a cut form label: "${textOf(label)}"`);
  return problems;
}

// ── The check ──────────────────────────────────────────────────────────────────────────────────

export function checkPageQuality(brief: GeneratedBrief, html: string): QualityReport {
  const page = readPage(html);
  return {
    facts: factProblems(brief, page),
    niche: nicheProblems(brief, page),
    grammar: grammarProblems(brief, page),
    'cut-words': cutProblems(brief, page),
    language: languageProblems(brief, page),
    conversion: conversionProblems(brief, page),
  };
}

export function passes(report: QualityReport): boolean {
  return QUALITY_CHECKS.every((check) => report[check].length === 0);
}

/** The visible text of a page's body: for tests that compare pages. */
export function visibleText(html: string): string {
  return readPage(html).text;
}

/** The body below the hero, as text: variations must differ there too. */
export function belowHero(html: string): string {
  const page = readPage(html);
  const main = page.elements.find((e) => e.tagName === 'main');
  if (!main) return page.text;
  const sections = main.childNodes.filter((c): c is El => 'tagName' in c && c !== page.hero);
  return sections.map((s) => `${attr(s, 'id') ?? ''}: ${textOf(s)}`).join('\n');
}
