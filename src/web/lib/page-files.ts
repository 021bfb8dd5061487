/** Getting a generated page out of the app: as a downloaded .html file or on the clipboard. */

/** Longest file-name stem: long enough for a business name and a few words of its headline. */
export const MAX_FILE_SLUG_CHARS = 60;
const FALLBACK_SLUG = 'landing-page';

// Letters that Unicode does not decompose into a base letter and an accent.
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * A readable file-name stem from a page title: `Bright Smile Dental | Book today!` gives
 * `bright-smile-dental-book-today`. Accents are folded (café → cafe), `&` reads as `and`,
 * apostrophes join their word (Joe's → joes), anything else that is not a letter or digit
 * separates words. Cut at a word boundary to `maxChars`; 'landing-page' when nothing is left.
 */
export function fileSlug(title: string, maxChars = MAX_FILE_SLUG_CHARS): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > maxChars) {
      // One word longer than the limit on its own is cut; otherwise the slug ends at a word.
      if (!slug) slug = word.slice(0, maxChars);
      break;
    }
    slug = longer;
  }
  return slug || FALLBACK_SLUG;
}

/** The download's file name: the title's slug, an optional suffix, `.html`. */
export function downloadFileName(title: string, suffix = ''): string {
  return `${fileSlug(title)}${suffix}.html`;
}

/** A funnel-builder snippet is not a page: `-snippet` before `.html` says so. */
export const SNIPPET_FILE_SUFFIX = '-snippet';

// Revoking right after click() can cancel the download in some browsers; a delay is safe.
const REVOKE_DELAY_MS = 10_000;

export function downloadHtml(html: string, title: string, suffix = ''): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(title, suffix);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}

/**
 * Copies text. The async Clipboard API needs a secure context and focus; the hidden
 * textarea + execCommand path covers plain-HTTP deployments and older browsers.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or not focused: try the legacy path below.
    }
  }
  const previousFocus = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    if (!document.execCommand('copy')) throw new Error('Copy command was refused');
  } finally {
    area.remove();
    previousFocus?.focus?.();
  }
}
