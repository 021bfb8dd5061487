import { expect, type Locator, type Page, test } from '@playwright/test';
import { fileSlug } from '../../src/web/lib/page-files';
import { generateMany, generatePage, generateVariations, TINY_PNG } from './library-seed';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  nextFrames,
  registerViaUi,
  requestsSettled,
  scrollSettled,
  signInViaUi,
  snap,
  toast,
  uniqueName,
} from './support';

const folderList = (page: Page) => page.getByRole('navigation', { name: 'Folders' });
const folderTarget = (page: Page, name: string) =>
  page.locator(`[data-testid=folder-target][data-folder="${name}"]`);
const folderButton = (page: Page, name: string) =>
  folderList(page).getByRole('button', { name: new RegExp(`^${name} \\d+ pages?$`) });
const pageCards = (page: Page) => page.getByTestId('page-card');
const groupCards = (page: Page) => page.getByTestId('group-card');
const pageCard = (page: Page, title: string | RegExp) =>
  pageCards(page).filter({ has: page.getByRole('heading', { name: title }) });

async function createFolder(page: Page, name: string) {
  await folderList(page).getByRole('button', { name: 'New Folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Folder' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'Create Folder' }).click();
  await expect(dialog).toBeHidden();
  await expect(folderTarget(page, name)).toBeVisible();
}

/** A real mouse drag: press on the card, move in steps onto the folder, release. */
async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded();
  const from = (await source.getByTestId('page-thumbnail').first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 3, to.y + to.height / 2, { steps: 12 });
  await expect(target).toHaveAttribute('data-over', 'true');
  await page.mouse.up();
}

/** The keyboard path: Space on the grip button, arrows through the folders, Space to drop. */
async function dragWithKeyboard(page: Page, card: Locator, target: Locator) {
  const handle = card.getByRole('button', { name: /^Drag .* to a folder$/ });
  await handle.focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('ArrowDown');
    // dnd-kit moves the drag on the next frames: look once they are drawn.
    await nextFrames(page);
    if ((await target.getAttribute('data-over')) === 'true') break;
  }
  await expect(target).toHaveAttribute('data-over', 'true');
  await page.keyboard.press('Space');
}

// The machine is shared and each test registers and generates first: allow for a slow run.
test.describe.configure({ timeout: 90_000 });
// Traces keep their DOM snapshots but not a recording of the screen, which would slow the
// browser down while the 100-page render is timed.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

/** Waits until the server has rendered a page's thumbnail (or says it never will). */
async function waitForThumbnail(page: Page, pageId: number, timeout: number) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/landing-pages/${pageId}/thumbnail`);
        // A plain 404 (no Retry-After): this server has no renderer, nothing is queued.
        return response.ok() || !response.headers()['retry-after'];
      },
      { timeout, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
}

/**
 * Waits until the thumbnails the dashboard asked for have been rendered by the server (or it
 * says it never will): each card's picture has loaded, or has failed and left its live preview.
 */
async function thumbnailsAsked(page: Page) {
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[src*="/thumbnail"]')]
      .map((img) => Number(/landing-pages\/(\d+)\/thumbnail/.exec(img.src)?.[1]))
      .filter((id) => id > 0),
  );
  for (const id of ids) await waitForThumbnail(page, id, 60_000);
  // The pictures on screen have loaded (or failed); lazy ones further down load only when
  // scrolled to, and until then never count as complete.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
}

test.describe('dashboard', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('empty state, then folders: create, rename, recolour, delete with confirmation', async ({ page }) => {
    await registerViaUi(page, uniqueName('dfold'));
    await expect(page.getByRole('heading', { name: 'Landing Pages Dashboard' })).toBeVisible();
    await expect(page.getByText('No landing pages yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Generate your first page' })).toHaveAttribute(
      'href',
      '/generator',
    );
    await expect(page.getByRole('link', { name: 'Generate New Page' })).toHaveAttribute('href', '/generator');
    await expect(folderButton(page, 'All Pages')).toHaveAttribute('aria-pressed', 'true');
    await snap(page, 'dashboard-empty');
    await expectAccessible(page);

    // Create: a blank name cannot be submitted.
    await folderList(page).getByRole('button', { name: 'New Folder' }).click();
    const create = page.getByRole('dialog', { name: 'Create Folder' });
    await expect(create.getByRole('button', { name: 'Create Folder' })).toBeDisabled();
    await create.getByLabel('Folder name').fill('   ');
    await expect(create.getByRole('button', { name: 'Create Folder' })).toBeDisabled();
    await create.getByLabel('Folder name').fill('  Clients  ');
    await create.getByRole('radio', { name: 'Green' }).check();
    await snap(page, 'dashboard-folder-dialog');
    await expectAccessible(page);
    await create.getByRole('button', { name: 'Create Folder' }).click();
    await expect(toast(page)).toContainText('Folder created');
    const clients = folderTarget(page, 'Clients');
    await expect(clients.locator('span[style]').first()).toHaveCSS('background-color', 'rgb(16, 185, 129)');

    // Rename and recolour through the folder menu.
    await folderList(page).getByRole('button', { name: 'Folder actions for Clients' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Folder' });
    await expect(edit.getByLabel('Folder name')).toHaveValue('Clients');
    await edit.getByLabel('Folder name').fill('Client work');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(folderTarget(page, 'Client work')).toBeVisible();
    await folderList(page).getByRole('button', { name: 'Folder actions for Client work' }).click();
    await page.getByRole('menuitem', { name: 'Change Color' }).click();
    await expect(edit.getByRole('radio', { name: 'Green' })).toBeFocused();
    await edit.getByRole('radio', { name: 'Red' }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const work = folderTarget(page, 'Client work');
    await expect(work.locator('span[style]').first()).toHaveCSS('background-color', 'rgb(239, 68, 68)');
    // The server kept both changes.
    await page.reload();
    await expect(folderTarget(page, 'Client work').locator('span[style]').first()).toHaveCSS(
      'background-color',
      'rgb(239, 68, 68)',
    );

    // A page filed in the folder returns to All Pages when the folder is deleted.
    const saved = await generatePage(page, 'A landing page for a dog grooming salon in Leeds');
    await page.reload();
    await expect(pageCards(page)).toHaveCount(1);
    await pageCards(page)
      .getByRole('button', { name: `More actions for ${saved.title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Move to folder' }).click();
    const moveDialog = page.getByRole('dialog', { name: 'Move to folder' });
    await expect(moveDialog.getByRole('button', { name: /All Pages/ })).toBeDisabled();
    await moveDialog.getByRole('button', { name: 'Client work' }).click();
    await expect(toast(page)).toContainText('1 page moved to Client work');
    await expect(page.getByText('All Pages is empty')).toBeVisible();
    await expect(folderButton(page, 'Client work')).toHaveAccessibleName('Client work 1 page');

    // Deleting the selected folder: confirm first, then the selection resets to All Pages.
    await folderButton(page, 'Client work').click();
    await expect(page.getByRole('heading', { name: 'Client work', level: 2 })).toBeVisible();
    await expect(pageCards(page)).toHaveCount(1);
    await folderList(page).getByRole('button', { name: 'Folder actions for Client work' }).click();
    await page.getByRole('menuitem', { name: 'Delete Folder' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this folder?' });
    await expect(confirm).toContainText('go back to All Pages');
    await snap(page, 'dashboard-delete-folder');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(folderTarget(page, 'Client work')).toBeVisible();
    await folderList(page).getByRole('button', { name: 'Folder actions for Client work' }).click();
    await page.getByRole('menuitem', { name: 'Delete Folder' }).click();
    await confirm.getByRole('button', { name: 'Delete Folder' }).click();
    await expect(toast(page)).toContainText('Folder deleted');
    await expect(folderTarget(page, 'Client work')).toHaveCount(0);
    await expect(folderButton(page, 'All Pages')).toHaveAttribute('aria-pressed', 'true');
    await expect(pageCards(page)).toHaveCount(1);
    await page.reload();
    await expect(pageCards(page)).toHaveCount(1);
    await expect(folderButton(page, 'All Pages')).toHaveAccessibleName('All Pages 1 page');

    // A refused creation says so (docs/product.md, 'Folders') and adds nothing.
    await page.route('**/api/folders', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'x' }) : route.fallback(),
    );
    await folderList(page).getByRole('button', { name: 'New Folder' }).click();
    await create.getByLabel('Folder name').fill('Never saved');
    await create.getByRole('button', { name: 'Create Folder' }).click();
    await expect(toast(page)).toContainText('Creation failed');
    await expect(toast(page)).toContainText('Could not create folder.');
    await expect(folderTarget(page, 'Never saved')).toHaveCount(0);
  });

  test('on a phone, a toast leaves the header and its menu button clear', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await registerViaUi(page, uniqueName('dtoast'));
    await expect(page.getByRole('heading', { name: 'Landing Pages Dashboard' })).toBeVisible();
    await createFolder(page, 'Phone toasts');
    const shown = toast(page).filter({ hasText: 'Folder created' });
    await expect(shown).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const box = await shown.boundingBox();
    expect(header && box).toBeTruthy();
    // At the top, as on every phone screen, but under the header.
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(box!.y).toBeLessThan(740 / 2);
  });

  test('drag a page and a whole variation group into folders, with the mouse and the keyboard', async ({
    page,
  }) => {
    await registerViaUi(page, uniqueName('ddnd'));
    const group = await generateVariations(page, 'A webinar registration page about email marketing', 2);
    const single = await generatePage(page, 'A landing page for a yoga studio in Bristol');
    await createFolder(page, 'Launch');
    await createFolder(page, 'Archive');
    await page.reload();
    await expect(groupCards(page)).toHaveCount(1);
    await expect(groupCards(page)).toContainText('2 variations');
    await expect(groupCards(page).getByRole('link', { name: 'View All Variations' })).toHaveAttribute(
      'href',
      `/variations/${group.variationGroup}`,
    );
    await expect(groupCards(page).getByTestId('page-thumbnail')).toHaveCount(2);
    await expect(pageCards(page)).toHaveCount(1);
    await snap(page, 'dashboard-cards');
    await expectAccessible(page);

    // Mouse: the page card onto 'Launch'.
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/landing-pages/')) requests.push(r.postData() ?? '');
    });
    await dragWithMouse(page, pageCard(page, single.title), folderTarget(page, 'Launch'));
    await expect(toast(page)).toContainText('1 page moved to Launch');
    await expect(pageCards(page)).toHaveCount(0);
    await expect(folderButton(page, 'Launch')).toHaveAccessibleName('Launch 1 page');

    // Mouse: the whole group onto 'Launch' moves both pages.
    await dragWithMouse(page, groupCards(page), folderTarget(page, 'Launch'));
    await expect(toast(page)).toContainText('2 pages moved to Launch');
    await expect(folderButton(page, 'Launch')).toHaveAccessibleName('Launch 3 pages');
    await expect(page.getByText('All Pages is empty')).toBeVisible();
    expect(requests.filter((body) => body.includes('"folderId"'))).toHaveLength(3);

    // Keyboard: in 'Launch', the group goes back to All Pages and the page on to 'Archive'.
    await folderButton(page, 'Launch').click();
    await expect(groupCards(page)).toHaveCount(1);
    await expect(pageCards(page)).toHaveCount(1);
    await dragWithKeyboard(page, groupCards(page), folderTarget(page, 'All Pages'));
    await expect(toast(page)).toContainText('2 pages moved to All Pages');
    await expect(groupCards(page)).toHaveCount(0);
    await dragWithKeyboard(page, pageCard(page, single.title), folderTarget(page, 'Archive'));
    await expect(toast(page)).toContainText('1 page moved to Archive');
    await expect(page.getByText('Launch is empty')).toBeVisible();

    // Escape cancels a keyboard drag; dropping on the current folder sends nothing.
    await folderButton(page, 'Archive').click();
    const before = requests.length;
    const handle = pageCards(page).getByRole('button', { name: /^Drag .* to a folder$/ });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await dragWithKeyboard(page, pageCards(page), folderTarget(page, 'Archive'));
    await requestsSettled(page);
    expect(requests.length).toBe(before);

    // Everything persisted.
    await page.reload();
    await expect(folderButton(page, 'All Pages')).toHaveAccessibleName('All Pages 2 pages');
    await expect(folderButton(page, 'Archive')).toHaveAccessibleName('Archive 1 page');
    await expect(folderButton(page, 'Launch')).toHaveAccessibleName('Launch 0 pages');
    await expect(groupCards(page)).toHaveCount(1);

    // A failed move rolls back with the spec's toast.
    await page.route('**/api/landing-pages/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
    );
    await dragWithKeyboard(page, groupCards(page), folderTarget(page, 'Launch'));
    await expect(toast(page)).toContainText('Move failed');
    await expect(toast(page)).toContainText('Could not move to folder');
    await expect(groupCards(page)).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
  });

  test('search over title and prompt, and the no-match state', async ({ page }) => {
    await registerViaUi(page, uniqueName('dsearch'));
    const bakery = await generatePage(
      page,
      'A landing page for "Crumb & Co", a sourdough bakery in Portland',
    );
    const dentist = await generatePage(
      page,
      'A landing page for "Bright Smile Dental", a family dentist in Austin',
    );
    await page.reload();
    await expect(pageCards(page)).toHaveCount(2);
    const search = page.getByPlaceholder('Search landing pages...');
    await search.fill('sourdough');
    await expect(pageCards(page)).toHaveCount(1);
    await expect(pageCard(page, bakery.title)).toBeVisible();
    await search.fill(dentist.title.split(' ')[0]!.toUpperCase());
    await expect(pageCard(page, dentist.title)).toBeVisible();
    await search.fill('no page talks about submarines');
    await expect(page.getByText('No matching pages found')).toBeVisible();
    await snap(page, 'dashboard-no-matches');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(search).toHaveValue('');
    await expect(pageCards(page)).toHaveCount(2);
  });

  test('inline title edit: Enter saves the trimmed title, Escape cancels, unchanged sends nothing', async ({
    page,
  }) => {
    await registerViaUi(page, uniqueName('dtitle'));
    const saved = await generatePage(page, 'A landing page for a bike repair shop in Utrecht');
    await page.reload();
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(r.postData() ?? '');
    });
    const card = pageCards(page).first();

    await card.getByRole('button', { name: `Rename ${saved.title}` }).click();
    const input = card.getByLabel('Page title');
    await expect(input).toBeFocused();
    await input.fill('  Should not be saved  ');
    await input.press('Escape');
    await expect(card.getByRole('heading', { name: saved.title })).toBeVisible();

    await card.getByRole('button', { name: `Rename ${saved.title}` }).click();
    await input.fill(`  ${saved.title}  `);
    await input.press('Enter');
    await expect(card.getByRole('heading', { name: saved.title })).toBeVisible();
    await requestsSettled(page);
    expect(puts).toEqual([]);

    await card.getByRole('button', { name: `Rename ${saved.title}` }).click();
    await input.fill('  Spokes & Sprockets  ');
    await input.press('Enter');
    await expect(card.getByRole('heading', { name: 'Spokes & Sprockets' })).toBeVisible();
    await expect.poll(() => puts).toEqual([JSON.stringify({ title: 'Spokes & Sprockets' })]);
    await expect(card.getByRole('button', { name: 'Rename Spokes & Sprockets' })).toBeFocused();
    await page.reload();
    await expect(pageCards(page).getByRole('heading', { name: 'Spokes & Sprockets' })).toBeVisible();

    // A refused update puts the old title back with the spec's toast.
    await page.route('**/api/landing-pages/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'nope' }) : route.fallback(),
    );
    await pageCards(page).getByRole('button', { name: 'Rename Spokes & Sprockets' }).click();
    await pageCards(page).getByLabel('Page title').fill('Broken');
    await pageCards(page).getByLabel('Page title').press('Enter');
    await expect(toast(page)).toContainText('Update failed');
    await expect(toast(page)).toContainText('Could not update title.');
    await expect(pageCards(page).getByRole('heading', { name: 'Spokes & Sprockets' })).toBeVisible();
  });

  test('card actions: prompt, badges, copy and its count, download, preview, details link, delete', async ({
    page,
  }) => {
    await registerViaUi(page, uniqueName('dcard'));
    const saved = await generatePage(
      page,
      'A landing page for "Peak Plumbing", an emergency plumber in Denver',
      {
        referenceUrls: ['http://127.0.0.1:9/one', 'http://127.0.0.1:9/two'],
        referenceImages: [
          {
            data: TINY_PNG,
            mimeType: 'image/png',
            filename: 'ref.png',
          },
        ],
      },
    );
    await page.reload();
    const card = pageCard(page, saved.title);
    await expect(card.getByTestId('reference-url-badge')).toHaveText('2 URLs');
    await expect(card.getByTestId('reference-image-badge')).toHaveText('1 image');
    await expect(card.getByTestId('copy-count')).toHaveText('Copied 0 times');
    const disclosure = card.getByRole('button', { name: 'Original prompt' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(
      card.getByText('A landing page for "Peak Plumbing", an emergency plumber in Denver'),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'Details' })).toHaveAttribute('href', `/details/${saved.id}`);
    await expect(card.getByRole('link', { name: 'Edit & Refine' })).toHaveAttribute(
      'href',
      `/edit/${saved.id}`,
    );

    // The default format is the funnel-builder snippet (tests/e2e/paste-mode.spec.ts has both).
    await card.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page)).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^<!-- Pagecraft: paste into a custom code element/,
    );
    await expect(card.getByTestId('copy-count')).toHaveText('Copied 1 time');
    await page.reload();
    await expect(pageCard(page, saved.title).getByTestId('copy-count')).toHaveText('Copied 1 time');

    const downloadPromise = page.waitForEvent('download');
    await pageCard(page, saved.title).getByRole('button', { name: 'Download' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${fileSlug(saved.title)}-snippet.html`);

    const popupPromise = page.waitForEvent('popup');
    await pageCard(page, saved.title).getByRole('button', { name: 'Preview' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(new RegExp(`/api/landing-pages/${saved.id}/preview`));
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    // A preview the server cannot give closes its tab and says why
    // (docs/product.md, 'Previews and share links').
    await page.route('**/api/landing-pages/*/preview*', (route) => route.fulfill({ status: 404, body: '' }));
    const failedPopup = page.waitForEvent('popup');
    await pageCard(page, saved.title).getByRole('button', { name: 'Preview' }).click();
    const closedTab = await failedPopup;
    await expect.poll(() => closedTab.isClosed()).toBe(true);
    await expect(toast(page)).toContainText('Failed to load preview');
    await expect(toast(page)).toContainText('Error loading preview: 404');
    await page.unroute('**/api/landing-pages/*/preview*');

    // Delete asks first; Cancel keeps the page.
    await pageCard(page, saved.title)
      .getByRole('button', { name: `Delete ${saved.title}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this landing page?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(pageCards(page)).toHaveCount(1);

    // A refused delete puts the card back with the spec's toast.
    await page.route('**/api/landing-pages/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'x' }) : route.fallback(),
    );
    await pageCard(page, saved.title)
      .getByRole('button', { name: `Delete ${saved.title}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Failed to delete');
    await expect(toast(page)).toContainText('Could not delete landing page');
    await expect(pageCards(page)).toHaveCount(1);
    await page.unroute('**/api/landing-pages/*');

    await pageCard(page, saved.title)
      .getByRole('button', { name: `Delete ${saved.title}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No landing pages yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No landing pages yet')).toBeVisible();
  });

  test('a variation group deletes as one, after confirmation', async ({ page }) => {
    await registerViaUi(page, uniqueName('dgroup'));
    await generateVariations(page, 'A product launch page for a smart water bottle', 2);
    await page.reload();
    const group = groupCards(page);
    await expect(group).toHaveCount(1);

    await page.route('**/api/landing-pages/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'x' }) : route.fallback(),
    );
    await group.getByRole('button', { name: /^Delete the 2 variations/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this variation group?' });
    await confirm.getByRole('button', { name: 'Delete Group' }).click();
    await expect(toast(page)).toContainText('Delete failed');
    await expect(toast(page)).toContainText('Could not delete variation group');
    await expect(group).toHaveCount(1);
    await page.unroute('**/api/landing-pages/*');

    await group.getByRole('button', { name: /^More actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Delete group' }).click();
    await confirm.getByRole('button', { name: 'Delete Group' }).click();
    await expect(page.getByText('No landing pages yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No landing pages yet')).toBeVisible();
  });

  test('REMIX hands the page to the generator with a screenshot, or with its prompt when capture fails', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await registerViaUi(page, uniqueName('dremix'));
    const prompt = 'A landing page for a mobile car wash in Phoenix';
    const saved = await generatePage(page, prompt, { referenceUrls: ['http://127.0.0.1:9/ref'] });
    await page.reload();

    // Capture fails: the generator opens with the prompt and reference URLs in its address.
    await page.route('**/screenshot', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Screenshots are unavailable"}',
      }),
    );
    await pageCard(page, saved.title).getByRole('button', { name: 'REMIX' }).click();
    await expect(toast(page)).toContainText('Remix Error');
    await expect(toast(page)).toContainText('Failed to capture screenshot. Using original prompt only.');
    await expect(page).toHaveURL(/\/generator\?prompt=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('prompt')).toBe(prompt);
    expect(url.searchParams.getAll('referenceUrl')).toEqual(['http://127.0.0.1:9/ref']);
    await expect(page.getByLabel('Describe your landing page')).toHaveValue(prompt);
    await page.unroute('**/screenshot');

    // Capture works: remix data in local storage, then /generator?remix=true.
    await page.goto('/dashboard');
    const remix = pageCard(page, saved.title).getByRole('button', { name: /REMIX|Capturing/ });
    const shot = page.waitForResponse((r) => r.url().endsWith(`/api/landing-pages/${saved.id}/screenshot`));
    await remix.click();
    const response = await shot;
    test.skip(response.status() !== 200, `the screenshot endpoint answered ${response.status()}`);
    await expect(page).toHaveURL(/\/generator\?remix=true$/, { timeout: 30_000 });
    await expect(page.getByLabel('Describe your landing page')).toHaveValue(prompt);
    await expect(page.getByLabel('Reference URL 1', { exact: true })).toHaveValue('http://127.0.0.1:9/ref');
    await expect(page.locator('img[src^="data:image/"]').first()).toBeVisible();
  });

  test.describe('at scale', () => {
    test('100 pages render in under 1.5 s with lazy thumbnails and never 10 live iframes', async ({
      page,
    }) => {
      test.setTimeout(480_000);
      await signInViaUi(page, 'admin', 'e2e-admin-password');
      const existing = await page.evaluate(
        async () => (await (await fetch('/api/landing-pages')).json()).length,
      );
      const created = await generateMany(page, Math.max(0, 100 - existing));
      // Every save queues a thumbnail render on the server (one at a time, about a second each).
      // Let that background work finish first: the bar is about the dashboard, not about 100
      // Chromium renders competing with it on a 2-core machine.
      const last = created.at(-1);
      if (last) await waitForThumbnail(page, last.id, 240_000);

      const frames: number[] = [];
      const measure = async () => {
        await page.goto('/dashboard');
        // The moment the 100th card is in the page, in the page's own clock (0 = navigation start).
        const rendered = await page.waitForFunction(
          () => document.querySelectorAll('[data-testid=page-card]').length >= 100 && performance.now(),
          null,
          { polling: 'raf', timeout: 15_000 },
        );
        await expect(pageCards(page).first()).toBeVisible();
        return (await rendered.jsonValue()) as number;
      };
      // The first visit also has the server render the thumbnails it is asked for; a returning
      // user's dashboard is what is measured, three times, and the median is held to the bar.
      const cold = await measure();
      await thumbnailsAsked(page);
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        runs.push(await measure());
        await thumbnailsAsked(page);
      }
      const median = [...runs].sort((a, b) => a - b)[1]!;
      const summary = `first visit ${Math.round(cold)} ms; then ${runs.map(Math.round).join(', ')} ms (median ${Math.round(median)} ms)`;
      console.log(`dashboard with 100 pages: ${summary}`);
      test.info().annotations.push({ type: 'dashboard-100-pages', description: summary });
      expect(median).toBeLessThan(1500);
      await expect(pageCards(page)).toHaveCount(100);

      // Lazy thumbnails: scrolling through never leaves 10 live preview iframes.
      const countFrames = () => page.locator('iframe').count();
      for (let y = 0; y < 6; y++) {
        frames.push(await countFrames());
        await page.mouse.wheel(0, 1400);
        await scrollSettled(page);
      }
      frames.push(await countFrames());
      expect(Math.max(...frames)).toBeLessThan(10);

      // Without rendered PNGs the fallback previews mount, sandboxed, but only a handful at once.
      await page.route('**/thumbnail*', (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          headers: { 'Retry-After': '5' },
          body: '{}',
        }),
      );
      await page.goto('/dashboard');
      await expect(pageCards(page)).toHaveCount(100);
      const frame = page.getByTestId('thumbnail-frame').first();
      await expect(frame).toBeAttached();
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
      await expect(frame).toHaveAttribute('tabindex', '-1');
      await expect(frame).toHaveAttribute('aria-hidden', 'true');
      const fallback: number[] = [];
      for (let y = 0; y < 8; y++) {
        fallback.push(await countFrames());
        await page.mouse.wheel(0, 900);
        await scrollSettled(page);
      }
      expect(Math.max(...fallback)).toBeLessThan(10);
      expect(Math.min(...fallback.slice(1))).toBeGreaterThan(0);
      await expectNoHorizontalOverflow(page);
    });
  });
});
