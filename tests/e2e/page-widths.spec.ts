import { expect, type Page, test } from '@playwright/test';
import { composePage } from '../../src/server/features/offline-composer/compose-page';
import { CHECK_WIDTHS, layoutFindings } from '../../src/server/features/page-check/layout-findings';
import { measureWidths, textFitScript } from '../../src/server/features/thumbnails/inspect-page';
import type { TextFitIssue } from '../../src/server/lib/layout-report';
import { type BuilderComponent, DEFAULT_GENERATION_OPTIONS } from '../../src/shared/api/generation';
import { TEMPLATES } from '../../src/shared/templates';
import { BRIEF_CORPUS } from '../briefs/corpus';

/**
 * Generated pages hold at every width from 320 to 1920 px: no sideways scrolling, and no nav
 * link, logo or button whose text is cut or wraps onto a second line ('Why / us' at 900 px,
 * 'Bright Smile De…'). Offline pages (every gallery template, briefs from the corpus with long
 * names, pricing and a phone number, a builder layout with six nav links and stats) are
 * composed here, loaded with setContent (no app server needed) and measured with the page
 * check's own in-page function (measure-text.ts, the `text-cut` rule) at seven widths, on one
 * browser page reused throughout. The same pages also pass the check's `tap-target` rule: every
 * link and button at least 44x44 px where the check measures it (the phone width).
 */

const WIDTHS = [320, 375, 768, 900, 1024, 1280, 1440] as const;

/** Long names (up to 33 characters as detected), long CTAs, pricing, phone numbers, a top bar. */
const BRIEF_IDS = [
  'dental-implants-doctor',
  'chiropractor-new-patient-special',
  'accounting-tax-prep-freelancers',
  'hair-salon-balayage',
  'hvac-tune-up-special',
  'urgent-care-walk-ins',
  'legal-estate-planning-flat-fee',
  'agency-social-media-bristol',
];

/** A builder layout: six nav links, a long CTA, stats with long labels, four plans. */
const BUILDER_LAYOUT: BuilderComponent[] = [
  {
    type: 'navigation',
    content: { links: ['Home', 'About us', 'Our services', 'Pricing', 'Reviews', 'Contact'] },
  },
  {
    type: 'hero',
    content: {
      headline: 'Gentle dental care for the whole family',
      subheadline: 'Check-ups, whitening and orthodontics in North Austin.',
      ctaText: 'Book your free consultation',
    },
  },
  {
    type: 'statistics',
    content: {
      stats: [
        { number: '12,500+', label: 'patients treated since we opened our doors' },
        { number: '98%', label: 'would recommend us to a friend' },
        { number: '24/7', label: 'emergency line' },
        { number: '15', label: 'years in practice' },
      ],
    },
  },
  {
    type: 'features',
    content: { items: [{ title: 'Same-day appointments' }, { title: 'All ages' }, 'Free parking'] },
  },
  {
    type: 'pricing',
    content: {
      plans: [
        { name: 'Initial consultation', price: '$99', features: ['Exam and X-rays'] },
        { name: 'Whitening package', price: '$299', features: ['Two sessions'] },
        { name: 'Care membership', price: '$29/mo', features: ['Two cleanings a year'] },
        { name: 'Family bundle', price: '$79/mo', features: ['Up to four people'] },
      ],
    },
  },
  { type: 'cta', content: { text: 'Your first check-up is on us', style: 'primary', size: 'large' } },
  { type: 'form', content: { fields: ['Name', 'Email', 'Phone'], submitText: 'Request my appointment' } },
];

const options = DEFAULT_GENERATION_OPTIONS;
const PAGES: { name: string; html: string }[] = [
  ...TEMPLATES.map((t) => ({
    name: `template ${t.id}`,
    html: composePage({ prompt: t.prompt, options, templateId: t.id }).html,
  })),
  ...BRIEF_IDS.map((id) => {
    const brief = BRIEF_CORPUS.find((b) => b.id === id);
    if (!brief) throw new Error(`No brief ${id} in the corpus`);
    return {
      name: `brief ${id}`,
      html: composePage({ prompt: brief.prompt, options: { ...options, ...(brief.options ?? {}) } }).html,
    };
  }),
  {
    name: 'builder layout',
    html: composePage({
      prompt: 'Northern Lights Family Dentistry in North Austin',
      options: { ...options, builderLayout: BUILDER_LAYOUT },
    }).html,
  },
];

/** The rule's measuring function as a page script, with the page's sideways scroll. */
const MEASURE = `(() => ({
  scrollWidth: document.scrollingElement.scrollWidth,
  innerWidth: window.innerWidth,
  issues: ${textFitScript(20)},
}))()`;

interface Measured {
  scrollWidth: number;
  innerWidth: number;
  issues: TextFitIssue[];
}

/** Every problem of the loaded page at each width, as readable lines. */
async function problemsAtWidths(page: Page, widths: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const m = (await page.evaluate(MEASURE)) as Measured;
    if (m.scrollWidth > m.innerWidth)
      problems.push(`${width} px: scrolls sideways (${m.scrollWidth} px wide)`);
    for (const i of m.issues) problems.push(`${width} px: ${i.kind} ${i.element} “${i.shown}” ${i.problem}`);
  }
  return problems;
}

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ reducedMotion: 'reduce' });
});
test.afterAll(async () => page?.close());

test('the text-cut measurement: flags cut and wrapped text, not single words, icons or hidden text', async () => {
  await page.setContent(`<!DOCTYPE html><html><head><style>
    body{margin:0;font:16px/1.5 sans-serif} a{margin:4px} .narrow{display:inline-block;width:40px}
    .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
  </style></head><body>
    <header><nav>
      <a class="logo" href="#"><span style="display:inline-block;width:90px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Bright Smile Dental Studio</span></a>
      <a href="#a" class="narrow">Why us</a>
      <a href="#b" class="narrow">Subscriptions</a>
      <a href="#c" style="display:none">Hidden link text</a>
      <a href="#d" class="narrow" aria-hidden="true">Not for you</a>
    </nav></header>
    <a class="btn" href="#e" style="display:inline-flex;gap:8px;width:150px"><svg width="20" height="20" aria-hidden="true"><text y="15">call me now please</text></svg><span>Call now</span></a>
    <a class="btn" href="#f" style="display:inline-block;width:70px">Book a call</a>
    <a class="btn-store" href="#g" style="display:inline-flex;flex-direction:column;width:160px"><small>Download on the</small><strong>App Store</strong></a>
    <button style="width:120px">Line one<br>Line two</button>
    <button style="width:200px">Send <span class="sr-only">the form to our friendly team today</span></button>
    <div style="width:200px;overflow:hidden"><p style="width:400px;margin:0">This sentence is clipped on the right edge</p></div>
    <div style="width:200px;overflow:hidden;display:flex"><div style="flex:0 0 100%">Slide one</div><div style="flex:0 0 100%">Slide two</div></div>
    <p style="width:120px">Plain text may wrap onto as many lines as it likes.</p>
  </body></html>`);
  await page.setViewportSize({ width: 800, height: 600 });
  const { issues } = (await page.evaluate(MEASURE)) as Measured;
  expect(issues.map((i) => `${i.problem} ${i.kind} ${i.text}`).sort()).toEqual([
    'cut logo Bright Smile Dental Studio',
    'cut text This sentence is clipped on the right edge',
    'wrapped button Book a call',
    'wrapped nav link Why us',
  ]);
  const logo = issues.find((i) => i.kind === 'logo');
  expect(logo?.shown).toMatch(/^Bright Smi.*…$/);
});

for (const { name, html } of PAGES) {
  test(`${name}: no sideways scroll, no cut or wrapped nav, logo or button text at ${WIDTHS.join(', ')} px`, async () => {
    await page.setContent(html, { waitUntil: 'load' });
    expect(await problemsAtWidths(page, WIDTHS)).toEqual([]);
  });
}

/** The width where the page check measures tap targets (its smallest). */
const TAP_WIDTH = Math.min(...CHECK_WIDTHS);

test(`every page: no link or button under 44x44 px at ${TAP_WIDTH} px (the page check's tap-target rule)`, async () => {
  const findings: string[] = [];
  for (const { name, html } of PAGES) {
    await page.setContent(html, { waitUntil: 'load' });
    const viewports = await measureWidths(page, [TAP_WIDTH], 800);
    for (const f of layoutFindings({ viewports, scripts: true })) {
      if (f.rule === 'tap-target') findings.push(`${name}: ${f.message}`);
    }
  }
  expect(findings).toEqual([]);
});
