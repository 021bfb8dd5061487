import { expect, type Page, test } from '@playwright/test';
import { generatePage } from './library-seed';
import {
  expectAccessible,
  expectLaidOut,
  expectNoHorizontalOverflow,
  registerViaUi,
  uniqueName,
} from './support';

/**
 * Pages that seemed to vanish (docs/product.md, 'Dashboard' and 'Folders'): 'All Pages' holds
 * the pages in no folder, so a page filed in a folder is not there, and a search used to stay
 * inside the selected folder. A search now looks in every folder and each result names its
 * folder; the folder chips show whole at every width.
 */

const folderList = (page: Page) => page.getByRole('navigation', { name: 'Folders' });
const folderButton = (page: Page, name: string) =>
  folderList(page).getByRole('button', { name: new RegExp(`^${name} \\d+ pages?$`) });
const pageCard = (page: Page, title: string) =>
  page.getByTestId('page-card').filter({ has: page.getByRole('heading', { name: title }) });
const search = (page: Page) => page.getByPlaceholder('Search landing pages...');

const CLIENTS = { name: 'Client work', color: '#ef4444', rgb: 'rgb(239, 68, 68)' };
const ARCHIVE = { name: 'Archive', color: '#10b981' };
/** More folders for the chip row, one with a long name that must wrap between words. */
const MORE_FOLDERS = [
  { name: 'Spring campaign for North Austin dentists', color: '#3b82f6' },
  { name: 'Q3 launches', color: '#f59e0b' },
  { name: 'Webinars', color: '#8b5cf6' },
  { name: 'Partners', color: '#ec4899' },
];

async function createFolder(page: Page, baseURL: string, folder: { name: string; color: string }) {
  const response = await page.request.post('/api/folders', {
    data: { name: folder.name, color: folder.color },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe.configure({ timeout: 90_000 });

test('a search looks in every folder, whatever is selected, and each result names its folder', async ({
  page,
  baseURL,
}) => {
  await registerViaUi(page, uniqueName('dfind'));
  const filed = await generatePage(
    page,
    'A landing page for "Harbor Coffee Roasters", a specialty coffee subscription in Portland',
  );
  const loose = await generatePage(
    page,
    'A landing page for "Spokes Bike Repair", a bike repair shop in Utrecht',
  );
  const clients = await createFolder(page, baseURL!, CLIENTS);
  await createFolder(page, baseURL!, ARCHIVE);
  const moved = await page.request.put(`/api/landing-pages/${filed.id}`, {
    data: { folderId: clients },
    headers: { Origin: baseURL! },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.reload();

  // 'All Pages' is the pages in no folder: the filed page is not in it.
  await expect(folderButton(page, 'All Pages')).toHaveAttribute('aria-pressed', 'true');
  await expect(pageCard(page, loose.title)).toBeVisible();
  await expect(pageCard(page, filed.title)).toHaveCount(0);
  await expect(page.getByTestId('card-folder')).toHaveCount(0);

  // Its title finds it from 'All Pages', with its folder on the card.
  await search(page).fill(filed.title);
  const card = pageCard(page, filed.title);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('page-card')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Search results', level: 2 })).toBeVisible();
  await expect(page.getByTestId('view-count')).toHaveText('1 item in all folders');
  const chip = card.getByTestId('card-folder');
  await expect(chip).toHaveText(CLIENTS.name);
  await expect(chip.locator('span[style]')).toHaveCSS('background-color', CLIENTS.rgb);

  // From another folder (empty, neither page's) it is found all the same.
  await folderButton(page, ARCHIVE.name).click();
  await expect(folderButton(page, ARCHIVE.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(pageCard(page, filed.title).getByTestId('card-folder')).toHaveText(CLIENTS.name);
  // So is the page in no folder, labelled 'All Pages' (where the folder list keeps it).
  await search(page).fill(loose.title.toUpperCase());
  await expect(pageCard(page, loose.title).getByTestId('card-folder')).toHaveText('All Pages');
  await expectAccessible(page);

  // Nothing matches: the empty state says every folder was looked in.
  await search(page).fill('no page talks about submarines');
  await expect(page.getByText('No matching pages found')).toBeVisible();
  await expect(
    page.getByText("No page in any folder matches 'no page talks about submarines'."),
  ).toBeVisible();

  // Cleared, the selected folder shows again, without folder labels.
  await search(page).fill('');
  await expect(page.getByRole('heading', { name: ARCHIVE.name, level: 2, exact: true })).toBeVisible();
  await expect(page.getByText('Archive is empty')).toBeVisible();
  await folderButton(page, CLIENTS.name).click();
  await expect(pageCard(page, filed.title)).toBeVisible();
  await expect(page.getByTestId('card-folder')).toHaveCount(0);
});

test('the folder chips show whole at 375, 768, 1024 and 1440 px', async ({ page, baseURL }) => {
  await registerViaUi(page, uniqueName('dchips'));
  const saved = await generatePage(
    page,
    'A landing page for "Peak Plumbing", an emergency plumber in Denver',
  );
  const clients = await createFolder(page, baseURL!, CLIENTS);
  for (const folder of [ARCHIVE, ...MORE_FOLDERS]) await createFolder(page, baseURL!, folder);
  await page.request.put(`/api/landing-pages/${saved.id}`, {
    data: { folderId: clients },
    headers: { Origin: baseURL! },
  });
  await page.reload();
  await expect(folderList(page).getByTestId('folder-target')).toHaveCount(3 + MORE_FOLDERS.length);
  // A search result, so the screenshots show a card's folder label too.
  await search(page).fill(saved.title);
  await expect(pageCard(page, saved.title).getByTestId('card-folder')).toHaveText(CLIENTS.name);

  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await test.step(`${width} px`, async () => {
      await expectNoHorizontalOverflow(page);
      // Every chip inside the list, none over another, none wider than its box...
      await expectLaidOut(folderList(page).getByRole('list'), '[data-testid=folder-target]');
      // ...and no name cut sideways: a long one wraps between words (two lines, then '…').
      const cut = await folderList(page)
        .locator('[data-testid=folder-target] span[title]')
        .evaluateAll((labels) =>
          labels
            .filter((label) => label.scrollWidth > label.clientWidth + 1)
            .map((label) => label.textContent),
        );
      expect(cut, `folder names cut at ${width} px`).toEqual([]);
      // The list wraps (or, beside the cards, is a column): it never hides chips past a sideways scroll.
      const list = folderList(page).getByRole('list');
      expect(await list.evaluate((ul) => ul.scrollWidth - ul.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `test-results/screenshots/dashboard-folder-chips-${width}.png`,
        fullPage: true,
      });
    });
  }
});
