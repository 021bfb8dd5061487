import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { Experiment } from '../../src/shared/api/experiments';
import { generateVariations } from './library-seed';
import {
  chartsFitTheirCards,
  expectAccessible,
  expectNoHorizontalOverflow,
  registerViaUi,
  toast,
  uniqueName,
  waitUntilFormIsReady,
} from './support';

/**
 * An experiment end to end (docs/product.md, 'Experiments'): two variations started as a split
 * test from their group's page; 50 people visit its address, each in a browser of their own,
 * and only those shown B leave a lead. The results then count every visitor once, on the
 * variant each was shown, B's leads, and B as the winner (the app runs with
 * EXPERIMENT_MIN_VISITORS=10 and EXPERIMENT_MIN_DAYS=0); B is promoted through its
 * confirmation, and every new visitor gets B. CAPTURE_SCREENSHOTS=1 saves the list and the
 * results at 375 and 1440 px into docs/screenshots/experiments/ for people to look at.
 *
 * People, as in page-stats.spec.ts: Playwright's Chromium says navigator.webdriver=true (the
 * beacon then sends nothing) and HeadlessChrome in its user agent (the server takes it for a
 * bot, which always gets A and is never counted); every visitor here gets an ordinary Chrome
 * user agent of its own (the server tells visitors apart by address and browser, and all of
 * them come from 127.0.0.1) and a navigator.webdriver of false.
 */

// No trace: it would record every context the test opens, fifty visitors' pages and all, on a
// machine their browsers already keep busy (a failure still leaves its screenshot).
test.use({ trace: 'off' });

const SCREENSHOTS_DIR = 'docs/screenshots/experiments';
const CAPTURE = process.env.CAPTURE_SCREENSHOTS === '1';
const PROMPT =
  'A landing page for "Harbor Coffee Roasters", a specialty coffee subscription in Portland, with a sign-up form for a free first bag.';
const VISITS = 50;
/** Visitors at once: each has a browser context of its own; B's stay a few seconds to fill the form. */
const AT_ONCE = 5;

/** An ordinary Chrome, a different build number per person, not marked as automated. */
async function person(browser: Browser, index: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${6700 + index}.86 Safari/537.36`,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
  // Fifty pages' photos and fonts would only slow a shared machine down: nothing here looks at them.
  await context.route('**/*', (route) =>
    ['image', 'font', 'media'].includes(route.request().resourceType()) ? route.abort() : route.fallback(),
  );
  return context;
}

/** As page-stats.spec.ts fills a generated page's lead form: a person's answers, a person's pace. */
async function fillAndSubmit(page: Page) {
  const form = page.locator('form[data-pc-form]').first();
  await form.scrollIntoViewIfNeeded();
  for (const input of await form.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea').all()) {
    if (!(await input.isVisible())) continue;
    const name = (await input.getAttribute('name')) ?? '';
    const type = (await input.getAttribute('type')) ?? 'text';
    if (type === 'checkbox' || type === 'radio') await input.check();
    else if (name === 'email' || type === 'email') await input.fill('reader@example.net');
    else if (type === 'tel' || name === 'phone') await input.fill('+1 503 555 0142');
    else if (type === 'date') await input.fill('2026-12-01');
    else await input.fill(name === 'last_name' ? 'Lopez' : 'Maria');
  }
  for (const select of await form.locator('select').all()) {
    if (await select.isVisible()) await select.selectOption({ index: 1 });
  }
  // A person takes longer than the minimum fill time (faster is kept apart as spam): wait for
  // the form's own clock to say so, however long the machine took to get here.
  await waitUntilFormIsReady(form);
  await form.locator('[type=submit], button:not([type])').first().click();
  await expect(page.getByRole('status').filter({ hasText: "We've received your details" })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * One person's visit: the page the address served them (its X-Pagecraft-Variant), counted by
 * its beacon, and a lead when `convert` says so for that page.
 */
async function visit(
  browser: Browser,
  index: number,
  url: string,
  convert: (pageId: number) => boolean,
): Promise<number> {
  const context = await person(browser, index);
  try {
    const page = await context.newPage();
    // The view is counted once its beacon has gone out: wait for it before the browser closes.
    const beacon = page.waitForEvent('requestfinished', {
      predicate: (request) => new URL(request.url()).pathname.startsWith('/e/'),
      timeout: 45_000,
    });
    // Awaited below; a failed visit must not leave its rejection unhandled meanwhile.
    beacon.catch(() => undefined);
    // The variant is known from the answer's header and the beacon runs as the document is read:
    // no need to wait for the page's pictures.
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    const pageId = Number(response?.headers()['x-pagecraft-variant']);
    expect(pageId, 'the variant served').toBeGreaterThan(0);
    await beacon;
    if (convert(pageId)) await fillAndSubmit(page);
    return pageId;
  } finally {
    await context.close();
  }
}

/** At each width nothing sticks out sideways; with CAPTURE_SCREENSHOTS, the screen at 375 and 1440 px. */
async function checkWidths(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // The chart follows its card's width: wait until it has redrawn at this one.
    await chartsFitTheirCards(page);
    await expectNoHorizontalOverflow(page);
    if (CAPTURE && (width === 375 || width === 1440)) {
      mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `${SCREENSHOTS_DIR}/${name}-${width}.png`,
        fullPage: true,
        animations: 'disabled',
        // The sticky header would otherwise be drawn where the window was, over the page.
        style: 'header.sticky { position: static !important; }',
      });
    }
  }
  if (original) await page.setViewportSize(original);
}

test('an experiment splits 50 real visits, calls the converting variant the winner, and promotes it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Every visitor is a browser of its own: 1.8 to 2.8 minutes on two cores shared with other
  // test runs, most of it the visits; hence the room.
  test.setTimeout(300_000);
  await registerViaUi(page, uniqueName('exp'));
  const group = await generateVariations(page, PROMPT, 2);

  // None yet: the list says how to start one.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Experiments' }).click();
  await expect(page.getByRole('heading', { name: 'Experiments', level: 1 })).toBeVisible();
  await expect(page.getByTestId('experiments-empty')).toContainText('No experiments yet');

  // Started from the group's page, on its two pages, split evenly.
  await page.goto(`/variations/${group.variationGroup}`);
  await page.getByRole('button', { name: 'Start an experiment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start an experiment' });
  const choices = dialog.getByRole('group', { name: 'Pages to compare' }).getByRole('checkbox');
  await expect(choices).toHaveCount(2);
  await expect(choices.and(page.getByRole('checkbox', { checked: true }))).toHaveCount(2);
  const name = 'Harbor Coffee: which headline sells';
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  const slug = `harbor-split-${Date.now().toString(36)}`;
  await dialog.getByLabel('Address', { exact: true }).fill('Not A Slug');
  await dialog.getByRole('button', { name: 'Start experiment' }).click();
  await expect(dialog).toContainText('Slug must be 3 to 64 characters');
  await dialog.getByLabel('Address', { exact: true }).fill(slug);
  await dialog.getByRole('button', { name: 'Start experiment' }).click();
  await expect(page).toHaveURL(/\/experiments\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('experiment-state')).toHaveText('Running');
  await expect(page.getByTestId('experiment-verdict')).toHaveText(
    'No visitors yet: share the experiment’s address to start the test.',
  );
  const address = `${baseURL}/p/${slug}`;
  await expect(page.getByTestId('experiment-url')).toHaveAttribute('href', address);

  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveCount(2);
  const a = Number(await rows.nth(0).getAttribute('data-page-id'));
  const b = Number(await rows.nth(1).getAttribute('data-page-id'));
  expect(new Set([a, b])).toEqual(new Set(group.pages.map((saved) => saved.id)));
  await expect(rows.nth(0).getByTestId('variant-share')).toHaveText('50%');

  // 50 people, a few at a time; only those shown B leave a lead.
  const served: number[] = [];
  for (let start = 0; start < VISITS; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, VISITS - start) }, (_, i) =>
      visit(browser, start + i, address, (pageId) => pageId === b),
    );
    served.push(...(await Promise.all(batch)));
  }
  const toA = served.filter((pageId) => pageId === a).length;
  const toB = served.filter((pageId) => pageId === b).length;
  expect(toA + toB).toBe(VISITS);
  // The split is 50/50: both get some (a 25-of-50 split leaves 0 only once in 10^15).
  expect(toA).toBeGreaterThan(0);
  expect(toB).toBeGreaterThan(0);

  // Views and leads are written a second or two behind: refresh until all of them are in.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh results' }).click();
    await expect(rows.nth(0).getByTestId('variant-visitors')).toHaveText(String(toA), { timeout: 2_000 });
    await expect(rows.nth(1).getByTestId('variant-visitors')).toHaveText(String(toB), { timeout: 2_000 });
    await expect(rows.nth(1).getByTestId('variant-leads')).toHaveText(String(toB), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(rows.nth(0).getByTestId('variant-leads')).toHaveText('0');
  await expect(rows.nth(0).getByTestId('variant-conversion')).toHaveText('0%');
  await expect(rows.nth(1).getByTestId('variant-conversion')).toHaveText('100%');

  // B converts, A does not: B is the winner, said in words and by its badge.
  await expect(page.getByTestId('experiment-state')).toHaveText('Winner called');
  await expect(page.getByTestId('experiment-verdict')).toContainText(
    'B is the winner. B converts better with',
  );
  await expect(rows.nth(1).getByTestId('variant-winner')).toHaveText('Winner');
  await expect(rows.nth(0).getByTestId('variant-winner')).toHaveCount(0);
  const results = (await (await page.request.get(`/api/experiments/${id}`)).json()) as Experiment;
  expect(results.winnerPageId).toBe(b);
  expect(results.variants.map((variant) => variant.visitors)).toEqual([toA, toB]);

  // The chart: drawn on demand, named by its summary; the numbers in 'View as table'.
  const trend = page.getByTestId('experiment-trend');
  await expect(trend.getByTestId('experiment-chart').locator('canvas')).toHaveCount(1);
  // One day, or two when the visits ran over midnight (UTC).
  await expect(trend.getByTestId('experiment-chart')).toHaveAttribute(
    'aria-label',
    new RegExp(
      `^Visitors per day of each variant (on|from) .+: A ${plural(toA)}, B ${plural(toB)} in all\\.$`,
    ),
  );
  await trend.getByText('View as table').click();
  const days = trend.getByTestId('experiment-daily-table').locator('tbody tr');
  await expect(days.last().locator('th')).toHaveText(await today(page));
  const cells = await days.evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
  );
  const total = (variant: number, part: number) =>
    cells.reduce((sum, row) => sum + Number(row[variant]?.split(' / ')[part]), 0);
  expect([total(0, 0), total(0, 1), total(1, 0), total(1, 1)]).toEqual([toA, 0, toB, toB]);
  await trend.getByRole('button', { name: 'Conversion rate' }).click();
  await expect(trend.getByTestId('experiment-chart')).toHaveAttribute(
    'aria-label',
    /A 0%, B 100% at the end\.$/,
  );

  await expectAccessible(page, { skipPreviews: true });
  await checkWidths(page, 'results');

  // The list: the experiment with its state, variants, address and start.
  await page.getByRole('link', { name: 'All experiments' }).click();
  const item = page.getByTestId('experiment-item').filter({ hasText: name });
  await expect(item.getByRole('link', { name })).toHaveAttribute('href', `/experiments/${id}`);
  await expect(item.getByTestId('experiment-state').filter({ visible: true })).toHaveText('Winner called');
  await expect(item).toContainText('2 variants');
  await expect(item.getByTestId('experiment-url')).toHaveAttribute('href', address);
  await expectAccessible(page);
  await checkWidths(page, 'list');

  // Promote B, asked first.
  await item.getByRole('link', { name }).click();
  await rows.nth(1).getByRole('button', { name: 'Promote B' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Promote B?' });
  await expect(confirm).toContainText(`Every new visitor will see B, “`);
  await expect(confirm).toContainText(address);
  await confirm.getByRole('button', { name: 'Promote B' }).click();
  await expect(toast(page)).toContainText('B promoted');
  await expect(page.getByTestId('experiment-state')).toHaveText('Promoted');
  await expect(page.getByTestId('experiment-verdict')).toHaveText(
    'B was promoted: every new visitor sees it.',
  );
  await expect(rows.nth(1).getByTestId('variant-promoted')).toHaveText('Promoted');
  await expect(rows.nth(1).getByRole('button', { name: 'Promote B' })).toHaveCount(0);

  // Every new visitor now gets B.
  const after = await Promise.all(
    Array.from({ length: 5 }, (_, i) => visit(browser, VISITS + i, address, () => false)),
  );
  expect(after).toEqual([b, b, b, b, b]);

  // Deleting a page of the promoted experiment says what it does to the experiment (not done here).
  await page.goto(`/variations/${group.variationGroup}`);
  await expect(page.getByTestId('group-experiment')).toContainText(name);
  const bTitle = group.pages.find((saved) => saved.id === b)!.title;
  await page.getByRole('button', { name: `Delete ${bTitle}` }).click();
  const deleting = page.getByRole('alertdialog', { name: 'Delete this variation?' });
  await expect(deleting.getByTestId('experiment-deletion-note')).toHaveText(
    `This page is in the experiment “${name}”. Deleting it ends the experiment; its results stay readable.`,
  );
  await deleting.getByRole('button', { name: 'Cancel' }).click();
});

const plural = (count: number) => `${count} ${count === 1 ? 'visitor' : 'visitors'}`;

/** Today (UTC) as the chart names days: 'Nov 3'. */
const today = async (page: Page) =>
  page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date()),
  );
