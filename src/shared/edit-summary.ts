/**
 * What an AI edit changed, from the page before and after it: a one-line summary for the chat
 * ("Changed 3 places · +1 section") and a short before/after diff for those who want it.
 *
 * Pages are often minified (a 20 KB line of CSS, the whole body on one line), so the diff is
 * not by line: the page is cut into tags, text runs and CSS declarations, and those are
 * compared (Myers' algorithm). A "place" is one run of changed pieces; runs with only a little
 * unchanged text between them count as one place. Pure and synchronous, used by the server
 * (the stored chat) and the browser (the chat bubble) alike, so both say the same.
 */
import { describeChange } from './edit-places.ts';

export interface DiffHunk {
  /** What changed, in plain words: 'Changed the look of the button “Book now”'. */
  what: string;
  /** The part of the page it is in, in plain words: 'the section “Pricing”'. */
  where: string;
  /** The unchanged code just before the change (shortened), for those who open the code. */
  context: string;
  /** What was there (shortened; '' when the change only adds). */
  removed: string;
  /** What is there now (shortened; '' when the change only removes). */
  added: string;
}

export interface EditDiff {
  hunks: DiffHunk[];
  /** Places not listed (the list is capped). */
  more: number;
}

export interface EditSummary {
  /** e.g. 'Changed 3 places · +1 section', 'Changed 1 place', 'Rewrote the page'. */
  line: string;
  places: number;
  /** `<section>` elements after the edit minus before. */
  sections: number;
  /** Most of the page changed. */
  rewrote: boolean;
  diff: EditDiff;
}

const MAX_HUNKS = 12;
const MAX_SIDE_CHARS = 320;
const CONTEXT_CHARS = 60;
/** Edit distance (in pieces) beyond which the page counts as rewritten; bounds time and memory. */
const MAX_EDIT_DISTANCE = 1500;
/** Changed runs this close (in unchanged pieces and characters) are one place. */
const MERGE_GAP_PIECES = 2;
const MERGE_GAP_CHARS = 40;
/** Share of the page (characters of both versions) changed beyond which it was rewritten. */
const REWRITE_SHARE = 0.5;

/** Tags, and text cut after each `;`, `{`, `}` and line end (CSS declarations, script lines). */
export function tokenizeHtml(html: string): string[] {
  const tokens: string[] = [];
  for (const match of html.matchAll(/<[^>]*>?|[^<]+/g)) {
    const piece = match[0];
    if (piece.startsWith('<')) tokens.push(piece);
    else for (const part of piece.matchAll(/[^;{}\n]*[;{}\n]|[^;{}\n]+/g)) tokens.push(part[0]);
  }
  return tokens;
}

type Op = { kind: 'equal' | 'removed' | 'added'; text: string };

/**
 * The shortest edit script between two token lists (Myers 1986), or null when it would need
 * more than `maxDistance` insertions and deletions.
 */
function diffTokens(a: number[], b: number[], maxDistance: number): ('equal' | 'removed' | 'added')[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxDistance);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d] holds v[k] for k in -d..d as it stood before step d.
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found === -1; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found === -1) return null;

  const script: ('equal' | 'removed' | 'added')[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const before = trace[d]!; // v after step d - 1, for k in -d..d
    const at = (k: number) => before[k + d]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      script.push('equal');
      x--;
      y--;
    }
    script.push(down ? 'added' : 'removed');
    if (down) y--;
    else x--;
  }
  while (x > 0 && y > 0) {
    script.push('equal');
    x--;
    y--;
  }
  return script.reverse();
}

function editOps(before: string[], after: string[]): Op[] | null {
  // Common ends first: most edits touch a small middle of a large page.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endA = before.length;
  let endB = after.length;
  while (endA > start && endB > start && before[endA - 1] === after[endB - 1]) {
    endA--;
    endB--;
  }
  const ids = new Map<string, number>();
  const id = (token: string) => {
    let known = ids.get(token);
    if (known === undefined) {
      known = ids.size;
      ids.set(token, known);
    }
    return known;
  };
  const a = before.slice(start, endA).map(id);
  const b = after.slice(start, endB).map(id);
  const script = diffTokens(a, b, MAX_EDIT_DISTANCE);
  if (!script) return null;
  const ops: Op[] = before.slice(0, start).map((text) => ({ kind: 'equal', text }));
  let i = start;
  let j = start;
  for (const kind of script) {
    if (kind === 'equal') {
      ops.push({ kind, text: before[i++]! });
      j++;
    } else if (kind === 'removed') {
      ops.push({ kind, text: before[i++]! });
    } else {
      ops.push({ kind, text: after[j++]! });
    }
  }
  for (const text of before.slice(endA)) ops.push({ kind: 'equal', text });
  return ops;
}

interface RawHunk {
  /** The unchanged pieces before the change. */
  context: string[];
  removed: string[];
  added: string[];
  /** Where the run is in the token lists of both versions: [start, end). */
  beforeStart: number;
  beforeEnd: number;
  afterStart: number;
  afterEnd: number;
}

/** Runs of changed pieces, with short unchanged gaps folded in (on both sides). */
function groupHunks(ops: Op[]): RawHunk[] {
  const hunks: RawHunk[] = [];
  let equal: string[] = [];
  let current: RawHunk | null = null;
  let i = 0; // position in the version before
  let j = 0; // and after
  for (const op of ops) {
    if (op.kind === 'equal') {
      equal.push(op.text);
      i++;
      j++;
      continue;
    }
    const gapChars = equal.reduce((sum, text) => sum + text.trim().length, 0);
    if (current && (equal.length <= MERGE_GAP_PIECES || gapChars === 0) && gapChars <= MERGE_GAP_CHARS) {
      current.removed.push(...equal);
      current.added.push(...equal);
    } else {
      current = {
        context: equal.slice(-CONTEXT_CHARS),
        removed: [],
        added: [],
        beforeStart: i,
        beforeEnd: i,
        afterStart: j,
        afterEnd: j,
      };
      hunks.push(current);
    }
    equal = [];
    (op.kind === 'removed' ? current.removed : current.added).push(op.text);
    if (op.kind === 'removed') i++;
    else j++;
    current.beforeEnd = i;
    current.afterEnd = j;
  }
  return hunks;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function formatSize(chars: number): string {
  return chars < 1024 ? `${chars} characters` : `${(chars / 1024).toFixed(1)} KB`;
}

/** At most MAX_SIDE_CHARS: the start and the end of a long change, and how much is left out. */
export function shorten(text: string, limit = MAX_SIDE_CHARS): string {
  const flat = squash(text);
  if (flat.length <= limit) return flat;
  const head = flat.slice(0, Math.round(limit * 0.7));
  const tail = flat.slice(flat.length - Math.round(limit * 0.2));
  return `${head} … (${formatSize(flat.length - head.length - tail.length)} more) … ${tail}`;
}

/**
 * The last unchanged pieces before a change, whole, up to CONTEXT_CHARS; or the start of the
 * last one when even that is longer (`<meta name="description" content="Fresh…>`).
 */
function contextOf(pieces: string[]): string {
  let text = '';
  let index = pieces.length - 1;
  for (; index >= 0; index--) {
    const next = squash(pieces[index]! + text);
    if (next.length > CONTEXT_CHARS) break;
    text = next;
  }
  if (index < 0) return text;
  if (text) return `…${text}`;
  const long = squash(pieces[index]!);
  const head = `${long.slice(0, CONTEXT_CHARS - 2)}…`;
  return long.startsWith('<') ? `${head}>` : head;
}

const countSections = (html: string) => (html.match(/<section[\s>]/gi) ?? []).length;

export function formatEditSummary(places: number, sections: number, rewrote: boolean): string {
  const change = rewrote
    ? 'Rewrote the page'
    : places === 0
      ? 'No changes to the page'
      : `Changed ${places} place${places === 1 ? '' : 's'}`;
  if (sections === 0) return change;
  const count = Math.abs(sections);
  return `${change} · ${sections > 0 ? '+' : '−'}${count} section${count === 1 ? '' : 's'}`;
}

/** A line formatEditSummary wrote (how a stored reply's summary is recognised). */
export const EDIT_SUMMARY_LINE =
  /^(?:Rewrote the page|No changes to the page|Changed \d+ places?)(?: · [+−]\d+ sections?)?$/;

export function summarizeEdit(before: string, after: string): EditSummary {
  const sections = countSections(after) - countSections(before);
  const beforeTokens = tokenizeHtml(before);
  const afterTokens = tokenizeHtml(after);
  const ops = editOps(beforeTokens, afterTokens);
  if (!ops) {
    const rewritten = {
      what: 'Rewrote the whole page',
      where: 'the page',
      context: '',
      removed: shorten(before),
      added: shorten(after),
    };
    const diff = { hunks: [rewritten], more: 0 };
    return { line: formatEditSummary(1, sections, true), places: 1, sections, rewrote: true, diff };
  }
  const raw = groupHunks(ops);
  const changed = ops.reduce((sum, op) => sum + (op.kind === 'equal' ? 0 : op.text.length), 0);
  const rewrote = raw.length > 0 && changed > REWRITE_SHARE * (before.length + after.length);
  const hunks = raw.slice(0, MAX_HUNKS).map((hunk) => ({
    ...describeChange({ ...hunk, before: beforeTokens, after: afterTokens }),
    context: contextOf(hunk.context),
    removed: shorten(hunk.removed.join('')),
    added: shorten(hunk.added.join('')),
  }));
  return {
    line: formatEditSummary(raw.length, sections, rewrote),
    places: raw.length,
    sections,
    rewrote,
    diff: { hunks, more: raw.length - hunks.length },
  };
}
