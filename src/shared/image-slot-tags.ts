import { escapeAttribute } from './html-escape.ts';
import { EMPTY_SLOT_ATTRIBUTE } from './image-slots.ts';

/**
 * The `<img>` start tags of an HTML source, read as the HTML parser would, and one tag
 * rewritten in place: how a slot is filled with a photo without touching any other byte of
 * the page (the edit page when a user chooses a photo, the generator when a brief asks for its
 * reference photos).
 */

interface AttrToken {
  name: string;
  start: number;
  end: number;
}

export interface ImgTag {
  start: number;
  /** Just past the tag name. */
  nameEnd: number;
  /** Just past the closing '>'. */
  end: number;
  attrs: AttrToken[];
}

/** Elements whose content is text to the HTML parser: an `<img` inside is not a tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
const TAG_NAME = /<(\/?)([a-zA-Z][^\s/>]*)/y;

/** Reads a tag's attributes from `at` (after its name) to its '>' (quotes respected). */
function readAttributes(html: string, at: number): { attrs: AttrToken[]; end: number } {
  const attrs: AttrToken[] = [];
  let i = at;
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html[i]!)) i++;
    if (i >= html.length) break;
    if (html[i] === '>') return { attrs, end: i + 1 };
    const start = i;
    i++;
    while (i < html.length && !/[\s/>=]/.test(html[i]!)) i++;
    const name = html.slice(start, i).toLowerCase();
    let j = i;
    while (j < html.length && /\s/.test(html[j]!)) j++;
    if (html[j] === '=') {
      j++;
      while (j < html.length && /\s/.test(html[j]!)) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        j = close === -1 ? html.length : close + 1;
      } else {
        while (j < html.length && !/[\s>]/.test(html[j]!)) j++;
      }
      i = j;
    }
    attrs.push({ name, start, end: i });
  }
  return { attrs, end: html.length };
}

/**
 * The `<img>` start tags of a source, in order, as the HTML parser would see them: not inside
 * comments, raw-text elements (script, style, textarea...) or templates.
 */
export function scanImgTags(html: string): ImgTag[] {
  const lower = html.toLowerCase();
  const tags: ImgTag[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    TAG_NAME.lastIndex = lt;
    const match = TAG_NAME.exec(html);
    if (!match) {
      i = lt + 1;
      continue;
    }
    const name = match[2]!.toLowerCase();
    const nameEnd = lt + match[0].length;
    const { attrs, end } = readAttributes(html, nameEnd);
    i = end;
    if (match[1]) continue;
    if (name === 'img') tags.push({ start: lt, nameEnd, end, attrs });
    else if (RAW_TEXT.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      i = close === -1 ? html.length : close;
    } else if (name === 'template') i = templateEnd(lower, i);
    else if (name === 'plaintext') break;
  }
  return tags;
}

/** Just past the `</template>` that closes one opened before `from` (nested ones counted). */
function templateEnd(lower: string, from: number): number {
  let depth = 1;
  let i = from;
  while (depth > 0) {
    const open = lower.indexOf('<template', i);
    const close = lower.indexOf('</template', i);
    if (close === -1) return lower.length;
    if (open !== -1 && open < close) {
      depth++;
      i = open + 9;
    } else {
      depth--;
      i = close + 10;
    }
  }
  return i;
}

/**
 * The tag with src and srcset set where they stand (appended when missing, in the order the
 * DOM edit adds them), sizes appended when given, and the empty marker dropped; every other
 * byte of the tag as it was.
 */
export function rewriteTag(
  html: string,
  tag: ImgTag,
  change: { url: string; srcset: string; sizes: string | null },
): string {
  let out = html.slice(tag.start, tag.nameEnd);
  let cursor = tag.nameEnd;
  const seen = new Set<string>();
  const set: Record<string, string> = { src: change.url, srcset: change.srcset };
  for (const attr of tag.attrs) {
    const gap = html.slice(cursor, attr.start);
    cursor = attr.end;
    if (attr.name === EMPTY_SLOT_ATTRIBUTE) continue;
    const value = set[attr.name];
    if (value !== undefined && !seen.has(attr.name)) {
      seen.add(attr.name);
      out += `${gap}${attr.name}="${escapeAttribute(value)}"`;
      continue;
    }
    out += gap + html.slice(attr.start, attr.end);
  }
  for (const name of ['src', 'srcset'] as const) {
    if (!seen.has(name)) out += ` ${name}="${escapeAttribute(set[name]!)}"`;
  }
  if (change.sizes) out += ` sizes="${escapeAttribute(change.sizes)}"`;
  return out + html.slice(cursor, tag.end);
}
