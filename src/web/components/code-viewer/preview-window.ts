import { SANDBOX_FRAME_URL, SANDBOX_MESSAGE } from '@shared/sandbox-frame';
import { toast } from '@/hooks/use-toast';

/**
 * Generated HTML is hostile (docs/decisions/009-previews-and-click-to-edit.md): it must never run with the app's
 * origin. So "Open Preview in New Tab" never document.write()s it into a window of ours:
 * - a saved page opens its server preview, which is served with a CSP sandbox header, in a tab
 *   cut off from this window (no window.opener);
 * - unsaved HTML opens the server's sandbox frame (also an opaque origin) and hands it the page
 *   by postMessage once the frame says it listens (openUnsavedPreview). The HTML never travels
 *   in the URL: the frame takes HTML only from its opener or parent at the app's origin, so a
 *   link can never make it show anything (docs/product.md, 'Code viewer').
 */

export function previewUrl(pageId: number): string {
  // The timestamp defeats any cache, so a just-modified page shows its newest version.
  return `/api/landing-pages/${pageId}/preview?t=${Date.now()}`;
}

/** How long an opened tab may take to load the frame and say it is ready; then we stop listening. */
export const UNSAVED_PREVIEW_HANDSHAKE_MS = 60_000;

export function openPreviewInNewTab(html: string, pageId?: number): Promise<void> {
  if (pageId !== undefined) return openSavedPreview(pageId);
  openUnsavedPreview(html);
  return Promise.resolve();
}

/**
 * Opens the sandbox frame in a new tab and, when it posts 'ready', sends it the HTML. The tab
 * keeps its opener (without it the frame would have nobody to accept HTML from) until it has the
 * HTML; the frame then cuts it itself, since the page it shows could otherwise reach this window
 * as `top.opener`. The answer goes only to the tab we opened, and only while it still holds the
 * frame: the frame's origin is opaque ('null'), so a ready message from any real origin means the
 * person navigated that tab elsewhere, and the draft is not handed to it.
 */
function openUnsavedPreview(html: string): void {
  const tab = window.open(SANDBOX_FRAME_URL, '_blank');
  if (!tab) return;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== tab || event.origin !== 'null') return;
    const message = event.data as { type?: unknown } | null;
    if (!message || typeof message !== 'object' || message.type !== SANDBOX_MESSAGE.ready) return;
    stop();
    // An opaque origin has no name to target: the message goes to this exact window object.
    tab.postMessage({ type: SANDBOX_MESSAGE.html, html }, '*');
  };
  const timer = setTimeout(() => stop(), UNSAVED_PREVIEW_HANDSHAKE_MS);
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('message', onMessage);
  };
  window.addEventListener('message', onMessage);
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
