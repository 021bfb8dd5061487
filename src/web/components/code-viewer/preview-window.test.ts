import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { openPreviewInNewTab, unsavedPreviewUrl } from './preview-window';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openPreviewInNewTab', () => {
  it("opens a saved page's sandboxed server preview in a tab cut off from the app", async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('window', { open });
    vi.stubGlobal('fetch', fetchMock);
    await openPreviewInNewTab('<p>x</p>', 12);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/landing-pages\/12\/preview\?t=\d+$/),
      {
        method: 'HEAD',
        credentials: 'include',
      },
    );
    expect(tab.location.href).toMatch(/^\/api\/landing-pages\/12\/preview\?t=\d+$/);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and explains when the preview cannot load', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('window', { open: vi.fn(() => tab) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404, statusText: 'Not Found' })),
    );
    await openPreviewInNewTab('', 7);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        description: 'Error loading preview: 404: Not Found',
        variant: 'destructive',
      }),
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
