import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { MIN_FILL_MS, STARTED_FIELD } from '../../src/shared/api/leads';

export const WIDTHS = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 812 } } as const;

/** Full-page screenshots of the current screen at 1440 and 375 px, for people to look at. */
export async function snap(page: Page, name: string) {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(WIDTHS)) {
    await resizeTo(page, size);
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Resolves once the page has drawn two more frames: what a resize, a key press or a pointer
 * move changed has been through its observers, laid out and painted (a condition, not a time).
 */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * For "nothing was sent" checks: resolves once every request the page started before this call
 * has reached the test. The page sends one marker request of its own after two frames; the
 * browser reports requests in the order they start, so when the marker is seen, anything
 * started earlier (by a click, a key press, a drop) has been seen too.
 */
export async function requestsSettled(page: Page) {
  await nextFrames(page);
  const marker = `/healthz?settled=${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => {
    void fetch(url).catch(() => undefined);
  }, marker);
  await seen;
}

/** After a wheel turn: waits until the page has stopped scrolling and drawn what came into view. */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const look = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  await nextFrames(page);
}

/** Sets the viewport, then waits until the page has laid itself out at that width. */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await nextFrames(page);
}

/** Waits until every chart (uPlot) on the page has redrawn at its card's current width. */
export async function chartsFitTheirCards(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.uplot')].every(
          (chart) =>
            Math.abs(
              chart.getBoundingClientRect().width - Math.floor(chart.parentElement?.clientWidth ?? 0),
            ) <= 1,
        ),
      ),
    )
    .toBe(true);
  await nextFrames(page);
}

/**
 * Waits for a lead form's own readiness: its script stamps the time it was first seen, and
 * the server keeps a lead sent sooner than MIN_FILL_MS after that apart as spam. So wait until
 * the stamp is there and that long has passed on the page's clock, however slow the machine
 * (at once on a page whose script never ran: JavaScript off).
 */
export async function waitUntilFormIsReady(form: Locator) {
  await expect
    .poll(
      () =>
        form.evaluate(
          (element, [field, minimum]) => {
            // Without JavaScript (no wiring ran) there is no stamp to wait for, and the server
            // accepts a form without one.
            if (!(window as unknown as { __pcLeads?: object }).__pcLeads) return true;
            const input = element.querySelector<HTMLInputElement>(`[name="${field}"]`);
            const started = Number(input?.value);
            return Boolean(input?.value) && Date.now() - started >= minimum;
          },
          [STARTED_FIELD, MIN_FILL_MS + 50] as const,
        ),
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
}

/**
 * No serious or critical accessibility violations (architecture bar). `skipPreviews` leaves the
 * generated page in the preview frames out: it is the user's page, judged by the page check.
 */
export async function expectAccessible(page: Page, options: { skipPreviews?: boolean } = {}) {
  const builder = new AxeBuilder({ page });
  if (options.skipPreviews) builder.exclude('iframe');
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Clicks a text of the page in a click-to-edit preview and returns the edit dialog it opens.
 * Playwright jumps the pointer in one step, and Chromium sometimes delivers such a jump's click
 * to the frame element itself instead of into the out-of-process frame, when what lay under
 * the pointer has just changed (a dialog closed over the preview, the viewport was resized, the
 * frame is new): logged in the frame, the click never arrives (about one time in three here);
 * the next click does. A person's pointer glides in over many points and does not meet this.
 * So the click is repeated while no dialog is open, never once one is.
 */
export async function openFromPreview(page: Page, target: Locator, dialogName: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(async () => {
    if (await dialog.isVisible()) return;
    await page.mouse.move(0, 0);
    await target.click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/** Nothing may be wider than the viewport (no sideways scrolling on phones). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

let counter = 0;
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function registerViaUi(page: Page, username: string, password = 'secret-pass') {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signInViaUi(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const toast = (page: Page) => page.getByTestId('toast');

/** Generates a page through the streaming endpoint (the offline engine answers); its id and title. */
export async function generatePage(page: Page, baseURL: string, prompt: string) {
  const response = await page.request.post('/api/ai-chat-generate', {
    data: { messages: [{ role: 'user', content: prompt }] },
    headers: { Origin: baseURL },
    timeout: 30_000,
  });
  expect(response.status()).toBe(200);
  for (const line of (await response.text()).split('\n')) {
    if (!line.startsWith('data: {')) continue;
    const event = JSON.parse(line.slice(6)) as { type: string; savedPage?: { id: number; title: string } };
    if (event.type === 'html_update' && event.savedPage) return event.savedPage;
  }
  throw new Error('the generation stream carried no saved page');
}

/** The widths a layout must hold, from the smallest phone to a laptop. */
export const LAYOUT_WIDTHS = [320, 375, 768, 1024, 1440] as const;

/** A screenshot of the viewport at this width, named `<name>-<width>.png`, for people to look at. */
export async function snapAt(page: Page, name: string, width: number) {
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` });
}

/**
 * The elements matching `selector` inside `container` (the visible ones) do not overlap one
 * another, each lies inside the container's box, and none draws its content past its own
 * border (a label wider than its button). Boxes may touch: half a pixel of tolerance.
 */
export async function expectLaidOut(container: Locator, selector: string) {
  const problems = await container.evaluate((root, itemSelector) => {
    const slack = 0.5;
    const name = (el: Element) =>
      (el.getAttribute('aria-label') || el.textContent || el.tagName).replace(/\s+/g, ' ').trim();
    const outer = root.getBoundingClientRect();
    const items = [...root.querySelectorAll(itemSelector)]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const found: string[] = [];
    for (const [i, a] of items.entries()) {
      const { box } = a;
      if (
        box.left < outer.left - slack ||
        box.right > outer.right + slack ||
        box.top < outer.top - slack ||
        box.bottom > outer.bottom + slack
      )
        found.push(`"${name(a.el)}" lies outside its container`);
      if (a.el.scrollWidth > a.el.clientWidth + 1) found.push(`"${name(a.el)}" is wider than its box`);
      for (const b of items.slice(i + 1)) {
        const across = Math.min(box.right, b.box.right) - Math.max(box.left, b.box.left);
        const down = Math.min(box.bottom, b.box.bottom) - Math.max(box.top, b.box.top);
        if (across > slack && down > slack) found.push(`"${name(a.el)}" overlaps "${name(b.el)}"`);
      }
    }
    return found;
  }, selector);
  expect(problems, `at ${container.page().viewportSize()?.width} px`).toEqual([]);
}
