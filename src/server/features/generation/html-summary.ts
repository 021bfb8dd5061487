import { html as htmlSpec, parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { isElement } from '../../../shared/html-nodes.ts';
import { rankColours } from './css-colours.ts';

/**
 * Boils a fetched reference page down to what helps an AI design a landing page: its words,
 * structure and palette. Walks are iterative because a hostile page can nest deeply enough to
 * overflow the stack of a recursive walk.
 */

export interface ReferenceSummary {
  url: string;
  title: string;
  description: string;
  /** h1-h3 texts, at most 12. */
  headings: string[];
  /** Visible text of <main> (else <body>) without nav, footer, scripts and styles; at most 1500 chars. */
  mainText: string;
  /** Up to 6 #rrggbb colours, most used first. */
  colors: string[];
}

const MAX_HEADINGS = 12;
const MAX_MAIN_TEXT = 1500;
const HIDDEN_TAGS = new Set(['script', 'style', 'noscript', 'template', 'nav', 'footer', 'svg', 'iframe']);
const HIDDEN_TAGS_ALWAYS = new Set(['script', 'style', 'noscript', 'template', 'head', 'select', 'option']);
const INLINE_TAGS = new Set(
  'a abbr b bdi bdo cite code data dfn em font i kbd label mark q s samp small span strong sub sup time u var'.split(
    ' ',
  ),
);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const children = (node: T.Node): T.ChildNode[] => ('childNodes' in node ? node.childNodes : []);

function isHidden(el: T.Element): boolean {
  return (
    attr(el, 'hidden') !== undefined ||
    attr(el, 'aria-hidden') === 'true' ||
    /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attr(el, 'style') ?? '')
  );
}

/** Text of a subtree; `skip` decides which elements are left out with everything under them. */
function textOf(root: T.Node, skip: (el: T.Element) => boolean, limit = Number.POSITIVE_INFINITY): string {
  const out: string[] = [];
  let length = 0;
  const stack: Array<T.Node | ' '> = [root];
  while (stack.length > 0 && length < limit) {
    const item = stack.pop()!;
    if (item === ' ') {
      out.push(' ');
      continue;
    }
    if (item.nodeName === '#text') {
      const value = (item as T.TextNode).value;
      out.push(value);
      length += value.length;
      continue;
    }
    if (isElement(item) && skip(item)) continue;
    // Block boundaries become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab".
    const block = isElement(item) && !INLINE_TAGS.has(item.tagName);
    if (block) stack.push(' ');
    const kids = children(item);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    if (block) out.push(' ');
  }
  return collapse(out.join(''));
}

function* elements(root: T.Node): Generator<T.Element> {
  const stack: T.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node)) yield node;
    const kids = children(node);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
}

export function summarizeHtml(html: string, url: string): ReferenceSummary {
  const document = parse(html);
  const meta = new Map<string, string>();
  const headings: string[] = [];
  const cssSources: string[] = [];
  let title = '';
  let main: T.Element | undefined;
  let body: T.Element | undefined;

  for (const el of elements(document)) {
    const tag = el.tagName;
    if (el.namespaceURI !== htmlSpec.NS.HTML) continue;
    if (tag === 'title' && !title) title = collapse(textOf(el, () => false));
    else if (tag === 'meta') {
      const key = (attr(el, 'name') ?? attr(el, 'property') ?? '').toLowerCase();
      const content = attr(el, 'content');
      if (key && content && !meta.has(key)) meta.set(key, collapse(content));
    } else if (tag === 'style') cssSources.push(textOf(el, () => false));
    else if ((tag === 'h1' || tag === 'h2' || tag === 'h3') && headings.length < MAX_HEADINGS * 2) {
      const text = clip(
        textOf(el, (e) => HIDDEN_TAGS_ALWAYS.has(e.tagName)),
        160,
      );
      if (text && !headings.includes(text)) headings.push(text);
    } else if (tag === 'body') body = el;
    if (!main && (tag === 'main' || attr(el, 'role') === 'main')) main = el;
    const inline = attr(el, 'style');
    if (inline) cssSources.push(`{${inline}}`);
    for (const legacy of ['bgcolor', 'color']) {
      const value = attr(el, legacy);
      if (value && tag !== 'meta') cssSources.push(`{x:${value}}`);
    }
  }

  const mainText = textOf(
    main ?? body ?? document,
    (el) => HIDDEN_TAGS.has(el.tagName) || HIDDEN_TAGS_ALWAYS.has(el.tagName) || isHidden(el),
    MAX_MAIN_TEXT * 3,
  );
  const themeColor = meta.get('theme-color');
  return {
    url,
    title: clip(title || meta.get('og:title') || headings[0] || '', 200),
    description: clip(meta.get('description') ?? meta.get('og:description') ?? '', 300),
    headings: headings.slice(0, MAX_HEADINGS),
    mainText: clip(mainText, MAX_MAIN_TEXT),
    colors: rankColours(cssSources, themeColor),
  };
}
