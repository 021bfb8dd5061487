/**
 * Generated HTML is hostile (architecture section 5): it must never run with the app's
 * origin. So "Open Preview in New Tab" never document.write()s it into a window of ours:
 * - a saved page opens its server preview, which is served with a CSP sandbox header;
 * - unsaved HTML opens a blob: document. A blob URL made here has the app's origin, so the
 *   blob is only a script-free wrapper that shows the page in an iframe sandboxed WITHOUT
 *   allow-same-origin (an opaque origin), exactly like the in-app preview.
 * Both open with noopener, so the page cannot reach back into the app through window.opener.
 */

export const PREVIEW_SANDBOX = 'allow-scripts allow-forms allow-popups';
// Long enough for the new tab to load the blob; after that it only holds memory.
const BLOB_LIFETIME_MS = 60_000;

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export function previewWrapperDocument(html: string, title: string): string {
  const name = escapeHtml(title || 'Landing page');
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${name} · Preview</title>`,
    '<style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;width:100%;height:100%;border:0}</style>',
    `</head><body><iframe title="${name}" sandbox="${PREVIEW_SANDBOX}" srcdoc="${escapeHtml(html)}"></iframe>`,
    '</body></html>',
  ].join('');
}

export function previewUrl(pageId: number): string {
  // The timestamp defeats any cache, so a just-modified page shows its newest version.
  return `/api/landing-pages/${pageId}/preview?t=${Date.now()}`;
}

export function openPreviewInNewTab(html: string, title: string, pageId?: number): void {
  if (pageId !== undefined) {
    window.open(previewUrl(pageId), '_blank', 'noopener,noreferrer');
    return;
  }
  const blob = new Blob([previewWrapperDocument(html, title)], { type: 'text/html;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener,noreferrer');
  setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFETIME_MS);
}
