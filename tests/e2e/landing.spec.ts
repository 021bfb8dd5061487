import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectLaidOut,
  expectNoHorizontalOverflow,
  LAYOUT_WIDTHS,
  snap,
  snapAt,
} from './support';

test('the public landing page: header, hero, features, steps, pricing and anchors', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Features', 'How it Works', 'Pricing']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const link of await page.getByRole('link', { name: 'Try Generator Now' }).all()) {
    await expect(link).toHaveAttribute('href', '/generator');
  }
  await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();

  await expect(
    page.locator('#features article, #features li, #features [data-feature]').first(),
  ).toBeVisible();
  await expect(
    page.locator('#how-it-works').getByRole('link', { name: 'Start Creating Now' }),
  ).toHaveAttribute('href', '/generator');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('Starter')).toBeVisible();
  await expect(pricing.getByText('$29')).toBeVisible();
  await expect(pricing.getByRole('link', { name: 'Get Started' })).toBeVisible();
  // The Free plan every sign-up gets is there too, with its limits, beside Starter.
  const plans = pricing.getByRole('article');
  await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Free', 'Starter']);
  const free = pricing.getByRole('article', { name: 'Free' });
  await expect(free).toContainText('$0');
  await expect(free).toContainText('Up to 3 landing pages');
  await expect(free).toContainText('10 page generations per month');
  await expect(free.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/register');
  await expect(pricing.getByRole('article', { name: 'Starter' })).toContainText('Up to 25 landing pages');

  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page.locator('#features')).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'landing');
  await expectAccessible(page);
});

test('the landing page fits a 375 px phone and its menu reaches every anchor', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expectNoHorizontalOverflow(page);
  // The two plans stack, each whole inside the section.
  await expectLaidOut(page.getByTestId('pricing-plans'), ':scope > article');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await mobileNav.getByRole('link', { name: 'How it Works' }).click();
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

test('header anchors work from another page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How it Works' }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

test('the changelog is public and lists the seeded entry', async ({ page }) => {
  await page.goto('/changelog');
  await expect(page.getByRole('heading', { name: 'Changelog', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ changes?/).first()).toBeVisible();
  await expect(page.getByText('Want to suggest a feature?')).toBeVisible();
  await snap(page, 'changelog');
  await expectAccessible(page);
});

test.describe("the hero's Watch Demo walkthrough", () => {
  const STEP_MS = 4000;
  /**
   * Opens the walkthrough. Under a paused clock (`paused`) time is nudged on until it shows:
   * React reveals a lazily loaded component on a timer of its own.
   */
  const openDemo = async (page: Page, { paused = false } = {}) => {
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'See Pagecraft in action' });
    if (paused)
      await expect(async () => {
        await page.clock.runFor(50);
        await expect(dialog).toBeVisible({ timeout: 250 });
      }).toPass({ timeout: 15_000 });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  /** The frame on show: the waiting ones are hidden from the accessibility tree. */
  const shownImage = (dialog: Locator) => dialog.getByRole('img');
  const expectLoaded = (image: Locator) =>
    expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

  test('the landing page downloads no demo image (nor the dialog) until Watch Demo is pressed', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
    // Down to the footer and back, so anything lazily loaded on scroll has had its chance.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(requested.filter((path) => path.startsWith('/demo/'))).toEqual([]);
    expect(requested.filter((path) => path.includes('demo-dialog'))).toEqual([]);

    const dialog = await openDemo(page);
    await expectLoaded(shownImage(dialog));
    // The frame on show and the next one, not the whole walkthrough at once.
    await expect
      .poll(() => requested.filter((path) => path.startsWith('/demo/')).sort())
      .toEqual(['/demo/demo-1-describe.webp', '/demo/demo-2-streaming.webp']);
  });

  test('steps through real screenshots: auto-advance, pause, buttons, dots, arrow keys and Escape', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    // From here on the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000);
    const watch = page.getByRole('button', { name: 'Watch Demo' });
    const dialog = await openDemo(page, { paused: true });
    await expect(dialog.getByRole('heading', { level: 2, name: 'See Pagecraft in action' })).toBeVisible();
    const caption = dialog.getByTestId('demo-caption');
    const image = shownImage(dialog);
    const dot = (step: number) => dialog.getByRole('button', { name: new RegExp(`^Show step ${step}: `) });

    // Step 1, loaded, described, with the focus on Pause so one key stops the motion.
    await expect(caption).toContainText('Step 1 of 5');
    await expect(caption).toContainText('Describe your offer');
    await expect(image).toHaveAttribute('src', '/demo/demo-1-describe.webp');
    await expect(image).toHaveAccessibleName(/generator .*Bright Smile Dental/);
    await expect(image).toHaveAttribute('width', '1280');
    await expect(image).toHaveAttribute('height', '800');
    await expectLoaded(image);
    await expect(dot(1)).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeFocused();

    // Playing: half-way the bar is about half full (opening took a tick or two); after the
    // interval step 2 is on show.
    const bar = dialog.getByTestId('demo-progress').locator('div');
    await page.clock.runFor(STEP_MS / 2);
    await expect(caption).toContainText('Step 1 of 5');
    const filled = await bar.evaluate((el) => Number.parseFloat(el.style.width));
    expect(filled).toBeGreaterThanOrEqual(50);
    expect(filled).toBeLessThan(60);
    await page.clock.runFor(STEP_MS / 2);
    await expect(caption).toContainText('Step 2 of 5');
    await expect(caption).toContainText('Watch it write the page');
    await expect(image).toHaveAttribute('src', '/demo/demo-2-streaming.webp');
    await expectLoaded(image);
    await expect(dot(2)).toHaveAttribute('aria-current', 'step');
    await expect(dot(1)).not.toHaveAttribute('aria-current');

    // Paused, it stays put however long it waits.
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(dialog.getByRole('button', { name: 'Play' })).toBeFocused();
    await page.clock.runFor(STEP_MS * 3);
    await expect(caption).toContainText('Step 2 of 5');

    // Next and Previous, each with another caption and picture.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(caption).toContainText('Step 3 of 5');
    await expect(caption).toContainText('Preview the finished page');
    await expect(image).toHaveAttribute('src', '/demo/demo-3-preview.webp');
    await expectLoaded(image);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(caption).toContainText('Step 2 of 5');
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(caption).toContainText('Step 1 of 5');
    // At the start Previous says it cannot go further, and keeps the focus.
    const previous = dialog.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(caption).toContainText('Step 1 of 5');
    await expect(previous).toBeFocused();

    // A dot jumps straight to its step.
    await dot(4).click();
    await expect(caption).toContainText('Step 4 of 5');
    await expect(caption).toContainText('Refine it in plain words');
    await expect(dot(4)).toHaveAttribute('aria-current', 'step');
    await expect(image).toHaveAttribute('src', '/demo/demo-4-ai-edit.webp');
    await expectLoaded(image);

    // The arrow keys move between steps and stop at either end.
    await page.keyboard.press('ArrowRight');
    await expect(caption).toContainText('Step 5 of 5');
    await expect(caption).toContainText('Paste it into your funnel');
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(caption).toContainText('Step 5 of 5');
    await page.keyboard.press('ArrowLeft');
    await expect(caption).toContainText('Step 4 of 5');

    // Played to the end it stops on the last step, which leads to the generator; Replay starts over.
    await dialog.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(STEP_MS);
    await expect(caption).toContainText('Step 5 of 5');
    await page.clock.runFor(STEP_MS * 2);
    await expect(caption).toContainText('Step 5 of 5');
    await expect(dialog.getByRole('link', { name: 'Try Generator Now' })).toHaveAttribute(
      'href',
      '/generator',
    );
    await dialog.getByRole('button', { name: 'Replay' }).click();
    await expect(caption).toContainText('Step 1 of 5');

    // Escape closes it and gives the focus back to Watch Demo; opened again it starts at step 1.
    // (Radix moves the focus on a zero-delay timer: the paused clock lets it run.)
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.clock.runFor(50);
    await expect(watch).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(caption).toContainText('Step 1 of 5');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.runFor(50);
    await expect(watch).toBeFocused();
  });

  test('with reduced motion it starts paused and does not fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 1000);
    const dialog = await openDemo(page, { paused: true });
    const caption = dialog.getByTestId('demo-caption');
    await expect(dialog.getByRole('button', { name: 'Play' })).toBeFocused();
    await page.clock.runFor(STEP_MS * 2);
    await expect(caption).toContainText('Step 1 of 5');
    await expect(shownImage(dialog)).toHaveCSS('transition-property', 'none');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(caption).toContainText('Step 2 of 5');
  });

  test('the dialog and its controls fit inside the screen from 320 to 1440 px', async ({ page }) => {
    await page.goto('/');
    const dialog = await openDemo(page);
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expectLoaded(shownImage(dialog));
    // axe waits on timers of its own: it runs here, where the page's clock is the real one.
    await expectAccessible(page);
    for (const width of LAYOUT_WIDTHS) {
      const height = width < 768 ? 812 : width < 1440 ? 768 : 900;
      await page.setViewportSize({ width, height });
      await expect(async () => {
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.y + box.height).toBeLessThanOrEqual(height);
        // Everything is on screen at once: the dialog has nothing to scroll.
        expect(await dialog.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
        await expectLaidOut(dialog, 'h2, img[data-current], [data-testid=demo-caption], button, a');
      }).toPass({ timeout: 3_000 });
      await snapAt(page, 'landing-demo-dialog', width);
    }
    // Wide screens get a large picture: most of a 1440 px laptop's width.
    expect((await shownImage(dialog).boundingBox())!.width).toBeGreaterThan(800);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeFocused();
  });
});
