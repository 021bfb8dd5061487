import {
  defaultTreeAdapter,
  html as HTML,
  parse,
  parseFragment,
  type DefaultTreeAdapterTypes as T,
} from 'parse5';
import { parseElementPath } from '../../../../shared/element-path.ts';
import { isElement } from '../../../../shared/html-nodes.ts';
import { VOID_ELEMENTS } from '../../../../shared/html-void-elements.ts';
import { MARKER_PREFIX } from '../../pages/index.ts';

/**
 * The pieces of a page an element edit needs: where the clicked element stands in the saved
 * source, the CSS that concerns it, and its markup with the bulky parts (data: images, a
 * compiled stylesheet) swapped for short placeholders. The model then sees a few KB instead
 * of the whole page, and its answer is spliced back by offsets, leaving every other byte of
 * the page as it was.
 */

export interface ElementRange {
  /** Offsets into the original string: the start tag's `<` to the end tag's `>`. */
  start: number;
  end: number;
}

export interface ElementTarget {
  /** The click-to-edit path (shared/element-path.ts), e.g. `body>main:nth-of-type(1)>h2:nth-of-type(1)`. */
  path: string;
  tagName: string;
  /** The element's text as the preview showed it (textContent); checked when given. */
  text?: string;
}

const normaliseText = (text: string) => text.replace(/\s+/g, ' ').trim();

const childElements = (node: T.ParentNode): T.Element[] => node.childNodes.filter(isElement);

/** textContent as the DOM computes it: every text below, template contents aside. */
function textOf(node: T.ParentNode): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') text += (child as T.TextNode).value;
    else if (isElement(child)) text += textOf(child);
  }
  return text;
}

function* descendants(node: T.ParentNode): Generator<T.Element> {
  for (const child of childElements(node)) {
    yield child;
    yield* descendants(child);
    if (child.tagName === 'template') yield* descendants((child as T.Template).content);
  }
}

/**
 * Parses markup that stands inside some element of a page. A <template> context accepts
 * anything in place (a <td> or <li> alone), where the usual <body> context would drop a
 * table cell's tags and keep only its text.
 */
function parseInPlace(source: string): T.DocumentFragment {
  const context = defaultTreeAdapter.createElement('template', HTML.NS.HTML, []);
  return parseFragment(context, source, { sourceCodeLocationInfo: true });
}

function bodyOf(document: T.Document): T.Element | null {
  const root = childElements(document).find((el) => el.tagName === 'html');
  return root ? (childElements(root).find((el) => el.tagName === 'body') ?? null) : null;
}

function followPath(body: T.Element, path: string): T.Element | null {
  const steps = parseElementPath(path);
  if (!steps) return null;
  let current = body;
  for (const step of steps) {
    const next = childElements(current).filter((el) => el.tagName === step.tag)[step.index - 1];
    if (!next) return null;
    current = next;
  }
  return current;
}

function rangeOf(el: T.Element): ElementRange | null {
  const location = el.sourceCodeLocation;
  // Elements the parser implied (a <tbody>) or rebuilt (misnested formatting) have no
  // trustworthy source of their own.
  if (!location || !(location.endOffset > location.startOffset)) return null;
  return { start: location.startOffset, end: location.endOffset };
}

/**
 * Where the clicked element stands in the page source, or null. The path is walked from
 * <body> (tag and nth-of-type among same-tag siblings, as the preview computed it), and the
 * element there must have the tag and, when given, the text. A path that no longer fits
 * (the preview's scripts moved things, the page changed since) falls back to the one element
 * with that tag and that text; with no text to go by, or several such elements, null.
 */
export function locateElement(html: string, target: ElementTarget): ElementRange | null {
  const tag = target.tagName.trim().toLowerCase();
  const text = target.text === undefined ? undefined : normaliseText(target.text);
  const body = bodyOf(parse(html, { sourceCodeLocationInfo: true }));
  if (!body || !tag) return null;
  const fits = (el: T.Element) =>
    el.tagName === tag && (text === undefined || normaliseText(textOf(el)) === text);
  const found = (el: T.Element): ElementRange | null => {
    const range = rangeOf(el);
    return range && isSourceOf(html.slice(range.start, range.end), el) ? range : null;
  };

  const byPath = followPath(body, target.path);
  const atPath = byPath && fits(byPath) ? found(byPath) : null;
  if (atPath || text === undefined) return atPath;
  const same = [...descendants(body)].filter(fits);
  return same.length === 1 ? found(same[0]!) : null;
}

/**
 * The offsets are trusted only when their source, parsed on its own, is that element again
 * (same tag, same text): parse5's locations of re-parented elements do not cover them.
 */
function isSourceOf(source: string, el: T.Element): boolean {
  const only = soleElement(source);
  return (
    only !== null && only.tagName === el.tagName && normaliseText(textOf(only)) === normaliseText(textOf(el))
  );
}

/** The one element `source` consists of (whitespace around it aside), or null. */
function soleElement(source: string): T.Element | null {
  const fragment = parseInPlace(source);
  const elements = childElements(fragment);
  if (elements.length !== 1) return null;
  const el = elements[0]!;
  const location = el.sourceCodeLocation;
  if (!location) return null;
  // Stray end tags (`</body>`) and other text the parser drops still count as "something else".
  if (source.slice(0, location.startOffset).trim() || source.slice(location.endOffset).trim()) return null;
  if (
    fragment.childNodes.some(
      (node) => node !== el && !(node.nodeName === '#text' && !(node as T.TextNode).value.trim()),
    )
  )
    return null;
  return el;
}

/**
 * True when `fragment` is exactly one element: no siblings, nothing but whitespace around it,
 * and a closing tag of its own (an unclosed element would swallow what follows it in the page).
 */
export function isSingleElement(fragment: string): boolean {
  const el = soleElement(fragment);
  if (!el) return false;
  return VOID_ELEMENTS.has(el.tagName) || el.sourceCodeLocation?.endTag !== undefined;
}

/**
 * The html in the model's answer: the last CLOSED fenced block (```html or a bare ```). An
 * unterminated fence means a cut answer, and a cut element must not be spliced in.
 */
export function extractFencedHtml(text: string): string | null {
  const fences = [...text.matchAll(/```([\w-]*)/g)];
  let found: string | null = null;
  // Fences pair up in order: opening (with its language), closing.
  for (let i = 0; i + 1 < fences.length; i += 2) {
    const open = fences[i]!;
    const close = fences[i + 1]!;
    const language = open[1]!.toLowerCase();
    if (language !== '' && language !== 'html') continue;
    const block = text.slice(open.index + open[0].length, close.index).trim();
    if (block.startsWith('<')) found = block;
  }
  return found;
}

export function spliceElement(html: string, range: ElementRange, replacement: string): string {
  return html.slice(0, range.start) + replacement + html.slice(range.end);
}

// ---------------------------------------------------------------------------------------------
// Masking

export interface MaskedSource {
  masked: string;
  /** Puts the masked pieces back into text written from `masked` (the model's answer). */
  restore(text: string): string;
}

const ASSET_PLACEHOLDER = 'data:pagecraft-asset-';
const STYLESHEET_PLACEHOLDER = '/*pagecraft-compiled-css-';

interface Cut {
  start: number;
  end: number;
  kind: 'asset' | 'stylesheet';
}

/** Quote tokens a url() may use inside an attribute value, entity-encoded or not. */
const CSS_QUOTES = ['"', "'", '&quot;', '&#34;', '&#39;', '&#x27;', '&apos;'];

/** The data: URIs inside url(...) of a piece of CSS, as offsets into it. */
function cssDataUrls(css: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const match of css.matchAll(/url\(\s*/gi)) {
    let at = match.index + match[0].length;
    const quote = CSS_QUOTES.find((q) => css.startsWith(q, at));
    if (quote) at += quote.length;
    if (css.slice(at, at + 5).toLowerCase() !== 'data:') continue;
    let end = quote ? css.indexOf(quote, at) : css.indexOf(')', at);
    if (end === -1) end = css.length;
    while (!quote && end > at && /\s/.test(css[end - 1]!)) end--;
    found.push({ start: at, end });
  }
  return found;
}

/** The data: URIs of one attribute value (raw source text), as offsets into it. */
function attributeDataUrls(name: string, value: string): { start: number; end: number }[] {
  if (/srcset$/i.test(name)) {
    // A srcset candidate's URL runs to the next whitespace; a trailing comma is not part of it.
    return [...value.matchAll(/(?<=^|[\s,])data:\S+/gi)].map((m) => {
      let end = m.index + m[0].length;
      while (value[end - 1] === ',') end--;
      return { start: m.index, end };
    });
  }
  const lead = value.length - value.trimStart().length;
  if (value.slice(lead, lead + 5).toLowerCase() === 'data:') {
    return [{ start: lead, end: value.trimEnd().length }];
  }
  return cssDataUrls(value);
}

/** Where an attribute's value lies inside its `name="value"` source. */
function valueSpan(raw: string): { start: number; end: number } | null {
  const eq = /^[^=]*=\s*/.exec(raw);
  if (!eq) return null;
  let start = eq[0].length;
  let end = raw.length;
  const quote = raw[start];
  if (quote === '"' || quote === "'") {
    start++;
    if (raw[end - 1] === quote) end--;
  }
  return { start, end };
}

function isCompiledStylesheet(css: string): boolean {
  return css.trimStart().startsWith(MARKER_PREFIX);
}

/**
 * Replaces every data: URI of the element's markup (in src, srcset, href, poster or any other
 * attribute, and in url(...) of style attributes and <style> blocks) with a short placeholder,
 * and a compiled Tailwind stylesheet inside it with a placeholder comment: a base64 image or
 * 40 KB of generated CSS says nothing the model needs, and costs more than the rest together.
 * The same URI twice gets one placeholder.
 */
export function maskAssets(source: string): MaskedSource {
  const cuts: Cut[] = [];
  const fragment = parseInPlace(source);
  const visit = (node: T.ParentNode) => {
    for (const el of childElements(node)) {
      const location = el.sourceCodeLocation;
      // By the names as written (xlink:href too), with their offsets.
      for (const [name, at] of Object.entries(location?.attrs ?? {})) {
        const raw = source.slice(at.startOffset, at.endOffset);
        const span = valueSpan(raw);
        if (!span) continue;
        const value = raw.slice(span.start, span.end);
        const base = at.startOffset + span.start;
        for (const url of attributeDataUrls(name, value)) {
          cuts.push({ start: base + url.start, end: base + url.end, kind: 'asset' });
        }
      }
      if (el.tagName === 'style') {
        for (const child of el.childNodes) {
          const text = child.sourceCodeLocation;
          if (child.nodeName !== '#text' || !text) continue;
          const css = source.slice(text.startOffset, text.endOffset);
          if (isCompiledStylesheet(css)) {
            cuts.push({ start: text.startOffset, end: text.endOffset, kind: 'stylesheet' });
            continue;
          }
          for (const url of cssDataUrls(css)) {
            cuts.push({
              start: text.startOffset + url.start,
              end: text.startOffset + url.end,
              kind: 'asset',
            });
          }
        }
      }
      visit(el.tagName === 'template' ? (el as T.Template).content : el);
    }
  };
  visit(fragment);

  const originals = new Map<string, string>();
  const placeholders = new Map<string, string>();
  const counts = { asset: 0, stylesheet: 0 };
  let masked = '';
  let from = 0;
  for (const cut of cuts.sort((a, b) => a.start - b.start)) {
    if (cut.start < from) continue;
    const original = source.slice(cut.start, cut.end);
    let placeholder = placeholders.get(original);
    if (!placeholder) {
      const n = ++counts[cut.kind];
      placeholder = cut.kind === 'asset' ? `${ASSET_PLACEHOLDER}${n}` : `${STYLESHEET_PLACEHOLDER}${n}*/`;
      placeholders.set(original, placeholder);
      originals.set(placeholder, original);
    }
    masked += source.slice(from, cut.start) + placeholder;
    from = cut.end;
  }
  masked += source.slice(from);

  return {
    masked,
    restore: (text) =>
      originals.size === 0
        ? text
        : text.replace(
            /data:pagecraft-asset-\d+|\/\*pagecraft-compiled-css-\d+\*\//g,
            (placeholder) => originals.get(placeholder) ?? placeholder,
          ),
  };
}

// ---------------------------------------------------------------------------------------------
// Style summary

type CssNode =
  | { kind: 'rule'; prelude: string; body: string }
  /** A conditional group (@media, @supports...): its rules are considered one by one. */
  | { kind: 'group'; prelude: string; children: CssNode[] };

const GROUP_AT_RULES = new Set([
  'media',
  'supports',
  'container',
  'layer',
  'scope',
  'document',
  'starting-style',
]);

/** Removes comments outside strings. */
function stripComments(css: string): string {
  let out = '';
  for (let i = 0; i < css.length; ) {
    const ch = css[i]!;
    if (ch === '"' || ch === "'") {
      const end = stringEnd(css, i);
      out += css.slice(i, end);
      i = end;
    } else if (ch === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close === -1 ? css.length : close + 2;
      out += ' ';
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** The offset just past the string starting at `start`. */
function stringEnd(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote || css[i] === '\n') return i + 1;
  }
  return css.length;
}

/** The first of `stops` at nesting depth 0 from `from` (strings and brackets skipped), or -1. */
function findTopLevel(css: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const ch = css[i]!;
    if (ch === '"' || ch === "'") i = stringEnd(css, i) - 1;
    else if (depth === 0 && stops.includes(ch)) return i;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
  }
  return -1;
}

/** Splits at top-level occurrences of `separator` (strings and brackets respected). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const at = findTopLevel(text, from, separator);
    parts.push(text.slice(from, at === -1 ? text.length : at));
    if (at === -1) return parts;
    from = at + 1;
  }
}

function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const stop = findTopLevel(css, i, '{;}');
    if (stop === -1) break;
    const prelude = css.slice(i, stop).trim();
    if (css[stop] !== '{') {
      i = stop + 1; // @import, @charset, a stray '}'
      continue;
    }
    const close = findTopLevel(css, stop + 1, '}');
    const end = close === -1 ? css.length : close;
    const body = css.slice(stop + 1, end);
    i = end + 1;
    if (!prelude) continue;
    const atRule = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
    if (atRule === undefined) nodes.push({ kind: 'rule', prelude, body });
    else if (GROUP_AT_RULES.has(atRule)) nodes.push({ kind: 'group', prelude, children: parseCss(body) });
    // Other at-rules (@keyframes, @font-face, @property) describe no element.
  }
  return nodes;
}

interface UsedElement {
  tag: string;
  id: string | null;
  classes: Set<string>;
}

function usedElements(source: string): UsedElement[] {
  return [...descendants(parseInPlace(source))].map((el) => {
    const attr = (name: string) => el.attrs.find((a) => a.name === name)?.value ?? null;
    return {
      tag: el.tagName,
      id: attr('id'),
      classes: new Set((attr('class') ?? '').split(/\s+/).filter(Boolean)),
    };
  });
}

const unescapeCss = (name: string) => name.replace(/\\(.)/g, '$1');

/**
 * What the subject of one selector (its last compound) requires: tag, classes, ids. Null
 * when it names none of them (`*`, `:root`, `::selection`, `&`): nothing to match on.
 */
function subjectOf(selector: string): { tag: string | null; classes: string[]; ids: string[] } | null {
  let text = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '').replace(/\[[^\]]*\]/g, '[]');
  // Functional pseudo-classes (:not(), :is(), :nth-child()) go with their arguments.
  for (let guard = 0; guard < 20 && /:[\w-]+\(/.test(text); guard++)
    text = text.replace(/(?<!\\)::?[\w-]+\([^()]*\)/g, '');
  text = text.replace(/(?<!\\)::?[\w-]+/g, '').trim();
  const compound = text
    .split(/\s*[>+~]\s*|\s+/)
    .filter(Boolean)
    .at(-1);
  if (!compound) return null;
  const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0]?.toLowerCase() ?? null;
  const classes = [...compound.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => unescapeCss(m[1]!));
  const ids = [...compound.matchAll(/#((?:\\.|[\w-])+)/g)].map((m) => unescapeCss(m[1]!));
  return tag || classes.length || ids.length ? { tag, classes, ids } : null;
}

function subjectMatches(subject: NonNullable<ReturnType<typeof subjectOf>>, el: UsedElement): boolean {
  return (
    (subject.tag === null || subject.tag === el.tag) &&
    subject.classes.every((c) => el.classes.has(c)) &&
    subject.ids.every((id) => id === el.id)
  );
}

const ROOT_SELECTORS = new Set([':root', 'html', 'body']);

const squeeze = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();

/** Declarations of a rule body, without any that carries a data: URI (none is ever sent). */
const declarationsOf = (body: string) =>
  splitTopLevel(body, ';')
    .map(squeeze)
    .filter((d) => d && !/data:/i.test(d));

interface Candidate {
  rule: Extract<CssNode, { kind: 'rule' }>;
  /** 0: theme custom properties, 1: rules for the element itself, 2: for its descendants. */
  priority: number;
  declarations: string[];
}

/**
 * The page's own CSS that concerns the element, compact: custom properties of :root, html
 * and body (the page's theme vocabulary), then the rules whose selector's subject is the
 * element or one of its descendants, with their @media (or @supports...) wrappers. A compiled
 * Tailwind stylesheet is never included: the utility classes on the element already say what
 * it looks like. Whole rules only (custom properties one by one), at most `maxBytes`.
 */
export function styleSummary(html: string, elementSource: string, maxBytes = 3000): string {
  const sheets: CssNode[][] = [];
  for (const el of descendants(parse(html))) {
    if (el.tagName !== 'style') continue;
    const css = textOf(el);
    if (!css.trim() || isCompiledStylesheet(css)) continue;
    sheets.push(parseCss(stripComments(css)));
  }
  if (sheets.length === 0) return '';
  const used = usedElements(elementSource);
  if (used.length === 0) return '';

  const candidates: Candidate[] = [];
  const consider = (node: CssNode) => {
    if (node.kind === 'group') {
      node.children.forEach(consider);
      return;
    }
    const selectors = splitTopLevel(node.prelude, ',').map((s) => squeeze(s));
    if (selectors.some((s) => ROOT_SELECTORS.has(s.toLowerCase()))) {
      const custom = declarationsOf(node.body).filter((d) => d.startsWith('--'));
      if (custom.length) candidates.push({ rule: node, priority: 0, declarations: custom });
    }
    const subjects = selectors.map(subjectOf).filter((s) => s !== null);
    if (subjects.some((s) => subjectMatches(s, used[0]!))) {
      candidates.push({ rule: node, priority: 1, declarations: declarationsOf(node.body) });
    } else if (subjects.some((s) => used.slice(1).some((el) => subjectMatches(s, el)))) {
      candidates.push({ rule: node, priority: 2, declarations: declarationsOf(node.body) });
    }
  };
  for (const sheet of sheets) sheet.forEach(consider);

  // Chosen declarations per rule, filled by priority; the output keeps the page's order.
  const chosen = new Map<CssNode, string[]>();
  const render = () =>
    sheets
      .map((sheet) => renderNodes(sheet, chosen))
      .filter(Boolean)
      .join('\n');
  let size = 0;
  /** Takes `declarations` for `rule` if the summary still fits; `adds`: the least it adds. */
  const choose = (rule: CssNode, declarations: string[], adds: number): void => {
    // A cheap bound first: most candidates past a full budget are turned down without a render.
    if (declarations.length === 0 || size + adds > maxBytes) return;
    const before = chosen.get(rule);
    chosen.set(rule, declarations);
    const next = Buffer.byteLength(render(), 'utf8');
    if (next <= maxBytes) size = next;
    else if (before) chosen.set(rule, before);
    else chosen.delete(rule);
  };
  const bytes = (declarations: string[] = []) => Buffer.byteLength(declarations.join(';'), 'utf8');
  for (const priority of [0, 1, 2]) {
    for (const { rule, declarations } of candidates.filter((c) => c.priority === priority)) {
      if (priority === 0) {
        // Custom properties one by one: a large theme still leaves room for the rest.
        for (const declaration of declarations) {
          choose(rule, [...(chosen.get(rule) ?? []), declaration], bytes([declaration]));
        }
      } else {
        choose(rule, declarations, bytes(declarations) - bytes(chosen.get(rule)));
      }
    }
  }
  return render();
}

function renderNodes(nodes: CssNode[], chosen: Map<CssNode, string[]>): string {
  const out: string[] = [];
  for (const node of nodes) {
    if (node.kind === 'group') {
      const inner = renderNodes(node.children, chosen);
      if (inner) out.push(`${squeeze(node.prelude)}{${inner}}`);
      continue;
    }
    const declarations = chosen.get(node);
    if (declarations?.length) out.push(`${squeeze(node.prelude)}{${declarations.join(';')}}`);
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Scope

/**
 * Instructions about the whole page (or about moving the element among others): the element
 * alone cannot carry them out, so they go to the whole-page edit.
 */
const WHOLE_PAGE_PATTERNS: RegExp[] = [
  /\b(?:whole|entire|full|complete)\s+(?:landing\s+)?(?:page|site|website|document|layout)\b/,
  /\b(?:page|site)[\s-]?wide\b/,
  /\beverywhere\b/,
  /\bthroughout\b/,
  /\bglobal(?:ly)?\b/,
  /\b(?:all|every|each|other)\s+(?:of\s+)?(?:the\s+)?(?:sections?|headings?|headlines?|buttons?|pages?|links?|cards?)\b/,
  /\brest\s+of\s+the\s+page\b/,
  /\bcolou?r[\s-]?(?:scheme|palette)\b/,
  /\btheme\b/,
  /\bdark\s+mode\b/,
  /\b(?:move|put|place)\s+(?:this|it)\s+(?:above|below|before|after|under|over|to\s+the\s+(?:top|bottom|end))\b/,
  /\b(?:duplicate|clone|copy)\s+(?:this|it)\b/,
];

export function needsWholePage(instruction: string): boolean {
  const text = instruction.toLowerCase();
  return WHOLE_PAGE_PATTERNS.some((pattern) => pattern.test(text));
}
