import { toast } from '@/hooks/use-toast';
import { SANDBOX_FRAME_URL } from '../sandboxed-frame/sandboxed-frame';

/**
 * Generated HTML is hostile (docs/decisions/009-previews-and-click-to-edit.md): it must never run with the app's
 * origin. So "Open Preview in New Tab" never document.write()s it into a window of ours:
 * - a saved page opens its server preview, which is served with a CSP sandbox header;
 * - unsaved HTML opens the server's sandbox frame (also an opaque origin) with the page in
 *   the URL fragment, which stays in the browser and is never sent to the server.
 * Neither tab can reach back into the app through window.opener.
 */

export function previewUrl(pageId: number): string {
  // The timestamp defeats any cache, so a just-modified page shows its newest version.
  return `/api/landing-pages/${pageId}/preview?t=${Date.now()}`;
}

export function unsavedPreviewUrl(html: string): string {
  return `${SANDBOX_FRAME_URL}#${encodeURIComponent(html)}`;
}

export function openPreviewInNewTab(html: string, pageId?: number): Promise<void> {
  if (pageId !== undefined) return openSavedPreview(pageId);
  window.open(unsavedPreviewUrl(html), '_blank', 'noopener,noreferrer');
  return Promise.resolve();
}

/**
 * A saved page's preview, checked before it is shown: the tab is opened at once (inside the click,
 * so no popup blocker stops it), cut off from this window, and sent to the preview only once the
 * server says it exists; otherwise it closes and a toast (docs/product.md, 'Code viewer') explains
 * why ('Error loading preview: {message}').
 */
async function openSavedPreview(pageId: number): Promise<void> {
  const url = previewUrl(pageId);
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText || 'Request failed'}`);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener,noreferrer');
  } catch (error) {
    tab?.close();
    toast({
      title: 'Failed to load preview',
      description: `Error loading preview: ${error instanceof Error ? error.message : String(error)}`,
      variant: 'destructive',
    });
  }
}
