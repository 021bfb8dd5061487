import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  registerViaUi,
  signInViaUi,
  snap,
  toast,
  uniqueName,
  WIDTHS,
} from './support';

/**
 * /changelog (docs/product.md, 'Changelog'): public entries with keyword badges; admins
 * add, edit and delete entries. The seeded entries are read, never changed, here: every test
 * that writes uses its own dates.
 */

const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

const entryCard = (page: Page, date: string): Locator =>
  page.getByTestId('changelog-entry').filter({ has: page.getByRole('heading', { name: date, exact: true }) });

const kinds = (card: Locator) => card.getByTestId('change-kind').allTextContents();

/** Holds requests matching `url` and `method` until `release()` is called. */
async function holdRequests(page: Page, url: string, method: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await held;
    await route.fallback();
  });
  return { release, done: () => page.unroute(url) };
}

test.describe('changelog as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaUi(page, ADMIN.username, ADMIN.password);
  });

  test('adds an entry by keyboard, edits its date and lines, then deletes it after confirming', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/changelog');
    const entries = page.getByTestId('changelog-entry');
    await expect(entries.first()).toBeVisible();
    const seeded = await entries.count();
    await expect(page.getByRole('button', { name: /^Edit entry / })).toHaveCount(seeded);
    await expect(page.getByRole('button', { name: /^Delete entry / })).toHaveCount(seeded);
    await snap(page, 'changelog-admin');
    await expectAccessible(page);
    await page.setViewportSize(WIDTHS.mobile);
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(WIDTHS.desktop);

    // Add, by keyboard: the date starts as today; blank lines are dropped.
    const add = page.getByRole('button', { name: 'Add Entry' });
    await add.focus();
    await page.keyboard.press('Enter');
    const addDialog = page.getByRole('dialog', { name: 'Add Changelog Entry' });
    await expect(addDialog).toBeVisible();
    const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await expect(addDialog.getByLabel('Date')).toHaveValue(today);
    await expect(addDialog.getByLabel('Date')).toHaveAttribute('placeholder', 'e.g., June 24, 2025');
    await expect(addDialog.getByLabel('Date')).toBeFocused();

    // Nothing to save yet: said in the form, nothing sent.
    await page.keyboard.press('Enter');
    await expect(addDialog.getByText('Add at least one change')).toBeVisible();
    await expect(addDialog.getByLabel('Changes (one per line)')).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('December 24, 2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type(
      'Add gift cards\n\n   \nFix the checkout total\nImprove receipt emails\n\nFaster exports\n',
    );
    await expect(addDialog.getByTestId('dialog-change-count')).toHaveText('4 changes');
    await expect(addDialog.getByTestId('change-kind-count')).toHaveText([
      'Feature1',
      'Enhancement1',
      'Fix1',
      'Update1',
    ]);
    await page.keyboard.press('ControlOrMeta+Enter');

    await expect(toast(page)).toContainText('Success');
    await expect(toast(page)).toContainText('Changelog entry added successfully');
    await expect(addDialog).toHaveCount(0);
    const added = entryCard(page, 'December 24, 2026');
    await expect(added.getByTestId('change-count')).toHaveText('4 changes');
    await expect(added.getByTestId('change-line')).toHaveText([
      /Add gift cards$/,
      /Fix the checkout total$/,
      /Improve receipt emails$/,
      /Faster exports$/,
    ]);
    expect(await kinds(added)).toEqual(['Feature', 'Fix', 'Enhancement', 'Update']);
    // The newest date leads the list, and focus lands on the new entry.
    await expect(entries.first()).toHaveAttribute('data-date', 'December 24, 2026');
    await expect(page.getByRole('button', { name: 'Edit entry December 24, 2026' })).toBeFocused();

    // Edit: date and lines; 'Updating...' while the request runs.
    await page.getByRole('button', { name: 'Edit entry December 24, 2026' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Changelog Entry' });
    await expect(editDialog.getByLabel('Date')).toHaveValue('December 24, 2026');
    await expect(editDialog.getByLabel('Changes (one per line)')).toHaveValue(
      'Add gift cards\nFix the checkout total\nImprove receipt emails\nFaster exports',
    );
    await snap(page, 'changelog-edit-dialog');
    await expectAccessible(page);

    await editDialog.getByLabel('Date').fill('December 26, 2026');
    await editDialog
      .getByLabel('Changes (one per line)')
      .fill('\nResolve a bug in coupon totals\n\n\n  Create team workspaces  \n\n');
    await expect(editDialog.getByTestId('dialog-change-count')).toHaveText('2 changes');
    const put = await holdRequests(page, '**/api/admin/changelog', 'PUT');
    await editDialog.getByRole('button', { name: 'Update Entry' }).click();
    await expect(editDialog.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    put.release();
    await expect(toast(page)).toContainText('Changelog entry updated successfully');
    await put.done();
    await expect(editDialog).toHaveCount(0);
    await expect(entryCard(page, 'December 24, 2026')).toHaveCount(0);
    const edited = entryCard(page, 'December 26, 2026');
    await expect(edited.getByTestId('change-count')).toHaveText('2 changes');
    await expect(edited.getByTestId('change-line')).toHaveText([
      /Resolve a bug in coupon totals$/,
      /Create team workspaces$/,
    ]);
    expect(await kinds(edited)).toEqual(['Fix', 'Feature']);
    await expect(page.getByRole('button', { name: 'Edit entry December 26, 2026' })).toBeFocused();

    // A date another entry has: the spec's error toast, the reason in the dialog, nothing lost.
    await page.getByRole('button', { name: 'Edit entry December 26, 2026' }).click();
    await editDialog.getByLabel('Date').fill('November 22, 2026');
    await editDialog.getByRole('button', { name: 'Update Entry' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Failed to update changelog entry');
    await expect(editDialog.getByRole('alert')).toHaveText('A changelog entry with this date already exists');
    await expect(editDialog.getByRole('button', { name: 'Update Entry' })).toBeFocused();
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editDialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit entry December 26, 2026' })).toBeFocused();
    await expect(edited.getByTestId('change-count')).toHaveText('2 changes');

    // Delete asks first; Cancel keeps the entry.
    await page.getByRole('button', { name: 'Delete entry December 26, 2026' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this changelog entry?' });
    await expect(confirm).toContainText('December 26, 2026');
    await expect(confirm).toContainText('2 changes');
    await snap(page, 'changelog-delete-confirm');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(edited).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete entry December 26, 2026' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Entry' }).click();
    await expect(toast(page)).toContainText('Changelog entry deleted successfully');
    await expect(confirm).toHaveCount(0);
    await expect(entryCard(page, 'December 26, 2026')).toHaveCount(0);
    await expect(entries).toHaveCount(seeded);
    await expect(add).toBeFocused();

    // Gone for everyone, after a reload too.
    await page.reload();
    await expect(entries).toHaveCount(seeded);
    await expect(entryCard(page, 'December 26, 2026')).toHaveCount(0);
  });

  test('a failed delete or save says so and keeps the entry', async ({ page }) => {
    await page.goto('/changelog');
    const card = entryCard(page, 'November 22, 2026');
    await expect(card).toBeVisible();
    const before = await card.getByTestId('change-line').allTextContents();

    await page.route('**/api/admin/changelog/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }),
    );
    await card.getByRole('button', { name: 'Delete entry November 22, 2026' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this changelog entry?' });
    await confirm.getByRole('button', { name: 'Delete Entry' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Failed to delete changelog entry');
    await expect(confirm).toHaveCount(0);
    await expect(card.getByTestId('change-line')).toHaveText(before);

    await page.route('**/api/admin/changelog', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }),
    );
    await card.getByRole('button', { name: 'Edit entry November 22, 2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Changelog Entry' });
    await dialog.getByLabel('Changes (one per line)').fill('Only this');
    await dialog.getByRole('button', { name: 'Update Entry' }).click();
    await expect(toast(page)).toContainText('Failed to update changelog entry');
    // A server fault is not explained in the form; the text typed stays for another try.
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByLabel('Changes (one per line)')).toHaveValue('Only this');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('change-line')).toHaveText(before);
  });
});

test('a signed-in user sees the entries with their badges but no add, edit or delete buttons', async ({
  page,
}) => {
  await registerViaUi(page, uniqueName('clog'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Changelog' }).click();
  await expect(page.getByRole('heading', { name: 'Changelog', level: 1 })).toBeVisible();
  const card = entryCard(page, 'November 22, 2026');
  await expect(card.getByTestId('change-count')).toHaveText('4 changes');
  expect(await kinds(card)).toEqual(['Feature', 'Feature', 'Feature', 'Feature']);
  await expect(page.getByTestId('changelog-entry').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Entry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) entry / })).toHaveCount(0);
});

test('a signed-out visitor reads the changelog without admin buttons, at 1440 and 375 px', async ({
  page,
}) => {
  await page.goto('/changelog');
  await expect(page.getByRole('heading', { name: 'Changelog', level: 1 })).toBeVisible();
  const entries = page.getByTestId('changelog-entry');
  await expect(entries.first()).toBeVisible();
  expect(await entries.count()).toBeGreaterThanOrEqual(5);
  // Seeded lines of each kind: 'Improve ...' is an Enhancement, 'Generate ...' an Update.
  const october = entryCard(page, 'October 19, 2026');
  expect(await kinds(october)).toContain('Enhancement');
  expect(await kinds(october)).toContain('Update');
  await expect(page.getByText('Want to suggest a feature?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Entry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) entry / })).toHaveCount(0);
  await snap(page, 'changelog-public');
  await expectAccessible(page);
  await page.setViewportSize(WIDTHS.mobile);
  await expectNoHorizontalOverflow(page);
});

test('when the list cannot be loaded the empty state shows', async ({ page }) => {
  await page.route('**/api/changelog', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/changelog');
  await expect(page.getByText('No changelog entries found')).toBeVisible();
  await expect(page.getByText('Changelog entries will appear here as new features are added.')).toBeVisible();
  await expect(page.getByText('Want to suggest a feature?')).toBeVisible();
  await snap(page, 'changelog-empty');
});
