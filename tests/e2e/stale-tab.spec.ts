import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  generatePage,
  openFromPreview,
  registerViaUi,
  snap,
  toast,
  uniqueName,
} from './support';

/**
 * Saving from two tabs (docs/product.md, 'Saving from two tabs'): two tabs of one browser on the
 * same page's editor. Tab B saves first; tab A, still showing the older version, is refused
 * with the notice instead of saving over B's work; its text can be copied, and Reload shows B's
 * version, from which A's next save goes through. Then B is the stale one, in the code editor.
 */

const PROMPT =
  'A landing page for "Harbor Coffee Roasters", a specialty coffee subscription. Goal: sign-ups for a free first bag.';

interface PageDto {
  generatedHtml: string;
  currentVersionId: number;
}

const getPage = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/landing-pages/${id}`)).json()) as PageDto;
const commitMessages = async (request: APIRequestContext, id: number) =>
  (
    (await (await request.get(`/api/landing-pages/${id}/versions`)).json()) as { commitMessage: string }[]
  ).map((v) => v.commitMessage);

const heading = (page: Page) =>
  page.frameLocator('[data-testid=interactive-frame]').frameLocator('#page').locator('h1').first();

async function openEditor(page: Page, id: number) {
  await page.goto(`/edit/${id}`);
  await expect(page.getByRole('tab', { name: 'Interactive' })).toHaveAttribute('aria-selected', 'true');
  await expect(heading(page)).toBeVisible();
}

/** Direct Edit of the page's first heading, saved. */
async function editHeading(page: Page, text: string) {
  await page.getByRole('button', { name: 'Direct Edit' }).click();
  const dialog = await openFromPreview(page, heading(page), 'Edit text');
  await dialog.getByLabel('Text').fill(text);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('two tabs on one page', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a stale tab is refused, keeps its text on the clipboard, and Reload shows the newer version', async ({
    page: tabA,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerViaUi(tabA, uniqueName('tabs'));
    const saved = await generatePage(tabA, baseURL!, PROMPT);
    await openEditor(tabA, saved.id);
    const tabB = await context.newPage();
    await openEditor(tabB, saved.id);

    // Tab B saves first.
    await tabB.bringToFront();
    await editHeading(tabB, 'Roasted this morning, from tab B');
    await expect(toast(tabB)).toContainText('Changes saved');
    const afterB = await getPage(tabA.request, saved.id);
    expect(afterB.generatedHtml).toContain('Roasted this morning, from tab B');

    // Tab A still shows version 1 and edits the same heading: refused, nothing overwritten.
    await tabA.bringToFront();
    const formA = await editHeading(tabA, 'Fresh beans, from tab A');
    const notice = tabA.getByRole('dialog', {
      name: 'This page changed in another tab or by another person.',
    });
    await expect(notice).toBeVisible();
    await expect(formA).toBeHidden();
    await expect(notice).toContainText('Your change was not saved');
    expect(await getPage(tabA.request, saved.id)).toEqual(afterB);
    expect(await commitMessages(tabA.request, saved.id)).toEqual([
      'Edited the text of the headline',
      'Initial generation',
    ]);
    await expectAccessible(tabA, { skipPreviews: true });
    await snap(tabA, 'edit-stale-save-notice');

    // The text A typed can be copied before it is discarded.
    await notice.getByRole('button', { name: 'Copy my text' }).click();
    await expect(toast(tabA)).toContainText('Your text is on your clipboard.');
    expect(await clipboard(tabA)).toBe('Fresh beans, from tab A');

    // Reload: B's version, in the preview and the history.
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toBeHidden();
    await expect(heading(tabA)).toHaveText('Roasted this morning, from tab B');
    await expect(tabA.getByTestId('version-item')).toHaveCount(2);
    await expect(tabA.getByTestId('version-item').first()).toContainText('Edited the text of the headline');

    // From the reloaded version A's save goes through, and keeps what B wrote elsewhere.
    await tabA.getByRole('tab', { name: 'Editor' }).click();
    const editor = tabA.getByRole('textbox', { name: 'HTML source code' });
    await editor.click();
    await tabA.keyboard.press('Control+End');
    await tabA.keyboard.type('<!-- tab A -->');
    await tabA.getByRole('button', { name: 'Save as new version' }).click();
    await expect(toast(tabA)).toContainText('Changes saved');
    const afterA = await getPage(tabA.request, saved.id);
    expect(afterA.generatedHtml).toBe(`${afterB.generatedHtml}<!-- tab A -->`);

    // Now tab B is the stale one, in its code editor: 'Copy my HTML' keeps its whole draft.
    await tabB.bringToFront();
    await tabB.getByRole('tab', { name: 'Editor' }).click();
    const editorB = tabB.getByRole('textbox', { name: 'HTML source code' });
    await editorB.click();
    await tabB.keyboard.press('Control+End');
    await tabB.keyboard.type('<!-- tab B -->');
    await tabB.getByRole('button', { name: 'Save as new version' }).click();
    const noticeB = tabB.getByRole('dialog', {
      name: 'This page changed in another tab or by another person.',
    });
    await expect(noticeB).toBeVisible();
    await noticeB.getByRole('button', { name: 'Copy my HTML' }).click();
    await expect(toast(tabB)).toContainText('Your HTML is on your clipboard.');
    expect(await clipboard(tabB)).toBe(`${afterB.generatedHtml}<!-- tab B -->`);
    expect(await getPage(tabB.request, saved.id)).toEqual(afterA);
    await noticeB.getByRole('button', { name: 'Reload' }).click();
    await expect(noticeB).toBeHidden();
    // The stale draft is gone: the editor shows A's saved version, with nothing to save.
    await expect(tabB.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabB.getByTestId('character-count')).toHaveText(
      `${afterA.generatedHtml.length.toLocaleString('en-US')} characters`,
    );
    await expect(tabB.getByRole('button', { name: 'Save as new version' })).toBeDisabled();
    expect(await commitMessages(tabB.request, saved.id)).toEqual([
      'Edited HTML in the code editor',
      'Edited the text of the headline',
      'Initial generation',
    ]);
  });
});
