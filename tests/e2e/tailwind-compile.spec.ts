import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { generatePage } from './library-seed';
import { pixelDifference } from './pixel-diff';
import { expectAccessible, registerViaUi, snap, uniqueName } from './support';

/**
 * No CDN runtime in output (docs/product.md, 'Page weight'): a realistic Tailwind landing page
 * saved through the app comes back with one compiled stylesheet instead of the runtime, and renders
 * like the page did with the runtime. Offline, the runtime we can run is the v4 browser build
 * (@tailwindcss/browser, a devDependency), served for its CDN address by a route.
 */

const FIXTURE = readFileSync(new URL('./fixtures/tailwind-landing.html', import.meta.url), 'utf8');
const RUNTIME = readFileSync(createRequire(import.meta.url).resolve('@tailwindcss/browser'), 'utf8');
const RUNTIME_URL = 'https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4';
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Pages served like generated HTML (CSP sandbox, throwaway origin); all else cut off. */
async function sandbox(
  browser: Browser,
  documents: Record<string, string>,
  withRuntime = true,
): Promise<Page> {
  const context = await browser.newContext();
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url === RUNTIME_URL && withRuntime) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: RUNTIME });
    }
    const body = documents[new URL(url).pathname];
    if (body === undefined) return route.abort();
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': 'sandbox allow-scripts allow-forms' },
      body,
    });
  });
  return context.newPage();
}

/**
 * Waits until the page's styles have stopped changing: the same style sheets, rules and look of
 * the call to action for five frames in a row (the runtime writes its sheet after load).
 */
async function stylesSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const look = () => {
          const cta = document.getElementById('cta-primary');
          const style = cta ? getComputedStyle(cta) : null;
          const rules = [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0);
          return `${document.styleSheets.length}/${rules}/${style?.backgroundColor}/${style?.padding}/${style?.fontFamily}`;
        };
        let last = '';
        let same = 0;
        const next = () => {
          const now = look();
          same = now === last && now !== '' ? same + 1 : 0;
          last = now;
          if (same >= 5) resolve();
          else requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
  );
}

/** A full-page screenshot once styles are in (the runtime builds them after load). */
async function shoot(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  await stylesSettled(page);
  await page.locator('#cta-primary').hover();
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

test.describe('Tailwind compiled at save time', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a saved Tailwind page loses its runtime, stays under 60 KB and renders the same at 375 and 1440 px', async ({
    page,
    browser,
  }) => {
    await registerViaUi(page, uniqueName('tw'));
    const saved = await generatePage(page, 'A landing page for a dental practice in Leeds');
    const put = await page.request.put(`/api/landing-pages/${saved.id}`, {
      headers: { Origin: new URL(page.url()).origin },
      data: { generatedHtml: FIXTURE, commitMessage: 'Pasted a Tailwind page' },
    });
    expect(put.status()).toBe(200);
    const body = (await put.json()) as { generatedHtml: string; version: { sourceBytes: number | null } };
    const compiled = body.generatedHtml;
    expect(compiled).not.toContain('@tailwindcss/browser');
    expect(compiled).not.toContain('text/tailwindcss');
    expect(compiled).not.toMatch(/<script/i);
    expect(body.version.sourceBytes).toBe(bytes(FIXTURE));
    expect(bytes(compiled)).toBeLessThan(60_000);
    test.info().annotations.push({
      type: 'bytes',
      description: `fixture ${bytes(FIXTURE)} + runtime ${bytes(RUNTIME)} -> compiled ${bytes(compiled)}`,
    });

    const view = await sandbox(browser, { '/before': FIXTURE, '/after': compiled });
    await mkdir('test-results/screenshots', { recursive: true });
    for (const width of [375, 1440]) {
      await view.setViewportSize({ width, height: 900 });
      const before = await shoot(view, 'http://tailwind.test/before');
      // The runtime did run: without it the header would not be sticky.
      expect(await view.evaluate(() => getComputedStyle(document.querySelector('header')!).position)).toBe(
        'sticky',
      );
      const after = await shoot(view, 'http://tailwind.test/after');
      await writeFile(`test-results/screenshots/tailwind-runtime-${width}.png`, before);
      await writeFile(`test-results/screenshots/tailwind-compiled-${width}.png`, after);
      const comparison = await pixelDifference(view, before, after);
      test
        .info()
        .annotations.push({ type: `pixel difference ${width}`, description: JSON.stringify(comparison) });
      expect(comparison.sizes[0]).toBe(comparison.sizes[2]);
      expect(comparison.sizes[1]).toBe(comparison.sizes[3]);
      expect(comparison.ratio).toBeLessThan(0.002);
    }

    // The control: the same page without any Tailwind CSS is far off, so the threshold bites.
    const bare = await sandbox(browser, { '/bare': FIXTURE }, false);
    await bare.setViewportSize({ width: 1440, height: 900 });
    await bare.goto('http://tailwind.test/bare');
    const unstyled = await bare.screenshot({ fullPage: true });
    await view.setViewportSize({ width: 1440, height: 900 });
    const control = await pixelDifference(view, await shoot(view, 'http://tailwind.test/after'), unstyled);
    test.info().annotations.push({ type: 'control', description: JSON.stringify(control) });
    expect(control.ratio).toBeGreaterThan(0.05);
    await view.context().close();
    await bare.context().close();

    // The edit page shows the weight now and before.
    await page.goto(`/edit/${saved.id}`);
    const card = page.getByTestId('page-weight');
    // Two shared cores under other runs: the editor's first load can take a while.
    await expect(card.getByRole('heading', { name: 'Page weight' })).toBeVisible({ timeout: 45_000 });
    await expect(card.getByTestId('page-weight-now')).toHaveText(`${Math.round(bytes(compiled) / 1000)} KB`);
    await expect(card).toContainText('Under the 60 KB target');
    await expect(card.getByTestId('page-weight-before')).toContainText(
      `Was ${Math.round(bytes(FIXTURE) / 1000)} KB plus the Tailwind CDN script every visitor loaded (at least 282 KB)`,
    );
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page, { skipPreviews: true });
    await snap(page, 'edit-page-weight');
    await card.screenshot({ path: 'test-results/screenshots/edit-page-weight-card.png' });
  });
});
