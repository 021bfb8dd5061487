import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, registerViaUi, snap, toast, uniqueName } from './support';

/**
 * A screen whose code fails to load (docs/product.md, 'Errors and toasts'): a deploy during a
 * session or a dropped connection makes a lazily loaded screen's chunk fail. The screen says so
 * and offers 'Reload' instead of leaving the page blank, the header stays, and the server is
 * told. The built app's chunks are named after their screens (`assets/changelog-<hash>.js`),
 * so one screen's code can be cut off by its name.
 */

const CHANGELOG_CHUNK = '**/assets/changelog-*.js';
const DASHBOARD_CHUNK = '**/assets/dashboard-page-*.js';

const screenError = (page: Page) => page.getByTestId('screen-error');

/** The next error report the page sends, with the server's answer. */
const nextReport = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/client-errors') && response.request().method() === 'POST',
  );

async function expectScreenError(page: Page) {
  const alert = screenError(page);
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert.getByRole('heading', { name: 'This screen could not load.', level: 1 })).toBeVisible();
  await expect(alert).toContainText('Pagecraft may have been updated, or the connection dropped.');
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Not a blank page: the header and its links are still there.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
}

test.describe('a screen whose code fails to load', () => {
  test('on the way there in a session: the message, Reload, a report the server takes; other screens still open', async ({
    page,
    baseURL,
  }) => {
    await registerViaUi(page, uniqueName('chunk'));
    await expect(page.getByRole('heading', { name: 'Landing Pages Dashboard' })).toBeVisible();
    // The welcome toast would cover the header in the phone screenshot.
    await toast(page).getByRole('button', { name: 'Close' }).click();
    await expect(toast(page)).toHaveCount(0);

    // The deploy: the changelog's code is gone from the server this tab was built against.
    const refused: string[] = [];
    await page.route(CHANGELOG_CHUNK, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    const report = nextReport(page);
    await page.getByRole('banner').getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expectScreenError(page);
    expect(refused.length).toBeGreaterThan(0);

    const answer = await report;
    expect(answer.status()).toBe(204);
    expect(answer.request().postDataJSON()).toEqual({
      message: expect.stringContaining('dynamically imported module'),
      url: `${baseURL}/changelog`,
      screen: 'changelog',
    });
    await snap(page, 'screen-error');
    await expectAccessible(page);

    // Another screen still opens (its code is there), and the failed one says so again.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Landing Pages Dashboard' })).toBeVisible();
    await expect(screenError(page)).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Changelog' }).click();
    await expectScreenError(page);

    // The code is back: Reload loads the current build and the screen shows.
    await page.unroute(CHANGELOG_CHUNK);
    await screenError(page).getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Changelog', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'November 22, 2026' })).toBeVisible();
    await expect(screenError(page)).toHaveCount(0);
  });

  test('on a fresh load: the message instead of a blank page, and the report', async ({ page }) => {
    await registerViaUi(page, uniqueName('chunkload'));
    await page.route(DASHBOARD_CHUNK, (route) => route.abort());
    const report = nextReport(page);
    await page.goto('/dashboard');
    await expectScreenError(page);
    const answer = await report;
    expect(answer.status()).toBe(204);
    expect(answer.request().postDataJSON()).toMatchObject({ screen: 'dashboard' });

    await page.unroute(DASHBOARD_CHUNK);
    await screenError(page).getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Landing Pages Dashboard' })).toBeVisible();
  });
});
