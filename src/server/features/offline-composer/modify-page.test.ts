import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import {
  allElements,
  attrOf,
  documentProblems,
  leadFormProblems,
  textContent,
} from '../../../../tests/support/offline-composer-helpers.ts';
import { DEFAULT_GENERATION_OPTIONS } from '../../../shared/api/generation.ts';
import { applyPatches as applyServerPatches, type Patch } from '../../lib/patches.ts';
import { isChromatic, luminance, toHsl } from './color-math.ts';
import { composePage } from './compose-page.ts';
import { type OfflineEdit, planOfflineEdit, SUPPORTED_OFFLINE_EDITS } from './modify-page.ts';

/** The page once the server's applier has applied the patches; a patch it refuses fails the test. */
function applyPatches(html: string, patches: Patch[]): string {
  const outcome = applyServerPatches(html, patches);
  if (!outcome.ok) throw new Error(`patch ${outcome.failedIndex}: ${outcome.reason}`);
  return outcome.html;
}

const OWN = composePage({
  prompt: 'A SaaS CRM for small sales teams called FlowCRM with a free trial and pricing',
  options: DEFAULT_GENERATION_OPTIONS,
}).html;

const FOREIGN = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="description" content="Fresh bread daily">
  <title>Sunny Bakery | Fresh bread daily</title>
  <style>
    body { font-family: sans-serif; color: #222; margin: 0 }
    .hero { background: #2563eb; color: #fff; padding: 40px }
    .btn { background: #1d4ed8; color: #fff; padding: 10px 20px }
    a { color: #2563eb }
    #order { border: 1px solid #ddd }
  </style>
</head>
<body>
  <header class="hero">
    <h1>Fresh bread, every morning</h1>
    <p>Sourdough, pastries &amp; cakes baked daily.</p>
    <a class="btn" href="#order">Order now</a>
  </header>
  <section id="menu"><h2>Our menu</h2><p>Croissants and baguettes.</p></section>
  <section class="pricing"><h2>Prices</h2><p>From $3</p></section>
  <section id="order"><h2>Order</h2><button type="button" class="btn">Order now</button></section>
  <footer><p>© Sunny Bakery</p></footer>
</body>
</html>
`;

function expectPatched(html: string, instruction: string, selectedElementHtml?: string): string {
  const edit: OfflineEdit = planOfflineEdit({ html, instruction, selectedElementHtml });
  if (edit.kind !== 'patches') throw new Error(`unsupported: ${edit.message}`);
  expect(edit.patches.length).toBeGreaterThan(0);
  expect(edit.explanation.length).toBeGreaterThan(10);
  const out = applyPatches(html, edit.patches);
  expect(documentProblems(out)).toEqual([]);
  return out;
}

/** Share of the page's saturated style colours whose hue is within 20° of `hue`. */
function hueShare(html: string, hue: number): number {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const colours = (css.match(/#[0-9a-f]{6}\b/gi) ?? []).filter(isChromatic);
  const near = colours.filter((c) => Math.abs(((toHsl(c).h - hue + 540) % 360) - 180) <= 20);
  return colours.length ? near.length / colours.length : 0;
}

const h1Text = (html: string) => textContent(allElements(parse(html)).find((e) => e.tagName === 'h1')!);
const ids = (html: string) => allElements(parse(html)).map((e) => attrOf(e, 'id'));

describe.each([
  ['a composed page', OWN],
  ['a hand-written page', FOREIGN],
])('planOfflineEdit on %s', (_, page) => {
  it('changes the main colour by name and by hex', () => {
    const green = expectPatched(page, 'make it green');
    const hex = expectPatched(page, 'use #ff5500 as the main colour');
    if (page === OWN) {
      expect(green).toContain('--p:#16a34a');
      expect(hex).toContain('--p:#ff5500');
    } else {
      expect(hueShare(green, 142)).toBeGreaterThan(0.5);
      expect(hueShare(page, 142)).toBe(0);
      expect(hueShare(hex, toHsl('#ff5500').h)).toBeGreaterThan(0.5);
    }
  });

  it('replaces a quoted text', () => {
    const before = h1Text(page);
    const out = expectPatched(page, `change "${before}" to "Warm & welcoming"`);
    expect(h1Text(out)).toBe('Warm & welcoming');
    const again = expectPatched(
      page,
      `replace "${before.split(' ').slice(0, 2).join(' ')}" with "Brand new"`,
    );
    expect(h1Text(again)).toMatch(/^Brand new/);
  });

  it('renames the headline', () => {
    expect(h1Text(expectPatched(page, 'rename the headline to "Grow faster, stress less"'))).toBe(
      'Grow faster, stress less',
    );
    expect(h1Text(expectPatched(page, 'change the headline to Hello there'))).toBe('Hello there');
  });

  it('changes the button text everywhere it appears', () => {
    const out = expectPatched(page, 'make the button say "Book now"');
    expect(out).toContain('Book now');
    expect(out.match(/Book now/g)!.length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    'testimonials',
    'an FAQ',
    'a pricing section',
    'a features section',
    'a contact form',
    'a guarantee',
    'a call to action',
    'statistics',
  ])('adds %s', (what) => {
    const out = expectPatched(page, `add ${what}`);
    expect(out.length).toBeGreaterThan(page.length + 300);
    expect(out).toMatch(/class="pcx-section/);
    const footerAt = out.indexOf('<footer');
    expect(out.indexOf('pcx-section')).toBeLessThan(footerAt);
  });

  it('adds a section at a requested position', () => {
    const out = expectPatched(page, 'add testimonials at the top');
    const firstSection = out.indexOf('<section');
    expect(out.slice(firstSection, firstSection + 80)).toContain('pcx-testimonials');
  });

  it('removes a section', () => {
    const out = expectPatched(page, 'remove the pricing section');
    expect(out).not.toMatch(/id="pricing"|class="pricing"/);
    expect(ids(out)).toContain(page === OWN ? 'features' : 'menu');
  });

  it('runs several instructions at once', () => {
    const out = expectPatched(page, 'make it teal and add an FAQ; then rename the headline to "All in one"');
    if (page === OWN) expect(out).toContain('--p:#0d9488');
    else expect(hueShare(out, toHsl('#0d9488').h)).toBeGreaterThan(0.5);
    expect(out).toContain('pcx-faq');
    expect(h1Text(out)).toBe('All in one');
  });

  it('edits the selected element', () => {
    const h1 = /<h1[^>]*>[\s\S]*?<\/h1>/.exec(page)![0];
    const bigger = expectPatched(page, 'make this bigger and bold', h1);
    expect(/<h1[^>]*style="([^"]*)"/.exec(bigger)?.[1]).toMatch(
      /zoom: 1\.25; font-weight: 700|font-weight: 700; zoom: 1\.25/,
    );
    expect(expectPatched(page, 'make this red', h1)).toMatch(/<h1[^>]*style="color: #dc2626"/);
    expect(expectPatched(page, 'center this', h1)).toMatch(/<h1[^>]*style="text-align: center"/);
    expect(h1Text(expectPatched(page, 'change this to "Selected!"', h1))).toBe('Selected!');
    const p = /<p[^>]*>[^<]*<\/p>/.exec(page)![0];
    expect(expectPatched(page, 'remove this', p)).not.toContain(p);
  });

  it('refuses instructions outside its set with a helpful message', () => {
    for (const instruction of [
      'translate the page to French',
      'make the layout feel more playful',
      'make this bigger',
    ]) {
      const edit = planOfflineEdit({ html: page, instruction });
      expect(edit.kind).toBe('unsupported');
      if (edit.kind === 'unsupported') {
        expect(edit.message).toMatch(/offline engine/i);
        // What to do in plain words; the settings' names are the administrator's (README).
        expect(edit.message).toContain('ask your administrator to connect an AI service');
        expect(edit.message).not.toMatch(/API_KEY|ANTHROPIC|OPENAI/);
        expect(edit.message).toContain('add testimonials');
      }
    }
  });
});

describe('planOfflineEdit details', () => {
  it('recolours Tailwind classes and CSS colours of a foreign page', () => {
    const tw = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body><h1 class="text-blue-700">Hi</h1><a class="bg-blue-600 hover:bg-blue-700 text-white" href="#">Go</a><p style="color:#2563eb">x</p></body></html>`;
    const edit = planOfflineEdit({ html: tw, instruction: 'make it purple' });
    expect(edit.kind).toBe('patches');
    if (edit.kind !== 'patches') return;
    const out = applyPatches(tw, edit.patches);
    expect(out).toContain('text-purple-700');
    expect(out).toContain('hover:bg-purple-700');
    expect(out).not.toContain('#2563eb');
  });

  it('never treats selectors or anchors as colours', () => {
    const edit = planOfflineEdit({ html: FOREIGN, instruction: 'make it red' });
    if (edit.kind !== 'patches') throw new Error('expected patches');
    const out = applyPatches(FOREIGN, edit.patches);
    expect(out).toContain('#order { border');
    expect(out).toContain('href="#order"');
    expect(out).toContain('color: #222');
  });

  it('adds unique ids and labelled fields when a section type already exists', () => {
    const once = expectPatched(OWN, 'add a contact form');
    const twice = expectPatched(once, 'add a contact form');
    expect(twice).toContain('id="contact-2"');
  });

  it.each([
    ['a composed page', OWN],
    ['a hand-written page', FOREIGN],
  ])('adds a contact form to the lead-form contract on %s', (_, page) => {
    const out = expectPatched(page, 'add a contact form');
    expect(leadFormProblems(out)).toEqual([]);
    const form = /<form class="pcx-form"[^>]*>/.exec(out)?.[0];
    expect(form).toMatch(
      /^<form class="pcx-form" data-pc-form method="post" aria-labelledby="contact(-\d)?-title">$/,
    );
    for (const name of ['first_name', 'email', 'phone', 'message']) expect(out).toContain(`name="${name}"`);
  });

  it('lists what it supports', () => {
    expect(SUPPORTED_OFFLINE_EDITS.length).toBeGreaterThanOrEqual(6);
    expect(SUPPORTED_OFFLINE_EDITS.join(' ')).toMatch(/colour/i);
  });

  it('never throws and only returns applicable patches', () => {
    const odd = [
      'add',
      'remove',
      'make it',
      'change "" to ""',
      'replace "<" with ">"',
      'remove the body',
      'delete everything',
      'add a testimonials section before the nonexistent section',
      'rename the headline to ""',
      'make this bold',
      'change the title to "A & B <c>"',
      'make the button say "Go" and make it #zzzzzz',
      'hide the footer',
    ];
    for (const page of [OWN, FOREIGN, '<p>fragment only</p>', '<!DOCTYPE html><html><body></body></html>']) {
      for (const instruction of odd) {
        const edit = planOfflineEdit({ html: page, instruction });
        if (edit.kind === 'patches') expect(() => applyPatches(page, edit.patches)).not.toThrow();
      }
    }
  });

  it('needs a page to edit', () => {
    expect(planOfflineEdit({ html: '', instruction: 'make it green' }).kind).toBe('unsupported');
  });
});

describe('planOfflineEdit on a dark page', () => {
  it('changes the colour and keeps the page dark', () => {
    const dark = composePage({
      prompt: 'Landing page for Relaybase, an API monitoring tool. Dark, bold, lots of contrast.',
      options: DEFAULT_GENERATION_OPTIONS,
    }).html;
    const vars = (html: string) => /\.pc-page\{\/\* pc-palette \*\/([^}]*)\}/.exec(html)?.[1] ?? '';
    expect(vars(dark)).toMatch(/--bg:#[0-9a-f]{6}/);
    const green = expectPatched(dark, 'make it green');
    expect(green).toContain('--p:#16a34a');
    // The page background follows the new colour's tint but stays dark.
    expect(luminance(vars(green).match(/--bg:(#[0-9a-f]{6})/)?.[1] ?? '#ffffff')).toBeLessThan(0.05);
  });
});
