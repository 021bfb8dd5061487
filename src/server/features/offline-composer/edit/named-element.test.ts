import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { allElements, attrOf, textContent } from '../../../../../tests/support/offline-composer-helpers.ts';
import { DEFAULT_GENERATION_OPTIONS } from '../../../../shared/api/generation.ts';
import { composePage } from '../compose-page.ts';
import { planOfflineEdit } from '../modify-page.ts';

/**
 * An instruction that names one element changes that element only
 * (docs/product.md, 'What an instruction changes'): "make the hero button say …" on a page where the hero, a plan and the form's submit
 * all say "Get started" renames the hero's button and leaves the other two as they were.
 */

// The hero, the featured plan and the sign-up form's submit all say "Get started".
const PAGE = composePage({
  prompt: 'A SaaS CRM for small sales teams called FlowCRM with a free trial and pricing',
  options: DEFAULT_GENERATION_OPTIONS,
}).html;

function apply(html: string, patches: { search: string; replace: string }[]): string {
  let out = html;
  for (const p of patches) {
    const at = out.indexOf(p.search);
    if (at === -1 || out.indexOf(p.search, at + 1) !== -1) throw new Error('patch does not apply once');
    out = out.slice(0, at) + p.replace + out.slice(at + p.search.length);
  }
  return out;
}

const isPlan = (e: Parameters<typeof attrOf>[0]) =>
  (attrOf(e, 'class') ?? '').split(/\s+/).includes('pc-plan');

/** Every button's label, in page order: where it is, and what it says. */
function buttons(html: string): { place: string; label: string }[] {
  const all = allElements(parse(html));
  const place = (el: (typeof all)[number]) => {
    let node: unknown = el.parentNode;
    let inForm = false;
    let plan = -1;
    let section = '';
    while (node && typeof node === 'object' && 'tagName' in node) {
      const e = node as (typeof all)[number];
      if (e.tagName === 'form') inForm = true;
      if (isPlan(e)) plan = all.filter(isPlan).indexOf(e);
      if (e.tagName === 'section' && !section) section = attrOf(e, 'id') ?? '';
      node = e.parentNode;
    }
    if (/pc-nav-cta/.test(attrOf(el, 'class') ?? '')) return 'nav';
    if (inForm) return 'form';
    if (plan !== -1) return `plan-${plan + 1}`;
    return section;
  };
  return all
    .filter(
      (e) => e.tagName === 'button' || (e.tagName === 'a' && /\bpc-btn\b/.test(attrOf(e, 'class') ?? '')),
    )
    .map((e) => ({ place: place(e), label: textContent(e) }));
}

function edited(instruction: string): string {
  const edit = planOfflineEdit({ html: PAGE, instruction });
  if (edit.kind !== 'patches') throw new Error(`unsupported: ${edit.message}`);
  return apply(PAGE, edit.patches);
}

/** The places whose button label changed. */
function changed(instruction: string): string[] {
  const before = buttons(PAGE);
  const after = buttons(edited(instruction));
  expect(after.map((b) => b.place)).toEqual(before.map((b) => b.place));
  return after.filter((b, i) => b.label !== before[i]!.label).map((b) => `${b.place}:${b.label}`);
}

const PHRASINGS: [string, string][] = [
  ['make the {el} say {v}', 'say'],
  ['change the {el} to {v}', 'to'],
  ['set the {el} text to {v}', 'to'],
  ['rename the {el} to {v}', 'to'],
  ['update the {el} so it reads {v}', 'reads'],
];
const VALUES: [string, string][] = [
  ['"Book a demo"', 'Book a demo'],
  ['“Start my trial”', 'Start my trial'],
  ["'Talk to sales'", 'Talk to sales'],
];
const NAMES: [string, string][] = [
  ['hero button', 'top'],
  ['hero CTA', 'top'],
  ['button in the hero', 'top'],
  ["hero section's button", 'top'],
  ['top button', 'top'],
  ["form's button", 'form'],
  ['form button', 'form'],
  ['submit button', 'form'],
  ['button in the sign-up form', 'form'],
  ["second plan's button", 'plan-2'],
  ['button on the second plan', 'plan-2'],
  ["second card's button", 'plan-2'],
  ["third pricing card's button", 'plan-3'],
  ["last plan's button", 'plan-3'],
  ["first plan's button", 'plan-1'],
  // The closing section holds the sign-up form: its submit is that section's only button.
  ['button in the closing section', 'form'],
];

describe('an instruction that names one button', () => {
  it('starts from a page where three buttons share one label', () => {
    const same = buttons(PAGE).filter((b) => b.label === 'Get started');
    expect(same.map((b) => b.place)).toEqual(['top', 'plan-2', 'form']);
  });

  const cases = NAMES.flatMap(([name, place], i) => {
    const [phrase] = PHRASINGS[i % PHRASINGS.length]!;
    const [quoted, value] = VALUES[i % VALUES.length]!;
    return [[phrase.replace('{el}', name).replace('{v}', quoted), place, value] as const];
  });
  it.each(cases)('%s changes that button only', (instruction, place, value) => {
    expect(changed(instruction)).toEqual([`${place}:${value}`]);
  });

  it.each(PHRASINGS.map(([p]) => p))('every phrasing reaches the hero button only: %s', (phrase) => {
    expect(changed(phrase.replace('{el}', 'hero button').replace('{v}', '"Try it free"'))).toEqual([
      'top:Try it free',
    ]);
  });

  it('"the button" alone is the main call to action, and only it', () => {
    expect(changed('make the button say "Book a demo"')).toEqual(['top:Book a demo']);
    expect(changed('change the CTA to Start now')).toEqual(['top:Start now']);
  });

  it('"all the buttons" renames every button with the main label', () => {
    expect(changed('make all the buttons say "Go"').sort()).toEqual(['form:Go', 'plan-2:Go', 'top:Go']);
  });

  it('says which button changed, and refuses a place the page does not have', () => {
    const edit = planOfflineEdit({ html: PAGE, instruction: 'make the form\'s button say "Send"' });
    expect(edit.kind === 'patches' && edit.explanation).toMatch(
      /“Get started” button in the form .*only that one/,
    );
    const none = planOfflineEdit({ html: PAGE, instruction: 'make the sixth plan\'s button say "Send"' });
    expect(none.kind).toBe('unsupported');
  });

  it('names the headline over a button it is placed under, and the reverse', () => {
    const under = edited('change the button under the headline to "Join now"');
    expect(
      buttons(under)
        .filter((b) => b.label === 'Join now')
        .map((b) => b.place),
    ).toEqual(['top']);
    const h1 = (html: string) => textContent(allElements(parse(html)).find((e) => e.tagName === 'h1')!);
    expect(h1(edited('change the headline above the button to "Sell more"'))).toBe('Sell more');
  });
});
