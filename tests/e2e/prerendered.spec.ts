import { expect, type Page, test } from '@playwright/test';
import { registerViaUi, uniqueName } from './support';

/**
 * The public pages arrive pre-rendered (ARCHITECTURE.md, 'Pre-rendered public pages'): readable before any script
 * runs, then hydrated by React without a mismatch, and interactive.
 */

const NOT_FOUND_PATH = '/no/such/page';

/** Errors the page reports: React's hydration mismatches arrive as page errors or console errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // Expected: the wrong password this test types answers 401, and the 404 page comes with its
    // status. A signed-out visitor's session check would be a 401 too: there must be none.
    if (/status of 401/.test(message.text()) && url.endsWith('/api/auth/login')) return;
    if (/status of 404/.test(message.text()) && url.endsWith(NOT_FOUND_PATH)) return;
    errors.push(`${message.text()} (${url})`);
  });
  return errors;
}

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page, sign-in, sign-up, changelog and 404 page are all there to read', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Pagecraft — AI landing pages for your funnels');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Features', 'How it Works', 'Pricing'])
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(page.locator('#pricing').getByText('$29')).toBeVisible();
    // A plain link still leads on.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Sign in — Pagecraft');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();

    await page.goto('/register');
    await expect(page).toHaveTitle('Create your account — Pagecraft');
    await expect(page.getByLabel('Confirm Password')).toBeVisible();

    await page.goto('/changelog');
    await expect(page.getByRole('heading', { name: 'Changelog', level: 1 })).toBeVisible();

    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('with scripts', () => {
  test('each public page hydrates without a mismatch and answers at once', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    // The menu button only works once React owns the page.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed').first()).toBeVisible();

    await page.goto('/changelog');
    await expect(page.getByRole('list', { name: 'Changelog entries' })).toBeVisible();
    await expect(page).toHaveTitle('Changelog — Pagecraft');

    await page.goto(NOT_FOUND_PATH);
    // What only the browser knows comes after hydration: the address that matched nothing.
    await expect(page.locator('code')).toHaveText(NOT_FOUND_PATH);
    // Moving on inside the app gives the tab the new page's title.
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveTitle('Pagecraft — AI landing pages for your funnels');
    expect(errors).toEqual([]);
  });

  test('what is typed before the scripts arrive is kept, and the button waits for them', async ({ page }) => {
    const errors = collectErrors(page);
    // Hold every script: the page is only the pre-rendered HTML until they are let through.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route('**/*.js', (route) =>
      holding ? void held.push(() => route.continue()) : route.continue(),
    );
    // Deferred scripts hold back DOMContentLoaded too: wait for the HTML alone.
    await page.goto('/register', { waitUntil: 'commit' });
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    const username = uniqueName('early');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('early-secret-1');
    await page.getByLabel('Confirm password').fill('early-secret-1');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    holding = false;
    for (const release of held.splice(0)) await release();
    // Once React owns the form the button works, with what was typed before.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText(username.slice(0, 10));
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor gets their own header on the landing page, and skips sign-in', async ({
    page,
  }) => {
    await registerViaUi(page, uniqueName('pre'));
    const errors = collectErrors(page);
    await page.goto('/');
    // Rendered signed out, then the session check answers.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(errors).toEqual([]);
  });
});
