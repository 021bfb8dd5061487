/**
 * Plain words for the parts of a page: "the headline", "the button 'Book now'", "the section
 * 'Pricing'", and for what an edit did to one of them ("Changed the look of the button 'Book
 * now'"). Used by the edit summary (edit-summary.ts) for each changed place, and by the editor
 * to name the selected element, so no one has to read a tag name or a CSS class.
 */
import { VOID_ELEMENTS } from './html-void-elements.ts';

const TEXT_CHARS = 40;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Entities a page's text commonly holds, decoded for quoting. */
function decodeText(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/** A short quotation: "Book now", or "Fresh sourdough bread baked every…". */
export function quote(text: string, limit = TEXT_CHARS): string {
  const flat = squash(decodeText(text));
  if (flat.length <= limit) return `“${flat}”`;
  const cut = flat.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `“${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…”`;
}

/** A tag's lower-case name, or '' for text, comments and doctypes. */
export function tagName(token: string): string {
  const match = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(token);
  return match ? match[1]!.toLowerCase() : '';
}

const isClosing = (token: string) => token.startsWith('</');
const isOpening = (token: string) =>
  token.startsWith('<') && !isClosing(token) && tagName(token) !== '' && !VOID_ELEMENTS.has(tagName(token));

/** The value of one attribute of a tag, or undefined. */
export function attribute(token: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(token);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const looksLikeButton = (tag: string) =>
  /\b(?:btn|button|cta)\b|-btn\b|btn-/i.test(attribute(tag, 'class') ?? '') ||
  attribute(tag, 'role') === 'button';

/** What a person would call an element, given its opening tag, its text and its first heading. */
export function describeElement(tag: string, text = '', heading = ''): string {
  const name = tagName(tag);
  const quoted = squash(text) ? ` ${quote(text)}` : '';
  const label = attribute(tag, 'aria-label');
  switch (name) {
    case 'h1':
      return `the headline${quoted}`;
    case 'a':
      return looksLikeButton(tag) ? `the button${quoted}` : `the link${quoted}`;
    case 'button':
      return `the button${quoted || (label ? ` ${quote(label)}` : '')}`;
    case 'img': {
      const alt = attribute(tag, 'alt');
      return alt?.trim() ? `the image ${quote(alt)}` : 'an image';
    }
    case 'p':
      return `the paragraph${quoted}`;
    case 'li':
      return `the list item${quoted}`;
    case 'blockquote':
    case 'q':
      return `the quote${quoted}`;
    case 'figcaption':
    case 'caption':
      return `the caption${quoted}`;
    case 'label':
      return `the label${quoted}`;
    case 'summary':
      return `the question${quoted}`;
    case 'details':
      return heading ? `the question ${quote(heading)}` : 'a question and its answer';
    case 'form':
      return 'the form';
    case 'input':
    case 'textarea':
    case 'select': {
      const field = attribute(tag, 'placeholder') || attribute(tag, 'aria-label') || attribute(tag, 'name');
      if (name === 'input' && /^(submit|button)$/i.test(attribute(tag, 'type') ?? ''))
        return `the button${attribute(tag, 'value') ? ` ${quote(attribute(tag, 'value')!)}` : ''}`;
      return field ? `the field ${quote(field)}` : 'a form field';
    }
    case 'header':
      return 'the top of the page';
    case 'nav':
      return 'the menu';
    case 'footer':
      return 'the footer';
    case 'section':
    case 'article':
    case 'aside':
      return heading ? `the section ${quote(heading)}` : 'a section';
    case 'table':
      return 'the table';
    case 'video':
      return 'the video';
    case 'iframe':
      return 'an embedded frame';
    case 'svg':
      return 'an icon';
    case 'title':
      return 'the page title (shown on the browser tab)';
    case 'meta':
      if (attribute(tag, 'name') === 'description') return 'the description search engines show';
      if (attribute(tag, 'name') === 'theme-color') return 'the colour phones show around the page';
      return 'the page settings';
    case 'style':
      return 'the page’s styles (colours, fonts and spacing)';
    case 'script':
      return 'the page’s script';
    case 'link':
    case 'head':
      return 'the page settings';
    case 'body':
    case 'html':
    case 'main':
      return 'the page';
    default:
      if (HEADINGS.has(name)) return `the heading${quoted}`;
      return quoted ? `the text${quoted}` : 'the page';
  }
}

/** Elements a person names; others (div, span, strong…) are looked through to their parent. */
const NAMED = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'button',
  'p',
  'li',
  'blockquote',
  'q',
  'figcaption',
  'caption',
  'label',
  'summary',
  'details',
  'form',
  'textarea',
  'select',
  'header',
  'nav',
  'footer',
  'section',
  'article',
  'aside',
  'table',
  'video',
  'svg',
  'title',
  'style',
  'script',
  'head',
  'body',
]);

export const isNamed = (token: string) => NAMED.has(tagName(token));

/** The index of the token closing the element opened at `start` (or the last token). */
export function closingIndex(tokens: readonly string[], start: number): number {
  const name = tagName(tokens[start]!);
  if (!isOpening(tokens[start]!)) return start;
  let depth = 0;
  for (let index = start; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (tagName(token) !== name) continue;
    if (isClosing(token)) depth--;
    else if (isOpening(token)) depth++;
    if (depth === 0) return index;
  }
  return tokens.length - 1;
}

/** The element opened at `start`, named with its text and its first heading. */
export function describeAt(tokens: readonly string[], start: number): string {
  const tag = tokens[start]!;
  const name = tagName(tag);
  const end = closingIndex(tokens, start);
  let text = '';
  let heading = '';
  let inHeading = '';
  let skip = 0;
  for (let index = start + 1; index < end; index++) {
    const token = tokens[index]!;
    const inner = tagName(token);
    if (token.startsWith('<')) {
      if (inner === 'script' || inner === 'style' || inner === 'svg') skip += isClosing(token) ? -1 : 1;
      if (/^h[1-6]$/.test(inner) || inner === 'summary') inHeading = isClosing(token) ? '' : inner;
      continue;
    }
    if (skip > 0) continue;
    text += token;
    if (inHeading && !heading.endsWith(' ')) heading += token;
    else if (inHeading) heading += token;
    if (text.length > 200) break;
  }
  if (name === 'style' || name === 'script' || name === 'head') return describeElement(tag);
  return describeElement(tag, ['section', 'article', 'aside', 'details'].includes(name) ? '' : text, heading);
}

/** Indexes of the elements open just before token `position` (outermost first). */
export function openElements(tokens: readonly string[], position: number): number[] {
  const stack: number[] = [];
  for (let index = 0; index < position && index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!token.startsWith('<')) continue;
    const name = tagName(token);
    if (!name) continue;
    if (isClosing(token)) {
      const at = stack.findLastIndex((open) => tagName(tokens[open]!) === name);
      if (at >= 0) stack.length = at;
    } else if (isOpening(token) && !token.endsWith('/>')) stack.push(index);
  }
  return stack;
}

/** The innermost element a person would name around token `position`. */
export function whereAt(tokens: readonly string[], position: number, withText = true): string {
  const stack = openElements(tokens, position);
  for (let at = stack.length - 1; at >= 0; at--) {
    const tag = tokens[stack[at]!]!;
    if (!isNamed(tag)) continue;
    const name = tagName(tag);
    const named = ['section', 'article', 'aside', 'details'].includes(name);
    return withText || named ? describeAt(tokens, stack[at]!) : describeElement(tag);
  }
  return 'the page';
}

/** What kind of change two versions of one tag are: its look, where it leads, its picture… */
function attributeChange(before: string, after: string): string {
  const changed = (name: string) => attribute(before, name) !== attribute(after, name);
  if (tagName(after) === 'meta' || tagName(after) === 'title') return 'Changed %s';
  if (changed('href') || changed('action')) return 'Changed where %s leads';
  if (changed('src') || changed('srcset') || changed('poster')) return 'Changed the picture of %s';
  if (changed('alt')) return 'Changed the description of %s';
  if (changed('placeholder') || changed('value') || changed('content')) return 'Changed the wording of %s';
  if (changed('class') || changed('style')) return 'Changed the look of %s';
  return 'Changed the settings of %s';
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The opening tags of the elements started at the top level of a run of tokens. */
function topLevelStarts(tokens: readonly string[], from: number, to: number): number[] {
  const starts: number[] = [];
  for (let index = from; index < to; index++) {
    const token = tokens[index]!;
    if (!token.startsWith('<') || isClosing(token) || !tagName(token)) continue;
    starts.push(index);
    index = closingIndex(tokens, index);
  }
  return starts;
}

function elements(tokens: readonly string[], starts: number[]): string {
  const first = describeAt(tokens, starts[0]!);
  const more = starts.length - 1;
  return more > 0 ? `${first} and ${more} more part${more === 1 ? '' : 's'}` : first;
}

export interface ChangedRun {
  /** The whole version before the edit, as tokens, and the changed run [beforeStart, beforeEnd). */
  before: readonly string[];
  beforeStart: number;
  beforeEnd: number;
  after: readonly string[];
  afterStart: number;
  afterEnd: number;
}

/**
 * One changed place in words: "Changed the words “Fast” to “Faster” in the headline",
 * "Added the section “Questions”", "Changed the look of the button “Book now”".
 */
export function describeChange(run: ChangedRun): { where: string; what: string } {
  const { before, after } = run;
  const removed = before.slice(run.beforeStart, run.beforeEnd);
  const added = after.slice(run.afterStart, run.afterEnd);
  const where = whereAt(after, run.afterStart);
  const enclosing = openElements(after, run.afterStart).map((index) => tagName(after[index]!));
  if (enclosing.includes('style'))
    return { where, what: 'Changed the page’s styles (colours, fonts or spacing)' };
  if (enclosing.includes('script')) return { where, what: 'Changed the page’s script' };

  const tags = (list: readonly string[]) => list.filter((token) => token.startsWith('<') && tagName(token));
  const removedTags = tags(removed);
  const addedTags = tags(added);
  if (removedTags.length === 0 && addedTags.length === 0) {
    const old = squash(decodeText(removed.join('')));
    const now = squash(decodeText(added.join('')));
    const within = whereAt(after, run.afterStart, false);
    if (!old && !now) return { where, what: `Changed the spacing in ${within}` };
    if (!old) return { where, what: `Added the words ${quote(now)} to ${within}` };
    if (!now) return { where, what: `Removed the words ${quote(old)} from ${within}` };
    return { where, what: `Changed the words ${quote(old)} to ${quote(now)} in ${within}` };
  }

  // One tag changed in place (same element, other attributes).
  if (
    removedTags.length === 1 &&
    addedTags.length === 1 &&
    tagName(removedTags[0]!) === tagName(addedTags[0]!) &&
    !isClosing(addedTags[0]!)
  ) {
    const at = run.afterStart + added.indexOf(addedTags[0]!);
    const element = describeAt(after, at);
    const textChanged =
      squash(removed.filter((token) => !token.startsWith('<')).join('')) !==
      squash(added.filter((token) => !token.startsWith('<')).join(''));
    const what = attributeChange(removedTags[0]!, addedTags[0]!).replace('%s', element);
    return { where: element, what: textChanged ? `${what}, and its words` : what };
  }

  const addedStarts = topLevelStarts(after, run.afterStart, run.afterEnd);
  const removedStarts = topLevelStarts(before, run.beforeStart, run.beforeEnd);
  if (addedStarts.length > 0 && removedStarts.length === 0)
    return { where, what: `Added ${elements(after, addedStarts)}` };
  if (removedStarts.length > 0 && addedStarts.length === 0)
    return { where, what: `Removed ${elements(before, removedStarts)}` };
  if (addedStarts.length > 0 && removedStarts.length > 0) {
    const old = elements(before, removedStarts);
    const now = elements(after, addedStarts);
    return {
      where,
      what: old === now ? `Changed the look of ${now}` : `Replaced ${old} with ${now}`,
    };
  }
  return { where, what: capitalise(`changed ${where}`) };
}
