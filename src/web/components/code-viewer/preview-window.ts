import { SANDBOX_FRAME_URL } from '../sandboxed-frame/sandboxed-frame';

/**
 * Generated HTML is hostile (architecture section 5): it must never run with the app's
 * origin. So "Open Preview in New Tab" never document.write()s it into a window of ours:
 * - a saved page opens its server preview, which is served with a CSP sandbox header;
 * - unsaved HTML opens the server's sandbox frame (also an opaque origin) with the page in
 *   the URL fragment, which stays in the browser and is never sent to the server.
 * Both open with noopener, so the page cannot reach back into the app through window.opener.
 */

export function previewUrl(pageId: number): string {
  // The timestamp defeats any cache, so a just-modified page shows its newest version.
  return `/api/landing-pages/${pageId}/preview?t=${Date.now()}`;
}

export function unsavedPreviewUrl(html: string): string {
  return `${SANDBOX_FRAME_URL}#${encodeURIComponent(html)}`;
}

export function openPreviewInNewTab(html: string, pageId?: number): void {
  const url = pageId !== undefined ? previewUrl(pageId) : unsavedPreviewUrl(html);
  window.open(url, '_blank', 'noopener,noreferrer');
}
