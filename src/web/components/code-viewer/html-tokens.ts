/**
 * A forgiving HTML tokenizer for display only (pretty-printing and colouring): it never
 * throws, accepts truncated input (a page still streaming), and keeps every character, so
 * joining the tokens' text gives back the input exactly.
 */

export type TagPartKind = 'punct' | 'tag' | 'attr' | 'value' | 'space';
export interface TagPart {
  kind: TagPartKind;
  text: string;
}

export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'comment'; text: string }
  | { type: 'doctype'; text: string }
  | { type: 'open'; name: string; text: string; parts: TagPart[]; selfClosing: boolean }
  | { type: 'close'; name: string; text: string; parts: TagPart[] }
  /** The untouched content of a raw-text element (script, style, textarea, title, pre). */
  | { type: 'raw'; name: string; text: string };

/** Elements whose content is not markup to us: kept verbatim, never re-flowed. */
export const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'pre', 'xmp']);

const NAME = /[A-Za-z][^\s/>]*/y;
const SPACE = /\s+/y;
const ATTR_NAME = /[^\s"'>/=]+/y;
const EQUALS = /\s*=\s*/y;
const UNQUOTED = /[^\s>]+/y;

function sticky(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? null;
}

/** Scans `<name attr="v">` from `start`; null when the tag is cut off by the end of input. */
export function scanTag(
  html: string,
  start: number,
): { end: number; name: string; parts: TagPart[]; selfClosing: boolean } | null {
  const name = sticky(NAME, html, start + 1);
  if (!name) return null;
  const parts: TagPart[] = [
    { kind: 'punct', text: '<' },
    { kind: 'tag', text: name },
  ];
  let at = start + 1 + name.length;
  while (at < html.length) {
    const space = sticky(SPACE, html, at);
    if (space) {
      parts.push({ kind: 'space', text: space });
      at += space.length;
      continue;
    }
    if (html[at] === '>' || html.startsWith('/>', at)) {
      const close = html[at] === '>' ? '>' : '/>';
      parts.push({ kind: 'punct', text: close });
      return { end: at + close.length, name: name.toLowerCase(), parts, selfClosing: close === '/>' };
    }
    const attr = sticky(ATTR_NAME, html, at) ?? html[at]!;
    parts.push({ kind: 'attr', text: attr });
    at += attr.length;
    const equals = sticky(EQUALS, html, at);
    if (!equals) continue;
    parts.push({ kind: 'punct', text: equals });
    at += equals.length;
    const quote = html[at];
    if (quote === '"' || quote === "'") {
      const endQuote = html.indexOf(quote, at + 1);
      if (endQuote === -1) return null;
      parts.push({ kind: 'value', text: html.slice(at, endQuote + 1) });
      at = endQuote + 1;
    } else {
      const value = sticky(UNQUOTED, html, at);
      if (value) {
        parts.push({ kind: 'value', text: value });
        at += value.length;
      }
    }
  }
  return null;
}

function closeTagParts(text: string, name: string): TagPart[] {
  const rest = text.slice(2 + name.length, -1);
  const parts: TagPart[] = [
    { kind: 'punct', text: '</' },
    { kind: 'tag', text: text.slice(2, 2 + name.length) },
  ];
  if (rest) parts.push({ kind: 'space', text: rest });
  parts.push({ kind: 'punct', text: '>' });
  return parts;
}

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let at = 0;
  const text = (end: number) => {
    if (end > at) tokens.push({ type: 'text', text: html.slice(at, end) });
    at = end;
  };
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) break;
    text(lt);
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const stop = end === -1 ? html.length : end + 3;
      tokens.push({ type: 'comment', text: html.slice(lt, stop) });
      at = stop;
    } else if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt);
      const stop = end === -1 ? html.length : end + 1;
      tokens.push({ type: 'doctype', text: html.slice(lt, stop) });
      at = stop;
    } else if (next === '/' && /[A-Za-z]/.test(html[lt + 2] ?? '')) {
      const end = html.indexOf('>', lt);
      if (end === -1) break;
      const raw = html.slice(lt, end + 1);
      const name = sticky(NAME, html, lt + 2)!;
      tokens.push({ type: 'close', name: name.toLowerCase(), text: raw, parts: closeTagParts(raw, name) });
      at = end + 1;
    } else if (/[A-Za-z]/.test(next)) {
      const tag = scanTag(html, lt);
      if (!tag) break;
      tokens.push({ type: 'open', ...tag, text: html.slice(lt, tag.end) });
      at = tag.end;
      if (RAW_TEXT_ELEMENTS.has(tag.name) && !tag.selfClosing) {
        const closing = new RegExp(`</${tag.name}(?=[\\s/>]|$)`, 'gi');
        closing.lastIndex = at;
        const end = closing.exec(html)?.index ?? html.length;
        if (end > at) tokens.push({ type: 'raw', name: tag.name, text: html.slice(at, end) });
        at = end;
      }
    } else {
      tokens.push({ type: 'text', text: '<' });
      at = lt + 1;
    }
  }
  text(html.length);
  return tokens;
}
