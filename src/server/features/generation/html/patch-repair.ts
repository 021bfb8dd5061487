import { locateExact, type Patch } from '../../../lib/patches.ts';

/**
 * Tolerant search/replace. Real models copy SEARCH text imperfectly: indentation and line
 * breaks drift, entities come back as their characters (`&mdash;` as `—`) or the other way
 * round, `required=""` (as the browser serialises the page) comes back as `required`, `<br>` as
 * `<br/>`, double attribute quotes as single. Refusing such a block costs a whole-document
 * rewrite (~8x the tokens), so each block that misses exactly is tried once more against a
 * normalised view of the page, still requiring a unique match, and only its own range of the
 * page is replaced. Blocks that still miss are reported with the page's nearest text, so a
 * short follow-up call can ask for just those.
 */

export type PatchStatus = 'exact' | 'normalised' | 'failed';

export interface PatchResult {
  /** The block's 0-based position in the model's answer. */
  index: number;
  status: PatchStatus;
  /** Why a block failed. */
  reason?: string;
}

export interface FailedPatch {
  index: number;
  patch: Patch;
  /** The stretch of the page (as it stood when the block was tried) most like its SEARCH text. */
  nearest: string | null;
}

export interface TolerantOutcome {
  html: string;
  results: PatchResult[];
  failed: FailedPatch[];
}

/**
 * Applies the blocks in order, each to the page as the earlier ones left it. A block is
 * applied on an exact unique match, else on a unique match of the normalised text; any other
 * block is recorded as failed and skipped, and the rest still apply.
 */
export function applyPatchesTolerant(html: string, patches: Patch[]): TolerantOutcome {
  let current = html;
  const results: PatchResult[] = [];
  const failed: FailedPatch[] = [];
  for (const [index, patch] of patches.entries()) {
    const crlf = current.includes('\r\n');
    const exact = locateExact(current, patch.search);
    if (exact.ok) {
      current = splice(current, exact.start, exact.end, withLineEnds(patch.replace, crlf));
      results.push({ index, status: 'exact' });
      continue;
    }
    // Normalising only merges texts, so text found twice exactly is ambiguous normalised too.
    const located =
      exact.reason === 'search text not found' ? locateNormalised(current, patch.search) : exact;
    if (!located.ok) {
      results.push({ index, status: 'failed', reason: located.reason });
      failed.push({
        index,
        patch,
        nearest: patch.search.trim() === '' ? null : nearestText(current, patch.search),
      });
      continue;
    }
    const { start, text } = fitReplacement(current, located.start, patch);
    current = splice(current, start, located.end, withLineEnds(text, crlf));
    results.push({ index, status: 'normalised' });
  }
  return { html: current, results, failed };
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** Models write LF; on a page saved with CRLF the inserted lines keep the page's line ends. */
function withLineEnds(text: string, crlf: boolean): string {
  return crlf ? text.replace(/\r?\n/g, '\r\n') : text;
}

// ---------------------------------------------------------------------------------------------
// The normalised view

/**
 * Named entities models write or drop most. `&lt;` and `&gt;` are deliberately left encoded:
 * decoded, escaped text would look like markup and could match tags.
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: '\u00a0',
  mdash: '\u2014',
  ndash: '\u2013',
  rsquo: '\u2019',
  lsquo: '\u2018',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  quot: '"',
  apos: "'",
  middot: '\u00b7',
  bull: '\u2022',
  laquo: '\u00ab',
  raquo: '\u00bb',
  times: '\u00d7',
  euro: '\u20ac',
  pound: '\u00a3',
  deg: '\u00b0',
  rarr: '\u2192',
  larr: '\u2190',
  check: '\u2713',
  star: '\u2606',
  starf: '\u2605',
};

const ENTITY = /&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/y;

/** The UTF-16 code unit of a one-character string: what the scanners below compare. */
const codeOf = (ch: string) => ch.charCodeAt(0);

/** Boolean attributes, compared without a value: outerHTML writes `required=""`, models `required`. */
const BOOLEAN_ATTRIBUTES = [
  'required',
  'disabled',
  'checked',
  'selected',
  'readonly',
  'multiple',
  'autofocus',
  'hidden',
  'novalidate',
  'defer',
  'async',
  'playsinline',
  'muted',
  'autoplay',
  'loop',
  'controls',
].map((name) => [...name].map(codeOf));

const AMPERSAND = codeOf('&');
const QUOTE = codeOf('"');
const EQUALS = codeOf('=');
const SLASH = codeOf('/');
const LESS = codeOf('<');
const GREATER = codeOf('>');
const SPACE = codeOf(' ');
const NO_CHAR = -1;

function decodeEntity(match: RegExpExecArray): string | null {
  const [, decimal, hex, name] = match;
  if (name !== undefined) return NAMED_ENTITIES[name] ?? null;
  const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  return String.fromCodePoint(code);
}

/** Quotes compare as one character: attribute quoting and curly/straight typing both drift. */
function foldQuote(code: number): number {
  return code === 0x27 || code === 0x2018 || code === 0x2019 || code === 0x201c || code === 0x201d
    ? QUOTE
    : code;
}

function isSpaceCode(code: number): boolean {
  return code === SPACE || (code >= 0x09 && code <= 0x0d) || code === 0xa0;
}

function lowerAscii(code: number): number {
  return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
}

function stringOf(codes: Uint16Array, length: number): string {
  let text = '';
  // In chunks: spreading a whole page into one call would overflow the argument limit.
  for (let k = 0; k < length; k += 8192) {
    text += String.fromCharCode(...codes.subarray(k, Math.min(length, k + 8192)));
  }
  return text;
}

export interface NormalView {
  text: string;
  /** For each character of `text`, where the original text it stands for begins... */
  starts: Int32Array;
  /** ...and ends (exclusive): a whole entity, a whole whitespace run, `required=""`, `/>`. */
  ends: Int32Array;
}

/**
 * The page as compared: entities decoded, quotes folded, whitespace runs collapsed to one
 * space (and dropped next to tags and at the ends), boolean attributes without a value, and
 * void-element slashes dropped. Every rule looks only at neighbouring characters, so a
 * fragment (the model's SEARCH text) normalises as it does inside the page.
 */
export function normalView(source: string): NormalView {
  // Pass 1: entities and quotes, one unit per UTF-16 code unit of the decoded text.
  const units = new Uint16Array(source.length);
  const unitStarts = new Int32Array(source.length);
  const unitEnds = new Int32Array(source.length);
  let count = 0;
  for (let i = 0; i < source.length; ) {
    const code = source.charCodeAt(i);
    if (code === AMPERSAND) {
      ENTITY.lastIndex = i;
      const match = ENTITY.exec(source);
      const value = match ? decodeEntity(match) : null;
      if (match && value !== null) {
        const end = i + match[0].length;
        for (let k = 0; k < value.length; k++) {
          units[count] = foldQuote(value.charCodeAt(k));
          unitStarts[count] = i;
          unitEnds[count++] = end;
        }
        i = end;
        continue;
      }
    }
    units[count] = foldQuote(code);
    unitStarts[count] = i;
    unitEnds[count++] = i + 1;
    i++;
  }
  const at = (k: number) => (k >= 0 && k < count ? units[k]! : NO_CHAR);

  // Pass 2: whitespace, boolean attributes, void slashes.
  const out = new Uint16Array(count);
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  let length = 0;
  const emit = (code: number, start: number, end: number) => {
    out[length] = code;
    starts[length] = start;
    ends[length++] = end;
  };
  for (let i = 0; i < count; ) {
    const code = units[i]!;
    if (isSpaceCode(code)) {
      let j = i + 1;
      while (j < count && isSpaceCode(units[j]!)) j++;
      const before = at(i - 1);
      const after = at(j);
      // Space between tags, inside a tag before its `>`, or at the ends carries no meaning here.
      const dropped =
        before === NO_CHAR ||
        after === NO_CHAR ||
        before === GREATER ||
        after === LESS ||
        after === GREATER ||
        (after === SLASH && at(j + 1) === GREATER);
      if (!dropped) emit(SPACE, unitStarts[i]!, unitEnds[j - 1]!);
      i = j;
      continue;
    }
    if (code === SLASH) {
      let j = i + 1;
      while (j < count && isSpaceCode(units[j]!)) j++;
      if (at(j) === GREATER) {
        i++;
        continue;
      }
    }
    if (i === 0 || isSpaceCode(units[i - 1]!)) {
      const valueEnd = booleanAttributeEnd(units, count, i);
      if (valueEnd !== -1) {
        // Only the name is kept; its last character stands for the `=""` too, so a match
        // ending there covers the value.
        for (let k = i; units[k] !== EQUALS; k++) {
          emit(
            lowerAscii(units[k]!),
            unitStarts[k]!,
            units[k + 1] === EQUALS ? unitEnds[valueEnd - 1]! : unitEnds[k]!,
          );
        }
        i = valueEnd;
        continue;
      }
    }
    // The common case, written out: this loop runs once per character of the page.
    out[length] = code;
    starts[length] = unitStarts[i]!;
    ends[length++] = unitEnds[i]!;
    i++;
  }
  return { text: stringOf(out, length), starts, ends };
}

/** Where `name=""` or `name="name"` (a boolean attribute) starting at `i` ends, or -1. */
function booleanAttributeEnd(units: Uint16Array, count: number, i: number): number {
  // Most words are not followed by `=`: find that out before comparing any names.
  let equals = i;
  while (equals < count && lowerAscii(units[equals]!) >= 0x61 && lowerAscii(units[equals]!) <= 0x7a) equals++;
  const n = equals - i;
  if (n < 4 || units[equals] !== EQUALS || units[equals + 1] !== QUOTE) return -1;
  for (const name of BOOLEAN_ATTRIBUTES) {
    if (name.length !== n) continue;
    let k = 0;
    while (k < n && lowerAscii(units[i + k]!) === name[k]) k++;
    if (k < n) continue;
    const value = equals + 2;
    if (units[value] === QUOTE) return value + 1;
    k = 0;
    while (k < n && value + k < count && lowerAscii(units[value + k]!) === name[k]) k++;
    return k === n && units[value + n] === QUOTE ? value + n + 1 : -1;
  }
  return -1;
}

/** Only the normalised text, for the SEARCH side. */
export function normalise(text: string): string {
  return normalView(text).text;
}

type Located = { ok: true; start: number; end: number } | { ok: false; reason: string };

function locateNormalised(html: string, search: string): Located {
  const needle = normalise(search);
  if (needle.length === 0) return { ok: false, reason: 'search text is only whitespace' };
  const view = normalView(html);
  const at = view.text.indexOf(needle);
  if (at === -1)
    return { ok: false, reason: 'search text not found, even with whitespace and entities normalised' };
  if (view.text.indexOf(needle, at + 1) !== -1) {
    return {
      ok: false,
      reason: 'search text occurs more than once with whitespace and entities normalised',
    };
  }
  return { ok: true, start: view.starts[at]!, end: view.ends[at + needle.length - 1]! };
}

/**
 * The text that replaces a normalised match, and where it starts. The matched range excludes
 * the page's whitespace around it (normalising trims it from SEARCH), so the whitespace the
 * SEARCH began or ended with is taken off the REPLACE too. When the match begins a line, the
 * REPLACE's lines move from the SEARCH's indentation to the page's, if every line of it is
 * indented at least as the SEARCH's first line; otherwise it goes in as given. Either way
 * only [start of match's line indentation, end of match) is touched.
 */
function fitReplacement(html: string, matchStart: number, patch: Patch): { start: number; text: string } {
  const lead = /^\s*/.exec(patch.search)![0];
  const trail = /\s*$/.exec(patch.search)![0];
  const leadBreak = lead.lastIndexOf('\n') + 1;
  const leadLines = lead.slice(0, leadBreak);
  const searchIndent = lead.slice(leadBreak);
  let text = patch.replace;
  if (leadLines && text.startsWith(leadLines)) text = text.slice(leadLines.length);
  if (trail && text.endsWith(trail) && text.length > trail.length) text = text.slice(0, -trail.length);
  if (text.trim() === '') return { start: matchStart, text: '' };

  const lineStart = html.lastIndexOf('\n', matchStart - 1) + 1;
  const pageIndent = html.slice(lineStart, matchStart);
  if (/^[ \t]*$/.test(pageIndent)) {
    const lines = text.split(/\r?\n/);
    const blank = (line: string) => line.trim() === '';
    if (lines.every((line) => blank(line) || line.startsWith(searchIndent))) {
      const moved = lines.map((line) => (blank(line) ? line : pageIndent + line.slice(searchIndent.length)));
      return { start: lineStart, text: moved.join('\n') };
    }
  }
  // The page's own text before the match stays, so the REPLACE's leading indentation goes.
  return { start: matchStart, text: text.startsWith(searchIndent) ? text.slice(searchIndent.length) : text };
}

// ---------------------------------------------------------------------------------------------
// Nearest text

/** Below this Dice score the best stretch is too unlike the SEARCH text to help the model. */
export const NEAREST_THRESHOLD = 0.5;

/** Segments of a text: their original ranges, and their bigram codes as ranges of one array. */
interface Segments {
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  /** Segment k's bigrams are bigrams[from[k] .. from[k + 1]). */
  from: Int32Array;
  bigrams: Uint16Array;
}

/**
 * Lines, also cut between adjacent tags on a line (`</li><li>`), so that a page written on
 * few long lines still has units of a useful size. Segments without text are left out.
 */
function segmentsOf(text: string): Segments {
  // At most one segment per character and, with the padding, one bigram per character more.
  const starts = new Int32Array(text.length + 1);
  const ends = new Int32Array(text.length + 1);
  const from = new Int32Array(text.length + 2);
  const bigrams = new Uint16Array(2 * text.length + 2);
  let count = 0;
  let used = 0;
  const add = (start: number, end: number) => {
    const before = used;
    used = segmentBigrams(text, start, end, bigrams, used);
    if (used === before) return;
    starts[count] = start;
    ends[count] = end;
    from[count++] = before;
  };
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) {
      add(start, i > start && text.charCodeAt(i - 1) === 0x0d ? i - 1 : i);
      start = i + 1;
    } else if (code === GREATER) {
      // `>`, then spaces or tabs, then `<`: the segment ends after the spaces.
      let j = i + 1;
      while (j < text.length && (text.charCodeAt(j) === SPACE || text.charCodeAt(j) === 0x09)) j++;
      if (text.charCodeAt(j) === LESS) {
        add(start, j);
        start = j;
        i = j - 1;
      }
    }
  }
  add(start, text.length);
  from[count] = used;
  return { count, starts, ends, from, bigrams };
}

/**
 * Appends the character bigrams of text[start, end) to `out` at `used` and returns the new
 * length: compared lower-cased, with entities decoded, quotes folded and whitespace runs as
 * one space, padded with a space at both ends so one-character lines count. Nothing for a
 * segment that is only whitespace.
 */
function segmentBigrams(text: string, start: number, end: number, out: Uint16Array, used: number): number {
  let previous = SPACE;
  let gap = false;
  let any = false;
  for (let i = start; i < end; i++) {
    let code = text.charCodeAt(i);
    if (isSpaceCode(code)) {
      gap = true;
      continue;
    }
    if (code === AMPERSAND) {
      ENTITY.lastIndex = i;
      const match = ENTITY.exec(text);
      const value = match ? decodeEntity(match) : null;
      if (match && value !== null && i + match[0].length <= end) {
        code = value.charCodeAt(0);
        i += match[0].length - 1;
        if (isSpaceCode(code)) {
          gap = true;
          continue;
        }
      }
    }
    code = foldQuote(lowerAscii(code));
    if (gap && previous !== SPACE) {
      out[used++] = bigramCode(previous, SPACE);
      previous = SPACE;
    }
    gap = false;
    out[used++] = bigramCode(previous, code);
    previous = code;
    any = true;
  }
  if (any) out[used++] = bigramCode(previous, SPACE);
  return used;
}

/** Two characters as 16 bits: exact for ASCII, a harmless collision now and then beyond. */
function bigramCode(a: number, b: number): number {
  return ((a & 0xff) << 8) | (b & 0xff);
}

/**
 * The stretch of `html` most like `search`, for the model to copy exactly on a second try:
 * windows of the SEARCH's segment count (±2) over the page's segments (lines, see segmentsOf),
 * scored by the Dice coefficient of their character bigrams (normalised, lower-cased). The
 * best window's original text (with LF line ends) is returned if it scores at least
 * NEAREST_THRESHOLD, cut at a segment boundary to `maxChars`; otherwise null. Ties go to the
 * smaller, then the earlier window.
 */
export function nearestText(html: string, search: string, maxChars = 1500): string | null {
  const wanted = segmentsOf(search);
  const page = segmentsOf(html);
  if (wanted.count === 0 || page.count === 0) return null;
  const scorer = new WindowScorer(wanted, page);
  const best = scorer.bestByBound() ?? scorer.bestBySliding();
  if (best.score < NEAREST_THRESHOLD) return null;

  const start = page.starts[best.first]!;
  const last = best.first + best.size - 1;
  let end = page.ends[best.first]!;
  for (let k = best.first + 1; k <= last && page.ends[k]! - start <= maxChars; k++) end = page.ends[k]!;
  return html.slice(start, Math.min(end, start + maxChars)).replace(/\r\n/g, '\n');
}

interface Window {
  score: number;
  first: number;
  size: number;
}

/** Dice scores of windows of page segments against the wanted segments. */
class WindowScorer {
  private readonly wantedCounts = new Int32Array(0x10000);
  private readonly wantedTotal: number;
  private readonly counts = new Int32Array(0x10000);
  private readonly smallest: number;
  private readonly largest: number;

  constructor(
    wanted: Segments,
    private readonly page: Segments,
  ) {
    this.wantedTotal = wanted.from[wanted.count]!;
    for (let k = 0; k < this.wantedTotal; k++) this.wantedCounts[wanted.bigrams[k]!]!++;
    // A page shorter than the SEARCH is still one window.
    this.smallest = Math.max(1, Math.min(wanted.count - 2, page.count));
    this.largest = Math.min(page.count, wanted.count + 2);
  }

  private dice(shared: number, first: number, size: number): number {
    const { from } = this.page;
    return (2 * shared) / (from[first + size]! - from[first]! + this.wantedTotal);
  }

  private static better(a: Window, b: Window): boolean {
    return (
      a.score > b.score ||
      (a.score === b.score && (a.size < b.size || (a.size === b.size && a.first < b.first)))
    );
  }

  /** Adds (sign 1) or removes (sign -1) segment k, returning the change in the intersection. */
  private move(k: number, sign: 1 | -1): number {
    const { from, bigrams } = this.page;
    const { counts, wantedCounts } = this;
    let change = 0;
    for (let b = from[k]!; b < from[k + 1]!; b++) {
      const code = bigrams[b]!;
      if (sign === 1) {
        if (counts[code]! < wantedCounts[code]!) change++;
        counts[code]!++;
      } else {
        counts[code]!--;
        if (counts[code]! < wantedCounts[code]!) change--;
      }
    }
    return change;
  }

  /**
   * Exact scores only for windows that could win. A window's intersection is at most the sum
   * of its segments' own intersections with the SEARCH, so that sum (by prefix sums) bounds
   * its score; the window with the highest bound is scored first, and any window whose bound
   * is below the best score so far is skipped. Null when too many windows survive (pages of
   * near-identical sections), as scoring each one alone would then cost more than sliding.
   */
  bestByBound(): Window | null {
    const { page } = this;
    const ownShared = new Float64Array(page.count + 1);
    for (let k = 0; k < page.count; k++) {
      ownShared[k + 1] = ownShared[k]! + this.move(k, 1);
      this.move(k, -1);
    }
    const bound = (first: number, size: number) =>
      this.dice(ownShared[first + size]! - ownShared[first]!, first, size);
    // The highest bound; on a tie the smaller, earlier window, as the loops meet them first.
    let top = { score: -1, first: 0, size: 0 };
    for (let size = this.smallest; size <= this.largest; size++) {
      for (let first = 0; first + size <= page.count; first++) {
        const score = bound(first, size);
        if (score > top.score) top = { score, first, size };
      }
    }
    const exact = (first: number, size: number): number => {
      let shared = 0;
      for (let k = first; k < first + size; k++) shared += this.move(k, 1);
      for (let k = first; k < first + size; k++) this.move(k, -1);
      return this.dice(shared, first, size);
    };
    let best = { score: exact(top.first, top.size), first: top.first, size: top.size };
    // Scoring windows one by one can cost up to `largest` times sliding: stop at the cost of sliding.
    let budget = 2 * (this.largest - this.smallest + 1) * page.from[page.count]!;
    for (let size = this.smallest; size <= this.largest; size++) {
      for (let first = 0; first + size <= page.count; first++) {
        const limit = bound(first, size);
        if (limit < best.score || limit < NEAREST_THRESHOLD) continue;
        budget -= 2 * (page.from[first + size]! - page.from[first]!);
        if (budget < 0) return null;
        const candidate = { score: exact(first, size), first, size };
        if (WindowScorer.better(candidate, best)) best = candidate;
      }
    }
    return best;
  }

  /** Every window scored, sliding: each segment enters and leaves once per window size. */
  bestBySliding(): Window {
    const { page } = this;
    let best = { score: 0, first: 0, size: 0 };
    for (let size = this.smallest; size <= this.largest; size++) {
      this.counts.fill(0);
      let shared = 0;
      for (let i = 0; i < page.count; i++) {
        shared += this.move(i, 1);
        if (i >= size) shared += this.move(i - size, -1);
        if (i >= size - 1) {
          const candidate = { score: this.dice(shared, i - size + 1, size), first: i - size + 1, size };
          if (WindowScorer.better(candidate, best)) best = candidate;
        }
      }
    }
    this.counts.fill(0);
    return best;
  }
}
