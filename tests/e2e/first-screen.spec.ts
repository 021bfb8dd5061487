import { expect, type Page, test } from '@playwright/test';
import { composePage } from '../../src/server/features/offline-composer/compose-page';
import { DEFAULT_GENERATION_OPTIONS } from '../../src/shared/api/generation';
import { tuningBriefs } from '../briefs/generator';

/**
 * The first screen of an offline page on a common phone (375 x 667 px) asks for the lead: the
 * header shows the business name beside a button (the call button when the brief gives a
 * phone), and the hero's first call to action (a button, or the form's submit) lies wholly
 * inside the screen. Every tenth tuning brief (tests/briefs/generator.ts) is composed here,
 * loaded with setContent (no app server needed) on one browser page reused throughout, and
 * also checked for sideways scrolling at 375 and 1440 px.
 */

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1440, height: 900 };

const PAGES = tuningBriefs()
  .filter((_, i) => i % 10 === 0)
  .map((b) => ({
    id: `${b.id} (${b.niche}, ${b.language})`,
    html: composePage({ prompt: b.prompt, options: { ...DEFAULT_GENERATION_OPTIONS, ...(b.options ?? {}) } })
      .html,
  }));

/** The first screen as the page lays it out: what the header and the hero show, and where. */
const MEASURE = `(() => {
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
  };
  const box = (el) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { text: el.innerText.replace(/\\s+/g, ' ').trim(), top: r.top, bottom: r.bottom, right: r.right, height: r.height };
  };
  const header = document.querySelector('header');
  const hero = document.querySelector('.pc-hero');
  return {
    name: box(header && [...header.querySelectorAll('.pc-logo')].find(shown)),
    headerButton: box(header && [...header.querySelectorAll('a.pc-btn')].find(shown)),
    heroAction: box(hero && [...hero.querySelectorAll('a.pc-btn, button[type=submit]')].find(shown)),
    scrollWidth: document.scrollingElement.scrollWidth,
  };
})()`;

interface Box {
  text: string;
  top: number;
  bottom: number;
  right: number;
  height: number;
}
interface Measured {
  name: Box | null;
  headerButton: Box | null;
  heroAction: Box | null;
  scrollWidth: number;
}

/** What is wrong with the loaded page's first screen on a phone, and its width at 1440 px. */
async function problems(page: Page): Promise<string[]> {
  const out: string[] = [];
  await page.setViewportSize(PHONE);
  const m = (await page.evaluate(MEASURE)) as Measured;
  if (!m.name?.text) out.push('the header shows no business name');
  if (!m.headerButton) out.push('the header shows no button');
  else {
    if (m.headerButton.right > PHONE.width) out.push(`the header button "${m.headerButton.text}" overflows`);
    // A one-line small button is 44 px tall; a wrapped one is taller.
    if (m.headerButton.height > 48) out.push(`the header button "${m.headerButton.text}" wraps`);
  }
  if (!m.heroAction) out.push('the hero shows no button');
  else if (m.heroAction.bottom > PHONE.height)
    out.push(
      `the hero's first call to action "${m.heroAction.text}" ends at ${Math.round(m.heroAction.bottom)} px, below the first screen`,
    );
  if (m.scrollWidth > PHONE.width) out.push(`${PHONE.width} px: scrolls sideways (${m.scrollWidth} px wide)`);
  await page.setViewportSize(DESKTOP);
  const wide = (await page.evaluate(MEASURE)) as Measured;
  if (wide.scrollWidth > DESKTOP.width)
    out.push(`${DESKTOP.width} px: scrolls sideways (${wide.scrollWidth} px wide)`);
  return out;
}

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ reducedMotion: 'reduce' });
});
test.afterAll(async () => page?.close());

test(`every tenth tuning brief (${PAGES.length} pages): a call to action in the first screen at 375 x 667 px, no sideways scroll at 375 and 1440 px`, async () => {
  const found: string[] = [];
  for (const { id, html } of PAGES) {
    await page.setContent(html, { waitUntil: 'load' });
    for (const p of await problems(page)) found.push(`${id}: ${p}`);
  }
  expect(found).toEqual([]);
});
