import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SNIPPET_OPTIONS,
  exportQueryString,
  parseOptionInput,
  parseSnippetOptions,
  serializeSnippetOptions,
  snippetOptionsSummary,
} from './snippet-options';

describe('parseSnippetOptions', () => {
  it('gives the defaults for nothing stored or unreadable text', () => {
    expect(parseSnippetOptions(null)).toEqual(DEFAULT_SNIPPET_OPTIONS);
    expect(parseSnippetOptions('{')).toEqual(DEFAULT_SNIPPET_OPTIONS);
    expect(parseSnippetOptions('42')).toEqual(DEFAULT_SNIPPET_OPTIONS);
    expect(parseSnippetOptions('null')).toEqual(DEFAULT_SNIPPET_OPTIONS);
  });

  it('reads back what was stored', () => {
    const options = { stickyTop: 64, zIndex: 1000, dropNav: true };
    expect(parseSnippetOptions(serializeSnippetOptions(options))).toEqual(options);
  });

  it('drops each value that is out of range or of the wrong type on its own', () => {
    expect(parseSnippetOptions('{"stickyTop":-1,"zIndex":5,"dropNav":"yes"}')).toEqual({
      stickyTop: null,
      zIndex: 5,
      dropNav: false,
    });
    expect(parseSnippetOptions('{"stickyTop":1001,"zIndex":1.5}')).toEqual(DEFAULT_SNIPPET_OPTIONS);
    expect(parseSnippetOptions('{"stickyTop":"64","zIndex":2147483648}')).toEqual(DEFAULT_SNIPPET_OPTIONS);
  });
});

describe('parseOptionInput', () => {
  it('takes blank as the page default', () => {
    expect(parseOptionInput('  ', 1000)).toEqual({ ok: true, value: null });
  });

  it('takes whole numbers within the bound', () => {
    expect(parseOptionInput('0', 1000)).toEqual({ ok: true, value: 0 });
    expect(parseOptionInput(' 1000 ', 1000)).toEqual({ ok: true, value: 1000 });
  });

  it('refuses fractions, signs, words and numbers past the bound', () => {
    for (const text of ['1.5', '-3', '1e3', 'ten', '+4']) expect(parseOptionInput(text, 1000).ok).toBe(false);
    expect(parseOptionInput('1001', 1000)).toEqual({ ok: false, message: 'Enter a number from 0 to 1000.' });
  });
});

describe('exportQueryString', () => {
  const options = { stickyTop: 64, zIndex: 9999, dropNav: true };

  it("maps 'full' to the API's 'page' and leaves the snippet options out", () => {
    expect(exportQueryString('full', options)).toBe('format=page');
  });

  it('sends the snippet options with the snippet', () => {
    expect(exportQueryString('fragment', options)).toBe('format=fragment&stickyTop=64&zIndex=9999&dropNav=1');
  });

  it('sends only the options that are set (0 is a value)', () => {
    expect(exportQueryString('fragment', DEFAULT_SNIPPET_OPTIONS)).toBe('format=fragment');
    expect(exportQueryString('fragment', { stickyTop: 0, zIndex: null, dropNav: false })).toBe(
      'format=fragment&stickyTop=0',
    );
  });
});

describe('snippetOptionsSummary', () => {
  it('says when nothing is changed', () => {
    expect(snippetOptionsSummary(DEFAULT_SNIPPET_OPTIONS)).toBe('As the page has them');
  });

  it('lists what is set', () => {
    expect(snippetOptionsSummary({ stickyTop: 64, zIndex: 50, dropNav: true })).toBe(
      'Header offset 64 px, z-index 50, navigation left out',
    );
    expect(snippetOptionsSummary({ stickyTop: null, zIndex: null, dropNav: true })).toBe(
      'Navigation left out',
    );
  });
});
