import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChromiumRenderer,
  type LayoutReport,
  nullRenderer,
  type PageRenderer,
  RendererUnavailableError,
} from '../../src/server/features/thumbnails/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';

/**
 * renderer.inspect() in the REAL system Chromium on fixtures built to fail one measurement
 * each (the page check's rendered rules): sideways overflow, off-screen content, contrast,
 * tap targets; and what must not be flagged (screen-reader-only text, carousels, inline links,
 * labelled checkboxes). No database: the renderer alone.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);

let chromium: PageRenderer;
beforeAll(() => {
  if (haveChromium)
    chromium = createChromiumRenderer({ executablePath: CHROMIUM, logger: createLogger('silent') });
});
afterAll(async () => chromium?.close());

const page = (body: string, style = '') => `<!DOCTYPE html><html lang="en"><head>
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fixture</title>
<style>body{margin:0;font:16px/1.5 sans-serif;color:#222;background:#fff} ${style}</style></head><body>${body}</body></html>`;

const inspect = (html: string, widths = [375, 768, 1440]): Promise<LayoutReport> =>
  chromium.inspect(html, { widths, timeoutMs: 20_000 });

describe.skipIf(!haveChromium)(
  `inspect() in Chromium (${CHROMIUM}; skipped when it is not installed)`,
  { timeout: 60_000 },
  () => {
    it('measures a clean page as clean at every width', async () => {
      const report = await inspect(
        page(
          '<main><h1>Hello</h1><p>Plain text.</p><button style="padding:14px 20px">Book a call</button></main>',
        ),
      );
      expect(report.scripts).toBe(true);
      expect(report.viewports.map((v) => v.width)).toEqual([375, 768, 1440]);
      for (const viewport of report.viewports) {
        expect(viewport).toMatchObject({ scrollWidth: viewport.width, widest: null, offscreen: [] });
      }
      expect(report.viewports[0]).toMatchObject({ contrast: [], tapTargets: [], textOverImages: 0 });
      expect(report.viewports[1]!.contrast).toBeNull();
    });

    it('names the 600 px element that makes a phone scroll sideways, only where it does', async () => {
      const report = await inspect(
        page(
          '<section class="hero"><div class="wide-grid" style="width:600px">Plans and prices</div></section>',
        ),
      );
      const [phone, tablet, desktop] = report.viewports;
      expect(phone!.scrollWidth).toBe(600);
      expect(phone!.widest).toMatchObject({ element: 'div.wide-grid', text: 'Plans and prices', width: 600 });
      expect(tablet!.widest).toBeNull();
      expect(desktop!.scrollWidth).toBe(1440);
    });

    it('finds absolutely positioned content off-screen, but not screen-reader text or carousel slides', async () => {
      const report = await inspect(
        page(
          `<div class="promo" style="position:absolute;left:-900px;top:40px;width:300px">Limited offer</div>
         <span class="sr-only">Skip to content</span>
         <div class="carousel" style="display:flex;overflow-x:auto;width:100%">
           <div style="flex:0 0 100%">Slide 1</div><div style="flex:0 0 100%">Slide 2</div><div style="flex:0 0 100%">Slide 3</div>
         </div>`,
          '.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}',
        ),
      );
      for (const viewport of report.viewports) {
        expect(viewport.offscreen).toEqual([
          expect.objectContaining({ element: 'div.promo', text: 'Limited offer', right: -600 }),
        ]);
        expect(viewport.widest).toBeNull();
      }
    });

    it('measures contrast over the effective background, any CSS colour syntax, and skips text over gradients', async () => {
      const report = await inspect(
        page(
          `<div style="background:#fff"><p class="faint" style="color:#f2f2f2">White on white-ish</p></div>
         <div style="background:rgba(0,0,0,0.05)"><p class="grey" style="color:oklch(0.7 0 0)">Mid grey</p></div>
         <p class="big" style="color:#8a8a8a;font-size:32px;font-weight:700">Large enough</p>
         <h2 style="background:linear-gradient(#111,#333);color:#eee">Over a gradient</h2>
         <p style="color:#333">Fine text</p><p style="color:#333">Fine text again</p>`,
        ),
        [375],
      );
      const contrast = report.viewports[0]!.contrast!;
      expect(contrast.map((c) => c.element).sort()).toEqual(['p.faint', 'p.grey']);
      const faint = contrast.find((c) => c.element === 'p.faint')!;
      expect(faint).toMatchObject({ color: '#f2f2f2', background: '#ffffff', required: 4.5, count: 1 });
      expect(faint.ratio).toBeLessThan(1.2);
      const grey = contrast.find((c) => c.element === 'p.grey')!;
      // oklch(0.7 0 0) is about #a0a0a0, over white darkened 5%: well under 4.5:1, over 2:1.
      expect(grey.ratio).toBeGreaterThan(2);
      expect(grey.ratio).toBeLessThan(3);
      expect(grey.background).toBe('#f2f2f2');
      expect(report.viewports[0]!.textOverImages).toBe(1);
    });

    it('flags tiny crowded buttons at 375 px, not inline links in a sentence or labelled checkboxes', async () => {
      const report = await inspect(
        page(
          `<div><button class="icon" style="width:16px;height:16px;padding:0">a</button><button class="icon" style="width:16px;height:16px;padding:0">b</button></div>
         <p>Read our <a href="#terms">terms</a> before you sign up for the newsletter today.</p>
         <label><input type="checkbox" name="ok"> I agree</label>
         <a class="cta" href="#buy" style="display:inline-block;padding:4px 8px">Buy</a>
         <button class="lonely" style="width:20px;height:20px;padding:0;margin:40px">c</button>`,
        ),
        [375, 1440],
      );
      const targets = report.viewports[0]!.tapTargets!;
      expect(targets.map((t) => `${t.element}:${t.text}:${t.spaced}`)).toEqual([
        'button.icon:a:false',
        'button.icon:b:false',
        'a.cta:Buy:true',
        'button.lonely:c:true',
      ]);
      expect(report.viewports[1]!.tapTargets).toBeNull();
    });

    it('measures a page whose script never ends, with scripts off', async () => {
      const report = await chromium.inspect(
        page('<div style="width:700px">Wide</div><script>for(;;){}</script>'),
        { widths: [375], timeoutMs: 20_000 },
      );
      expect(report.scripts).toBe(false);
      expect(report.viewports[0]!.widest).toMatchObject({ width: 700 });
    });
  },
);

it('the null renderer rejects inspect() as unavailable', async () => {
  await expect(nullRenderer.inspect('<p>x</p>', { widths: [375] })).rejects.toBeInstanceOf(
    RendererUnavailableError,
  );
});
