import { mkdir, writeFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { toFunnelFragment } from '../../src/shared/export/funnel-fragment';
import { pixelDifference } from './pixel-diff';
import { expectAccessible, registerViaUi, snap, toast, uniqueName } from './support';

/**
 * 'Paste into funnel builder' (docs/product.md, 'Funnel snippet'): a real generated page's
 * fragment, mounted inside a host page with its own conflicting styles, must look like the page
 * rendered alone, and the host must look like itself. Then the format chooser in the UI: dashboard
 * card and code viewer.
 */

const WIDTH = 1000;
const FRAGMENT_START = /^<!-- Pagecraft: paste into a custom code element/;

/** A host that styles bare elements the way builder themes and resets do. */
function hostPage(slot: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
* { color: red; letter-spacing: 2px; box-sizing: content-box; }
:root { --p: hotpink; --text: hotpink; }
body { font: 30px serif; background: black; margin: 0; text-align: center; }
h1, h2, h3 { color: lime; font-size: 50px; text-transform: uppercase; }
p { margin: 40px; line-height: 3; }
a, .btn, button { background: orange; padding: 20px; border: 5px dashed blue; }
ul { list-style: square; padding-left: 80px; }
img, svg { opacity: .3; }
header, nav { position: fixed; top: 0; }
</style></head><body>
<h1 id="host-title">Host funnel</h1>
<p id="host-text">The host's own paragraph.</p>
<div id="slot">${slot}</div>
<p id="host-footer">Host footer <a href="#x" class="btn">Host button</a></p>
</body></html>`;
}

/**
 * Serves documents the way generated HTML is served: from a throwaway origin under a CSP
 * sandbox (no allow-same-origin), with every other request cut off.
 */
async function sandboxedPage(browser: Browser, documents: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
  await context.route('**/*', (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = documents[path];
    if (body === undefined) return route.abort();
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': 'sandbox allow-scripts' },
      body,
    });
  });
  return context.newPage();
}

async function generatedHtml(
  page: Page,
  baseURL: string,
  prompt: string,
): Promise<{ id: number; html: string }> {
  const response = await page.request.post('/api/ai-chat-generate', {
    data: { messages: [{ role: 'user', content: prompt }], generationOptions: { includeAnimations: true } },
    headers: { Origin: baseURL },
    timeout: 30_000,
  });
  expect(response.status()).toBe(200);
  let id = 0;
  for (const line of (await response.text()).split('\n')) {
    if (!line.startsWith('data: {')) continue;
    const event = JSON.parse(line.slice(6)) as { type: string; savedPage?: { id: number } };
    if (event.type === 'html_update' && event.savedPage) id = event.savedPage.id;
  }
  expect(id).toBeGreaterThan(0);
  const saved = (await (await page.request.get(`/api/landing-pages/${id}`)).json()) as {
    generatedHtml: string;
  };
  return { id, html: saved.generatedHtml };
}

/** What the host's own elements look like, to prove the fragment changes nothing of them. */
const hostLook = (page: Page) =>
  page.evaluate(() =>
    ['host-title', 'host-text', 'host-footer'].map((id) => {
      const style = getComputedStyle(document.getElementById(id)!);
      return [id, style.color, style.fontSize, style.fontFamily, style.margin, style.textTransform];
    }),
  );

/**
 * The same page's content pasted naively (its stylesheet and body as they are): the control
 * that shows this comparison can fail.
 */
function naiveFragment(html: string): string {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('\n');
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  return `<style>${styles}</style><div>${body}</div>`;
}

test.describe('paste into funnel builder', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a generated page mounted in a hostile host looks like the page alone, and the host is untouched', async ({
    page,
    browser,
    baseURL,
  }) => {
    await registerViaUi(page, uniqueName('paste'));
    const { html } = await generatedHtml(
      page,
      baseURL!,
      'A landing page for "Lotus Yoga", a yoga studio in Berlin with a free first class. Include testimonials, pricing and FAQ.',
    );
    const fragment = toFunnelFragment(html);
    expect(fragment.html).not.toMatch(/<\/?(html|head|body)[\s>]/i);

    const sandbox = await sandboxedPage(browser, {
      '/full': html,
      '/host': hostPage(fragment.html),
      '/naive': hostPage(naiveFragment(html)),
      '/empty': hostPage(''),
    });
    const shot = { animations: 'disabled' as const, caret: 'hide' as const };
    await mkdir('test-results/screenshots', { recursive: true });

    await sandbox.goto('http://paste.test/full');
    const alone = await sandbox.screenshot({ ...shot, fullPage: true });

    await sandbox.goto('http://paste.test/empty');
    const hostAlone = await hostLook(sandbox);

    await sandbox.goto('http://paste.test/host');
    const wrapper = sandbox.locator(`#${fragment.scopeClass}`);
    await expect(wrapper).toBeVisible();
    const mounted = await wrapper.screenshot(shot);
    await writeFile('test-results/screenshots/paste-mode-alone.png', alone);
    await writeFile('test-results/screenshots/paste-mode-mounted.png', mounted);
    const comparison = await pixelDifference(sandbox, alone, mounted);
    // Same size (within a pixel of rounding) and at most 0.5 % of pixels visibly different.
    expect(Math.abs(comparison.sizes[0]! - comparison.sizes[2]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(comparison.sizes[1]! - comparison.sizes[3]!)).toBeLessThanOrEqual(2);
    test.info().annotations.push({ type: 'pixel difference', description: JSON.stringify(comparison) });
    expect(comparison.ratio).toBeLessThan(0.005);
    // Nothing leaked onto the host: its own elements and its page look as before.
    expect(await hostLook(sandbox)).toEqual(hostAlone);
    expect(await sandbox.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(0, 0, 0)',
    );
    await sandbox.screenshot({ path: 'test-results/screenshots/paste-mode-host.png', fullPage: true });

    // The control: pasted without scoping, the same page neither looks right nor leaves the
    // host alone, so the thresholds above do catch a broken scoper.
    await sandbox.goto('http://paste.test/naive');
    const naive = await sandbox.locator('#slot > div').screenshot(shot);
    const control = await pixelDifference(sandbox, alone, naive);
    test.info().annotations.push({ type: 'naive paste difference', description: JSON.stringify(control) });
    expect(control.ratio).toBeGreaterThan(0.02);
    expect(await sandbox.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgb(0, 0, 0)',
    );
    await sandbox.context().close();
  });

  test("the page's scripts, fixed header and handlers behave inside the host", async ({ browser }) => {
    const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Scripts</title>
<style>
:root { --brand: rgb(10, 120, 90); }
body { margin: 0; font-family: sans-serif; }
.site-header { position: fixed; top: 0; left: 0; right: 0; height: 60px; background: var(--brand); }
.chat-bubble { position: fixed; bottom: 16px; right: 16px; }
@keyframes spin { to { transform: rotate(360deg); } }
main { padding-top: 60px; height: 3000px; }
</style>
<script>var counter = 0; function bump() { counter++; document.getElementById('count').textContent = String(counter); }</script>
</head><body>
<header class="site-header"><nav>Brand</nav></header>
<main><button id="bump" onclick="bump()">Bump</button> <span id="count">0</span><p id="ready">waiting</p></main>
<div class="chat-bubble">Chat</div>
<script>document.addEventListener('DOMContentLoaded', function () { document.getElementById('ready').textContent = 'ready'; });</script>
</body></html>`;
    const fragment = toFunnelFragment(page);
    const sandbox = await sandboxedPage(browser, { '/host': hostPage(fragment.html) });
    await sandbox.goto('http://paste.test/host');
    const scope = sandbox.locator(`#${fragment.scopeClass}`);
    // The page's DOMContentLoaded listener ran, its globals stayed private, its handler works.
    await expect(scope.locator('#ready')).toHaveText('ready');
    expect(await sandbox.evaluate(() => 'counter' in window)).toBe(false);
    await scope.locator('#bump').click();
    await scope.locator('#bump').click();
    await expect(scope.locator('#count')).toHaveText('2');
    // The fixed header sticks within the fragment; the bubble is placed against the wrapper.
    expect(await scope.locator('.site-header').evaluate((el) => getComputedStyle(el).position)).toBe(
      'sticky',
    );
    expect(await scope.locator('.chat-bubble').evaluate((el) => getComputedStyle(el).position)).toBe(
      'absolute',
    );
    expect(await scope.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(10, 120, 90)',
    );
    // The host's own fixed header rule still applies to the host, not to the fragment's nav.
    expect(await sandbox.locator('#host-title').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(0, 255, 0)',
    );
    await sandbox.context().close();
  });
});

test.describe('format chooser', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  test('on a dashboard card: choose the format, copy, and the choice is remembered', async ({
    page,
    baseURL,
  }) => {
    await registerViaUi(page, uniqueName('fmt'));
    const { id } = await generatedHtml(
      page,
      baseURL!,
      'A landing page for "Brightside Dental", a family dentist.',
    );
    // For a saved page, Copy and Download give exactly the server's export: its forms wired
    // to the page's lead capture address.
    const exported = async (format: 'page' | 'fragment') =>
      (await page.request.get(`/api/landing-pages/${id}/export?format=${format}`)).text();
    await page.goto('/dashboard');
    const card = page.getByTestId('page-card').first();
    await expect(card.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();

    // Keyboard: open the clipboard format menu, pick 'Paste into funnel builder'.
    await card.getByRole('button', { name: 'Format for the clipboard' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: /Paste into funnel builder/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await snap(page, 'paste-mode-card-menu');
    await expectAccessible(page);
    await menu.getByRole('menuitemradio', { name: /Paste into funnel builder/ }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Funnel-builder snippet copied to clipboard');
    const snippet = await clipboard(page);
    expect(snippet).toMatch(FRAGMENT_START);
    expect(snippet).not.toMatch(/<\/?(html|head|body)[\s>]/i);
    expect(snippet).toBe(await exported('fragment'));
    expect(snippet).toMatch(/<form[^>]* action="http:\/\/127\.0\.0\.1:\d+\/f\/[\w-]+"/);
    await expect(card.getByTestId('copy-count')).toHaveText('Copied 1 time');

    // Full HTML page from the menu, then the main button keeps using it, also after a reload.
    await card.getByRole('button', { name: 'Format for the clipboard' }).click();
    await page.getByRole('menuitemradio', { name: /Full HTML page/ }).click();
    await expect.poll(() => clipboard(page)).toMatch(/^<!DOCTYPE html>/i);
    await expect(card.getByTestId('copy-count')).toHaveText('Copied 2 times');
    await page.reload();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    const reloaded = page.getByTestId('page-card').first();
    await expect(reloaded.getByTestId('export-copy')).toHaveAttribute('data-format', 'full');
    await reloaded.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => clipboard(page)).toBe(await exported('page'));

    // Download follows the same choice; the snippet adds '-snippet' before '.html'.
    await reloaded.getByRole('button', { name: 'Format for the file' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitemradio', { name: /Paste into funnel builder/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-snippet\.html$/);
  });

  test('in the code viewer: the platform picks the default, the menu switches it', async ({ page }) => {
    await registerViaUi(page, uniqueName('fmtv'));
    await page.goto('/generator');
    await page
      .getByLabel('Describe your landing page')
      .fill('A landing page for "Oak & Ivy", a florist in York.');
    // WordPress hosts whole pages: the full document is the default there.
    await page.getByLabel('Platform optimization').click();
    await page.getByRole('option', { name: 'WordPress' }).click();
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Landing Page Generated!' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByTestId('export-copy')).toHaveAttribute('data-format', 'full');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const viewer = page.getByTestId('code-viewer');
    await viewer.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => clipboard(page)).toMatch(/^<!DOCTYPE html>/i);

    await viewer.getByRole('button', { name: 'Format for the clipboard' }).click();
    await snap(page, 'paste-mode-viewer-menu');
    await page.getByRole('menuitemradio', { name: /Paste into funnel builder/ }).click();
    await expect.poll(() => clipboard(page)).toMatch(FRAGMENT_START);
    await expect(viewer.getByTestId('export-copy')).toHaveAttribute('data-format', 'fragment');
    await expect(viewer.getByTestId('export-download')).toHaveAttribute('data-format', 'fragment');
    await snap(page, 'paste-mode-viewer');
  });
});
