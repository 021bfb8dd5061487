import { findColorWithName } from '../colors.ts';
import { type ElementTarget, readTarget } from './target.ts';

/** Parsing of free-text edit instructions into a small set of intents. */

export type SnippetKind =
  | 'testimonials'
  | 'faq'
  | 'pricing'
  | 'features'
  | 'contact'
  | 'guarantee'
  | 'cta'
  | 'statistics';

export type Position =
  | { where: 'default' | 'top' | 'bottom' }
  | { where: 'before' | 'after'; target: string };

export type ElementOp =
  | { type: 'style'; prop: string; value: string; label?: string }
  | { type: 'text'; text: string }
  | { type: 'remove' };

export type Intent =
  | { kind: 'color'; hex: string; name: string }
  | { kind: 'replace'; from: string; to: string }
  | { kind: 'headline'; text: string }
  | { kind: 'page-title'; text: string }
  | { kind: 'cta'; text: string; target: ElementTarget }
  | { kind: 'add'; section: SnippetKind; position: Position }
  /** "add a section about our delivery area": a section on a topic outside the snippet kinds. */
  | { kind: 'add-topic'; topic: string; position: Position }
  | { kind: 'remove'; target: string }
  | { kind: 'element'; ops: ElementOp[] }
  | { kind: 'needs-selection' }
  | { kind: 'unknown' };

export interface Clause {
  text: string;
  quotes: string[];
}

const QUOTE = /"([^"\n]+)"|“([^”\n]+)”|‘([^’\n]+)’|(?<![\w])'([^'\n]+)'(?![\w])/g;
const VERBS =
  'add|insert|include|remove|delete|drop|hide|change|make|replace|use|rename|set|switch|update|put|get rid|swap|turn';
const SPLIT = new RegExp(
  `\\s*;\\s*|\\n+|\\s+then\\s+|\\.\\s+|,?\\s+and\\s+(?=(?:also\\s+)?(?:${VERBS})\\b)|,\\s+(?=(?:${VERBS})\\b)`,
  'i',
);

/** Splits "make it green and add a FAQ" into clauses, never inside quoted text. */
export function splitClauses(instruction: string): Clause[] {
  const quotes: string[] = [];
  const masked = instruction.replace(QUOTE, (...m: string[]) => {
    quotes.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
    return `\uE000${quotes.length - 1}\uE000`;
  });
  return masked
    .split(SPLIT)
    .map((part) => part.trim().replace(/[.!]+$/, ''))
    .filter(Boolean)
    .map((part) => {
      const own: string[] = [];
      const text = part.replace(/\uE000(\d+)\uE000/g, (_, i: string) => {
        own.push(quotes[Number(i)] ?? '');
        return `"${quotes[Number(i)] ?? ''}"`;
      });
      return { text, quotes: own };
    });
}

/** The new text in "... to X", "... say X", "... read: X" when it was not quoted. */
function trailingValue(clause: Clause): string | null {
  if (clause.quotes.length) return clause.quotes[clause.quotes.length - 1] ?? null;
  const m = /\b(?:to|say|says|read|reads|into|with)\s*:?\s+(.+)$/i.exec(clause.text);
  const value = m?.[1]?.trim().replace(/^["'“‘]|["'”’]$/g, '');
  return value && value.length <= 160 ? value : null;
}

/**
 * The topic of "add a section about our opening hours", "add a part on delivery", "add an
 * about us section": what the new section is about, in the user's words.
 */
export function topicOf(text: string): string | null {
  const about =
    /\b(?:sections?|blocks?|parts?|paragraph|area|bit|panel)\s+(?:about|on|for|covering|describing|explaining|that explains|that describes|telling (?:people|visitors) about)\s+(.+)$/i.exec(
      text,
    );
  const named = /\b(?:an?|the)\s+(about(?: us| me)?|[\w' -]{3,40}?)\s+(?:sections?|blocks?)\b/i.exec(text);
  const raw = about?.[1] ?? named?.[1];
  const topic = raw
    ?.replace(/"/g, '')
    .replace(/\s+(?:to|on|in)\s+the\s+page$/i, '')
    .replace(/[.!?]+$/, '')
    .trim();
  if (!topic || topic.length > 60 || /^(?:new|another|extra|one more|more)$/i.test(topic)) return null;
  return topic;
}

/** The clause without its new text: quoted values removed, or the words after "to"/"say". */
function withoutValue(clause: Clause): string {
  if (clause.quotes.length) return clause.text.replace(/"[^"]*"/g, ' ');
  const m = /\b(?:to|say|says|read|reads|into|with)\s*:?\s+(.+)$/i.exec(clause.text);
  return m ? clause.text.slice(0, m.index) : clause.text;
}

const SECTION_WORDS: [RegExp, SnippetKind][] = [
  [/\bcontact\b|\bform\b|\bopt-?in\b|\blead capture\b/, 'contact'],
  [/\bcta\b|call[- ]to[- ]action|\bbanner\b/, 'cta'],
  [/testimonial|\breviews?\b|social proof/, 'testimonials'],
  [/\bfaqs?\b|frequently asked|\bquestions\b/, 'faq'],
  [/\bpricing\b|\bprices?\b|\bplans?\b|\bpackages?\b/, 'pricing'],
  [/\bfeatures?\b|\bbenefits?\b/, 'features'],
  [/guarantee|money[- ]back/, 'guarantee'],
  [/statistic|\bstats\b|\bnumbers\b|\bmetrics\b/, 'statistics'],
];

export function sectionKindOf(text: string): SnippetKind | null {
  const lower = text.toLowerCase();
  return SECTION_WORDS.find(([re]) => re.test(lower))?.[1] ?? null;
}

function position(text: string): { position: Position; rest: string } {
  const edge = /\b(?:at|to)\s+the\s+(top|start|beginning|bottom|end)\b(?:\s+of\s+the\s+page)?/i.exec(text);
  if (edge?.[1]) {
    const where = /top|start|beginning/i.test(edge[1]) ? 'top' : 'bottom';
    return { position: { where }, rest: text.replace(edge[0], ' ') };
  }
  const rel =
    /\b(before|after|above|below|under|beneath)\s+(?:the\s+)?([\w\s'-]+?)(?:\s+(?:section|block|part|area))?\s*$/i.exec(
      text,
    );
  if (rel?.[1] && rel[2]) {
    const where = /before|above/i.test(rel[1]) ? 'before' : 'after';
    return { position: { where, target: rel[2].trim() }, rest: text.slice(0, rel.index) };
  }
  return { position: { where: 'default' }, rest: text };
}

const STYLE_WORDS: [RegExp, string, string][] = [
  [/\bmuch (?:bigger|larger)\b/i, 'zoom', '1.5'],
  [/\b(?:bigger|larger|enlarge|increase)\b/i, 'zoom', '1.25'],
  [/\bmuch smaller\b/i, 'zoom', '0.7'],
  [/\b(?:smaller|decrease|shrink)\b/i, 'zoom', '0.85'],
  [/\b(?:not bold|unbold|normal weight)\b/i, 'font-weight', '400'],
  [/\bbold(?:er)?\b/i, 'font-weight', '700'],
  [/\bitalic/i, 'font-style', 'italic'],
  [/\bunderline/i, 'text-decoration', 'underline'],
  [/\bcent(?:er|re)(?:ed|d)?\b/i, 'text-align', 'center'],
  [/\bleft[- ]align|\balign(?:ed)? (?:to the )?left\b/i, 'text-align', 'left'],
  [/\bright[- ]align|\balign(?:ed)? (?:to the )?right\b/i, 'text-align', 'right'],
  [/\buppercase\b|\ball caps\b|\bcapitals\b/i, 'text-transform', 'uppercase'],
  [/\bhide\b|\binvisible\b/i, 'display', 'none'],
];

function elementOps(clause: Clause): ElementOp[] {
  const text = clause.text;
  if (/\b(?:remove|delete|get rid of)\b/i.test(text)) return [{ type: 'remove' }];
  if (
    clause.quotes.length &&
    /\b(?:change|set|replace|rename|update|make)\b.*\b(?:to|say|says|read|with)\b/i.test(text)
  ) {
    return [{ type: 'text', text: clause.quotes[clause.quotes.length - 1] ?? '' }];
  }
  const ops: ElementOp[] = [];
  const props = new Set<string>();
  for (const [re, prop, value] of STYLE_WORDS) {
    if (!re.test(text) || props.has(prop)) continue;
    props.add(prop);
    ops.push({ type: 'style', prop, value });
  }
  const colour = findColorWithName(text.replace(/"[^"]*"/g, ''));
  if (colour) {
    const prop = /background|\bbg\b|fill/i.test(text) ? 'background-color' : 'color';
    ops.push({
      type: 'style',
      prop,
      value: colour.hex,
      label: colour.name === colour.hex ? colour.hex : `${colour.name} (${colour.hex})`,
    });
  }
  return ops;
}

const THIS = /\b(?:this|it|that|selected|selection|the element|this element|this text)\b/i;

export function classify(clause: Clause, hasSelection: boolean): Intent {
  const text = clause.text;
  const lower = text.toLowerCase();
  if (
    hasSelection &&
    (THIS.test(lower) || !/\b(?:section|page|headline|button|cta|site|theme|scheme)\b/.test(lower))
  ) {
    const ops = elementOps(clause);
    if (ops.length) return { kind: 'element', ops };
  }
  const removeMatch =
    /\b(?:remove|delete|drop|hide|get rid of|take out|take away|eliminate)\s+(?:the\s+|this\s+|that\s+|my\s+|our\s+|a\s+)?(.+)$/i.exec(
      text,
    );
  if (removeMatch?.[1]) {
    const target = removeMatch[1]
      .replace(/\b(?:section|block|part|area|from the page|entirely|completely|please)\b/gi, ' ')
      .trim();
    if (/^(?:it|this|that)$/i.test(target))
      return hasSelection ? { kind: 'element', ops: [{ type: 'remove' }] } : { kind: 'needs-selection' };
    if (target) return { kind: 'remove', target };
  }
  if (/\b(?:add|insert|include|append|create|put|give me|i want|we need)\b/i.test(text)) {
    const { position: pos, rest } = position(text);
    const section = sectionKindOf(rest.replace(/"[^"]*"/g, ''));
    if (section) return { kind: 'add', section, position: pos };
    const topic = topicOf(rest);
    if (topic) return { kind: 'add-topic', topic, position: pos };
  }
  const value = trailingValue(clause);
  if (/\b(?:page|browser|tab|meta|seo)\s+title\b/i.test(text) && value)
    return { kind: 'page-title', text: value };
  // The words that name the element, without the new text: "the hero button" in
  // 'make the hero button say "Book now"' or in "change the form's button to Send it".
  const naming = withoutValue(clause);
  const headlineAt = naming.search(/\b(?:headline|heading|main title|hero title|h1|title)\b/i);
  const buttonAt = naming.search(/\b(?:buttons?|ctas?|call[- ]to[- ]action)\b/i);
  // Whichever the instruction names first is what it changes ("the button under the headline").
  const buttonFirst = buttonAt !== -1 && (headlineAt === -1 || buttonAt < headlineAt);
  if (headlineAt !== -1 && !buttonFirst && value && !(clause.quotes.length >= 2)) {
    return { kind: 'headline', text: value };
  }
  if (buttonAt !== -1 && value && !findColorWithName(text.replace(/"[^"]*"/g, ''))) {
    return { kind: 'cta', text: value, target: readTarget(naming) };
  }
  if (clause.quotes.length >= 2 && /\b(?:change|replace|rename|swap|update|edit|turn)\b/i.test(text)) {
    return { kind: 'replace', from: clause.quotes[0] ?? '', to: clause.quotes[1] ?? '' };
  }
  const colour = findColorWithName(text.replace(/"[^"]*"/g, ''));
  if (colour) return { kind: 'color', ...colour };
  if (THIS.test(lower) && elementOps(clause).length) return { kind: 'needs-selection' };
  return { kind: 'unknown' };
}
