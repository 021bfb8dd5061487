/**
 * Search/replace edits. Models answer small edits with blocks in this format instead of a
 * whole new page, which cuts output tokens (latency and cost) by an order of magnitude:
 *
 *   <<<<<<< SEARCH
 *   exact text from the current page
 *   =======
 *   replacement text
 *   >>>>>>> REPLACE
 */
export interface Patch {
  search: string;
  replace: string;
}

const BLOCK = /<{5,9} ?SEARCH[^\n]*\n([\s\S]*?)\n?={5,9}[^\n]*\n([\s\S]*?)\n?>{5,9} ?REPLACE/g;

export function parsePatches(text: string): Patch[] {
  return [...text.matchAll(BLOCK)].map((match) => ({ search: match[1] ?? '', replace: match[2] ?? '' }));
}

export function formatPatches(patches: Patch[]): string {
  return patches
    .map((p) => `<<<<<<< SEARCH\n${p.search}\n=======\n${p.replace}\n>>>>>>> REPLACE`)
    .join('\n\n');
}

export type PatchOutcome = { ok: true; html: string } | { ok: false; failedIndex: number; reason: string };

/**
 * Applies patches in order. Each search text must occur exactly once in the page as it
 * stands at that point: an ambiguous or missing anchor means the model misremembered the
 * page, and guessing would corrupt it, so the whole set is refused instead.
 */
export function applyPatches(html: string, patches: Patch[]): PatchOutcome {
  let current = html;
  for (const [index, patch] of patches.entries()) {
    const found = locateExact(current, patch.search);
    if (!found.ok) return { ok: false, failedIndex: index, reason: found.reason };
    current = current.slice(0, found.start) + patch.replace + current.slice(found.end);
  }
  return { ok: true, html: current };
}

export type ExactLocation = { ok: true; start: number; end: number } | { ok: false; reason: string };

/**
 * Where `search` occurs in `html`, exactly and only once. A page saved with CRLF line ends is
 * also searched with the model's LF text turned into CRLF, since models always write LF.
 */
export function locateExact(html: string, search: string): ExactLocation {
  if (search.length === 0) return { ok: false, reason: 'empty search text' };
  let needle = search;
  let at = html.indexOf(needle);
  if (at === -1 && html.includes('\r\n')) {
    needle = search.replace(/\r?\n/g, '\r\n');
    at = html.indexOf(needle);
  }
  if (at === -1) return { ok: false, reason: 'search text not found' };
  if (html.indexOf(needle, at + 1) !== -1) return { ok: false, reason: 'search text occurs more than once' };
  return { ok: true, start: at, end: at + needle.length };
}
