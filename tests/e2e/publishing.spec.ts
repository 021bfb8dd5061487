import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoHorizontalOverflow, generatePage, registerViaUi, toast, uniqueName } from './support';

/**
 * Hosted publishing through the UI: the detail page's Publish card refuses a reserved slug in
 * the API's words, publishes at a chosen one and shows its address, the public page opens in
 * a new tab with the page's text, a newer live version offers 'Publish again', the editor's
 * Publish dialog shows the same, and Unpublish leaves the address answering 404.
 * CAPTURE_SCREENSHOTS=1 saves the card and the dialog at 375 and 1440 px for people to look at.
 */

const SCREENSHOTS_DIR = 'docs/screenshots/publishing';
const CAPTURE = process.env.CAPTURE_SCREENSHOTS === '1';
const PROMPT =
  'A landing page for "Harbor Coffee Roasters", a specialty coffee subscription in Portland. Goal: sign-ups for a free first bag.';

/** At each width nothing sticks out sideways; with CAPTURE_SCREENSHOTS, a PNG of `target` at 375 and 1440. */
async function checkWidths(page: Page, target: Locator, name: string) {
  const original = page.viewportSize();
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    if (CAPTURE && (width === 375 || width === 1440)) {
      mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: `${SCREENSHOTS_DIR}/${name}-${width}.png`, animations: 'disabled' });
    }
  }
  if (original) await page.setViewportSize(original);
}

test('publish a page at a chosen address, publish again, and unpublish', async ({ page, baseURL }) => {
  await registerViaUi(page, uniqueName('pub'));
  const saved = await generatePage(page, baseURL!, PROMPT);
  const slug = `harbor-${Date.now().toString(36)}`;
  const publicUrl = `${baseURL}/p/${slug}`;

  await page.goto(`/details/${saved.id}`);
  const card = page.getByTestId('page-publishing');
  await expect(card.getByTestId('publication-state')).toHaveText('Not published');
  const address = card.getByRole('textbox', { name: 'Page address' });
  await expect(address).toHaveValue(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  await checkWidths(page, card, 'card-unpublished');

  // Refused before sending, in the API's words.
  await address.fill('admin');
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(card.getByTestId('slug-error')).toHaveText('"admin" is reserved: choose another slug');
  await expect(address).toBeFocused();

  await address.fill(slug);
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page).filter({ hasText: 'Page published' })).toBeVisible();
  await expect(card.getByTestId('publication-state')).toHaveText('Live');
  const link = card.getByTestId('publication-url');
  await expect(link).toHaveAttribute('href', publicUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  await checkWidths(page, card, 'card-published');

  // The public page, in a new tab: the page's own heading.
  const html = (
    (await (await page.request.get(`/api/landing-pages/${saved.id}`)).json()) as { generatedHtml: string }
  ).generatedHtml;
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  expect(heading).toBeTruthy();
  const [visitor] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(visitor).toHaveURL(publicUrl);
  await expect(visitor.getByRole('heading', { level: 1 }).first()).toContainText(heading!.slice(0, 20));
  await visitor.close();

  // A newer live version: the card names both and publishes the live one again.
  const put = await page.request.put(`/api/landing-pages/${saved.id}`, {
    data: {
      generatedHtml: html.replace('</body>', '<p>Now roasting on Saturdays too.</p></body>'),
      commitMessage: 'Saturdays',
    },
    headers: { Origin: baseURL! },
  });
  expect(put.status()).toBe(200);
  await page.reload();
  const stale = card.getByTestId('publication-stale');
  await expect(stale).toHaveText(/Published version 1, live version 2: publish again\?/);
  await stale.getByRole('button', { name: 'Publish again' }).click();
  await expect(stale).toBeHidden();
  await expect
    .poll(async () => (await page.request.get(`/p/${slug}`)).text())
    .toContain('Now roasting on Saturdays');

  // The editor's Publish dialog is the same panel.
  await page.goto(`/edit/${saved.id}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await expect(dialog.getByTestId('publication-url')).toHaveAttribute('href', publicUrl);
  await checkWidths(page, dialog, 'editor-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto(`/details/${saved.id}`);
  await card.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(card.getByTestId('publication-state')).toHaveText('Not published');
  expect((await page.request.get(`/p/${slug}`)).status()).toBe(404);
});
