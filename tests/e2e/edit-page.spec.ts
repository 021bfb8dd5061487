import { type APIRequestContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  generatePage,
  openFromPreview,
  registerViaUi,
  snap as snapScreen,
  toast,
  uniqueName,
} from './support';

/**
 * The edit page /edit/{id} through the real UI against the real server (offline engine):
 * states, click-to-edit in the sandboxed preview (and what a hostile page cannot do there),
 * the AI Modify chat at each device width, the code editor, and the version history.
 */

interface SavedPage {
  id: number;
  title: string;
}

interface PageDto {
  generatedHtml: string;
  title: string;
}

interface VersionDto {
  id: number;
  version: number;
  commitMessage: string;
  previewUrl: string;
}

const PROMPT =
  'A landing page for "Harbor Coffee Roasters", a specialty coffee subscription. Goal: sign-ups for a free first bag.';

const createPage = (page: Page, baseURL: string, prompt = PROMPT): Promise<SavedPage> =>
  generatePage(page, baseURL, prompt);

const getPage = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/landing-pages/${id}`)).json()) as PageDto;
const getVersions = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/landing-pages/${id}/versions`)).json()) as VersionDto[];

/** The page inside a sandboxed frame (the app's frame nests the page in #page). */
const pageIn = (page: Page, testId: string): FrameLocator =>
  page.frameLocator(`[data-testid=${testId}]`).frameLocator('#page');

/** Screenshots from the top of the page (a scrolled full-page shot repeats the sticky header). */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapScreen(page, name);
  // At both widths nothing may stick out sideways.
  const original = page.viewportSize();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
  }
  if (original) await page.setViewportSize(original);
}

async function openEditor(page: Page, id: number) {
  await page.goto(`/edit/${id}`);
  await expect(page.getByRole('tab', { name: 'Interactive' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('edit page', () => {
  // Each test generates a page and drives several screens; the server shares two cores.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerViaUi(page, uniqueName('edit'));
  });

  test('a bad id goes back to the dashboard; a missing or foreign page is not found', async ({
    page,
    browser,
    baseURL,
  }) => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      await page.goto(`/edit/${bad}`);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(toast(page)).toContainText('Invalid landing page');
    }

    await page.goto('/edit/999999');
    await expect(page.getByRole('heading', { name: 'Landing page not found' })).toBeVisible();
    await expectAccessible(page);

    // Another user's page answers exactly like a missing one.
    const owner = await browser.newContext({ baseURL });
    const ownerPage = await owner.newPage();
    await registerViaUi(ownerPage, uniqueName('owner'));
    const theirs = await createPage(ownerPage, baseURL!);
    await page.goto(`/edit/${theirs.id}`);
    await expect(page.getByRole('heading', { name: 'Landing page not found' })).toBeVisible();
    await expect(page.getByText(theirs.title)).toHaveCount(0);
    await snap(page, 'edit-not-found');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await owner.close();
  });

  test('direct edit of a heading saves a new version with only that text changed', async ({
    page,
    baseURL,
  }) => {
    const saved = await createPage(page, baseURL!);
    const before = await getPage(page.request, saved.id);
    await openEditor(page, saved.id);
    await expect(page.getByRole('heading', { level: 1, name: saved.title })).toBeVisible();
    const preview = pageIn(page, 'interactive-frame');
    const heading = preview.locator('h1').first();
    await expect(heading).toBeVisible();
    const oldText = (await heading.textContent())!.replace(/\s+/g, ' ').trim();

    // No mode: a click in the preview does nothing.
    await heading.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const direct = page.getByRole('button', { name: 'Direct Edit' });
    await direct.click();
    await expect(direct).toHaveAttribute('aria-pressed', 'true');
    await heading.hover();
    await snap(page, 'edit-interactive-direct');
    await expectAccessible(page);

    // Cancel leaves everything as it was.
    const dialog = await openFromPreview(page, heading, 'Edit text');
    await expect(dialog.getByLabel('Text')).toHaveValue(oldText);
    // The element is named in words, never by its tag.
    await expect(dialog.getByTestId('element-name')).toHaveText(/^the headline “.+”$/);
    await expect(dialog).not.toContainText('<h1>');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(direct).toBeFocused();

    await openFromPreview(page, heading, 'Edit text');
    await dialog.getByLabel('Text').fill('Coffee worth waking up for');
    await snap(page, 'edit-direct-dialog');
    await expectAccessible(page);
    // A blank text is refused.
    await dialog.getByLabel('Text').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Please enter some text to save');
    await dialog.getByLabel('Text').fill('Coffee worth waking up for');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText('Changes saved');
    await expect(heading).toHaveText('Coffee worth waking up for');

    const after = await getPage(page.request, saved.id);
    expect(after.generatedHtml).not.toContain('pagecraft-edit');
    expect(after.generatedHtml.match(/Coffee worth waking up for/g)).toHaveLength(1);
    expect(after.generatedHtml.startsWith(before.generatedHtml.slice(0, 15))).toBe(true);
    // The rest of the page is byte-for-byte the same.
    expect(after.generatedHtml.length - before.generatedHtml.length).toBe(
      'Coffee worth waking up for'.length - oldText.length,
    );
    const versions = await getVersions(page.request, saved.id);
    expect(versions.map((v) => v.commitMessage)).toEqual([
      'Edited the text of the headline',
      'Initial generation',
    ]);
    await expect(page.getByTestId('version-item').first()).toContainText('Edited the text of the headline');

    // Clicking the active mode turns it off.
    await direct.click();
    await expect(direct).toHaveAttribute('aria-pressed', 'false');
    await heading.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // By keyboard: Tab into the preview, Enter on a text opens the form; Escape comes back.
    await direct.click();
    await page.keyboard.press('Tab'); // AI Edit
    await page.keyboard.press('Tab'); // the page's first link
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(direct).toBeFocused();
  });

  test('AI edit of an element applies an instruction the offline engine supports', async ({
    page,
    baseURL,
  }) => {
    const saved = await createPage(page, baseURL!);
    await openEditor(page, saved.id);
    const preview = pageIn(page, 'interactive-frame');
    const target = preview.locator('h2').first();
    await expect(target).toBeVisible();

    await page.getByRole('button', { name: 'AI Edit' }).click();
    const dialog = await openFromPreview(page, target, 'Edit with AI');
    await expect(dialog.getByTestId('element-name')).toHaveText(/^the heading “.+”$/);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page)).toContainText('Please enter a modification prompt for AI.');

    // Something the offline engine cannot do: the reason stays in the form.
    await dialog.getByLabel('Instruction').fill('write a sonnet about this');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page)).toContainText('Could not apply AI modifications.');
    await expect(dialog.getByRole('alert')).toContainText('offline engine');
    // (The toast goes first: the scan is about this screen, not the shared toast.)
    await expect(toast(page)).toBeHidden({ timeout: 8000 });
    await snap(page, 'edit-ai-dialog');
    await expectAccessible(page);

    await dialog.getByLabel('Instruction').fill('change this to "Roasted this week, at your door"');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(toast(page)).toContainText('AI changes applied');
    await expect(target).toHaveText('Roasted this week, at your door');

    const versions = await getVersions(page.request, saved.id);
    expect(versions[0]!.commitMessage).toBe('AI: change this to "Roasted this week, at your door"');
    expect((await getPage(page.request, saved.id)).generatedHtml).toContain(
      'Roasted this week, at your door',
    );
    await expect(page.getByTestId('activity-log')).toContainText('AI element edit');
    await expect(page.getByTestId('activity-log')).toContainText('change this to');
  });

  test("the page's own scripts reach neither the app nor its edits", async ({ page, baseURL }) => {
    const saved = await createPage(page, baseURL!);
    const hostile = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Hostile</title></head>
<body>
<h1>Hostile page</h1>
<p id="target">A harmless looking paragraph.</p>
<pre id="report">running</pre>
<script>
  var report = {};
  try { report.parent = String(parent.document.title); } catch (e) { report.parent = 'blocked'; }
  try { report.top = String(top.document.title); } catch (e) { report.top = 'blocked'; }
  try { report.cookie = 'read:' + document.cookie; } catch (e) { report.cookie = 'blocked'; }
  var forged = { type: 'pagecraft-edit:select', tagName: 'h1', text: 'Hostile page',
    outerHTML: '<h1>Hostile page</h1>', path: 'body>h1:nth-of-type(1)' };
  var sent = 0;
  var timer = setInterval(function () {
    [parent, top].forEach(function (w) {
      w.postMessage(forged, '*');
      w.postMessage({ type: 'save', generatedHtml: '<p>pwned</p>' }, '*');
      w.postMessage({ type: 'pagecraft:render', html: '<p>pwned</p>' }, '*');
      w.postMessage({ type: 'pagecraft:sandbox-html', html: '<p>pwned</p>' }, '*');
    });
    if (++sent >= 15) {
      clearInterval(timer);
      report.sent = sent;
      document.getElementById('report').textContent = JSON.stringify(report);
    }
  }, 200);
</script>
</body></html>`;
    const put = await page.request.put(`/api/landing-pages/${saved.id}`, {
      data: { generatedHtml: hostile, commitMessage: 'Hostile page' },
      headers: { Origin: baseURL! },
    });
    expect(put.status()).toBe(200);

    await openEditor(page, saved.id);
    // Forged selections keep arriving while a mode is on.
    await page.getByRole('button', { name: 'Direct Edit' }).click();
    const preview = pageIn(page, 'interactive-frame');
    await expect(preview.locator('#report')).toContainText('"sent":15', { timeout: 10_000 });
    const report = JSON.parse((await preview.locator('#report').textContent())!) as Record<string, string>;
    expect(report.parent).toBe('blocked');
    expect(report.top).toBe('blocked');
    expect(report.cookie === 'blocked' || report.cookie === 'read:').toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await getVersions(page.request, saved.id)).length).toBe(2);
    expect((await getPage(page.request, saved.id)).generatedHtml).toBe(hostile);

    // A real click still works, and shows what was really clicked.
    const dialog = await openFromPreview(page, preview.locator('#target'), 'Edit text');
    await expect(dialog.getByLabel('Text')).toHaveValue('A harmless looking paragraph.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await getVersions(page.request, saved.id)).length).toBe(2);
  });

  test('AI Modify: the chat edits the page, previewed at each device width', async ({ page, baseURL }) => {
    const saved = await createPage(page, baseURL!);
    await openEditor(page, saved.id);
    await page.getByRole('tab', { name: 'AI Modify' }).click();
    const chat = page.getByTestId('chat-panel');
    // The stored chat: the generation request and its answer.
    await expect(chat.getByTestId('chat-message').first()).toContainText('Harbor Coffee Roasters');
    const frame = page.getByTestId('modify-preview-frame');
    await expect(pageIn(page, 'modify-preview-frame').locator('h1').first()).toBeVisible();

    const pane = page.getByTestId('device-pane');
    const paneWidth = async () => (await pane.boundingBox())!.width;
    expect(await frame.evaluate((el) => el.clientWidth)).toBe(Math.round(await paneWidth()));
    await page.getByRole('button', { name: 'Tablet' }).click();
    await expect(page.getByRole('button', { name: 'Tablet' })).toHaveAttribute('aria-pressed', 'true');
    await expect(frame).toHaveJSProperty('clientWidth', 768);
    await expect(frame).toHaveJSProperty('clientHeight', 1024);
    await expect(page.getByTestId('device-caption')).toContainText('768 × 1024');
    await page.getByRole('button', { name: 'Mobile' }).click();
    await expect(frame).toHaveJSProperty('clientWidth', 375);
    await expect(frame).toHaveJSProperty('clientHeight', 667);
    await expect(pageIn(page, 'modify-preview-frame').locator('h1').first()).toBeVisible();
    await snap(page, 'edit-ai-modify-mobile-preview');
    await page.getByRole('button', { name: 'Desktop' }).click();

    const input = chat.getByPlaceholder('Describe the changes you want to make or paste an image...');
    await input.fill('rename the headline to "Fresh roasts, every week"');
    await input.press('Enter');
    await expect(pageIn(page, 'modify-preview-frame').locator('h1').first()).toHaveText(
      'Fresh roasts, every week',
      { timeout: 20_000 },
    );
    await expect(chat.getByTestId('chat-message').last()).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('version-item').first()).toContainText('AI: rename the headline');
    await expect(page.getByTestId('activity-log')).toContainText('rename the headline');
    expect((await getPage(page.request, saved.id)).generatedHtml).toContain('Fresh roasts, every week');
    await snap(page, 'edit-ai-modify');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    // Clearing the chat empties the stored history too.
    await chat.getByRole('button', { name: 'Clear chat' }).click();
    await expect(chat.getByTestId('chat-message')).toHaveCount(0);
    const history = await (await page.request.get(`/api/landing-pages/${saved.id}/chat-history`)).json();
    expect(history).toEqual([]);
  });

  test('AI Modify: an edit shows its explanation, a summary and a diff, never the edit blocks', async ({
    page,
    baseURL,
  }) => {
    // Two edits, each place's code opened, two widths and a reload: more than a minute on a busy machine.
    test.setTimeout(120_000);
    const saved = await createPage(page, baseURL!);
    await openEditor(page, saved.id);
    await page.getByRole('tab', { name: 'AI Modify' }).click();
    const chat = page.getByTestId('chat-panel');
    await expect(chat.getByTestId('chat-message').first()).toContainText('Harbor Coffee Roasters');
    // Whatever the chat shows at any moment of the stream is recorded, not just the end.
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { chatTexts: Set<string> }).chatTexts = seen;
      const panel = document.querySelector('[data-testid=chat-panel]')!;
      new MutationObserver(() => seen.add(panel.textContent ?? '')).observe(panel, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    const input = chat.getByPlaceholder('Describe the changes you want to make or paste an image...');
    const reply = chat.locator('[data-testid=chat-message][data-role=assistant]').last();
    await input.fill('make it green');
    await input.press('Enter');
    await expect(chat.locator('[data-testid=chat-message][data-role=user]').last()).toHaveText(
      /make it green/,
    );
    await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    await expect(reply).toContainText('I switched the main colour to green');
    const summary = reply.getByTestId('edit-summary-line');
    await expect(summary).toHaveText(/^Changed \d+ places?$/);
    const greenSummary = await summary.innerText();
    for (const raw of ['<<<<<<<', '>>>>>>>', 'SEARCH', 'REPLACE', '```'])
      await expect(reply).not.toContainText(raw);
    const seen = await page.evaluate(() => [...(window as unknown as { chatTexts: Set<string> }).chatTexts]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => /<<<<<<<|>>>>>>>|REPLACE/.test(text))).toEqual([]);

    // The before/after diff is there for those who want it.
    const toggle = reply.getByRole('button', { name: 'Show changes' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(reply.getByTestId('edit-diff')).toHaveCount(0);
    await toggle.click();
    const hide = reply.getByRole('button', { name: 'Hide changes' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const diff = reply.getByTestId('edit-diff');
    await expect(diff).toBeVisible();
    // Each place says what changed in words; the code is one more click away.
    const places = diff.getByTestId('edit-place');
    // The theme colour and the styles: both said in words.
    await expect(places.filter({ hasText: /^Changed the page’s styles/ }).first()).toBeVisible();
    await expect(
      places.filter({ hasText: /^Changed the colour phones show around the page$/ }).first(),
    ).toBeVisible();
    for (const text of await places.allInnerTexts()) expect(text).not.toMatch(/<|class=|--p:/);
    await expect(diff.locator('del').first()).toBeHidden();
    for (const more of await diff.getByText('Show the code').all()) await more.click();
    await expect(diff.locator('del').first()).toBeVisible();
    await expect(diff.locator('ins').first()).toBeVisible();
    await expect(diff).toContainText('--p:#16a34a');
    await expect(diff).toContainText('Before');
    await expect(diff).toContainText('After');
    await reply.scrollIntoViewIfNeeded();
    await snap(page, 'edit-ai-modify-changes');
    for (const [label, size] of [
      ['mobile', { width: 375, height: 812 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await reply.scrollIntoViewIfNeeded();
      await chat.screenshot({ path: `test-results/screenshots/edit-ai-modify-changes-chat-${label}.png` });
      // The diff wraps inside the bubble, however long a line of CSS is.
      const [bubble, list] = [await reply.boundingBox(), await diff.boundingBox()];
      expect(list!.x + list!.width).toBeLessThanOrEqual(bubble!.x + bubble!.width + 0.5);
      expect(await diff.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await expectAccessible(page, { skipPreviews: true });
    await hide.click();
    await expect(reply.getByTestId('edit-diff')).toHaveCount(0);

    // A new section is counted as such.
    await input.fill('add a pricing section');
    await input.press('Enter');
    const second = chat.locator('[data-testid=chat-message][data-role=assistant]').last();
    await expect(second.getByTestId('edit-summary-line')).toHaveText(/^Changed \d+ places? · \+1 section$/, {
      timeout: 20_000,
    });

    // The stored chat keeps what the person saw: reloaded, the replies read the same.
    const history = (await (
      await page.request.get(`/api/landing-pages/${saved.id}/chat-history`)
    ).json()) as {
      role: string;
      content: string;
    }[];
    const stored = history.filter((m) => m.role === 'assistant').slice(-2);
    expect(stored.map((m) => m.content)).toEqual([
      expect.stringMatching(/^I switched the main colour to green[\s\S]*\n\nChanged \d+ places?$/),
      expect.stringMatching(/\n\nChanged \d+ places? · \+1 section$/),
    ]);
    for (const message of stored) expect(message.content).not.toMatch(/<<<<<<<|>>>>>>>|REPLACE|```/);
    await page.reload();
    await page.getByRole('tab', { name: 'AI Modify' }).click();
    const reloaded = chat.locator('[data-testid=chat-message][data-role=assistant]');
    await expect(reloaded.nth(-2).getByTestId('edit-summary-line')).toHaveText(greenSummary);
    await expect(reloaded.nth(-2)).toContainText('I switched the main colour to green');
    await expect(reloaded.last().getByTestId('edit-summary-line')).toContainText('+1 section');
    await expect(chat).not.toContainText('<<<<<<<');
  });

  test('Editor: edit the HTML, count characters, discard and save as a new version', async ({
    page,
    baseURL,
  }) => {
    const saved = await createPage(page, baseURL!);
    const original = (await getPage(page.request, saved.id)).generatedHtml;
    await openEditor(page, saved.id);
    await page.getByRole('tab', { name: 'Editor' }).click();
    const editor = page.getByRole('textbox', { name: 'HTML source code' });
    await expect(editor).toBeVisible();
    await expect(pageIn(page, 'editor-preview-frame').locator('h1').first()).toBeVisible();
    const count = page.getByTestId('character-count');
    await expect(count).toHaveText(`${original.length.toLocaleString('en-US')} characters`);
    const save = page.getByRole('button', { name: 'Save as new version' });
    const discard = page.getByRole('button', { name: 'Discard changes' });
    await expect(save).toBeDisabled();
    await expect(discard).toBeDisabled();
    await snap(page, 'edit-editor');
    await expectAccessible(page);

    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('<!-- x -->');
    await expect(count).toHaveText(`${(original.length + 10).toLocaleString('en-US')} characters`);
    await expect(save).toBeEnabled();
    await discard.click();
    await expect(count).toHaveText(`${original.length.toLocaleString('en-US')} characters`);
    await expect(save).toBeDisabled();

    // Undo works too.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('<!-- y -->');
    await page.keyboard.press('Control+z');
    await expect(count).toHaveText(`${original.length.toLocaleString('en-US')} characters`);

    await page.keyboard.type('<!-- reviewed -->');
    await expect(count).toHaveText(`${(original.length + 17).toLocaleString('en-US')} characters`);
    // The edit survives a look at another tab.
    await page.getByRole('tab', { name: 'Interactive' }).click();
    await page.getByRole('tab', { name: 'Editor' }).click();
    await expect(count).toHaveText(`${(original.length + 17).toLocaleString('en-US')} characters`);
    await save.click();
    await expect(toast(page)).toContainText('Changes saved');
    await expect(save).toBeDisabled();
    const after = (await getPage(page.request, saved.id)).generatedHtml;
    expect(after).toBe(`${original}<!-- reviewed -->`);
    await expect(page.getByTestId('version-item').first()).toContainText('Edited HTML in the code editor');
    await expectNoHorizontalOverflow(page);
  });

  test('versions: rollback, share link for a signed-out visitor, and compare', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The compare view renders both versions as pages, at four widths.
    test.setTimeout(120_000);
    const saved = await createPage(page, baseURL!);
    const original = await getPage(page.request, saved.id);
    const edited = original.generatedHtml.replace(/<h1([^>]*)>/, '<h1$1>Edited: ');
    await page.request.put(`/api/landing-pages/${saved.id}`, {
      data: { generatedHtml: edited, commitMessage: 'Second draft' },
      headers: { Origin: baseURL! },
    });
    await openEditor(page, saved.id);

    // The header's Download uses the hyphenated file name; Preview opens the sandboxed page.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/^harbor-coffee-roasters-[a-z0-9-]+\.html$/);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const previewTab = await opened;
    await expect(previewTab).toHaveURL(new RegExp(`/api/landing-pages/${saved.id}/preview\\?t=\\d+$`));
    await expect(previewTab.locator('h1').first()).toContainText('Edited: ');
    await previewTab.close();

    const items = page.getByTestId('version-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Live');
    await expect(items.first()).toContainText('Current Version');
    await expect(items.first()).toContainText('Second draft');
    await expect(items.nth(1)).not.toContainText('Live');
    await expect(items.first().getByRole('button', { name: /Rollback/ })).toHaveCount(0);
    await expect(items.nth(1).getByRole('link', { name: 'Preview version 1' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    // Compare version 1 with the live one.
    await items.nth(1).getByRole('button', { name: 'Compare version 1 with the live version' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare version 1 with the live version' });
    // It opens on the two versions as pages, side by side, and what changed in words.
    await expect(pageIn(page, 'compare-frame-older').locator('h1').first()).not.toContainText('Edited: ');
    await expect(pageIn(page, 'compare-frame-live').locator('h1').first()).toContainText('Edited: ');
    const [left, right] = [
      await compare.getByTestId('compare-frame-older').boundingBox(),
      await compare.getByTestId('compare-frame-live').boundingBox(),
    ];
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    await expect(compare.getByTestId('compare-changes')).toContainText('The live page differs in 1 place');
    await expect(compare.getByTestId('compare-changes').getByRole('listitem')).toHaveText([
      /^Changed the words “.+” to “Edited: .+” in the headline$/,
    ]);
    await expect(compare.getByTestId('compare-changes')).toContainText('in the headline');
    await expect(compare.getByTestId('diff-table')).toHaveCount(0);
    await expect(compare.getByText(/\bline \d+/i)).toHaveCount(0);
    await snap(page, 'edit-compare-pages');
    for (const size of [
      { width: 375, height: 812 },
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `test-results/screenshots/edit-compare-pages-${size.width}.png` });
    }
    await expectAccessible(page);
    // The code is one click away.
    await compare.getByRole('button', { name: 'Show the code changes' }).click();
    await expect(compare.getByTestId('diff-summary')).toContainText('+1 added');
    await expect(compare.getByTestId('diff-summary')).toContainText('1 removed');
    await expect(compare.locator('tr[data-kind=changed]')).toHaveCount(1);
    await expect(compare.locator('tr[data-kind=changed]')).toContainText('Edited: ');
    await snap(page, 'edit-compare');
    await expectAccessible(page);
    await compare.getByRole('button', { name: 'Unified' }).click();
    await expect(compare.locator('tr[data-kind=removed]')).toHaveCount(1);
    await expect(compare.locator('tr[data-kind=added]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(compare).toBeHidden();

    // Share: the copied link shows the version to someone who is not signed in.
    await items.nth(1).getByRole('button', { name: 'Copy the share link of version 1' }).click();
    await expect(toast(page)).toContainText('Share link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/preview/${saved.id}/\\d+\\?key=`));
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await expect(visitorPage.locator('h1').first()).toHaveText(
      (await pageIn(page, 'interactive-frame').locator('h1').first().textContent())!.replace('Edited: ', ''),
    );
    await visitor.close();

    // Rollback to version 1, confirmed.
    await items.nth(1).getByRole('button', { name: 'Rollback to version 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Roll back to version 1?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(items).toHaveCount(2);
    await items.nth(1).getByRole('button', { name: 'Rollback to version 1' }).click();
    await confirm.getByRole('button', { name: 'Rollback' }).click();
    await expect(toast(page)).toContainText('Rolled back');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Rolled back to version 1');
    await expect(items.first()).toContainText('Live');
    await expect(pageIn(page, 'interactive-frame').locator('h1').first()).not.toContainText('Edited: ');
    expect((await getPage(page.request, saved.id)).generatedHtml).toBe(original.generatedHtml);
    await snap(page, 'edit-interactive');
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('edit page version limit', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await registerViaUi(page, uniqueName('editcap'));
  });

  test('Free keeps 5 versions: rollback and save say which version goes, and a rollback keeps the one it restores', async ({
    page,
    baseURL,
  }) => {
    const saved = await createPage(page, baseURL!);
    const original = await getPage(page.request, saved.id);
    for (const n of [2, 3, 4, 5]) {
      const put = await page.request.put(`/api/landing-pages/${saved.id}`, {
        data: {
          generatedHtml: original.generatedHtml.replace('</h1>', ` v${n}</h1>`),
          commitMessage: `Draft ${n}`,
        },
        headers: { Origin: baseURL! },
      });
      expect(put.status()).toBe(200);
    }
    await openEditor(page, saved.id);
    const items = page.getByTestId('version-item');
    await expect(items).toHaveCount(5);
    await expect(page.getByTestId('version-cap-note')).toContainText(
      'Your Free plan keeps 5 versions: the next save removes v1 “Initial generation”.',
    );

    // Rolling back to version 3 removes version 1, and the confirm says so before anything happens.
    await items.nth(2).getByRole('button', { name: 'Rollback to version 3' }).click();
    const confirm3 = page.getByRole('alertdialog', { name: 'Roll back to version 3?' });
    await expect(confirm3).toBeVisible();
    await expect(confirm3).not.toContainText('nothing is lost');
    await expect(confirm3.getByTestId('rollback-prune-warning')).toHaveText(
      'Version 1 “Initial generation” will be removed: your Free plan keeps 5 versions. Upgrade to keep more',
    );
    await expect(confirm3.getByRole('link', { name: 'Upgrade to keep more' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    await expectAccessible(page);
    await snap(page, 'edit-rollback-prune-confirm');
    await confirm3.getByRole('button', { name: 'Cancel' }).click();

    // Rolling back to version 1 keeps version 1: the oldest other version goes instead.
    await items.nth(4).getByRole('button', { name: 'Rollback to version 1' }).click();
    const confirm1 = page.getByRole('alertdialog', { name: 'Roll back to version 1?' });
    await expect(confirm1.getByTestId('rollback-prune-warning')).toContainText(
      'Version 2 “Draft 2” will be removed: your Free plan keeps 5 versions.',
    );
    await confirm1.getByRole('button', { name: 'Rollback' }).click();
    await expect(toast(page)).toContainText(
      'Version 1 is live again. Version 2 “Draft 2” was removed: your Free plan keeps 5 versions.',
    );
    await expect(items).toHaveCount(5);
    expect((await getVersions(page.request, saved.id)).map((v) => [v.version, v.commitMessage])).toEqual([
      [6, 'Rolled back to version 1'],
      [5, 'Draft 5'],
      [4, 'Draft 4'],
      [3, 'Draft 3'],
      [1, 'Initial generation'],
    ]);
    expect((await getPage(page.request, saved.id)).generatedHtml).toBe(original.generatedHtml);

    // A save in the editor asks first too, naming version 1 before it goes.
    await page.getByRole('tab', { name: 'Editor' }).click();
    const editor = page.getByRole('textbox', { name: 'HTML source code' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('<!-- reviewed -->');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    const saveConfirm = page.getByRole('alertdialog', { name: 'Save as a new version?' });
    await expect(saveConfirm.getByTestId('save-prune-warning')).toContainText(
      'Version 1 “Initial generation” will be removed: your Free plan keeps 5 versions.',
    );
    await expect(saveConfirm.getByRole('link', { name: 'Upgrade to keep more' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    await expectAccessible(page);
    // Everything in the dialog fits inside it, at both widths.
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const box = (await saveConfirm.boundingBox())!;
      for (const name of ['Cancel', 'Save as new version']) {
        const button = (await saveConfirm.getByRole('button', { name }).boundingBox())!;
        expect(button.x + button.width, `${name} at ${width} px`).toBeLessThanOrEqual(box.x + box.width);
      }
      expect(await saveConfirm.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    await snap(page, 'edit-save-prune-confirm');
    await saveConfirm.getByRole('button', { name: 'Save as new version' }).click();
    await expect(toast(page).filter({ hasText: 'Changes saved' })).toContainText(
      'Saved as version 7. Version 1 “Initial generation” was removed: your Free plan keeps 5 versions.',
    );
    expect((await getVersions(page.request, saved.id)).map((v) => v.version)).toEqual([7, 6, 5, 4, 3]);
  });
});

test.describe('edit page failures', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerViaUi(page, uniqueName('editfail'));
  });

  test('a failed load, save, rollback and chat clear each say so and lose nothing', async ({
    page,
    baseURL,
  }) => {
    const saved = await createPage(page, baseURL!);
    const original = await getPage(page.request, saved.id);
    const pageUrl = `**/api/landing-pages/${saved.id}`;

    // Loading fails: the error state, then 'Try again' recovers.
    await page.route(pageUrl, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Database away"}' })
        : route.fallback(),
    );
    await page.goto(`/edit/${saved.id}`);
    await expect(page.getByRole('heading', { name: 'Error loading landing page' })).toBeVisible();
    await expect(page.getByText('Database away')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await snap(page, 'edit-load-error');
    await expectAccessible(page);
    await page.unroute(pageUrl);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: saved.title })).toBeVisible();

    // Saving a direct edit fails: the spec's toast, and the stored page is untouched.
    await page.route(pageUrl, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
    );
    const heading = pageIn(page, 'interactive-frame').locator('h1').first();
    await expect(heading).toBeVisible();
    await page.getByRole('button', { name: 'Direct Edit' }).click();
    const dialog = await openFromPreview(page, heading, 'Edit text');
    await dialog.getByLabel('Text').fill('This will not be saved');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Save failed');
    await expect(toast(page)).toContainText('Could not save changes. Please try again.');
    await page.unroute(pageUrl);
    expect((await getPage(page.request, saved.id)).generatedHtml).toBe(original.generatedHtml);
    await expect(page.getByTestId('version-item')).toHaveCount(1);
    await page.keyboard.press('Escape');

    // A second version, then a rollback the server refuses.
    await page.request.put(`/api/landing-pages/${saved.id}`, {
      data: { generatedHtml: original.generatedHtml.replace('</h1>', ' v2</h1>'), commitMessage: 'Second' },
      headers: { Origin: baseURL! },
    });
    await page.reload();
    const items = page.getByTestId('version-item');
    await expect(items).toHaveCount(2);
    await page.route(`${pageUrl}/rollback`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await items.nth(1).getByRole('button', { name: 'Rollback to version 1' }).click();
    await page
      .getByRole('alertdialog', { name: 'Roll back to version 1?' })
      .getByRole('button', { name: 'Rollback' })
      .click();
    await expect(toast(page)).toContainText('Rollback failed');
    await expect(toast(page)).toContainText('Could not rollback to selected version.');
    await expect(items).toHaveCount(2);
    expect((await getVersions(page.request, saved.id)).map((v) => v.commitMessage)).toEqual([
      'Second',
      'Initial generation',
    ]);

    // Clearing the chat fails: the messages stay, here and on the server.
    await page.route(`${pageUrl}/chat-history`, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
    );
    await page.getByRole('tab', { name: 'AI Modify' }).click();
    const chat = page.getByTestId('chat-panel');
    const messages = chat.getByTestId('chat-message');
    await expect(messages).toHaveCount(2);
    await chat.getByRole('button', { name: 'Clear chat' }).click();
    await expect(toast(page)).toContainText('Clear failed');
    await expect(toast(page)).toContainText('Could not clear chat history.');
    await expect(messages).toHaveCount(2);
    const history = await (await page.request.get(`/api/landing-pages/${saved.id}/chat-history`)).json();
    expect(history).toHaveLength(2);
  });
});

test.describe('edit page: one trip per edit', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await registerViaUi(page, uniqueName('trip'));
  });

  test('a direct edit, an element AI edit and a chat edit read nothing again and never scroll the screen', async ({
    page,
    baseURL,
  }) => {
    const saved = await createPage(page, baseURL!);
    await page.setViewportSize({ width: 1280, height: 700 });
    await openEditor(page, saved.id);
    await expect(page.getByTestId('version-item')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // Every read of the page, its versions or its chat from now on.
    const reads: string[] = [];
    const watched = new RegExp(`^/api/landing-pages/${saved.id}(/versions|/chat-history)?$`);
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && watched.test(path)) reads.push(path);
    });
    const scrollY = () => page.evaluate(() => window.scrollY);
    const settle = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

    // A direct edit of a heading far down the page, the screen scrolled to the preview.
    const preview = pageIn(page, 'interactive-frame');
    const heading = preview.locator('h2').last();
    await page.getByRole('button', { name: 'Direct Edit' }).click();
    await page.evaluate(() => window.scrollTo(0, 160));
    const direct = await openFromPreview(page, heading, 'Edit text');
    await direct.getByLabel('Text').fill('Roasted on Monday, yours by Friday');
    const before = await scrollY();
    expect(before).toBeGreaterThan(0);
    await direct.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Changes saved');
    await expect(heading).toHaveText('Roasted on Monday, yours by Friday');
    await expect(page.getByTestId('version-item')).toHaveCount(2);
    await settle();
    expect(await scrollY()).toBe(before);

    // An AI edit of one element.
    await page.getByRole('button', { name: 'AI Edit' }).click();
    const ai = await openFromPreview(page, heading, 'Edit with AI');
    await ai.getByLabel('Instruction').fill('change this to "Fresh every week"');
    const beforeAi = await scrollY();
    await ai.getByRole('button', { name: 'Apply' }).click();
    await expect(ai).toBeHidden({ timeout: 15_000 });
    await expect(heading).toHaveText('Fresh every week');
    await expect(page.getByTestId('version-item')).toHaveCount(3);
    await expect(page.getByTestId('version-item').first()).toContainText('AI: change this to');
    await settle();
    expect(await scrollY()).toBe(beforeAi);

    // A chat edit: the new version and the exchange show from the answer itself.
    await page.getByRole('tab', { name: 'AI Modify' }).click();
    const chat = page.getByTestId('chat-panel');
    const input = chat.getByPlaceholder('Describe the changes you want to make or paste an image...');
    await input.fill('rename the headline to "Fresh roasts, every week"');
    // What the person sees: the chat stays where it is on the screen (the window's scroll may
    // follow a card that grows above it, as the browser's scroll anchoring keeps the view still).
    const chatTop = async () => (await chat.boundingBox())?.y ?? Number.NaN;
    // The tab just opened: its panel lays out its history and preview first. Measured once still.
    await expect
      .poll(async () => {
        const first = await chatTop();
        await settle();
        await settle();
        return Math.abs((await chatTop()) - first) + Math.abs(first - (await chatTop()));
      })
      .toBe(0);
    const beforeChat = await chatTop();
    await input.press('Enter');
    await expect(pageIn(page, 'modify-preview-frame').locator('h1').first()).toHaveText(
      'Fresh roasts, every week',
      { timeout: 20_000 },
    );
    await expect(chat.getByTestId('chat-message').last()).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('version-item')).toHaveCount(4);
    await expect(page.getByTestId('version-item').first()).toContainText('AI: rename the headline');
    await expect(page.getByTestId('activity-log')).toContainText('rename the headline');
    await settle();
    expect(Math.abs((await chatTop()) - beforeChat)).toBeLessThanOrEqual(1);

    // The page, its versions and its chat crossed the wire in the edits' answers only.
    expect(reads).toEqual([]);
    // And the cache holds what the server holds.
    const versions = await getVersions(page.request, saved.id);
    expect(versions.map((v) => v.commitMessage).slice(0, 2)).toEqual([
      'AI: rename the headline to "Fresh roasts, every week"',
      'AI: change this to "Fresh every week"',
    ]);
  });
});

test.describe('edit page at the plan limit', () => {
  test.describe.configure({ timeout: 90_000 });

  test('no AI edit left: the element edit and "Ask AI to fix" say so with Upgrade, and send nothing', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await registerViaUi(page, uniqueName('editlimit'));
    const saved = await createPage(page, baseURL!);
    // A plan (not offered on the upgrade page) with no AI edit a month, for this user.
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    expect(
      (
        await admin.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-admin-password' } })
      ).status(),
    ).toBe(200);
    const planName = uniqueName('NoEdits');
    const created = await admin.post('/api/admin/subscription-plans', {
      data: { name: planName, price: 0, isActive: false, maxLandingPages: 5, monthlyModifyLimit: 0 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const plan = (await created.json()) as { id: number };
    const { user: me } = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
    expect(
      (await admin.post('/api/admin/assign-plan', { data: { userId: me.id, planId: plan.id } })).status(),
    ).toBe(200);
    await admin.dispose();

    const edits: string[] = [];
    page.on('request', (request) => {
      if (/\/modify$|ai-chat-modify/.test(request.url())) edits.push(request.url());
    });
    await openEditor(page, saved.id);
    const used = `The ${planName} plan includes no AI edits a month.`;

    // The page check: every 'Ask AI to fix' disabled, the reason and Upgrade above them.
    const card = page.getByTestId('page-check-card');
    const notice = card.getByTestId('plan-limit-notice');
    await expect(notice).toContainText(used);
    await expect(notice.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    const fixes = card.getByRole('button', { name: /^Ask AI to fix/ });
    expect(await fixes.count()).toBeGreaterThan(0);
    for (const fix of await fixes.all()) await expect(fix).toBeDisabled();

    // The element edit: the form opens, says why, and Apply is disabled.
    const target = pageIn(page, 'interactive-frame').locator('h2').first();
    await expect(target).toBeVisible();
    await page.getByRole('button', { name: 'AI Edit' }).click();
    const dialog = await openFromPreview(page, target, 'Edit with AI');
    await expect(dialog.getByTestId('plan-limit-notice')).toContainText(used);
    await dialog.getByLabel('Instruction').fill('change this to "Fresh every week"');
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await dialog.getByLabel('Instruction').press('Control+Enter');
    await expectAccessible(page);
    await expect.poll(() => edits).toEqual([]);
    expect((await getVersions(page.request, saved.id)).length).toBe(1);
  });
});
