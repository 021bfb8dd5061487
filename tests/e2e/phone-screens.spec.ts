import { expect, type Locator, type Page, test } from '@playwright/test';
import type { LeadSettings } from '../../src/shared/api/leads';
import { expectNoHorizontalOverflow, generatePage, registerViaUi, signInViaUi, uniqueName } from './support';

/**
 * Phones and tablets (docs/product.md, 'Leads screens' and 'AI Modify'): the leads, admin users and API
 * costs lists are cards narrower than lg (a table from lg up), with every column's data and
 * action in view and nothing scrolled sideways, no label cut or broken mid-word; the AI chat
 * takes most of a phone's screen under the header with its input in view. Screenshots of each
 * at 375, 768, 1024 and 1440 px go to test-results/screenshots/phone-*.png.
 */

const SIZES = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/**
 * Inside `root`: nothing scrolls sideways (no scroll box wider than its box), nothing lies past
 * the right edge of the screen, and no text is cut (an element with hidden overflow whose
 * content is wider than it) or broken inside a word (a word's letters on two lines).
 */
async function expectWholeAndInView(root: Locator) {
  const problems = await root.evaluate((element) => {
    const found: string[] = [];
    const name = (el: Element) => (el.textContent ?? el.tagName).replace(/\s+/g, ' ').trim().slice(0, 40);
    const width = document.documentElement.clientWidth;
    // Text for screen readers only (sr-only, a cards table's column heads) is not on screen.
    const offScreen = (el: Element) => el.closest('thead, .sr-only') !== null;
    for (const el of [element, ...element.querySelectorAll('*')]) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || offScreen(el)) continue;
      const style = getComputedStyle(el);
      if (box.right > width + 0.5) found.push(`past the screen's edge: ${name(el)}`);
      if (/auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        found.push(`scrolls sideways: ${name(el)}`);
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1 && el.children.length === 0)
        found.push(`cut: ${name(el)}`);
    }
    // Words broken across lines: any text node whose word's characters sit on two lines.
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement;
      if (!parent || offScreen(parent) || parent.getBoundingClientRect().width <= 1) continue;
      // A word longer than its whole line (a long email address) may break; a shorter one may not.
      const line = parent.closest('td, li, p, div')?.clientWidth ?? parent.clientWidth;
      for (const match of node.data.matchAll(/\S{2,}/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const tops = new Set(rects.map((rect) => Math.round(rect.top)));
        if (rects.reduce((sum, rect) => sum + rect.width, 0) > line) continue;
        // A word may wrap after its own hyphen ('mid-|word' is fine); not between two letters.
        if (tops.size > 1 && !/^[^-]+-[^-]+$/.test(match[0])) found.push(`word broken: ${match[0]}`);
        if (tops.size > 1 && /^[^-]+-[^-]+$/.test(match[0])) {
          const [first] = match[0].split('-');
          range.setEnd(node, match.index + first!.length + 1);
          const head = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (head.size > 1) found.push(`word broken: ${match[0]}`);
        }
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/** Narrower than lg every row is a card: its cells stacked, each under its column's name. */
async function expectCards(rows: Locator, labels: string[]) {
  const first = rows.first();
  await expect(first).toBeVisible();
  expect(await first.evaluate((row) => getComputedStyle(row).display)).toBe('block');
  for (const label of labels) {
    const cell = first.locator(`td[data-label="${label}"]`);
    await expect(cell).toBeVisible();
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${label}"`);
  }
}

/** Seen without scrolling sideways: the element lies between the screen's left and right edges. */
async function expectAcrossTheScreen(element: Locator, width: number) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function expectTable(rows: Locator) {
  expect(await rows.first().evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
}

async function shoot(page: Page, name: string, width: number, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/phone-${name}-${width}.png`, fullPage });
}

test('leads are cards on phones and tablets: every field and action in view, nothing sideways', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await registerViaUi(page, uniqueName('cards'));
  const saved = await generatePage(
    page,
    baseURL!,
    'A landing page for "Summit Mortgage Agency", a broker in Leeds',
  );
  const settings = (await (
    await page.request.get(`/api/landing-pages/${saved.id}/lead-settings`)
  ).json()) as LeadSettings;
  for (const [name, email] of [
    ['Maria Lopez', 'maria.lopez@summit-mortgage-agency.example'],
    ['Jo', 'jo@example.net'],
  ]) {
    const captured = await page.request.post(settings.captureUrl, {
      form: { first_name: name!, email: email!, phone: '+44 113 496 0000', utm_source: 'newsletter' },
      headers: { accept: 'application/json' },
    });
    expect(captured.status()).toBe(200);
  }
  await page.goto('/leads');
  const rows = page.getByTestId('lead-row');
  await expect(rows).toHaveCount(2);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(rows.first()).toBeVisible();
    if (size.width < 1024) {
      await expectCards(rows, ['Received', 'Page', 'Contact', 'Source', 'Delivery']);
      // The delete action is in view on every card, without scrolling sideways.
      for (const row of await rows.all()) {
        await expectAcrossTheScreen(row.getByRole('button', { name: /^Delete the lead from/ }), size.width);
      }
      await expectWholeAndInView(page.getByRole('main'));
    } else {
      await expectTable(rows);
    }
    await expectNoHorizontalOverflow(page);
    await shoot(page, 'leads', size.width);
  }
});

test('admin users and API costs are cards on phones and tablets, labels whole', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A user with a long, hyphenated name and a generation, so the API costs have a row of theirs.
  const other = await browser.newContext();
  const member = await other.newPage();
  const username = uniqueName('summit-mortgage-agency-');
  await registerViaUi(member, username);
  await generatePage(member, new URL(member.url()).origin, 'A landing page for a bakery in Bristol');
  await other.close();

  await signInViaUi(page, ADMIN.username, ADMIN.password);
  for (const [tab, testId, labels] of [
    ['users', 'user-row', ['User', 'Role', 'Plan', 'Tokens per request']],
    ['api-costs', 'api-log-row', ['Time', 'User', 'Type', 'Input tokens', 'Output tokens', 'Cost']],
  ] as const) {
    await page.goto(`/admin?tab=${tab}`);
    const rows = page.getByTestId(testId);
    await expect(rows.first()).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(rows.first()).toBeVisible();
      if (size.width < 1024) {
        await expectCards(rows, [...labels]);
        await expectAcrossTheScreen(rows.first().getByRole('button').last(), size.width);
      } else {
        await expectTable(rows);
      }
      // Cards, the summary figures and the chart: no label cut ('Variati') or broken mid-word.
      if (size.width < 1024) await expectWholeAndInView(page.getByRole('main'));
      else await expectWholeAndInView(page.getByTestId(testId).first());
      await expectNoHorizontalOverflow(page);
      await shoot(page, `admin-${tab}`, size.width);
    }
  }
});

test('the AI chat takes most of a phone screen under the header, its input in view', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await registerViaUi(page, uniqueName('chat'));
  const saved = await generatePage(page, baseURL!, 'A landing page for "Harbor Yoga", a studio in Bristol');
  await page.goto(`/edit/${saved.id}`);
  await page.getByRole('tab', { name: 'AI Modify' }).click();
  const panel = page.getByTestId('chat-panel');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await panel.scrollIntoViewIfNeeded();
    await panel.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const input = panel.getByRole('textbox');
    await expect(input).toBeInViewport();
    if (size.width === 375) {
      const log = panel.getByRole('region', { name: 'Conversation' });
      const [logBox, panelBox] = [await log.boundingBox(), await panel.boundingBox()];
      const header = await page.locator('header').first().boundingBox();
      // Most of the screen under the header, and the conversation at least half of it.
      expect(panelBox!.height).toBeGreaterThanOrEqual((size.height - header!.height) * 0.8);
      expect(panelBox!.height).toBeLessThanOrEqual(size.height - header!.height);
      expect(logBox!.height).toBeGreaterThanOrEqual(size.height * 0.45);
    }
    // What the screen shows with the chat scrolled to: a viewport shot.
    await shoot(page, 'edit-chat', size.width, false);
  }
});
