import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { openPreviewInNewTab, UNSAVED_PREVIEW_HANDSHAKE_MS } from './preview-window';

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
});

describe('openPreviewInNewTab for unsaved HTML', () => {
  const html = '<h1 class="a b">Draft & "more" #1</h1>';
  type Listener = (event: Partial<MessageEvent>) => void;

  /** A window whose open() returns `tab`, recording its message listeners. */
  function fakeWindow(tab: { postMessage: ReturnType<typeof vi.fn> } | null) {
    const listeners = new Set<Listener>();
    const win = {
      open: vi.fn((_url: string, _target: string) => tab),
      addEventListener: vi.fn((type: string, listener: Listener) => {
        if (type === 'message') listeners.add(listener);
      }),
      removeEventListener: vi.fn((type: string, listener: Listener) => {
        if (type === 'message') listeners.delete(listener);
      }),
    };
    vi.stubGlobal('window', win);
    const dispatch = (event: Partial<MessageEvent>) => {
      for (const listener of [...listeners]) listener(event);
    };
    return { win, listeners, dispatch };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the sandbox frame with nothing of the page in its URL, keeping the opener for the handshake', async () => {
    const tab = { postMessage: vi.fn() };
    const { win } = fakeWindow(tab);
    await openPreviewInNewTab(html);
    // No 'noopener': the frame takes HTML only from its opener (or parent).
    expect(win.open).toHaveBeenCalledWith('/sandbox-frame?v=2', '_blank');
    const url = String(win.open.mock.calls[0]![0]);
    expect(url).not.toContain('#');
    expect(url).not.toContain(encodeURIComponent(html));
    expect(tab.postMessage).not.toHaveBeenCalled();
    // A blocked pop-up leaves nothing listening.
    const blocked = fakeWindow(null);
    await openPreviewInNewTab(html);
    expect(blocked.win.open).toHaveBeenCalledTimes(1);
    expect(blocked.listeners.size).toBe(0);
  });

  it('sends the HTML once the frame in that tab says it is ready, then stops listening', () => {
    const tab = { postMessage: vi.fn() };
    const { dispatch, listeners } = fakeWindow(tab);
    void openPreviewInNewTab(html);
    expect(listeners.size).toBe(1);
    dispatch({ source: tab as unknown as Window, origin: 'null', data: { type: 'pagecraft:sandbox-ready' } });
    expect(tab.postMessage).toHaveBeenCalledTimes(1);
    expect(tab.postMessage).toHaveBeenCalledWith({ type: 'pagecraft:sandbox-html', html }, '*');
    expect(listeners.size).toBe(0);
  });

  it('answers no other window, no real origin (the tab navigated away) and no other message', () => {
    const tab = { postMessage: vi.fn() };
    const { dispatch, listeners } = fakeWindow(tab);
    void openPreviewInNewTab(html);
    const ready = { type: 'pagecraft:sandbox-ready' };
    dispatch({ source: {} as Window, origin: 'null', data: ready });
    dispatch({ source: null, origin: 'null', data: ready });
    dispatch({ source: tab as unknown as Window, origin: 'https://evil.example', data: ready });
    dispatch({ source: tab as unknown as Window, origin: 'null', data: { type: 'pagecraft:frame-ready' } });
    dispatch({ source: tab as unknown as Window, origin: 'null', data: 'pagecraft:sandbox-ready' });
    dispatch({ source: tab as unknown as Window, origin: 'null', data: null });
    expect(tab.postMessage).not.toHaveBeenCalled();
    expect(listeners.size).toBe(1);
  });

  it('gives up listening when the tab never gets ready', () => {
    vi.useFakeTimers();
    const tab = { postMessage: vi.fn() };
    const { dispatch, listeners } = fakeWindow(tab);
    void openPreviewInNewTab(html);
    expect(listeners.size).toBe(1);
    vi.advanceTimersByTime(UNSAVED_PREVIEW_HANDSHAKE_MS - 1);
    expect(listeners.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(listeners.size).toBe(0);
    dispatch({ source: tab as unknown as Window, origin: 'null', data: { type: 'pagecraft:sandbox-ready' } });
    expect(tab.postMessage).not.toHaveBeenCalled();
  });
});
