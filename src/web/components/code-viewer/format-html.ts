import { VOID_ELEMENTS } from '../../../shared/html-void-elements';
import { formatCss } from './format-css';
import { type HtmlToken, tokenizeHtml } from './html-tokens';

/**
 * A small, safe pretty-printer for the code viewer: block elements on their own lines,
 * indented by two spaces; inline elements and text stay together on one line. It is for
 * reading only: copy and download hand out the original HTML, so nothing here can change
 * what the user ships. pre and textarea are kept byte-for-byte, script is only re-indented
 * and style is laid out by formatCss.
 */

// Phrasing elements stay in the flow of their line.
const INLINE = new Set(
  'a abbr b bdi bdo br button cite code data del dfn em i img input ins kbd label mark q s samp select small span strong sub sup textarea time u var wbr'.split(
    ' ',
  ),
);
// Elements whose end tag is optional: a sibling of the same name closes the previous one.
const SELF_SIBLING = new Set(['li', 'p', 'option', 'tr', 'td', 'th', 'dt', 'dd']);
const ONE_LINE_MAX = 120;
const ICON_MAX = 200;
const LOOKAHEAD_TOKENS = 40;

const collapse = (text: string) => text.replace(/\s+/g, ' ');
const tagText = (token: HtmlToken) =>
  'parts' in token ? token.parts.map((p) => (p.kind === 'space' ? ' ' : p.text)).join('') : token.text;
const isInline = (token: HtmlToken) =>
  token.type === 'text' ||
  ((token.type === 'open' || token.type === 'close') && INLINE.has(token.name)) ||
  (token.type === 'raw' && (token.name === 'title' || token.name === 'textarea'));

/** Strips the common indentation of a script and drops blank edges. */
function reindent(code: string): string[] {
  const lines = code.split(/\r\n|\r|\n/);
  while (lines.length && !lines[0]!.trim()) lines.shift();
  while (lines.length && !lines.at(-1)!.trim()) lines.pop();
  const margin = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
  return lines.map((l) => l.slice(margin).trimEnd());
}

/** End of a small inline icon (`<svg><use/></svg>`), which reads best kept on its text's line. */
function iconEnd(tokens: HtmlToken[], start: number): number {
  let length = 0;
  for (let i = start; i < tokens.length && i <= start + LOOKAHEAD_TOKENS; i++) {
    const token = tokens[i]!;
    if (token.type === 'close' && token.name === 'svg') return i;
    if (token.type !== 'open' && token.type !== 'close') return -1;
    length += token.text.length;
    if (length > ICON_MAX) return -1;
  }
  return -1;
}

/** Index of the close tag matching the block at `start` when all between is inline and short. */
function oneLineEnd(tokens: HtmlToken[], start: number): number {
  const open = tokens[start]!;
  let length = open.text.length;
  for (let i = start + 1; i < tokens.length && i <= start + LOOKAHEAD_TOKENS; i++) {
    const token = tokens[i]!;
    if (token.type === 'close' && token.name === (open as { name: string }).name) return i;
    const icon = token.type === 'open' && token.name === 'svg' ? iconEnd(tokens, i) : -1;
    if (icon === -1 && !isInline(token)) return -1;
    for (const skipped of tokens.slice(i, icon + 1)) length += skipped.text.length;
    if (icon !== -1) i = icon;
    else length += token.type === 'text' ? collapse(token.text).length : token.text.length;
    if (length > ONE_LINE_MAX) return -1;
  }
  return -1;
}

export function formatHtml(html: string, unit = '  '): string {
  const tokens = tokenizeHtml(html);
  const lines: string[] = [];
  const stack: string[] = [];
  let line = '';
  const indent = () => unit.repeat(stack.length);
  const flush = () => {
    if (line.trim()) lines.push(indent() + line.trim());
    line = '';
  };
  const push = (text: string) => {
    flush();
    lines.push(indent() + text);
  };
  const inline = (token: HtmlToken) => {
    if (token.type === 'open' || token.type === 'close') line += tagText(token);
    else if (token.type === 'text') line += line ? collapse(token.text) : collapse(token.text).trimStart();
    else if (token.type === 'raw' && token.name === 'title') line += collapse(token.text).trim();
    else line += token.text;
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const icon = token.type === 'open' && token.name === 'svg' ? iconEnd(tokens, i) : -1;
    if (icon !== -1) {
      for (; i <= icon; i++) inline(tokens[i]!);
      i = icon;
    } else if (isInline(token)) {
      inline(token);
    } else if (token.type === 'comment' || token.type === 'doctype') {
      push(token.text.trim());
    } else if (token.type === 'raw') {
      const body = token.name === 'style' ? formatCss(token.text, unit) : reindent(token.text);
      flush();
      for (const text of body) lines.push(text ? indent() + text : '');
    } else if (token.type === 'close') {
      const depth = stack.lastIndexOf(token.name);
      flush();
      if (depth !== -1) stack.length = depth; // also closes children left open
      lines.push(indent() + tagText(token));
    } else if (token.type === 'open') {
      if (SELF_SIBLING.has(token.name) && stack.at(-1) === token.name) {
        flush(); // the previous sibling's text belongs at its own depth
        stack.pop();
      }
      if (VOID_ELEMENTS.has(token.name) || token.selfClosing) {
        push(tagText(token));
      } else if (token.name === 'pre' || token.name === 'xmp') {
        // Verbatim: whitespace inside pre is content, so the open tag, body and close share a line.
        const raw = tokens[i + 1]?.type === 'raw' ? tokens[++i]!.text : '';
        const close = tokens[i + 1]?.type === 'close' ? tokens[++i]!.text : '';
        push(tagText(token) + raw + close);
      } else {
        const end = oneLineEnd(tokens, i);
        if (end === -1) {
          push(tagText(token));
          stack.push(token.name);
          continue;
        }
        flush();
        for (let j = i + 1; j < end; j++) inline(tokens[j]!);
        // Whitespace just inside a block's tags does not render, so it is dropped.
        line = tagText(token) + line.trim() + tagText(tokens[end]!);
        flush();
        i = end;
      }
    }
  }
  flush();
  return lines.join('\n');
}
