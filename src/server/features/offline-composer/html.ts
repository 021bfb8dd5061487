import { escapeHtml } from '../../../shared/html-escape.ts';

/** Escapes text for element content and double-quoted attribute values alike (the engine's short name). */
export const esc = escapeHtml;

/** Goes before every form the engine writes: tells whoever reads the code why it has no action. */
export const LEAD_FORM_NOTE = "<!-- Pagecraft's export connects this form to the page's lead settings. -->";

export function slug(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'item'
  );
}

export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A name closing a sentence: "Kettle & Co." keeps its one dot, "Forge" gets one. */
export function endSentence(value: string): string {
  return /[.!?]$/.test(value) ? value : `${value}.`;
}

/** Only http(s) URLs and image data URLs reach the page; anything else (javascript:, file:) is dropped. */
export function safeUrl(value: unknown, allowDataImage = false): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^https?:\/\/[^\s"'<>]+$/i.test(url)) return url;
  if (allowDataImage && /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[a-z0-9+/=]+$/i.test(url))
    return url;
  return null;
}

/**
 * The first of `choices` that fits in `max` characters, whole: copy is never cut mid-phrase
 * (a cut word or a trailing "…" is a page no marketer would publish). The last choice is the
 * short fixed wording the caller knows fits.
 */
export function firstThatFits(max: number, ...choices: (string | null | undefined)[]): string {
  const given = choices.filter((c): c is string => !!c && c.trim() !== '');
  return given.find((c) => c.length <= max) ?? given[given.length - 1] ?? '';
}

/** Whole sentences from the start of `text`, as many as fit in `max` characters ('' if none). */
export function wholeSentences(text: string, max: number): string {
  let out = '';
  for (const sentence of text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > max) break;
    out = next;
  }
  return out;
}

/** Initials for avatar circles: "Maria Lopez" -> "ML". */
export function initials(name: string): string {
  const parts = name.split(/\s+/).filter((p) => /^[a-z]/i.test(p));
  return (
    (parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}

/** "a" or "an" for a following word (by sound for the common cases). */
export function article(word: string): string {
  return /^(?:[aeio]|u(?![ns]i|ni|se|su|to|ra))/i.test(word.trim()) ? 'an' : 'a';
}
