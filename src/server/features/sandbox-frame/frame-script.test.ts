import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_FRAME_DOCUMENT } from './frame-document.ts';
import { SANDBOX_FRAME_SCRIPT } from './frame-script.ts';

const APP = 'https://app.pagecraft.example';
const HOSTILE = '<h1 id="x">pwned</h1><form action="https://evil.example"><input type="password"></form>';

type Listener = (event: Partial<MessageEvent>) => void;
interface FakeWindowProxy {
  postMessage: ReturnType<typeof vi.fn>;
}

/**
 * The frame document's window as the script sees it: the nested page iframe, the notice, its
 * URL (carrying hostile HTML in the fragment and the query, which must be ignored), a parent
 * (itself when not framed) and an opener. The script under test is the very text the document
 * ships, run with this object as its `window`.
 */
function runFrame(options: { parent?: FakeWindowProxy; opener?: FakeWindowProxy }) {
  const listeners: Listener[] = [];
  const shownPage = { postMessage: vi.fn() };
  const page = { srcdoc: '', hidden: false, contentWindow: shownPage };
  const notice = { hidden: true };
  const encoded = encodeURIComponent(HOSTILE);
  const win: Record<string, unknown> = {
    document: { getElementById: (id: string) => ({ page, notice })[id] ?? null },
    location: {
      origin: APP,
      hash: `#${encoded}`,
      search: `?html=${encoded}`,
      href: `${APP}/sandbox-frame?html=${encoded}#${encoded}`,
    },
    opener: options.opener ?? null,
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  win.parent = options.parent ?? win;
  new Function('window', SANDBOX_FRAME_SCRIPT)(win);
  const dispatch = (event: Partial<MessageEvent>) => {
    for (const listener of listeners) listener(event);
  };
  return { win, page, notice, shownPage, listeners, dispatch };
}

const html = (markup: string) => ({ type: 'pagecraft:sandbox-html', html: markup });

describe('the sandbox frame script, opened directly', () => {
  it('shows a neutral notice and nothing of its URL (fragment or query), and listens to nobody', () => {
    const { page, notice, listeners } = runFrame({});
    expect(page.srcdoc).toBe('');
    expect(page.hidden).toBe(true);
    expect(notice.hidden).toBe(false);
    expect(listeners).toHaveLength(0);
  });

  it('never reads its URL at all', () => {
    expect(SANDBOX_FRAME_SCRIPT).not.toMatch(/location\.(hash|search|href)|decodeURI/);
  });
});

describe('the sandbox frame script in an iframe of the app', () => {
  it('says it is ready to its parent, addressed to the app origin only', () => {
    const parent = { postMessage: vi.fn() };
    const { listeners } = runFrame({ parent });
    expect(listeners).toHaveLength(1);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'pagecraft:sandbox-ready' }, APP);
  });

  it('shows the HTML its parent posts from the app origin, and each update', () => {
    const parent = { postMessage: vi.fn() };
    const { page, dispatch } = runFrame({ parent });
    dispatch({ source: parent as unknown as Window, origin: APP, data: html('<h1>One</h1>') });
    expect(page.srcdoc).toBe('<h1>One</h1>');
    dispatch({ source: parent as unknown as Window, origin: APP, data: html('<h1>Two</h1>') });
    expect(page.srcdoc).toBe('<h1>Two</h1>');
  });

  it('takes nothing from another origin, another window or the page it shows', () => {
    const parent = { postMessage: vi.fn() };
    const stranger = { postMessage: vi.fn() };
    const { page, shownPage, dispatch } = runFrame({ parent });
    // The parent window, but a message sent by a document of another origin or an opaque one.
    dispatch({ source: parent as unknown as Window, origin: 'https://evil.example', data: html(HOSTILE) });
    dispatch({ source: parent as unknown as Window, origin: 'null', data: html(HOSTILE) });
    // The app origin, but not the parent (another window of ours, or none).
    dispatch({ source: stranger as unknown as Window, origin: APP, data: html(HOSTILE) });
    dispatch({ source: null, origin: APP, data: html(HOSTILE) });
    // The shown page asking for a new document: it is only relayed, as an untrusted message.
    dispatch({ source: shownPage as unknown as Window, origin: 'null', data: html(HOSTILE) });
    // The old protocol, and malformed messages.
    dispatch({
      source: parent as unknown as Window,
      origin: APP,
      data: { type: 'pagecraft:render', html: HOSTILE },
    });
    dispatch({
      source: parent as unknown as Window,
      origin: APP,
      data: { type: 'pagecraft:sandbox-html', html: 1 },
    });
    dispatch({ source: parent as unknown as Window, origin: APP, data: HOSTILE });
    dispatch({ source: parent as unknown as Window, origin: APP, data: null });
    expect(page.srcdoc).toBe('');
    expect(shownPage.postMessage).not.toHaveBeenCalled();
  });

  it("hands the parent's messages to the page, and the page's back wrapped, to the app origin", () => {
    const parent = { postMessage: vi.fn() };
    const { shownPage, dispatch } = runFrame({ parent });
    dispatch({
      source: parent as unknown as Window,
      origin: APP,
      data: { type: 'pagecraft:to-page', data: { mode: 'edit' } },
    });
    expect(shownPage.postMessage).toHaveBeenCalledWith({ mode: 'edit' }, '*');
    dispatch({
      source: parent as unknown as Window,
      origin: 'null',
      data: { type: 'pagecraft:to-page', data: 1 },
    });
    expect(shownPage.postMessage).toHaveBeenCalledTimes(1);
    dispatch({ source: shownPage as unknown as Window, origin: 'null', data: { clicked: 'h1' } });
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'pagecraft:from-page', data: { clicked: 'h1' } },
      APP,
    );
  });
});

describe('the sandbox frame script in a tab the app opened', () => {
  it('says it is ready to its opener, shows its HTML, then cuts the opener', () => {
    const opener = { postMessage: vi.fn() };
    const { win, page, notice, dispatch } = runFrame({ opener });
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'pagecraft:sandbox-ready' }, APP);
    expect(notice.hidden).toBe(true);
    dispatch({ source: opener as unknown as Window, origin: APP, data: html('<h1>Draft</h1>') });
    expect(page.srcdoc).toBe('<h1>Draft</h1>');
    // The shown page could otherwise reach the app's window as top.opener.
    expect(win.opener).toBeNull();
  });

  it('takes nothing from an opener of another origin (a site that opened it)', () => {
    const opener = { postMessage: vi.fn() };
    const { win, page, dispatch } = runFrame({ opener });
    dispatch({ source: opener as unknown as Window, origin: 'https://evil.example', data: html(HOSTILE) });
    dispatch({ source: opener as unknown as Window, origin: 'null', data: html(HOSTILE) });
    expect(page.srcdoc).toBe('');
    expect(win.opener).toBe(opener);
  });

  it("relays nothing of the page's messages to the opener", () => {
    const opener = { postMessage: vi.fn() };
    const { shownPage, dispatch } = runFrame({ opener });
    dispatch({ source: shownPage as unknown as Window, origin: 'null', data: { any: 'thing' } });
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
  });
});

describe('the sandbox frame document', () => {
  it('carries the script whole, in one script element it cannot close early', () => {
    const scripts = [...SANDBOX_FRAME_DOCUMENT.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.trim()).toBe(SANDBOX_FRAME_SCRIPT);
    expect(SANDBOX_FRAME_SCRIPT.toLowerCase()).not.toContain('</script');
    expect(SANDBOX_FRAME_SCRIPT).not.toContain('<!--');
    expect(SANDBOX_FRAME_DOCUMENT).toContain('<p id="notice" hidden>');
    expect(SANDBOX_FRAME_DOCUMENT).toContain('<iframe id="page"');
  });
});
