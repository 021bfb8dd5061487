import { DEFAULT_PAGE_TITLE } from '../../../../shared/constants.ts';

/**
 * Pulls the page out of a model's answer: the last ```html fenced block (an unterminated
 * fence counts when it holds a whole document), else a bare <!DOCTYPE html> ... </html>.
 */
export function extractHtml(text: string): string | null {
  const fences = [...text.matchAll(/```html[^\n]*\n([\s\S]*?)(?:```|$)/gi)].map((m) => m[1]!.trim());
  const fenced = fences.reverse().find((block) => /<html[\s>]/i.test(block) || /<!doctype html/i.test(block));
  if (fenced) return fenced;
  const start = text.search(/<!doctype html|<html[\s>]/i);
  if (start === -1) return null;
  const end = text.toLowerCase().lastIndexOf('</html>');
  return end > start ? text.slice(start, end + '</html>'.length).trim() : text.slice(start).trim();
}

/** Only a whole document is ever saved: doctype, a body, and the closing </html>. */
export function isCompleteDocument(html: string): boolean {
  const trimmed = html.trim();
  return (
    /^(?:<!--[\s\S]*?-->\s*)*<!doctype html/i.test(trimmed) &&
    /<body[\s>]/i.test(trimmed) &&
    /<\/body>\s*<\/html>$/i.test(trimmed)
  );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

export function extractTitle(html: string): string {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const title = match?.[1]
    ?.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  return title ? title.slice(0, 200) : DEFAULT_PAGE_TITLE;
}

/** Chat history without page bodies: the model gets one copy of the page, not one per turn. */
export function stripHtmlBlocks(text: string): string {
  return text
    .replace(/```html[\s\S]*?(?:```|$)/gi, '[page HTML omitted]')
    .replace(/<!doctype html[\s\S]*?<\/html>/gi, '[page HTML omitted]');
}
