import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { exportPage } from './export-page.ts';
import { toFunnelFragment } from './funnel-fragment.ts';

const CAPTURE_URL = 'https://app.pagecraft.example/f/k3y';
const LEADS = {
  captureUrl: CAPTURE_URL,
  thankYouMessage: 'Thanks!',
  thankYouUrl: null,
  ghlEmbedCode: null,
};

const PAGE = `<!DOCTYPE html><html><head><style>.hero{padding:2rem}</style></head><body>
<header class="sticky top-0"><a class="logo">Acme</a><nav><a href="#join">Join</a></nav></header>
<section class="hero"><form data-pc-form><input name="email"><input type="file" name="cv"><button>Join</button></form></section>
<script>document.querySelector('.hero');</script>
</body></html>`;

const scriptsOf = (html: string) =>
  parseFragment(html)
    .childNodes.filter((n) => n.nodeName === 'script')
    .map((n) => ('childNodes' in n ? n.childNodes.map((t) => ('value' in t ? t.value : '')).join('') : ''));

describe('exportPage', () => {
  it('gives the stored page untouched as a page without lead settings', () => {
    expect(exportPage(PAGE, { format: 'page', leads: null })).toEqual({
      html: PAGE,
      warnings: [],
      wiredForms: 0,
    });
  });

  it('wires the forms of a whole page, the script last in its body', () => {
    const out = exportPage(PAGE, { format: 'page', leads: LEADS });
    expect(out.wiredForms).toBe(1);
    expect(out.html).toContain(`action="${CAPTURE_URL}"`);
    expect(out.html).toMatch(/<script>\(c=>[\s\S]*<\/script>\s*<\/body><\/html>$/);
    expect(out.warnings.map((w) => w.code)).toEqual(['file-upload']);
  });

  it("wires a snippet after converting it, with the wiring script outside the page's wrapped scripts", () => {
    const out = exportPage(PAGE, {
      format: 'fragment',
      fragment: { stickyTop: 64, dropNavigation: true },
      leads: LEADS,
    });
    expect(out.html).not.toMatch(/<\/?(html|head|body)[\s>]/i);
    expect(out.html).toContain(`action="${CAPTURE_URL}"`);
    // The fragment's options reached the conversion.
    expect(out.html).not.toContain('href="#join"');
    expect(out.html).toContain('style="top:64px"');
    const [pageScript, wiringScript] = scriptsOf(out.html);
    expect(pageScript).toContain("document.querySelector('.hero')");
    expect(pageScript).not.toContain('__pcLeads');
    expect(wiringScript).toMatch(/^\(c=>/);
    expect(out.warnings.map((w) => w.code)).toEqual(['file-upload']);
  });

  it('gives the plain snippet without lead settings', () => {
    const out = exportPage(PAGE, { format: 'fragment', leads: null });
    expect(out).toEqual({ html: toFunnelFragment(PAGE).html, warnings: [], wiredForms: 0 });
  });

  it('puts the GoHighLevel embed in place of the form, without the wiring script', () => {
    const embed = '<iframe src="https://api.leadconnectorhq.com/widget/form/abc"></iframe>';
    const out = exportPage(PAGE, { format: 'fragment', leads: { ...LEADS, ghlEmbedCode: embed } });
    expect(out.wiredForms).toBe(1);
    expect(out.html).toContain(`<section class="hero">${embed}</section>`);
    expect(scriptsOf(out.html)).toHaveLength(1);
  });
});
