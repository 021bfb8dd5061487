import { applyPatches, type Patch } from '../../../lib/patches.ts';

/** Turns position-based edits into search/replace patches whose search text is unique. */

export interface Edit {
  start: number;
  end: number;
  text: string;
}

function isUnique(html: string, search: string): boolean {
  if (!search) return false;
  const at = html.indexOf(search);
  return at !== -1 && html.indexOf(search, at + 1) === -1;
}

/**
 * Grows [start, end) until the slice occurs once in `html`. Growth snaps to tag or line
 * edges where it can, so patches read as whole markup rather than arbitrary fragments.
 */
function uniqueWindow(html: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  if (s === e) {
    if (e < html.length) e += 1;
    else s = Math.max(0, s - 1);
  }
  let step = 12;
  while (!isUnique(html, html.slice(s, e))) {
    if (s === 0 && e === html.length) break;
    const left = html.lastIndexOf('<', Math.max(0, s - step));
    const right = html.indexOf('>', Math.min(html.length, e + step));
    s = Math.max(0, left === -1 ? s - step : Math.min(s - 1, left));
    e = Math.min(html.length, right === -1 ? e + step : Math.max(e + 1, right + 1));
    step *= 2;
  }
  return [Math.max(0, s), Math.min(html.length, e)];
}

/** The page once the patches are applied as the server applies them (lib/patches.ts), or null when one does not apply. */
export function simulate(html: string, patches: Patch[]): string | null {
  const outcome = applyPatches(html, patches);
  return outcome.ok ? outcome.html : null;
}

export function applyEdits(html: string, edits: Edit[]): string {
  let out = html;
  for (const e of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

export function editsToPatches(html: string, edits: Edit[]): Patch[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const groups: { s: number; e: number; edits: Edit[] }[] = [];
  for (const edit of sorted) {
    const [s, e] = uniqueWindow(html, edit.start, edit.end);
    const last = groups[groups.length - 1];
    if (last && s <= last.e) {
      last.e = Math.max(last.e, e);
      last.edits.push(edit);
    } else {
      groups.push({ s, e, edits: [edit] });
    }
  }
  const build = (g: { s: number; e: number; edits: Edit[] }): Patch => {
    const search = html.slice(g.s, g.e);
    const local = g.edits.map((x) => ({ start: x.start - g.s, end: x.end - g.s, text: x.text }));
    return { search, replace: applyEdits(search, local) };
  };
  const patches = groups.map(build);
  const expected = applyEdits(html, sorted);
  if (simulate(html, patches) === expected) return patches;
  // A replacement created a second copy of a later anchor: fall back to one covering patch.
  const s = Math.min(...groups.map((g) => g.s));
  const e = Math.max(...groups.map((g) => g.e));
  return [build({ s, e, edits: sorted })];
}

/** Runs clauses in sequence: each clause's patches are computed against the page as it stands. */
export class PatchBuilder {
  html: string;
  readonly patches: Patch[] = [];

  constructor(html: string) {
    this.html = html;
  }

  add(edits: Edit[]): void {
    if (!edits.length) return;
    const patches = editsToPatches(this.html, edits);
    const next = simulate(this.html, patches);
    if (next === null) throw new Error('internal: patches do not apply');
    this.patches.push(...patches);
    this.html = next;
  }
}
