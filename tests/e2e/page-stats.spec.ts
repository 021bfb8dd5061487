import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { PageLeadsResponse } from '../../src/shared/api/leads';
import {
  chartsFitTheirCards,
  expectAccessible,
  expectNoHorizontalOverflow,
  generatePage,
  registerViaUi,
  uniqueName,
  waitUntilFormIsReady,
} from './support';

/**
 * Page statistics end to end (docs/product.md, 'Page statistics'): a published page visited by
 * three people in their own browsers (one reloads, one comes from a hostile link, one leaves
 * a lead) and by a headless bot; the detail page's card then reads 3 visitors, 4 views, 1 lead
 * and 33.3%, with the sources and the channel, and the dashboard's card says the same in one
 * line. CAPTURE_SCREENSHOTS=1 saves the card (empty and with figures) and the dashboard card at
 * 375 and 1440 px into docs/screenshots/page-stats/ for people to look at.
 *
 * Playwright's Chromium says navigator.webdriver=true (the beacon then sends nothing) and
 * HeadlessChrome in its user agent (the server drops it as a bot): the people get an ordinary
 * Chrome user agent each (the server tells visitors apart by address and browser, and all of
 * them come from 127.0.0.1) and a navigator.webdriver of false. The bot keeps the defaults.
 */

const SCREENSHOTS_DIR = 'docs/screenshots/page-stats';
const CAPTURE = process.env.CAPTURE_SCREENSHOTS === '1';
const PROMPT =
  'A landing page for "Harbor Coffee Roasters", a specialty coffee subscription in Portland, with a sign-up form for a free first bag.';

const PEOPLE = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

/** What a hostile link may carry as its source: shown as text, cut to its column. */
const HOSTILE_SOURCE = `<img src=x onerror="document.title='owned'">${'x'.repeat(50)}`;

/** A person: an ordinary Chrome, not marked as automated. */
async function person(browser: Browser, userAgent: string, mobile = false) {
  const context = await browser.newContext({
    userAgent,
    viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  await context.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
  return context;
}

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
  // A person takes longer than the minimum fill time (faster is kept apart as spam).
  await waitUntilFormIsReady(form);
  await form.locator('[type=submit], button:not([type])').first().click();
}

/** At each width nothing sticks out sideways; with CAPTURE_SCREENSHOTS, a PNG of `target` at 375 and 1440. */
async function checkWidths(page: Page, target: Locator, name: string) {
  const original = page.viewportSize();
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    const box = await target.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    if (CAPTURE && (width === 375 || width === 1440)) {
      mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      await target.scrollIntoViewIfNeeded();
      // The chart follows the card's width: wait until it has redrawn at this one.
      await chartsFitTheirCards(page);
      // The sticky site header would lie over the top of a card taller than the window.
      await target.screenshot({
        path: `${SCREENSHOTS_DIR}/${name}-${width}.png`,
        animations: 'disabled',
        style: 'body > * header.sticky, header.sticky { visibility: hidden !important; }',
      });
    }
  }
  if (original) await page.setViewportSize(original);
}

/** `inner` lies within `outer`, sideways (half a pixel of slack). */
async function expectInside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

test('a published page counts its visitors, views and leads on the detail page and the dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await registerViaUi(page, uniqueName('stats'));
  const saved = await generatePage(page, baseURL!, PROMPT);

  // Before anyone visits: the card explains where figures come from.
  await page.goto(`/details/${saved.id}`);
  const card = page.getByTestId('page-statistics');
  await expect(card.getByRole('heading', { name: 'Statistics' })).toBeVisible();
  await expect(card.getByTestId('stats-empty')).toContainText('No views in the last 30 days');
  await expect(card.getByTestId('stats-empty')).toContainText('once the page is published');
  await expect(card.getByTestId('stats-visitors').getByRole('definition')).toHaveText('0');
  await expect(card.getByTestId('stats-conversion-rate').getByRole('definition')).toHaveText('0%');
  // The page's own facts stay in the card.
  await expect(card).toContainText('Times copied');
  await expect(card).toContainText('Versions');
  await checkWidths(page, card, 'card-empty');

  const slug = `harbor-stats-${Date.now().toString(36)}`;
  const published = await page.request.put(`/api/landing-pages/${saved.id}/publication`, {
    data: { slug },
    headers: { Origin: baseURL! },
  });
  expect(published.status()).toBe(200);
  const hosted = `${baseURL}/p/${slug}`;

  // The bot first: had it counted, the people's figures below would be off by one.
  const bot = await browser.newContext();
  const botPage = await bot.newPage();
  await botPage.goto(hosted);
  await expect(botPage.locator('form[data-pc-form]').first()).toBeAttached();
  await bot.close();

  // Person one comes from a newsletter and reloads: 1 visitor, 2 views.
  const one = await person(browser, PEOPLE.windows);
  const onePage = await one.newPage();
  // The first view counts once its beacon has gone out: reload only after that.
  const firstBeacon = onePage.waitForEvent('requestfinished', {
    predicate: (request) => new URL(request.url()).pathname.startsWith('/e/'),
  });
  await onePage.goto(`${hosted}?utm_source=newsletter`);
  await expect(onePage.locator('form[data-pc-form]').first()).toBeAttached();
  await firstBeacon;
  await onePage.reload();
  await expect(onePage.locator('form[data-pc-form]').first()).toBeAttached();

  // Person two follows a hostile link.
  const two = await person(browser, PEOPLE.mac);
  const twoPage = await two.newPage();
  await twoPage.goto(`${hosted}?utm_source=${encodeURIComponent(HOSTILE_SOURCE)}`);
  await expect(twoPage.locator('form[data-pc-form]').first()).toBeAttached();

  // Person three, on a phone, comes directly and leaves a lead.
  const three = await person(browser, PEOPLE.android, true);
  const threePage = await three.newPage();
  await threePage.goto(hosted);
  await fillAndSubmit(threePage);
  await expect(
    threePage.getByRole('status').filter({ hasText: "We've received your details" }),
  ).toBeVisible();
  const leads = (await (
    await page.request.get(`/api/landing-pages/${saved.id}/leads`)
  ).json()) as PageLeadsResponse;
  expect(leads.total).toBe(1);
  for (const context of [one, two, three]) await context.close();

  // Events are written in batches, a second or two behind, and the lead may land in a batch
  // after the views: read until all of them are in.
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('stats-views').getByRole('definition')).toHaveText('4', { timeout: 2_000 });
    await expect(card.getByTestId('stats-leads').getByRole('definition')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByTestId('stats-visitors').getByRole('definition')).toHaveText('3');
  await expect(card.getByTestId('stats-conversion-rate').getByRole('definition')).toHaveText('33.3%');
  await expect(card.getByTestId('stats-empty')).toHaveCount(0);

  // The chart: drawn on demand, named by its summary; the numbers in 'View as table'.
  const chart = card.getByTestId('stats-chart');
  await expect(chart.locator('canvas')).toHaveCount(1);
  await expect(chart).toHaveAttribute('aria-label', /3 visitors and 1 lead in all/);
  await card.getByText('View as table').click();
  const today = card.getByTestId('stats-daily-table').locator('tbody tr').last();
  await expect(today.locator('td')).toHaveText(['3', '4', '1']);
  await card.getByText('View as table').click();
  await expect(today).toBeHidden();

  // Sources: the newsletter, the hostile link as text only (cut, whole in its title), direct.
  const sources = card.getByTestId('stats-sources');
  await expect(sources.locator('tbody tr')).toHaveCount(3);
  await expect(sources.locator('tbody tr').filter({ hasText: 'newsletter' }).locator('td')).toHaveText([
    'newsletter',
    '1',
    '0',
    '0%',
  ]);
  await expect(sources.locator('tbody tr').filter({ hasText: 'Direct' }).locator('td')).toHaveText([
    'Direct',
    '1',
    '1',
    '100%',
  ]);
  const hostile = sources.locator(`span[title="${HOSTILE_SOURCE.replace(/"/g, '\\"')}"]`);
  await expect(hostile).toHaveText(HOSTILE_SOURCE);
  await expect(card.locator('img')).toHaveCount(0);
  expect(await page.title()).not.toBe('owned');
  await expectInside(hostile, sources);

  // Where the page was seen: all of it on the hosted page.
  await expect(card.getByTestId('stats-channels').locator('tbody tr')).toHaveCount(1);
  await expect(card.getByTestId('stats-channels').locator('tbody td')).toHaveText([
    'Hosted page',
    '3',
    '4',
    '1',
  ]);

  await expectAccessible(page, { skipPreviews: true });
  await checkWidths(page, card, 'card');

  // Another period: the same visits, read again for 7 days.
  const seven = card.getByRole('button', { name: '7 days' });
  const sevenRead = page.waitForResponse((r) =>
    r.url().includes(`/api/landing-pages/${saved.id}/stats?days=7`),
  );
  await seven.click();
  await sevenRead;
  await expect(seven).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('stats-period')).toHaveText('Last 7 days (UTC)');
  await expect(card.getByTestId('stats-visitors').getByRole('definition')).toHaveText('3');

  // The dashboard: one summary request for every card, and the card's line.
  const summaryReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/page-stats')) summaryReads.push(request.url());
  });
  await page.goto('/dashboard');
  const pageCard = page.getByTestId('page-card').filter({ hasText: saved.title }).first();
  const line = pageCard.getByTestId('page-stats-line');
  await expect(line).toHaveText('3 visitors · 1 lead · 33.3%');
  await expect(line).toHaveAttribute('href', `/details/${saved.id}#statistics`);
  await expect(line).toHaveAttribute(
    'aria-label',
    /last 30 days: 3 visitors, 1 lead, 33\.3% conversion rate/,
  );
  expect(summaryReads.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
    '/api/page-stats?days=30',
  ]);
  // One line at every width, inside its card.
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const box = (await line.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(20);
    await expectInside(line, pageCard);
  }
  await checkWidths(page, pageCard, 'dashboard-card');

  // The line leads to the card.
  await line.click();
  await expect(page).toHaveURL(new RegExp(`/details/${saved.id}#statistics$`));
  await expect(card.getByTestId('stats-views').getByRole('definition')).toHaveText('4');
});
