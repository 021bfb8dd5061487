import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoHorizontalOverflow, generatePage, registerViaUi, toast, uniqueName } from './support';

/**
 * Custom domains through the UI (docs/product.md, 'Custom domains'): the section appears once
 * the page is published, refuses a malformed hostname in the API's words, adds one and shows
 * its two DNS records (long values wrap, nothing sticks out sideways at 375 px), Verify shows
 * why the domain is not verified yet, and Remove asks first. Verification itself (a real DNS
 * server answering the TXT record) is covered by tests/api/domains.test.ts: this server uses
 * the system's resolver, where the test's made-up domain does not exist.
 * CAPTURE_SCREENSHOTS=1 saves the section at 375 and 1440 px for people to look at.
 */

const SCREENSHOTS_DIR = 'docs/screenshots/publishing';
const CAPTURE = process.env.CAPTURE_SCREENSHOTS === '1';

async function checkWidths(page: Page, target: Locator, name: string) {
  const original = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    // The records' table never scrolls sideways either: its values wrap.
    const table = target.locator('[data-slot="table-container"]').first();
    expect(await table.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);
    if (CAPTURE) {
      mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: `${SCREENSHOTS_DIR}/${name}-${width}.png`, animations: 'disabled' });
    }
  }
  if (original) await page.setViewportSize(original);
}

test('add a custom domain, see its records, try to verify it, and remove it', async ({ page, baseURL }) => {
  await registerViaUi(page, uniqueName('dom'));
  const saved = await generatePage(
    page,
    baseURL!,
    'A landing page for a bakery in Lyon with fresh bread daily.',
  );
  await page.goto(`/details/${saved.id}`);
  const card = page.getByTestId('page-publishing');
  await expect(card.getByTestId('publication-state')).toHaveText('Not published');
  await expect(card.getByTestId('custom-domains')).toHaveCount(0);

  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(card.getByTestId('publication-state')).toHaveText('Live');
  const section = card.getByTestId('custom-domains');
  await expect(section.getByRole('heading', { name: 'Custom domain' })).toBeVisible();

  const field = section.getByRole('textbox', { name: 'Domain' });
  await field.fill('not a domain');
  await section.getByRole('button', { name: 'Add' }).click();
  await expect(section.getByTestId('domain-error')).toHaveText(/^Enter a domain name like www\.example\.com/);
  await expect(field).toBeFocused();

  // A long hostname: its records must wrap, not widen the card.
  const hostname = `www.${'the-very-long-bakery-name-'.repeat(2)}${Date.now().toString(36)}.example`;
  await field.fill(`  ${hostname.toUpperCase()}  `);
  await section.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page).filter({ hasText: 'Domain added' })).toBeVisible();
  await expect(field).toHaveValue('');
  const domain = section.getByTestId('custom-domain');
  await expect(domain.getByTestId('domain-hostname')).toHaveText(hostname);
  await expect(domain.getByTestId('domain-status')).toHaveText('Not verified yet');
  const cname = domain.getByTestId('record-CNAME').getByTestId('record-value');
  await expect(cname.first()).toHaveText(hostname);
  await expect(cname.nth(1)).toHaveText(new URL(baseURL!).hostname);
  const txt = domain.getByTestId('record-TXT').getByTestId('record-value');
  await expect(txt.first()).toHaveText(`_pagecraft.${hostname}`);
  await expect(txt.nth(1)).toHaveText(/^[\w-]{32}$/);
  await expect(domain.getByRole('button', { name: 'Copy the TXT value' })).toBeVisible();
  await checkWidths(page, section, 'custom-domain');

  // Verify: the made-up domain has no TXT record, and the section says why.
  await domain.getByRole('button', { name: 'Verify' }).click();
  await expect(domain.getByTestId('domain-last-error')).toContainText(`_pagecraft.${hostname}`, {
    timeout: 15_000,
  });
  await expect(domain.getByTestId('domain-status')).toHaveText('Not verified yet');
  await expect(domain).toContainText('Last checked');

  // Remove asks first; Cancel keeps it.
  await domain.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Remove ${hostname}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(domain).toBeVisible();
  await domain.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page).filter({ hasText: 'Domain removed' })).toBeVisible();
  await expect(section.getByTestId('custom-domain')).toHaveCount(0);
  const left = await page.request.get(`/api/landing-pages/${saved.id}/domains`);
  expect(await left.json()).toEqual([]);
});
