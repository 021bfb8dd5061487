import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  copyText,
  downloadFileName,
  downloadHtml,
  fileSlug,
  MAX_FILE_SLUG_CHARS,
  SNIPPET_FILE_SUFFIX,
} from './page-files';

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

describe('fileSlug', () => {
  it.each([
    ['Bright Smile Dental', 'bright-smile-dental'],
    ['Find your balance, one breath at a time', 'find-your-balance-one-breath-at-a-time'],
    // Accents and letters without a decomposition are folded to plain Latin letters.
    ['Café Crème à la Française', 'cafe-creme-a-la-francaise'],
    ['Straße, Øresund & Łódź', 'strasse-oresund-and-lodz'],
    // Punctuation, symbols and emoji are dropped; runs of them never double the hyphen.
    ['Peak Plumbing | 24/7 Emergency Plumber — Denver!!!', 'peak-plumbing-24-7-emergency-plumber-denver'],
    ["Joe's Pizza: “Best in Town” 🍕", 'joes-pizza-best-in-town'],
    ['…Join 500+ families___who smile in Austin…', 'join-500-families-who-smile-in-austin'],
    ['  ALLCAPS  ', 'allcaps'],
    ['ＦＵＬＬ Width ﬁne', 'full-width-fine'],
  ] as const)('%j gives %s', (title, expected) => {
    expect(fileSlug(title)).toBe(expected);
  });

  it.each(['', '   !!! ', '🍕🍕', '日本語のページ'])('falls back to landing-page for %j', (title) => {
    expect(fileSlug(title)).toBe('landing-page');
  });

  it('stops at the last whole word within the limit', () => {
    const title = 'Bright Smile Dental | Join 500 families who smile brighter in Austin every single day';
    const slug = fileSlug(title);
    expect(slug.length).toBeLessThanOrEqual(MAX_FILE_SLUG_CHARS);
    expect(slug).toBe('bright-smile-dental-join-500-families-who-smile-brighter-in');
    expect(fileSlug('one two three', 7)).toBe('one-two');
    expect(fileSlug('one two three', 8)).toBe('one-two');
    expect(fileSlug('one two three', 13)).toBe('one-two-three');
  });

  it('cuts a single word longer than the limit', () => {
    expect(fileSlug('a'.repeat(100))).toBe('a'.repeat(MAX_FILE_SLUG_CHARS));
    expect(fileSlug('Supercalifragilistic expialidocious', 10)).toBe('supercalif');
  });
});

describe('downloadFileName', () => {
  it('is the slug plus .html', () => {
    expect(downloadFileName('My Page 2')).toBe('my-page-2.html');
    expect(downloadFileName('')).toBe('landing-page.html');
  });

  it('puts a funnel snippet suffix before the extension', () => {
    expect(downloadFileName('Bright Smile Dental', SNIPPET_FILE_SUFFIX)).toBe(
      'bright-smile-dental-snippet.html',
    );
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
    downloadHtml('<h1>Hi</h1>', 'Hello World');
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
