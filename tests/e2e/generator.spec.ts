import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectLaidOut,
  expectNoHorizontalOverflow,
  generatePage,
  LAYOUT_WIDTHS,
  registerViaUi,
  requestsSettled,
  snap,
  snapAt,
  toast,
  uniqueName,
} from './support';

const BRIGHT_SMILE_PROMPT =
  'A landing page for "Bright Smile Dental", a family dentist in Austin. Goal: book free consultations. Friendly tone, testimonials and an FAQ.';

async function generateBrightSmile(page: Page) {
  await page.goto('/generator');
  await page.getByLabel('Describe your landing page').fill(BRIGHT_SMILE_PROMPT);
  await page.getByRole('button', { name: 'Generate Landing Page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Landing Page Generated!' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/**
 * The contrast of the focus ring shown for `target` (its own box-shadow ring, or that of the
 * nearest ancestor drawing one, as a drop zone does for its hidden file input), composited over
 * the colour behind it, against that colour: WCAG's formula. The browser's canvas turns any CSS
 * colour (oklch, oklab with alpha) into sRGB pixels.
 */
async function focusRingContrast(target: Locator) {
  return target.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const pixel = (...colours: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const colour of colours) {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
      }
      return [...ctx.getImageData(0, 0, 1, 1).data];
    };
    /** The coloured rings (spread > 0) of an element's box-shadow; each shadow starts with its colour. */
    const ringsOf = (node: Element) => {
      const shadows: string[] = [];
      let depth = 0;
      let current = '';
      for (const ch of getComputedStyle(node).boxShadow) {
        if (ch === '(') depth++;
        if (ch === ')') depth--;
        if (ch === ',' && depth === 0) {
          shadows.push(current.trim());
          current = '';
        } else current += ch;
      }
      shadows.push(current.trim());
      return shadows
        .map((shadow) => ({
          colour: /^(\w+\([^)]*\)|#\w+|\w+)/.exec(shadow)?.[1] ?? 'transparent',
          spread: Number(/(-?[\d.]+)px\s*(inset)?$/.exec(shadow)?.[1] ?? 0),
        }))
        .filter((ring) => ring.spread > 0 && pixel(ring.colour)[3]! > 0)
        .map((ring) => ring.colour);
    };
    let owner: Element | null = el;
    let rings: string[] = [];
    for (let hops = 0; owner && hops < 4; hops++, owner = owner.parentElement) {
      rings = ringsOf(owner);
      if (rings.length > 0) break;
    }
    let behind = 'rgb(255, 255, 255)';
    for (let node = owner?.parentElement ?? null; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (pixel(colour)[3] === 255) {
        behind = colour;
        break;
      }
    }
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((v) => v / 255)
        .map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const back = luminance(pixel(behind));
    const ratios = rings.map((colour) => {
      const shown = luminance(pixel(behind, colour));
      return (Math.max(back, shown) + 0.05) / (Math.min(back, shown) + 0.05);
    });
    return { rings, ratio: Math.max(0, ...ratios) };
  });
}

test.describe('generator, signed out', () => {
  test('shows the login-required card with the demo account', async ({ page }) => {
    await page.goto('/generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to use the generator' })).toBeVisible();
    await expect(page.getByTestId('demo-hint')).toContainText('demouser');
    await expect(page.getByTestId('demo-hint')).toContainText('e2e-demo-password');
    await expect(page.getByRole('link', { name: 'Go to Login Page' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await snap(page, 'generator-login-required');
    await expectAccessible(page);
  });
});

test.describe('generator', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerViaUi(page, uniqueName('gen'));
  });

  test('generates a page with the offline engine: stream, preview, success dialog, copy, download', async ({
    page,
  }) => {
    await page.goto('/generator');
    const generate = page.getByRole('button', { name: 'Generate Landing Page' });
    await expect(generate).toBeDisabled();
    // A blank prompt cannot be generated, not even from the keyboard shortcut.
    await page.getByLabel('Describe your landing page').fill('   ');
    await page.getByLabel('Describe your landing page').press('Control+Enter');
    await expect(toast(page)).toContainText('Please enter a prompt');
    await expect(toast(page)).toContainText('Describe the landing page you want to create.');
    await expect(generate).toBeDisabled();
    await snap(page, 'generator-form');
    await expectAccessible(page);

    await page
      .getByLabel('Describe your landing page')
      .fill(
        'A landing page for "Peak Plumbing", an emergency plumber in Denver. Goal: phone calls and quote requests.',
      );
    await page.getByLabel('Animations').click();
    await page.getByLabel('Industry').click();
    await page.getByRole('option', { name: 'Professional Services' }).click();
    await expect(generate).toBeEnabled();
    await generate.click();

    await expect(page.getByText('AI Chat Modify')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Landing Page Generated!' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await snap(page, 'generator-success');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(page.getByText('Generated', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'HTML Code' })).toBeVisible();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.getByTestId('preview-frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    await expect(frame).toHaveAttribute('src', '/sandbox-frame?v=2');
    await expect(
      page
        .frameLocator('[data-testid=preview-frame]')
        .frameLocator('#page')
        .getByRole('heading', { level: 1 }),
    ).toBeVisible();
    await snap(page, 'generator-split-view');

    // The default platform (GoHighLevel) makes the funnel-builder snippet the default format.
    await page.getByTestId('code-viewer').getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page)).toContainText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^<!-- Pagecraft: paste into a custom code element/);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).first().click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-snippet\.html$/);
    await expectNoHorizontalOverflow(page);

    // 'Create Another Landing Page' starts over with an empty form and the default options.
    await page.goto('/generator');
    await page.getByLabel('Describe your landing page').fill('A landing page for a dog walker in Leeds');
    await page.getByLabel('Animations').click();
    await generate.click();
    await page
      .getByRole('dialog', { name: 'Landing Page Generated!' })
      .getByRole('button', { name: 'Create Another Landing Page' })
      .click({ timeout: 20_000 });
    await expect(page.getByLabel('Describe your landing page')).toHaveValue('');
    await expect(page.getByLabel('Animations')).not.toBeChecked();
    await expect(page.getByText('AI Chat Modify')).toHaveCount(0);
  });

  test('the template gallery filters and fills the prompt', async ({ page }) => {
    await page.goto('/generator');
    await page.getByRole('button', { name: 'Browse Template Library' }).click();
    const gallery = page.getByRole('dialog', { name: 'Template Library' });
    await expect(gallery.getByRole('listitem')).toHaveCount(8);
    await gallery.getByRole('button', { name: 'Lead Gen', exact: true }).click();
    await expect(gallery.getByRole('listitem')).toHaveCount(3);
    // Each card previews the real page, sandboxed.
    for (let i = 0; i < 3; i++) {
      await expect(gallery.frameLocator('iframe').nth(i).locator('h1')).toBeVisible();
    }
    await expect(gallery.locator('iframe').first()).toHaveAttribute('sandbox', 'allow-scripts');
    await snap(page, 'template-gallery');
    await gallery
      .getByRole('button', { name: /Use the .* template/ })
      .first()
      .click();
    await expect(gallery).toBeHidden();
    await expect(page.getByLabel('Describe your landing page')).not.toHaveValue('');
  });

  test('query parameters and remix data prefill the form', async ({ page }) => {
    await page.goto(
      '/generator?prompt=A%20yoga%20studio&referenceUrl=https%3A%2F%2Fa.example&referenceUrl=https%3A%2F%2Fb.example',
    );
    await expect(page.getByLabel('Describe your landing page')).toHaveValue('A yoga studio');
    await expect(page.getByLabel('Reference URL 1', { exact: true })).toHaveValue('https://a.example');
    await expect(page.getByLabel('Reference URL 2', { exact: true })).toHaveValue('https://b.example');
    await expect(page.getByRole('button', { name: 'Remove reference URL 1' })).toBeVisible();

    await page.evaluate(() =>
      localStorage.setItem(
        'pagecraft.remixData',
        JSON.stringify({
          prompt: 'Remix me',
          referenceUrls: ['https://c.example'],
          originalTitle: 'Old',
          screenshotImage: null,
        }),
      ),
    );
    await page.goto('/generator?remix=true');
    await expect(page.getByLabel('Describe your landing page')).toHaveValue('Remix me');
    await expect(page.getByLabel('Reference URL 1', { exact: true })).toHaveValue('https://c.example');
    await expect(page.getByRole('button', { name: 'Remove reference URL 1' })).toHaveCount(0);
    await expect(page.getByTestId('remix-notice')).toContainText('Remixing “Old”');
    await snap(page, 'generator-remix-intake');

    await page.evaluate(() => localStorage.setItem('pagecraft.remixData', '{broken'));
    await page.goto('/generator?remix=true');
    await expect(toast(page)).toContainText('Failed to load remix data. Please try again.');
  });

  test('variations end with the group summary', async ({ page }) => {
    await page.goto('/generator');
    await page
      .getByLabel('Describe your landing page')
      .fill('A webinar registration page about email marketing');
    await page.getByLabel('Generate variations').click();
    await page.getByLabel('Number of variations').click();
    await page.getByRole('option', { name: '2 variations' }).click();
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    const dialog = page.getByRole('dialog', { name: '2 Variations Generated' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    // Each variation takes its own angle, so the dialog lists two different titles (headlines).
    const saved = dialog.getByRole('list', { name: 'Saved variations' }).getByRole('listitem');
    await expect(saved).toHaveCount(2);
    const titles = await saved.allTextContents();
    expect(new Set(titles).size).toBe(2);
    for (const [i, title] of titles.entries())
      await expect(saved.nth(i)).toHaveAttribute('title', title.replace(/^•\s*/, ''));
    await expect(dialog.getByRole('link', { name: 'View All Variations' })).toHaveAttribute(
      'href',
      /^\/variations\//,
    );
  });

  test('the success dialog keeps its actions apart and inside its border from 320 to 1440 px', async ({
    page,
  }) => {
    const dialog = await generateBrightSmile(page);
    const actions = dialog.locator('button, a');
    await expect(actions.filter({ hasText: 'Go to Dashboard' })).toBeVisible();
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(async () => expectLaidOut(dialog, 'button, a')).toPass({ timeout: 2_000 });
      await snapAt(page, 'generator-success-dialog', width);
    }
    await expectAccessible(page, { skipPreviews: true });
  });

  test('a download is named by a readable slug of the title', async ({ page }) => {
    const dialog = await generateBrightSmile(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('code-viewer').getByRole('button', { name: 'Download' }).click();
    const name = (await downloadPromise).suggestedFilename();
    // e.g. bright-smile-dental-smile-with-confidence-snippet.html: words, single hyphens, no more than 60 characters before the suffix.
    expect(name).toMatch(/^bright-smile-dental(-[a-z0-9]+)*-snippet\.html$/);
    expect(name.length).toBeLessThanOrEqual(60 + '-snippet.html'.length);
  });

  test('the generator has one h1 and a focus ring of at least 3:1 against the page', async ({ page }) => {
    await page.goto('/generator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Landing Page Generator');

    // Keyboard focus, so :focus-visible applies: from the prompt to the next control.
    const prompt = page.getByLabel('Describe your landing page');
    await prompt.click();
    await prompt.fill('A yoga studio in Leeds');
    // Rings fade in (a box-shadow transition): measured once they have settled.
    const settledRatio = (target: Parameters<typeof focusRingContrast>[0]) =>
      expect.poll(async () => (await focusRingContrast(target)).ratio, { timeout: 5000 });
    await settledRatio(prompt).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus-visible');
    await expect(focused).toHaveCount(1);
    await settledRatio(focused).toBeGreaterThanOrEqual(3);
    // The primary button: its ring sits on the white card around it.
    await page.getByRole('button', { name: 'Generate Landing Page' }).focus();
    await expect(page.getByRole('button', { name: 'Generate Landing Page' })).toBeFocused();
    await settledRatio(page.getByRole('button', { name: 'Generate Landing Page' })).toBeGreaterThanOrEqual(3);
    // The heading, and the ring around the focused prompt, at each width.
    await prompt.focus();
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapAt(page, 'generator-form-focus', width);
    }

    // The split view (chat and code) keeps an h1 too.
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Landing Page Generated!' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page, { skipPreviews: true });
  });
});

test.describe('generator failures have a way forward', () => {
  // Three pages are generated first, then the form is driven through two failures.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await registerViaUi(page, uniqueName('genfail'));
  });

  const prompt = (page: Page) => page.getByLabel('Describe your landing page');
  const failed = (page: Page) => page.getByRole('region', { name: /Your plan has no room|not generated/ });

  test('Free: only the variation counts that fit are offered; at the page limit Generate is disabled with the reason and Upgrade', async ({
    page,
    baseURL,
  }) => {
    // A new Free user has room for 3 variations (3 a month, 3 pages): 4 and 5 are not offered.
    await page.getByRole('link', { name: 'Generator' }).first().click();
    await prompt(page).fill('A webinar registration page about email marketing');
    await page.getByLabel('Generate variations').click();
    await expect(page.getByTestId('variation-room')).toContainText(
      'Up to 3 variations. Your Free plan has 3 variations left this month.',
    );
    await expect(
      page.getByTestId('variation-room').getByRole('link', { name: 'Upgrade for more' }),
    ).toHaveAttribute('href', '/upgrade');
    await page.getByLabel('Number of variations').click();
    await expect(page.getByRole('option')).toHaveText(['2 variations', '3 variations']);
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await snap(page, 'generator-variation-room');
    await page.getByLabel('Generate variations').click();
    await page.getByLabel('Animations').click();

    // The plan's three pages are used up in another tab while this form is open: the form
    // cannot know, so the server's refusal is the way it learns. The way forward offers Upgrade
    // and Edit prompt, never a Try again that would be refused the same way.
    for (const n of [1, 2, 3]) await generatePage(page, baseURL!, `A bakery page number ${n}`);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ai-chat-generate')) requests.push(request.url());
    });
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    const card = failed(page);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('heading', { name: 'Your plan has no room for this' })).toBeFocused();
    await expect(card).toContainText('You have used all 3 landing pages of the Free plan.');
    await expect(card.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    await expect(card.getByRole('button', { name: 'Edit prompt' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, 'generator-limit-error');
    await expectNoHorizontalOverflow(page);
    expect(requests).toHaveLength(1);

    // Back on the form (the prompt and options kept), Generate is disabled before any attempt,
    // with the reason and Upgrade; so is Ctrl+Enter. Variations have no room either.
    await card.getByRole('button', { name: 'Edit prompt' }).click();
    await expect(prompt(page)).toBeFocused();
    await expect(prompt(page)).toHaveValue('A webinar registration page about email marketing');
    await expect(page.getByLabel('Animations')).toBeChecked();
    const generate = page.getByRole('button', { name: 'Generate Landing Page' });
    await expect(generate).toBeDisabled();
    const notice = page.getByTestId('plan-limit-notice');
    await expect(notice).toContainText(
      'You have used all 3 landing pages of the Free plan. Delete a page on the Dashboard, or upgrade for more room.',
    );
    await expect(generate).toHaveAccessibleDescription(/You have used all 3 landing pages of the Free plan/);
    await expect(notice.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    await expect(page.getByLabel('Generate variations')).toBeDisabled();
    await expect(page.getByTestId('variation-room')).toContainText('Variations need room for at least 2.');
    await prompt(page).press('Control+Enter');
    await requestsSettled(page);
    expect(requests).toHaveLength(1);
    await expect(page).toHaveURL(/\/generator$/);
    await expectAccessible(page);
    await snap(page, 'generator-plan-limit-form');
    await expectNoHorizontalOverflow(page);

    // A reload keeps the draft and the reason; the prompt stays editable for later.
    await page.reload();
    await expect(prompt(page)).toHaveValue('A webinar registration page about email marketing');
    await expect(page.getByRole('button', { name: 'Generate Landing Page' })).toBeDisabled();
    await expect(page.getByTestId('plan-limit-notice')).toBeVisible();
    await expect(prompt(page)).toBeEditable();

    // So is the builder's Generate.
    await page.getByRole('button', { name: 'Drag & Drop Builder' }).click();
    const builder = page.getByTestId('builder-modal');
    await builder.getByLabel('Additional Instructions (Optional)').fill('A bakery page');
    await expect(builder.getByTestId('builder-generate')).toBeDisabled();
    await expect(builder.getByTestId('plan-limit-notice')).toContainText(
      'You have used all 3 landing pages of the Free plan.',
    );
  });

  test('the chat says when the AI edits are used up, with Upgrade, instead of sending', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A plan (not offered on the upgrade page) with one AI edit a month, for this user.
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    const login = await admin.post('/api/auth/login', {
      data: { username: 'admin', password: 'e2e-admin-password' },
    });
    expect(login.status()).toBe(200);
    const planName = uniqueName('OneEdit');
    const created = await admin.post('/api/admin/subscription-plans', {
      data: { name: planName, price: 0, isActive: false, maxLandingPages: 5, monthlyModifyLimit: 1 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const plan = (await created.json()) as { id: number };
    const { user: me } = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
    const assigned = await admin.post('/api/admin/assign-plan', { data: { userId: me.id, planId: plan.id } });
    expect(assigned.status(), await assigned.text()).toBe(200);
    await admin.dispose();

    await page.goto('/generator');
    await prompt(page).fill('A landing page for a dog walker in Leeds');
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Landing Page Generated!' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The one AI edit of the month: sent; once its reply is in, the chat says the allowance is used.
    const chat = page.getByTestId('chat-panel');
    const message = chat.getByLabel('Message to the AI');
    await expect(chat.getByTestId('plan-limit-notice')).toHaveCount(0);
    await message.fill('Change the headline to "Happy dogs, happy owners"');
    await message.press('Enter');
    const notice = chat.getByTestId('plan-limit-notice');
    await expect(notice).toContainText(`You have used the one AI edit of the ${planName} plan this month.`, {
      timeout: 30_000,
    });
    await expect(notice.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    await expect(message).toBeDisabled();
    await expect(chat.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(chat.getByRole('button', { name: 'Attach an image' })).toBeDisabled();
    await expectAccessible(page, { skipPreviews: true });
    await snap(page, 'generator-chat-limit');
    await expectNoHorizontalOverflow(page);
  });

  test('any other failure offers Try again and Edit prompt; Try again sends the same prompt and options', async ({
    page,
  }) => {
    await page.goto('/generator');
    await prompt(page).fill('A landing page for a dog walker in Leeds');
    await page.getByLabel('Animations').click();
    let attempts = 0;
    const bodies: {
      generationOptions?: { includeAnimations?: boolean };
      messages?: { content: string }[];
    }[] = [];
    await page.route('**/api/ai-chat-generate', (route) => {
      bodies.push(route.request().postDataJSON());
      attempts += 1;
      return attempts === 1
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server hiccup"}' })
        : route.fallback();
    });
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    const card = failed(page);
    await expect(card.getByRole('heading', { name: 'The page was not generated' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, 'generator-error');

    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Landing Page Generated!' })).toBeVisible({
      timeout: 20_000,
    });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.messages?.at(-1)?.content).toBe('A landing page for a dog walker in Leeds');
    expect(bodies[1]!.generationOptions?.includeAnimations).toBe(true);
    // Once a page is saved the draft is done with: a reload starts empty.
    await page.goto('/generator');
    await expect(prompt(page)).toHaveValue('');
  });
});
