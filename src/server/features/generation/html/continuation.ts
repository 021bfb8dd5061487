import { isCompleteDocument } from './document.ts';

/**
 * Joining the segments of an answer the provider cut at its output limit. Asked to "continue
 * exactly where it stopped", real models often re-open the code fence, or repeat the last
 * line or paragraph before going on; pasted as they are, either would corrupt the page.
 */

/** An overlap shorter than this is as likely to be chance ("</div>\n") as repetition. */
export const MIN_OVERLAP = 20;
/** How much of a continuation's start is held back, to recognise a repeated stretch. */
export const OVERLAP_WINDOW = 2_000;

const REOPENED_FENCE = /^\s*```[a-z]*[^\n]*\n/i;

/** Whether `text` ends inside an open ``` fence. */
function insideFence(text: string): boolean {
  return (text.match(/^\s*```/gm)?.length ?? 0) % 2 === 1;
}

/**
 * The part of `next` that continues `previous`. A fence re-opened while the previous segment's
 * fence is still open is dropped. A repeat is dropped when the model restarted the line it was
 * cut in: `previous` ends mid-line, and `next` begins with the longest stretch (at least
 * MIN_OVERLAP characters, within OVERLAP_WINDOW) that `previous` ends with, starting at one of
 * its line starts. A cut mid-line that is simply continued never matches that, and pages
 * repeat identical markup often enough (icon lists, cards) that an overlap alone proves nothing.
 */
export function continuationTail(previous: string, next: string): string {
  let rest = next;
  if (insideFence(previous) && REOPENED_FENCE.test(rest)) rest = rest.replace(REOPENED_FENCE, '');
  if (previous.endsWith('\n')) return rest;
  const lineStart = previous.lastIndexOf('\n') + 1;
  for (const candidate of [rest, rest.replace(/^\s+/, '')]) {
    for (let start = lineStart; start >= 0 && previous.length - start <= OVERLAP_WINDOW; ) {
      const repeated = previous.slice(start);
      if (repeated.length >= MIN_OVERLAP && candidate.startsWith(repeated))
        return candidate.slice(repeated.length);
      if (start === 0) break;
      start = previous.lastIndexOf('\n', start - 2) + 1;
    }
  }
  return rest;
}

/** Elements whose content is text: a cut inside one leaves the document broken, not merely short. */
const OPEN_RAW = /<(script|style|textarea|title)\b[^>]*>(?![\s\S]*<\/\1\s*>)/i;

/**
 * A document the last allowed segment left without its closing tags is finished when the cut
 * fell between tags (nothing half-written: no open tag, comment, script or style), by adding
 * `</body></html>`; the browser closes the elements still open, as it would anyway. Null when
 * the body is not whole: the page is refused rather than saved broken.
 */
export function closeCutDocument(html: string): string | null {
  if (isCompleteDocument(html)) return html;
  const trimmed = html.replace(/\s+$/, '');
  if (!/^(?:<!--[\s\S]*?-->\s*)*<!doctype html/i.test(trimmed) || !/<body[\s>]/i.test(trimmed)) return null;
  if (!trimmed.endsWith('>')) return null;
  if (trimmed.lastIndexOf('<') > trimmed.lastIndexOf('>')) return null;
  if (trimmed.lastIndexOf('<!--') > trimmed.lastIndexOf('-->')) return null;
  if (OPEN_RAW.test(trimmed)) return null;
  // The last thing written is a closed element, not an opening tag waiting for its content.
  if (!/<\/[a-z][\w-]*\s*>$|<[^>]+\/>$|<(?:br|hr|img|input|meta|link)\b[^>]*>$/i.test(trimmed)) return null;
  const closed = `${trimmed}${/<\/body\s*>$/i.test(trimmed) ? '' : '\n</body>'}\n</html>`;
  return isCompleteDocument(closed) ? closed : null;
}
