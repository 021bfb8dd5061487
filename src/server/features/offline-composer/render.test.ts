import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERATION_OPTIONS } from '../../../shared/api/generation.ts';
import { CHROMIUM_ARGS } from '../thumbnails/index.ts';
import { composePage } from './compose-page.ts';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`render test skipped: ${CHROMIUM} does not exist`);

const PAGES = [
  { prompt: 'Acme Dental, a family dentist in Austin, TX', variationIndex: 0 },
  { prompt: 'A SaaS CRM called FlowCRM with a 14-day free trial and pricing plans', variationIndex: 2 },
  {
    prompt: 'Webinar registration for a free real estate investing masterclass on March 14 at 7pm ET',
    variationIndex: 3,
  },
];

describe.skipIf(!hasChromium)('composed pages in a real browser', () => {
  it('do not scroll horizontally at 375px', { timeout: 60_000 }, async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
      for (const input of PAGES) {
        const { html } = composePage({ ...input, options: DEFAULT_GENERATION_OPTIONS });
        await page.setContent(html, { waitUntil: 'load' });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, input.prompt).toBeLessThanOrEqual(375);
        const small = await page.evaluate(
          () =>
            [...document.querySelectorAll('a.pc-btn, button, .pc-nav-links a, summary')]
              .filter((el) => (el as HTMLElement).offsetParent !== null)
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.height < 44).length,
        );
        expect(small, `${input.prompt}: tap targets under 44px`).toBe(0);
      }
    } finally {
      await browser.close();
    }
  });
});
