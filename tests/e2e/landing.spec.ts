import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, snap } from './support';

test('the public landing page: header, hero, features, steps, pricing and anchors', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Features', 'How it Works', 'Pricing']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const link of await page.getByRole('link', { name: 'Try Generator Now' }).all()) {
    await expect(link).toHaveAttribute('href', '/generator');
  }
  await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();

  await expect(
    page.locator('#features article, #features li, #features [data-feature]').first(),
  ).toBeVisible();
  await expect(
    page.locator('#how-it-works').getByRole('link', { name: 'Start Creating Now' }),
  ).toHaveAttribute('href', '/generator');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('Starter')).toBeVisible();
  await expect(pricing.getByText('$29')).toBeVisible();
  await expect(pricing.getByRole('link', { name: 'Get Started' })).toBeVisible();

  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page.locator('#features')).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'landing');
  await expectAccessible(page);
});

test('the landing page fits a 375 px phone and its menu reaches every anchor', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await mobileNav.getByRole('link', { name: 'How it Works' }).click();
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

test('header anchors work from another page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How it Works' }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

test('the changelog is public and lists the seeded entry', async ({ page }) => {
  await page.goto('/changelog');
  await expect(page.getByRole('heading', { name: 'Changelog', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ changes?/).first()).toBeVisible();
  await expect(page.getByText('Want to suggest a feature?')).toBeVisible();
  await snap(page, 'changelog');
  await expectAccessible(page);
});
