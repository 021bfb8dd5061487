import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  registerViaUi,
  snap,
  toast,
  uniqueName,
} from './support';

/**
 * The 'Page check' card (docs/product.md, 'Page check card') through the real UI against the real
 * server: the live version's score and findings on the detail and edit pages, the layout checks
 * that Chromium runs on the server, and 'Ask AI to fix' handing a finding's instruction to the AI
 * chat.
 */

interface SavedPage {
  id: number;
}

/** A page with problems each rule can see: no viewport, two h1s, a skipped level, ... */
const FLAWED = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Flawed Bakery</title></head>
<body style="margin:0;font-family:sans-serif">
  <h1>Flawed Bakery</h1>
  <h1>Fresh bread daily</h1>
  <h4>Opening hours</h4>
  <img src="https://example.com/bread.jpg" width="200" height="120">
  <p><a href="javascript:alert(1)">Order now</a></p>
  <div style="width:900px;background:#eee">A strip wider than a phone</div>
</body></html>`;

async function createPage(page: Page, baseURL: string): Promise<SavedPage> {
  const response = await page.request.post('/api/ai-chat-generate', {
    data: { messages: [{ role: 'user', content: 'A landing page for a neighbourhood bakery' }] },
    headers: { Origin: baseURL },
    timeout: 30_000,
  });
  expect(response.status()).toBe(200);
  for (const line of (await response.text()).split('\n')) {
    if (!line.startsWith('data: {')) continue;
    const event = JSON.parse(line.slice(6)) as { type: string; savedPage?: SavedPage };
    if (event.type === 'html_update' && event.savedPage) return event.savedPage;
  }
  throw new Error('the generation stream carried no saved page');
}

async function saveFlawedVersion(page: Page, baseURL: string, id: number) {
  const put = await page.request.put(`/api/landing-pages/${id}`, {
    data: { generatedHtml: FLAWED, commitMessage: 'Flawed version' },
    headers: { Origin: baseURL },
  });
  expect(put.status()).toBe(200);
}

const card = (page: Page) => page.getByTestId('page-check-card');
const finding = (page: Page, rule: string) =>
  card(page).locator(`[data-testid=page-check-finding][data-rule=${rule}]`);

test.describe('page check card', () => {
  // Each test waits for an AI chat reply and a Chromium pass on the server.
  test.describe.configure({ timeout: 180_000 });

  test('detail page: score, findings, layout checks, and Ask AI to fix opens the editor chat', async ({
    page,
    baseURL,
  }) => {
    await registerViaUi(page, uniqueName('check'));
    const saved = await createPage(page, baseURL!);
    await saveFlawedVersion(page, baseURL!, saved.id);

    await page.goto(`/details/${saved.id}`);
    // The first visit loads the detail chunk and the check: give a busy machine time.
    await expect(card(page).getByTestId('page-check-score')).toBeVisible({ timeout: 30_000 });
    await expect(card(page).getByRole('heading', { name: 'Page check' })).toBeVisible();
    const score = Number((await card(page).getByTestId('page-check-score').innerText()).match(/\d+/)![0]);
    expect(score).toBeLessThan(90);
    for (const rule of ['viewport', 'h1', 'heading-order', 'image-alt', 'link-href']) {
      await expect(finding(page, rule)).toHaveCount(1);
    }
    // The javascript: link is an error and errors come first.
    await expect(card(page).getByTestId('page-check-finding').first()).toHaveAttribute(
      'data-severity',
      'error',
    );
    await expect(card(page).getByTestId('page-check-summary')).toContainText('version 2');

    // Chromium on the server renders the page at three widths: the 900 px strip overflows a phone.
    await expect(card(page).getByTestId('page-check-render')).toHaveCount(0, { timeout: 45_000 });
    await expect(finding(page, 'horizontal-overflow')).toHaveCount(1);
    await expect(finding(page, 'horizontal-overflow')).toContainText(/375/);

    await snap(page, 'page-check-details');
    // The app, not the deliberately flawed page in its preview (that is what the card judges).
    await expectAccessible(page, { skipPreviews: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    const fix = finding(page, 'image-alt');
    const fixPrompt = (await fix.innerText()).split('\n')[0]!;
    expect(fixPrompt.length).toBeGreaterThan(0);
    await fix.getByRole('button', { name: /^Ask AI to fix/ }).click();
    await expect(page).toHaveURL(new RegExp(`/edit/${saved.id}$`));
    await expect(page.getByRole('tab', { name: 'AI Modify' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 30_000,
    });
    const chat = page.getByTestId('chat-panel');
    await expect(chat.getByTestId('chat-message').filter({ hasText: /alt/i }).first()).toBeVisible();
    // The hand-off is used once: a reload does not send it again.
    await expect(chat.getByTestId('chat-message').last()).not.toHaveAttribute('aria-busy', 'true', {
      timeout: 30_000,
    });
    // The offline engine knows the check's mechanical fixes: a new version without the finding.
    await expect(card(page).getByTestId('page-check-summary')).toContainText('version 3', {
      timeout: 30_000,
    });
    await expect(finding(page, 'image-alt')).toHaveCount(0);
    const messages = await chat.getByTestId('chat-message').count();
    await page.reload();
    await page.getByRole('tab', { name: 'AI Modify' }).click();
    await expect(chat.getByTestId('chat-message')).toHaveCount(messages);
  });

  test('edit page: the card follows the live version and sends fixes to the AI chat', async ({
    page,
    baseURL,
  }) => {
    await registerViaUi(page, uniqueName('check'));
    const saved = await createPage(page, baseURL!);

    await page.goto(`/edit/${saved.id}`);
    await expect(card(page).getByTestId('page-check-summary')).toContainText('version 1', {
      timeout: 30_000,
    });
    // The offline engine's own page has one error: its form's leads have no destination yet.
    const errors = card(page).locator('[data-testid=page-check-finding][data-severity=error]');
    await expect(errors).toHaveCount(1);
    await expect(errors).toContainText('Form submissions go nowhere: connect a destination');
    // Fixed in Lead settings, not by the AI.
    await errors.getByRole('button', { name: 'Open Lead settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Lead settings' });
    await settings
      .getByLabel('Webhook URL')
      .fill('https://services.leadconnectorhq.com/hooks/abc/webhook-trigger/def');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Lead settings saved');
    await expect(settings).toBeHidden();
    await expect(errors).toHaveCount(0);
    // The app is scanned while the previews show the engine's own page: the flawed page below
    // fails accessibility on purpose (that is what the check reports).
    await expectAccessible(page);

    await saveFlawedVersion(page, baseURL!, saved.id);
    await page.reload();
    await expect(card(page).getByTestId('page-check-summary')).toContainText('version 2', {
      timeout: 30_000,
    });
    await expect(finding(page, 'viewport')).toHaveCount(1);

    await finding(page, 'viewport')
      .getByRole('button', { name: /^Ask AI to fix/ })
      .click();
    await expect(page.getByRole('tab', { name: 'AI Modify' })).toHaveAttribute('aria-selected', 'true');
    const chat = page.getByTestId('chat-panel');
    await expect(
      chat
        .getByTestId('chat-message')
        .filter({ hasText: /viewport/i })
        .first(),
    ).toBeVisible();
    await expect(chat.getByTestId('chat-message').last()).not.toHaveAttribute('aria-busy', 'true', {
      timeout: 30_000,
    });
    await expect(card(page).getByTestId('page-check-summary')).toContainText('version 3', {
      timeout: 30_000,
    });
    await expect(finding(page, 'viewport')).toHaveCount(0);
    await snap(page, 'page-check-edit');
  });
});
