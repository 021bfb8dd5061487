import { diffLines, diffWordsWithSpace } from 'diff';

/**
 * The Compare view's model: a line diff of an older version (left) against the live page
 * (right), as side-by-side rows and as a unified list, with long unchanged runs folded.
 */
/** A piece of a changed line; `changed` marks the words that differ from its partner line. */
export interface LinePart {
  text: string;
  changed: boolean;
}

export interface DiffLine {
  /** 1-based line number in its own document. */
  no: number;
  text: string;
  /** For a changed line paired with its new (or old) form: which words changed. */
  parts?: LinePart[];
}

export type RowKind = 'same' | 'changed' | 'removed' | 'added';

export interface SideBySideRow {
  kind: RowKind;
  left: DiffLine | null;
  right: DiffLine | null;
}

export interface UnifiedRow {
  kind: 'same' | 'removed' | 'added';
  oldNo: number | null;
  newNo: number | null;
  text: string;
  parts?: LinePart[];
}

export interface DiffModel {
  sideBySide: SideBySideRow[];
  unified: UnifiedRow[];
  added: number;
  removed: number;
  identical: boolean;
}

/** Rows shown, or a run of unchanged rows folded behind "N unchanged lines". */
export type Block<Row> = { type: 'rows'; rows: Row[] } | { type: 'fold'; rows: Row[] };

// Beyond this the diff gives up rather than freeze the tab (pages are at most ~1.5 MB).
const DIFF_TIMEOUT_MS = 3000;
// Word highlights only where they help: lines of sensible length, mostly unchanged.
const MAX_WORD_DIFF_CHARS = 2000;
const MAX_CHANGED_SHARE = 0.6;

/** Which words of two paired lines differ, or null when highlighting would not help. */
export function wordParts(oldLine: string, newLine: string): { old: LinePart[]; new: LinePart[] } | null {
  if (oldLine.length > MAX_WORD_DIFF_CHARS || newLine.length > MAX_WORD_DIFF_CHARS) return null;
  const old: LinePart[] = [];
  const next: LinePart[] = [];
  let changedChars = 0;
  for (const change of diffWordsWithSpace(oldLine, newLine)) {
    if (change.removed) old.push({ text: change.value, changed: true });
    else if (change.added) next.push({ text: change.value, changed: true });
    else {
      old.push({ text: change.value, changed: false });
      next.push({ text: change.value, changed: false });
    }
    if (change.added || change.removed) changedChars += change.value.length;
  }
  const total = oldLine.length + newLine.length;
  if (total === 0 || changedChars / total > MAX_CHANGED_SHARE) return null;
  return { old, new: next };
}

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

const withFinalNewline = (text: string) => {
  const unix = text.replace(/\r\n?/g, '\n');
  return unix.endsWith('\n') || unix === '' ? unix : `${unix}\n`;
};

/** null when the texts are too different to diff in reasonable time. */
export function buildDiff(oldText: string, newText: string): DiffModel | null {
  const changes = diffLines(withFinalNewline(oldText), withFinalNewline(newText), {
    timeout: DIFF_TIMEOUT_MS,
  });
  if (!changes) return null;
  const sideBySide: SideBySideRow[] = [];
  const unified: UnifiedRow[] = [];
  let oldNo = 0;
  let newNo = 0;
  let added = 0;
  let removed = 0;
  let pendingRemoved: DiffLine[] = [];
  let pendingRemovedRows: UnifiedRow[] = [];

  // A run of removed lines pairs up, row by row, with the added run right after it.
  const flushRemoved = (addedLines: DiffLine[], addedRows: UnifiedRow[]) => {
    const count = Math.max(pendingRemoved.length, addedLines.length);
    for (let i = 0; i < count; i++) {
      const left = pendingRemoved[i] ?? null;
      const right = addedLines[i] ?? null;
      sideBySide.push({ kind: left && right ? 'changed' : left ? 'removed' : 'added', left, right });
      const parts = left && right ? wordParts(left.text, right.text) : null;
      if (parts) {
        left!.parts = parts.old;
        right!.parts = parts.new;
        pendingRemovedRows[i]!.parts = parts.old;
        addedRows[i]!.parts = parts.new;
      }
    }
    pendingRemoved = [];
    pendingRemovedRows = [];
  };

  for (const change of changes) {
    const lines = linesOf(change.value);
    if (change.removed) {
      for (const text of lines) {
        const line: DiffLine = { no: ++oldNo, text };
        const row: UnifiedRow = { kind: 'removed', oldNo: line.no, newNo: null, text };
        pendingRemoved.push(line);
        pendingRemovedRows.push(row);
        unified.push(row);
      }
      removed += lines.length;
    } else if (change.added) {
      const addedLines: DiffLine[] = lines.map((text) => ({ no: ++newNo, text }));
      const addedRows = addedLines.map(
        (line): UnifiedRow => ({ kind: 'added', oldNo: null, newNo: line.no, text: line.text }),
      );
      unified.push(...addedRows);
      added += lines.length;
      flushRemoved(addedLines, addedRows);
    } else {
      flushRemoved([], []);
      for (const text of lines) {
        const left = { no: ++oldNo, text };
        const right = { no: ++newNo, text };
        sideBySide.push({ kind: 'same', left, right });
        unified.push({ kind: 'same', oldNo: left.no, newNo: right.no, text });
      }
    }
  }
  flushRemoved([], []);
  return { sideBySide, unified, added, removed, identical: added === 0 && removed === 0 };
}

/**
 * Folds unchanged runs so only `context` lines show around each change; a fold shorter than
 * `minFold` lines is not worth a button and stays open.
 */
export function foldUnchanged<Row extends { kind: string }>(
  rows: Row[],
  context = 3,
  minFold = 4,
): Block<Row>[] {
  const blocks: Block<Row>[] = [];
  let shown: Row[] = [];
  let i = 0;
  while (i < rows.length) {
    if (rows[i]!.kind !== 'same') {
      shown.push(rows[i]!);
      i++;
      continue;
    }
    let end = i;
    while (end < rows.length && rows[end]!.kind === 'same') end++;
    const keepBefore = i === 0 ? 0 : context; // after a change
    const keepAfter = end === rows.length ? 0 : context; // before a change
    const foldFrom = i + keepBefore;
    const foldTo = end - keepAfter;
    if (foldTo - foldFrom >= minFold) {
      shown.push(...rows.slice(i, foldFrom));
      if (shown.length) blocks.push({ type: 'rows', rows: shown });
      blocks.push({ type: 'fold', rows: rows.slice(foldFrom, foldTo) });
      shown = rows.slice(foldTo, end);
    } else {
      shown.push(...rows.slice(i, end));
    }
    i = end;
  }
  if (shown.length) blocks.push({ type: 'rows', rows: shown });
  return blocks;
}
