import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  registerViaUi,
  snap,
  toast,
  uniqueName,
} from './support';

test.describe('generator, signed out', () => {
  test('shows the login-required card with the demo account', async ({ page }) => {
    await page.goto('/generator');
    await expect(page.getByText('Sign in to use the generator')).toBeVisible();
    await expect(page.getByTestId('demo-hint')).toContainText('demouser');
    await expect(page.getByTestId('demo-hint')).toContainText('e2e-demo-password');
    await expect(page.getByRole('link', { name: 'Go to Login Page' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await snap(page, 'generator-login-required');
    await expectAccessible(page);
  });
});

test.describe('generator', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerViaUi(page, uniqueName('gen'));
  });

  test('generates a page with the offline engine: stream, preview, success dialog, copy, download', async ({
    page,
  }) => {
    await page.goto('/generator');
    const generate = page.getByRole('button', { name: 'Generate Landing Page' });
    await expect(generate).toBeDisabled();
    // A blank prompt cannot be generated, not even from the keyboard shortcut.
    await page.getByLabel('Describe your landing page').fill('   ');
    await page.getByLabel('Describe your landing page').press('Control+Enter');
    await expect(toast(page)).toContainText('Please enter a prompt');
    await expect(toast(page)).toContainText('Describe the landing page you want to create.');
    await expect(generate).toBeDisabled();
    await snap(page, 'generator-form');
    await expectAccessible(page);

    await page
      .getByLabel('Describe your landing page')
      .fill(
        'A landing page for "Peak Plumbing", an emergency plumber in Denver. Goal: phone calls and quote requests.',
      );
    await page.getByLabel('Animations').click();
    await page.getByLabel('Industry').click();
    await page.getByRole('option', { name: 'Professional Services' }).click();
    await expect(generate).toBeEnabled();
    await generate.click();

    await expect(page.getByText('AI Chat Modify')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Landing Page Generated!' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await snap(page, 'generator-success');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(page.getByText('Generated', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'HTML Code' })).toBeVisible();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.getByTestId('preview-frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    await expect(frame).toHaveAttribute('src', '/sandbox-frame');
    await expect(
      page
        .frameLocator('[data-testid=preview-frame]')
        .frameLocator('#page')
        .getByRole('heading', { level: 1 }),
    ).toBeVisible();
    await snap(page, 'generator-split-view');

    // The default platform (GoHighLevel) makes the funnel-builder snippet the default format.
    await page.getByTestId('code-viewer').getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page)).toContainText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^<!-- Pagecraft: paste into a custom code element/);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).first().click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9_]+-snippet\.html$/);
    await expectNoHorizontalOverflow(page);

    // 'Create Another Landing Page' starts over with an empty form and the default options.
    await page.goto('/generator');
    await page.getByLabel('Describe your landing page').fill('A landing page for a dog walker in Leeds');
    await page.getByLabel('Animations').click();
    await generate.click();
    await page
      .getByRole('dialog', { name: 'Landing Page Generated!' })
      .getByRole('button', { name: 'Create Another Landing Page' })
      .click({ timeout: 20_000 });
    await expect(page.getByLabel('Describe your landing page')).toHaveValue('');
    await expect(page.getByLabel('Animations')).not.toBeChecked();
    await expect(page.getByText('AI Chat Modify')).toHaveCount(0);
  });

  test('the template gallery filters and fills the prompt', async ({ page }) => {
    await page.goto('/generator');
    await page.getByRole('button', { name: 'Browse Template Library' }).click();
    const gallery = page.getByRole('dialog', { name: 'Template Library' });
    await expect(gallery.getByRole('listitem')).toHaveCount(8);
    await gallery.getByRole('button', { name: 'Lead Gen', exact: true }).click();
    await expect(gallery.getByRole('listitem')).toHaveCount(3);
    // Each card previews the real page, sandboxed.
    for (let i = 0; i < 3; i++) {
      await expect(gallery.frameLocator('iframe').nth(i).locator('h1')).toBeVisible();
    }
    await expect(gallery.locator('iframe').first()).toHaveAttribute('sandbox', 'allow-scripts');
    await snap(page, 'template-gallery');
    await gallery
      .getByRole('button', { name: /Use the .* template/ })
      .first()
      .click();
    await expect(gallery).toBeHidden();
    await expect(page.getByLabel('Describe your landing page')).not.toHaveValue('');
  });

  test('query parameters and remix data prefill the form', async ({ page }) => {
    await page.goto(
      '/generator?prompt=A%20yoga%20studio&referenceUrl=https%3A%2F%2Fa.example&referenceUrl=https%3A%2F%2Fb.example',
    );
    await expect(page.getByLabel('Describe your landing page')).toHaveValue('A yoga studio');
    await expect(page.getByLabel('Reference URL 1', { exact: true })).toHaveValue('https://a.example');
    await expect(page.getByLabel('Reference URL 2', { exact: true })).toHaveValue('https://b.example');
    await expect(page.getByRole('button', { name: 'Remove reference URL 1' })).toBeVisible();

    await page.evaluate(() =>
      localStorage.setItem(
        'pagecraft.remixData',
        JSON.stringify({
          prompt: 'Remix me',
          referenceUrls: ['https://c.example'],
          originalTitle: 'Old',
          screenshotImage: null,
        }),
      ),
    );
    await page.goto('/generator?remix=true');
    await expect(page.getByLabel('Describe your landing page')).toHaveValue('Remix me');
    await expect(page.getByLabel('Reference URL 1', { exact: true })).toHaveValue('https://c.example');
    await expect(page.getByRole('button', { name: 'Remove reference URL 1' })).toHaveCount(0);
    await expect(page.getByTestId('remix-notice')).toContainText('Remixing “Old”');
    await snap(page, 'generator-remix-intake');

    await page.evaluate(() => localStorage.setItem('pagecraft.remixData', '{broken'));
    await page.goto('/generator?remix=true');
    await expect(toast(page)).toContainText('Failed to load remix data. Please try again.');
  });

  test('variations end with the group summary', async ({ page }) => {
    await page.goto('/generator');
    await page
      .getByLabel('Describe your landing page')
      .fill('A webinar registration page about email marketing');
    await page.getByLabel('Generate variations').click();
    await page.getByLabel('Number of variations').click();
    await page.getByRole('option', { name: '2 variations' }).click();
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    const dialog = page.getByRole('dialog', { name: '2 Variations Generated' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    // Each variation takes its own angle, so the dialog lists two different titles (headlines).
    const saved = dialog.getByRole('list', { name: 'Saved variations' }).getByRole('listitem');
    await expect(saved).toHaveCount(2);
    const titles = await saved.allTextContents();
    expect(new Set(titles).size).toBe(2);
    for (const [i, title] of titles.entries())
      await expect(saved.nth(i)).toHaveAttribute('title', title.replace(/^•\s*/, ''));
    await expect(dialog.getByRole('link', { name: 'View All Variations' })).toHaveAttribute(
      'href',
      /^\/variations\//,
    );
  });
});
