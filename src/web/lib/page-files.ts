/** Getting a generated page out of the app: as a downloaded .html file or on the clipboard. */

/**
 * Spec section 9: the title with every non-alphanumeric character replaced by the separator
 * (underscores; the edit page uses hyphens), lower-cased, plus `.html`.
 */
export function downloadFileName(title: string, separator: '_' | '-' = '_', suffix = ''): string {
  const stem = /[a-z0-9]/i.test(title)
    ? title.replace(/[^a-z0-9]/gi, separator).toLowerCase()
    : 'landing-page';
  return `${stem}${suffix}.html`;
}

/** A funnel-builder snippet is not a page: `-snippet` before `.html` says so. */
export const SNIPPET_FILE_SUFFIX = '-snippet';

// Revoking right after click() can cancel the download in some browsers; a delay is safe.
const REVOKE_DELAY_MS = 10_000;

export function downloadHtml(html: string, title: string, separator: '_' | '-' = '_', suffix = ''): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(title, separator, suffix);
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
