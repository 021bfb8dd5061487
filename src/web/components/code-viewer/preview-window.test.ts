import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPreviewInNewTab, unsavedPreviewUrl } from './preview-window';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openPreviewInNewTab', () => {
  it("opens a saved page's sandboxed server preview with noopener", () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open });
    openPreviewInNewTab('<p>x</p>', 12);
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/landing-pages\/12\/preview\?t=\d+$/),
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('opens unsaved HTML in the sandbox frame, carried in the fragment only', () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open });
    const html = '<h1 class="a b">Draft & "more" #1</h1>';
    openPreviewInNewTab(html);
    expect(open).toHaveBeenCalledWith(unsavedPreviewUrl(html), '_blank', 'noopener,noreferrer');
    const url = unsavedPreviewUrl(html);
    expect(url.startsWith('/sandbox-frame#')).toBe(true);
    // The path and query carry nothing of the page; the fragment round-trips exactly.
    expect(decodeURIComponent(url.slice(url.indexOf('#') + 1))).toBe(html);
    expect(url.slice(0, url.indexOf('#'))).toBe('/sandbox-frame');
  });
});
