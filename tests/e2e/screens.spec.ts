import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { textFitScript } from '../../src/server/features/thumbnails/inspect-page';
import type { TextFitIssue } from '../../src/server/lib/layout-report';
import { USERNAME_MAX_LENGTH } from '../../src/shared/constants';
import { generatePage } from './library-seed';
import { expectAccessible, expectLaidOut, registerViaUi, signInViaUi, uniqueName } from './support';

/**
 * The signed-in screens at the four widths people use (a phone, a tablet, a small laptop, a
 * desktop): the document never scrolls sideways, no button, link, tab or nav label is cut or
 * wraps onto a second line (the page check's own `text-cut` measurement, measure-text.ts), no
 * two controls overlap and none sticks out of the viewport, every admin table keeps its
 * actions in view and fits its card from a tablet up, and axe finds nothing serious. A
 * full-page screenshot of each screen at each width goes to test-results/screens/ for people
 * to look at. One signed-in browser page is reused throughout and only its viewport changes,
 * and a page is generated through the UI once, so the tour stays quick.
 *
 * By default: the generator, its success dialog, the edit page, the dashboard, the upgrade
 * page and the admin Users and API Costs tabs (the widest table), plus a layout check of the
 * other admin tabs. SCREENS=all adds the rest for a full look (the generator's options, while
 * generating and finished, the edit page's other tabs, page details, leads, changelog and every
 * admin tab in full), at about three times the running time.
 */

const ALL = process.env.SCREENS === 'all';
const SCREEN_WIDTHS = [375, 768, 1024, 1440] as const;
const SCREENS_DIR = 'test-results/screens';
const ADMIN = { username: 'admin', password: 'e2e-admin-password' };
const PROMPT =
  'A landing page for "Harbor Coffee Roasters", a specialty coffee subscription in Portland. Goal: sign-ups for a free first bag.';

/** The page check's text-fit measuring function as a page script. */
const MEASURE_TEXT = textFitScript(40);

/**
 * Controls (and badges) that stick out of the viewport sideways, or cover one another. Inside
 * an open modal dialog only the dialog's own controls count; controls a scroll area has
 * scrolled out of view are not on screen and are judged by `expectInside`.
 */
async function controlProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const slack = 0.5;
    const width = document.documentElement.clientWidth;
    const dialog = document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"]');
    const scope: ParentNode = dialog ?? document.body;
    const name = (el: Element) =>
      (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.tagName)
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
    const shown = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [inert], .sr-only')) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    /** The ancestors that scroll or clip: what the control is seen through. */
    const clipsOf = (el: Element) => {
      const clips: Element[] = [];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(a);
      }
      return clips;
    };
    const controls = [
      ...scope.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="combobox"], [data-slot="badge"]',
      ),
    ]
      .filter(shown)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const found: string[] = [];
    // What shows of each control through the areas that scroll or clip it (a chat's history,
    // a wide table); a control scrolled out of view is not on screen.
    const visible = controls.flatMap(({ el, box }) => {
      let left = box.left;
      let right = box.right;
      let top = box.top;
      let bottom = box.bottom;
      let scrolled = false;
      for (const clip of clipsOf(el)) {
        const outer = clip.getBoundingClientRect();
        const style = getComputedStyle(clip);
        // Hidden (not scrollable) overflow that slices through a control cuts it; past a
        // sideways scroll area the control can be scrolled to instead.
        const cuts = style.overflowX === 'hidden' || style.overflowX === 'clip';
        if (!scrolled && cuts && box.left < outer.right - slack && box.right > outer.right + slack)
          found.push(`"${name(el)}" is cut by the right edge of its container`);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') scrolled = true;
        left = Math.max(left, outer.left);
        right = Math.min(right, outer.right);
        top = Math.max(top, outer.top);
        bottom = Math.min(bottom, outer.bottom);
      }
      return right - left > slack && bottom - top > slack ? [{ el, box: { left, right, top, bottom } }] : [];
    });
    for (const { el, box } of visible) {
      if (box.left < -slack || box.right > width + slack)
        found.push(
          `"${name(el)}" sticks out of the viewport (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
    }
    // A table's pinned actions column: the other cells scroll beneath it by design.
    const pinned = (el: Element) => {
      const cell = el.closest('td, th');
      return !!cell && getComputedStyle(cell).position === 'sticky';
    };
    for (const [i, a] of visible.entries()) {
      for (const b of visible.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el) || pinned(a.el) !== pinned(b.el)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) found.push(`"${name(a.el)}" overlaps "${name(b.el)}"`);
      }
    }
    return found;
  });
}

/**
 * One screen at every width: no sideways scroll, no cut or wrapped control text, no control
 * outside the viewport or over another, axe clean, and a full-page screenshot. `check` adds
 * the screen's own assertions at each width.
 */
async function tour(
  page: Page,
  screen: string,
  options: {
    check?: (width: number) => Promise<void>;
    skipPreviews?: boolean;
    viewportOnly?: boolean;
    /** Only the layout checks: no screenshot, no axe (a quick look at a secondary screen). */
    layoutOnly?: boolean;
    /** Texts people typed (a folder's name) that may wrap in their button. */
    mayWrap?: string[];
  } = {},
) {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    // From the top (a scrolled full-page picture paints the sticky header mid-page), after two
    // frames: the resize's layout and any observers it set off have run.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 0);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    await test.step(`${screen} at ${width} px`, async () => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `${screen} at ${width} px scrolls sideways by`).toBeLessThanOrEqual(0);
      // The skip link is clipped on purpose until it has focus; names people type (a folder's)
      // may wrap onto a second line.
      const text = ((await page.evaluate(MEASURE_TEXT)) as TextFitIssue[]).filter(
        (i) =>
          !i.element.includes('.sr-only') &&
          !(i.problem === 'cut' && i.text === USERNAME) &&
          !(i.problem === 'wrapped' && (options.mayWrap ?? []).some((name) => i.text.startsWith(name))),
      );
      expect
        .soft(
          text.map(
            (i) =>
              `${i.kind} ${i.element} “${i.text}” ${i.problem}${i.problem === 'cut' ? ` to “${i.shown}”` : ''}`,
          ),
          `${screen} at ${width} px: cut or wrapped text`,
        )
        .toEqual([]);
      expect.soft(await controlProblems(page), `${screen} at ${width} px: controls`).toEqual([]);
      if (options.check) await options.check(width);
      if (options.layoutOnly) return;
      // Lazy images below the fold are loaded and decoded before the full-page picture.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((img) => {
            img.loading = 'eager';
            return img.decode().catch(() => undefined);
          }),
        ),
      );
      await page.screenshot({
        path: `${SCREENS_DIR}/${screen}-${width}.png`,
        fullPage: !options.viewportOnly,
      });
      await expectAccessible(page, { skipPreviews: options.skipPreviews });
    });
  }
}

/** `inner` lies within `outer` sideways (and so can be seen and reached there). */
async function expectInside(inner: Locator, outer: Locator, what: string) {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  expect.soft(a && b && a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5, what).toBe(true);
}

/** The admin's browser context, closed after the test whatever happened. */
let adminContext: BrowserContext | undefined;
test.afterEach(async () => {
  await adminContext?.close();
  adminContext = undefined;
});

async function adminPage(browser: Browser) {
  adminContext = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await adminContext.newPage();
  await signInViaUi(page, ADMIN.username, ADMIN.password);
  return page;
}

/**
 * The tables of the open admin tab: a row's actions are always in view inside the card (at
 * every width), and from a tablet up every column fits without scrolling sideways.
 */
async function expectTablesFit(panel: Locator, width: number, what: string) {
  const tables = panel.locator('table');
  for (let i = 0; i < (await tables.count()); i++) {
    const table = tables.nth(i);
    const label = (await table.locator('xpath=..').getAttribute('aria-label')) ?? `table ${i + 1}`;
    const card = table.locator('xpath=ancestor::*[@data-slot="card"][1]');
    const heads = await table.locator('thead th:visible').allInnerTexts();
    const last = table.locator('tbody tr').first().locator('td:visible').last();
    if (/actions/i.test(heads.at(-1) ?? '') && (await last.count()) > 0)
      await expectInside(last, card, `${what}: the actions of the ${label} table lie inside its card`);
    if (width >= 768) {
      const overflow = await table.evaluate(
        (t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
      );
      expect.soft(overflow, `${what}: the ${label} table scrolls sideways by`).toBeLessThanOrEqual(1);
    }
  }
}

const ADMIN_TABS = [
  'Users',
  'Subscriptions',
  'Plans',
  'Coupons',
  'Usage Stats',
  'API Costs',
  'Token Limits',
  'Audit Log',
];
/**
 * As long as a username may be, with no space to break at: the admin tables list it (its
 * generation's API log too) and must still fit their cards. The header's account button cuts it
 * short with an ellipsis; the menu it opens shows it whole.
 */
const USERNAME = uniqueName('screens-user-with-the-longest-name-').padEnd(USERNAME_MAX_LENGTH, 'x');

/** Looked at in full (screenshots and axe) in every run: the first tab, and the widest table. */
const ADMIN_TABS_IN_FULL = ['Users', 'API Costs'];

test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

test('signed-in screens at 375, 768, 1024 and 1440 px', async ({ page, browser, context }) => {
  // Eight admin tabs and six screens, each at four widths: over two minutes on a busy machine.
  test.setTimeout(ALL ? 420_000 : 270_000);
  mkdirSync(SCREENS_DIR, { recursive: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The admin signs in, in a browser context of their own, while the user registers.
  const adminReady = adminPage(browser);
  // Its failure is reported where it is awaited, not as an unhandled rejection before.
  adminReady.catch(() => undefined);
  await registerViaUi(page, USERNAME);
  let pageId = 0;

  await test.step('generator: the form (with variations on)', async () => {
    await page.goto('/generator');
    await expect(page.getByLabel('Describe your landing page')).toBeVisible();
    await tour(page, 'generator');
    if (ALL) {
      await page.getByLabel('Generate variations').click();
      await expect(page.getByRole('combobox', { name: 'Number of variations' })).toBeVisible();
      await tour(page, 'generator-options');
      await page.getByLabel('Generate variations').click();
    }
  });

  await test.step('generator: while generating, the success dialog, the finished split view', async () => {
    await page.getByLabel('Describe your landing page').fill(PROMPT);
    // The request waits until the 'while generating' screen has been looked at.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/ai-chat-generate', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    const chat = page.getByTestId('chat-panel');
    const subtitle = chat.getByTestId('chat-subtitle');
    await expect(chat).toBeVisible();
    // The panel's title (docs/product.md, 'Chat panel'); the line under it says that the page is being built and
    // when modifying starts, instead of a bare 'Building your landing page' under 'Modify'.
    await expect.soft(chat.getByRole('heading', { level: 2 })).toHaveText('AI Chat Modify');
    await expect.soft(subtitle).toHaveText(/^Building your landing page\b.*\bchanges\b/);
    if (ALL) await tour(page, 'generating');
    release();
    const dialog = page.getByRole('dialog', { name: 'Landing Page Generated!' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await page.unroute('**/api/ai-chat-generate');
    await tour(page, 'success-dialog', {
      skipPreviews: true,
      // The dialog is fixed to the viewport: a full-page picture would show it over a part.
      viewportOnly: true,
      check: async () => expectLaidOut(dialog, 'button, a'),
    });
    const edit = await dialog.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href');
    pageId = Number(edit?.split('/').pop());
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect.soft(subtitle).toHaveText('Describe a change and the AI edits the page');
    if (ALL) await tour(page, 'generator-finished', { skipPreviews: true });
  });

  // Two more pages for the dashboard (the Free plan's last two), made while the edit page is
  // looked at so that their thumbnails are drawn by the time the dashboard shows. Not before
  // the generator: with them the plan has no room left for variations.
  const morePages = Promise.all([
    generatePage(page, 'A landing page for "Northern Lights Family Dentistry", a dentist in North Austin.'),
    generatePage(page, 'A landing page for a dog walker in Leeds with weekly walks and puppy visits.'),
  ]);

  await test.step('edit page: header and tabs (AI Modify, Editor)', async () => {
    await page.goto(`/edit/${pageId}`);
    await expect(page.getByRole('tab', { name: 'Interactive' })).toHaveAttribute('aria-selected', 'true');
    const header = page.getByTestId('edit-header');
    await tour(page, 'edit-page', {
      skipPreviews: true,
      check: async () => {
        await expectLaidOut(header, 'a, button, h1, [data-slot="badge"]');
        await expectLaidOut(page.getByRole('tablist').first(), '[role="tab"]');
      },
    });
    if (ALL) {
      await page.getByRole('tab', { name: 'AI Modify' }).click();
      await tour(page, 'edit-ai-modify', { skipPreviews: true });
      await page.getByRole('tab', { name: 'Editor' }).click();
      await tour(page, 'edit-editor', { skipPreviews: true });
    }
  });

  await test.step('dashboard with three pages (and a page’s details)', async () => {
    const ids = [pageId, ...(await morePages).map((saved) => saved.id)];
    // The server's thumbnails, not the live previews a card shows while one is being drawn.
    for (const id of ids) {
      await expect
        .poll(async () => (await page.request.get(`/api/landing-pages/${id}/thumbnail`)).status(), {
          timeout: 30_000,
        })
        .toBe(200);
    }
    // A folder with a long name, for the folder list.
    const folderName = 'Spring campaign for North Austin dentists';
    const folder = await page.request.post('/api/folders', {
      headers: { Origin: new URL(page.url()).origin },
      data: { name: folderName },
    });
    expect(folder.ok(), await folder.text()).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByTestId('page-card')).toHaveCount(3);
    await expect(page.getByTestId('page-card').locator('img')).toHaveCount(3);
    await tour(page, 'dashboard', { skipPreviews: true, mayWrap: [folderName] });
    if (ALL) {
      await page.goto(`/details/${pageId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await tour(page, 'details', { skipPreviews: true });
    }
  });

  await test.step('upgrade (and leads, changelog)', async () => {
    await page.goto('/upgrade');
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await tour(page, 'upgrade');
    if (ALL) {
      for (const path of ['leads', 'changelog']) {
        await page.goto(`/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await tour(page, path);
      }
    }
  });

  await test.step('admin: every tab', async () => {
    const admin = await adminReady;
    // A coupon, so that the Coupons tab has a row (and the Audit Log an entry).
    const created = await admin.request.post('/api/admin/coupons', {
      headers: { Origin: new URL(admin.url()).origin },
      data: {
        code: uniqueName('SPRING').toUpperCase(),
        type: 'percentage',
        value: 20,
        description: 'Spring launch week for agencies',
        maxUses: 100,
        validUntil: '2030-12-31',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    // Plan names are typed by admins (other suites leave long ones behind): they may wrap in
    // the plan selects, which grow to show them whole.
    const plans = (await (await admin.request.get('/api/admin/subscription-plans')).json()) as {
      name: string;
    }[];
    const planNames = plans.map((plan) => plan.name);
    // The longest entry the audit log can hold sits on top of what earlier suites left there:
    // the longest action, a long target id and details with long words and no spaces.
    await admin.route('**/api/admin/audit-log', async (route) => {
      const response = await route.fetch();
      const entries = (await response.json()) as unknown[];
      const longest = {
        id: 2147483647,
        actorId: 1,
        actorUsername: USERNAME,
        action: 'subscription.update',
        targetType: 'subscription',
        targetId: '2147483647',
        details: {
          username: USERNAME,
          planName: 'P'.repeat(60),
          to: { planId: 2147483647, status: 'cancelled' },
        },
        createdAt: new Date().toISOString(),
      };
      await route.fulfill({ response, json: [longest, ...entries] });
    });
    await admin.goto('/admin');
    for (const tab of ADMIN_TABS) {
      const slug = `admin-${tab.toLowerCase().replace(/\s+/g, '-')}`;
      const trigger = admin.getByRole('tab', { name: tab });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-selected', 'true');
      // No focus ring on the tab in the pictures.
      await trigger.blur();
      const panel = admin.getByRole('tabpanel');
      // Loaded: no skeleton rows left.
      await expect(panel.locator('[data-slot="skeleton"]')).toHaveCount(0);
      const inFull = ALL || ADMIN_TABS_IN_FULL.includes(tab);
      await tour(admin, slug, {
        layoutOnly: !inFull,
        mayWrap: planNames,
        check: (width) => expectTablesFit(panel, width, `${slug} at ${width} px`),
      });
    }

    // One user is '1 user' (the list cut to its first row to show it).
    await admin.route('**/api/admin/users?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { users: unknown[]; total: number };
      await route.fulfill({ response, json: { ...body, users: body.users.slice(0, 1), total: 1 } });
    });
    await admin.goto('/admin');
    const users = admin.getByRole('region', { name: 'User Management' });
    await expect.soft(users.getByText('1 user', { exact: true })).toBeVisible();
    await admin.unroute('**/api/admin/users?*');
  });
});
