import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPreviewInNewTab, PREVIEW_SANDBOX, previewWrapperDocument } from './preview-window';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('previewWrapperDocument', () => {
  it('embeds the page only as an escaped srcdoc of an iframe sandboxed without allow-same-origin', () => {
    const hostile = '<script>alert(document.cookie)</script><p title="x">&amp; \'q\'</p>';
    const doc = previewWrapperDocument(hostile, 'Evil "title" <b>');
    expect(PREVIEW_SANDBOX).toBe('allow-scripts allow-forms allow-popups');
    expect(PREVIEW_SANDBOX).not.toContain('allow-same-origin');
    expect(doc).toContain(`sandbox="${PREVIEW_SANDBOX}"`);
    // No raw markup of the page survives outside the attribute value.
    expect(doc).not.toContain('<script');
    expect(doc).toContain(
      'srcdoc="&lt;script&gt;alert(document.cookie)&lt;/script&gt;&lt;p title=&quot;x&quot;&gt;&amp;amp; &#39;q&#39;&lt;/p&gt;"',
    );
    expect(doc).toContain('<title>Evil &quot;title&quot; &lt;b&gt; · Preview</title>');
  });
});

describe('openPreviewInNewTab', () => {
  it("opens a saved page's sandboxed server preview with noopener", () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open });
    openPreviewInNewTab('<p>x</p>', 'T', 12);
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/landing-pages\/12\/preview\?t=\d+$/),
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('opens unsaved HTML as a blob wrapper and revokes it later', async () => {
    vi.useFakeTimers();
    const open = vi.fn();
    const revoke = vi.fn();
    let blob: Blob | undefined;
    vi.stubGlobal('window', { open });
    vi.stubGlobal('URL', {
      createObjectURL: (b: Blob) => {
        blob = b;
        return 'blob:preview';
      },
      revokeObjectURL: revoke,
    });
    openPreviewInNewTab('<h1>Draft</h1>', 'Draft');
    expect(open).toHaveBeenCalledWith('blob:preview', '_blank', 'noopener,noreferrer');
    expect(await blob!.text()).toContain('srcdoc="&lt;h1&gt;Draft&lt;/h1&gt;"');
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:preview');
  });
});
