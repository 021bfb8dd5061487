import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, downloadFileName, downloadHtml, SNIPPET_FILE_SUFFIX } from './page-files';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A minimal stand-in for the DOM pieces these helpers touch (the unit project runs in Node). */
function fakeDocument(execResult = true) {
  const appended: Record<string, unknown>[] = [];
  const element = (tag: string) => {
    const el: Record<string, unknown> = {
      tag,
      style: {},
      attributes: {} as Record<string, string>,
      setAttribute(name: string, value: string) {
        (el.attributes as Record<string, string>)[name] = value;
      },
      click: vi.fn(),
      select: vi.fn(),
      setSelectionRange: vi.fn(),
      remove: vi.fn(() => {
        el.removed = true;
      }),
    };
    return el;
  };
  const focused = { focus: vi.fn() };
  const doc = {
    activeElement: focused,
    createElement: vi.fn(element),
    body: { appendChild: vi.fn((el: Record<string, unknown>) => appended.push(el)) },
    execCommand: vi.fn(() => execResult),
  };
  vi.stubGlobal('document', doc);
  return { doc, appended, focused };
}

describe('downloadFileName', () => {
  it.each([
    ['Find your balance, one breath at a time', '_', 'find_your_balance__one_breath_at_a_time.html'],
    ['My Page 2', '-', 'my-page-2.html'],
    ['Café & Co.', '_', 'caf____co_.html'],
    ['ALLCAPS', '_', 'allcaps.html'],
    ['', '_', 'landing-page.html'],
    ['   !!! ', '-', 'landing-page.html'],
  ] as const)('%j with %s gives %s', (title, separator, expected) => {
    expect(downloadFileName(title, separator)).toBe(expected);
  });

  it('uses underscores by default', () => {
    expect(downloadFileName('a b')).toBe('a_b.html');
  });

  it('puts a funnel snippet suffix before the extension', () => {
    expect(downloadFileName('My Page', '_', SNIPPET_FILE_SUFFIX)).toBe('my_page-snippet.html');
    expect(downloadFileName('My Page', '-', SNIPPET_FILE_SUFFIX)).toBe('my-page-snippet.html');
  });
});

describe('downloadHtml', () => {
  it('clicks a temporary download link for an HTML blob and revokes the URL later', async () => {
    vi.useFakeTimers();
    const { appended } = fakeDocument();
    const created: Blob[] = [];
    const revoke = vi.fn();
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:fake';
      },
      revokeObjectURL: revoke,
    });
    downloadHtml('<h1>Hi</h1>', 'Hello World', '-');
    const link = appended[0]!;
    expect(link).toMatchObject({ tag: 'a', href: 'blob:fake', download: 'hello-world.html', removed: true });
    expect(link.click).toHaveBeenCalledOnce();
    expect(created[0]!.type).toBe('text/html;charset=utf-8');
    expect(await created[0]!.text()).toBe('<h1>Hi</h1>');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:fake');
  });
});

describe('copyText', () => {
  it('uses the Clipboard API when available', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { doc } = fakeDocument();
    await copyText('hello');
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(doc.execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('no'))) },
    });
    const { doc, appended, focused } = fakeDocument();
    await copyText('fallback text');
    expect(doc.execCommand).toHaveBeenCalledWith('copy');
    expect(appended[0]).toMatchObject({ tag: 'textarea', value: 'fallback text', removed: true });
    expect(focused.focus).toHaveBeenCalled();
  });

  it('rejects when neither path works', async () => {
    vi.stubGlobal('navigator', {});
    fakeDocument(false);
    await expect(copyText('x')).rejects.toThrow('Copy command was refused');
  });
});
