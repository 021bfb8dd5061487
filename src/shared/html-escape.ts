/**
 * HTML escaping, written once. Three needs, three functions:
 * - escapeHtml: safe anywhere, in element content and in quoted attribute values alike (the
 *   offline engine, the hosted thank-you page);
 * - escapeText and escapeAttribute: what an HTML serialiser writes for a text node or a
 *   double-quoted attribute value, for code that edits a page's source in place and must keep
 *   every other byte as it was (the funnel snippet, image slots, text edits).
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes `& < > " '`: safe in element content and in any quoted attribute value. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** A text node as the HTML serialiser writes it: `&`, no-break spaces, `<` and `>`. */
export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A double-quoted attribute value: `&` and `"` (all the quoting needs). */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
