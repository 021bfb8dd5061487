import { expect, test } from '@playwright/test';
import { fileSlug } from '../../src/web/lib/page-files';
import { generatePage, generateVariations, TINY_PNG } from './library-seed';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  registerViaUi,
  snap,
  toast,
  uniqueName,
} from './support';

// The machine is shared and each test registers and generates first: allow for a slow run.
test.describe.configure({ timeout: 90_000 });

test.describe('detail page', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('shows the page, its prompt, references, live preview, actions and statistics', async ({ page }) => {
    await registerViaUi(page, uniqueName('det'));
    const prompt = 'A landing page for "Northwind Roofing", a roofing contractor in Seattle';
    const saved = await generatePage(page, prompt, {
      referenceUrls: ['http://127.0.0.1:9/brief', 'http://127.0.0.1:9/style'],
      referenceImages: [{ data: TINY_PNG, mimeType: 'image/png', filename: 'moodboard.png' }],
    });
    await page.goto(`/details/${saved.id}`);

    await expect(page.getByRole('heading', { level: 1, name: saved.title })).toBeVisible();
    await expect(page.getByText(/^Created/).first()).toBeVisible();
    await expect(page.getByTestId('details-copy-count')).toHaveText('Copied 0 times');
    await expect(page.getByTestId('details-prompt')).toHaveText(prompt);
    const links = page.getByRole('link', { name: /127\.0\.0\.1:9/ });
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute('href', 'http://127.0.0.1:9/brief');
    await expect(links.first()).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('img', { name: 'moodboard.png' })).toBeVisible();

    const preview = page.getByTestId('details-preview');
    await expect(preview).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    await expect(preview).toHaveAttribute('src', new RegExp(`^/api/landing-pages/${saved.id}/preview`));
    expect((await preview.boundingBox())?.height).toBe(600);
    await expect(page.frameLocator('[data-testid=details-preview]').locator('h1').first()).toBeVisible();

    const stats = page
      .getByRole('heading', { name: 'Statistics' })
      .locator('xpath=ancestor::*[@data-slot="card"][1]');
    // The page's own facts under the visitor figures: 'Times copied' first.
    const timesCopied = stats.getByTestId('page-facts').getByRole('definition').first();
    await expect(timesCopied).toHaveText('0');
    await expect(stats).toContainText('Variation group');
    await expect(stats).toContainText('None');
    await expect(page.getByRole('link', { name: 'Edit & Modify' })).toHaveAttribute(
      'href',
      `/edit/${saved.id}`,
    );
    await snap(page, 'details');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Copy Prompt' }).click();
    await expect(toast(page)).toContainText('Prompt copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);

    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(toast(page)).toContainText('snippet copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^<!-- Pagecraft: paste into a custom code element/,
    );
    await expect(page.getByTestId('details-copy-count')).toHaveText('Copied 1 time');
    await expect(timesCopied).toHaveText('1');
    await page.reload();
    await expect(page.getByTestId('details-copy-count')).toHaveText('Copied 1 time');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await downloadPromise).suggestedFilename()).toBe(`${fileSlug(saved.title)}-snippet.html`);

    // 'Create Remix' shares the dashboard's REMIX: here with a failing capture.
    await page.route('**/screenshot', (route) => route.fulfill({ status: 500, body: 'capture crashed' }));
    await page.getByRole('button', { name: 'Create Remix' }).click();
    await page.getByRole('menuitem', { name: 'From the original prompt' }).click();
    await expect(toast(page)).toContainText('Failed to capture screenshot. Using original prompt only.');
    await expect(page).toHaveURL(/\/generator\?prompt=/);
    expect(new URL(page.url()).searchParams.getAll('referenceUrl')).toEqual([
      'http://127.0.0.1:9/brief',
      'http://127.0.0.1:9/style',
    ]);
  });

  test('loading and error states', async ({ page }) => {
    await registerViaUi(page, uniqueName('detstate'));
    const saved = await generatePage(page, 'A landing page for a language school in Lyon');
    let fail = true;
    await page.route(`**/api/landing-pages/${saved.id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      if (fail)
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Database away"}',
        });
      else await route.fallback();
    });
    await page.goto(`/details/${saved.id}`);
    await expect(page.getByText('Loading landing page...')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Error loading landing page' })).toBeVisible();
    await expect(page.getByText('Database away')).toBeVisible();
    await snap(page, 'details-error');
    await expectAccessible(page);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: saved.title })).toBeVisible();
  });

  test('a preview the server refuses, or that fails on the way, says so in the pane', async ({ page }) => {
    await registerViaUi(page, uniqueName('detprev'));
    const saved = await generatePage(page, 'A landing page for a bakery in Lyon');
    const pane = page.getByRole('alert').filter({ hasText: /preview/ });

    await page.route('**/api/landing-pages/*/preview*', (route) => route.fulfill({ status: 500, body: 'x' }));
    await page.goto(`/details/${saved.id}`);
    await expect(pane).toHaveText('Failed to load preview');
    await expect(page.getByTestId('details-preview')).toHaveCount(0);
    await snap(page, 'details-preview-failed');

    await page.unroute('**/api/landing-pages/*/preview*');
    await page.route('**/api/landing-pages/*/preview*', (route) => route.abort('connectionreset'));
    await page.reload();
    await expect(pane).toHaveText('An error occurred while loading the preview');
  });

  test("not found for a missing page and for another user's page; invalid ids", async ({ page, browser }) => {
    await registerViaUi(page, uniqueName('detown'));
    const saved = await generatePage(page, 'A landing page for a pottery class in Kyoto');

    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await registerViaUi(stranger, uniqueName('detother'));
    await stranger.goto(`/details/${saved.id}`);
    await expect(stranger.getByRole('heading', { name: 'Landing Page Not Found' })).toBeVisible();
    await expect(stranger.getByText(saved.title)).toHaveCount(0);
    await strangerContext.close();

    await page.goto('/details/2147480000');
    await expect(page.getByRole('heading', { name: 'Landing Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await snap(page, 'details-not-found');
    await expectAccessible(page);

    for (const bad of ['abc', '0', '-3', '1.5']) {
      await page.goto(`/details/${bad}`);
      await expect(page.getByRole('heading', { name: 'Invalid Landing Page ID' })).toBeVisible();
    }
    await snap(page, 'details-invalid-id');
    await expectAccessible(page);
  });
});

test.describe('variations page', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('lists the group, previews, copies, downloads, ungroups and deletes, then shows the empty state', async ({
    page,
  }) => {
    await registerViaUi(page, uniqueName('var'));
    const { pages, variationGroup } = await generateVariations(
      page,
      'A landing page for a coworking space in Lisbon',
      3,
    );
    await page.goto(`/variations/${variationGroup}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Landing Page Variations' })).toBeVisible();
    const cards = page.getByTestId('variation-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByTestId('page-thumbnail')).toBeVisible();
    await snap(page, 'variations');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    // Variations may share a title: find the card by its page id.
    const first = page.locator(`[data-testid=variation-card]:has(a[href="/edit/${pages[0]!.id}"])`);
    await expect(first.getByRole('link', { name: 'Edit & Refine' })).toHaveAttribute(
      'href',
      `/edit/${pages[0]!.id}`,
    );
    const popupPromise = page.waitForEvent('popup');
    await first.getByRole('button', { name: 'Preview' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(new RegExp(`/api/landing-pages/${pages[0]!.id}/preview`));
    await popup.close();
    await first.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page)).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^<!-- Pagecraft: paste into a custom code element/,
    );
    await expect(first.getByTestId('copy-count')).toHaveText('Copied 1 time');
    const downloadPromise = page.waitForEvent('download');
    await first.getByRole('button', { name: 'Download' }).click();
    expect((await downloadPromise).suggestedFilename()).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-snippet\.html$/);

    // Ungroup: a refusal first, then for real; the page leaves this screen and stands alone.
    await page.route('**/ungroup', (route) => route.fulfill({ status: 500, body: 'no' }));
    await cards
      .first()
      .getByRole('button', { name: /^Ungroup/ })
      .click();
    await expect(toast(page)).toContainText('Ungroup failed');
    await expect(cards).toHaveCount(3);
    await page.unroute('**/ungroup');
    await cards
      .first()
      .getByRole('button', { name: /^Ungroup/ })
      .click();
    await expect(toast(page)).toContainText('Page ungrouped');
    await expect(cards).toHaveCount(2);

    // Delete: confirmation, a refusal, then for real.
    await page.route('**/api/landing-pages/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'x' }) : route.fallback(),
    );
    await cards
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this variation?' });
    await snap(page, 'variations-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Delete failed');
    await expect(cards).toHaveCount(2);
    await page.unroute('**/api/landing-pages/*');
    await cards
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(cards).toHaveCount(1);

    // The dashboard now shows two standalone pages (a lone member is not a group).
    await page.goto('/dashboard');
    await expect(page.getByTestId('page-card')).toHaveCount(2);
    await expect(page.getByTestId('group-card')).toHaveCount(0);

    await page.goto(`/variations/${variationGroup}`);
    await cards
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No Variations Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' }).last()).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await snap(page, 'variations-empty');
    await expectAccessible(page);
  });

  test('a detail page of a variation links to its group; an unknown group is empty', async ({ page }) => {
    await registerViaUi(page, uniqueName('vardet'));
    const { pages, variationGroup } = await generateVariations(page, 'A landing page for a climbing gym', 2);
    await page.goto(`/details/${pages[1]!.id}`);
    await page.getByRole('link', { name: 'View variations' }).click();
    await expect(page).toHaveURL(new RegExp(`/variations/${variationGroup}$`));
    await expect(page.getByTestId('variation-card')).toHaveCount(2);
    await page.goto('/variations/no-such-group');
    await expect(page.getByRole('heading', { name: 'No Variations Found' })).toBeVisible();
  });
});

test.describe('edit-test page', () => {
  test('prints the route id and every query parameter', async ({ page }) => {
    await page.goto('/edit-test/42?mode=ai&tag=a&tag=b%20c');
    await expect(page).toHaveURL(/\/login$/);
    await registerViaUi(page, uniqueName('etest'));
    await page.goto('/edit-test/42?mode=ai&tag=a&tag=b%20c');
    await expect(page.getByRole('heading', { name: 'Edit Test Page' })).toBeVisible();
    await expect(page.getByTestId('param-id')).toHaveText('42');
    const rows = page.getByTestId('query-param');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveText('modeai');
    await expect(rows.nth(1)).toHaveText('taga');
    await expect(rows.nth(2)).toHaveText('tagb c');
    await expect(page.getByTestId('full-url')).toHaveText('/edit-test/42?mode=ai&tag=a&tag=b%20c');
    await snap(page, 'edit-test');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    await page.goto('/edit-test/abc');
    await expect(page.getByTestId('param-id')).toHaveText('abc');
    await expect(page.getByText('This address has no query parameters.')).toBeVisible();
  });
});
