/**
 * Reading an assistant message: where its fenced html block is (complete or still being
 * written) and how far a streamed page has got. Plain string scanning, cheap enough to run
 * on every animation frame of a 60 KB stream.
 */

export type ContentPart = { type: 'text'; text: string } | { type: 'html'; code: string; complete: boolean };

export interface StreamProgress {
  /** Characters of the assistant reply so far. */
  chars: number;
  /** Characters of HTML so far (inside the html fence, or from the doctype). */
  htmlChars: number;
  /** `<section` elements written so far. */
  sections: number;
}

export const EMPTY_PROGRESS: StreamProgress = { chars: 0, htmlChars: 0, sections: 0 };

const FENCE_OPEN = /```html\b[^\n]*(?:\n|$)/gi;
const FENCE_CLOSE = '```';

export function splitMessageContent(text: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let at = 0;
  const plain = (end: number) => {
    const slice = text.slice(at, end);
    if (slice.trim()) parts.push({ type: 'text', text: slice });
  };
  while (at < text.length) {
    FENCE_OPEN.lastIndex = at;
    const open = FENCE_OPEN.exec(text);
    if (!open) break;
    plain(open.index);
    const start = open.index + open[0].length;
    const close = text.indexOf(FENCE_CLOSE, start);
    if (close === -1) {
      parts.push({ type: 'html', code: text.slice(start), complete: false });
      return parts;
    }
    parts.push({ type: 'html', code: text.slice(start, close).replace(/\n$/, ''), complete: true });
    at = close + FENCE_CLOSE.length;
  }
  plain(text.length);
  return parts;
}

/** Hides a fence still being typed ("``", "```ht") so it does not flash up as text. */
export function trimPartialFence(text: string): string {
  return text.replace(/`{1,3}(?:h(?:t(?:m(?:l)?)?)?)?$/i, '');
}

function htmlStart(text: string): number {
  FENCE_OPEN.lastIndex = 0;
  const fence = FENCE_OPEN.exec(text);
  if (fence) return fence.index + fence[0].length;
  return text.search(/<!doctype html|<html[\s>]/i);
}

/** The page inside a reply, complete or partial; '' when there is none yet. */
export function extractHtmlFromText(text: string): string {
  const html = splitMessageContent(text).find((part) => part.type === 'html');
  if (html?.type === 'html') return html.code;
  const start = htmlStart(text);
  return start === -1 ? '' : text.slice(start);
}

export function measureStream(text: string): StreamProgress {
  const start = htmlStart(text);
  if (start === -1) return { chars: text.length, htmlChars: 0, sections: 0 };
  let sections = 0;
  const pattern = /<section[\s>]/gi;
  pattern.lastIndex = start;
  while (pattern.exec(text)) sections++;
  return { chars: text.length, htmlChars: text.length - start, sections };
}

export function formatProgress(progress: StreamProgress): string {
  const received = `${(progress.chars / 1024).toFixed(1)} KB received`;
  if (progress.sections === 0) return received;
  return `${received} · ${progress.sections} section${progress.sections === 1 ? '' : 's'}`;
}
