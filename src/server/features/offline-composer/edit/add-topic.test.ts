import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import {
  allElements,
  attrOf,
  documentProblems,
  textContent,
} from '../../../../../tests/support/offline-composer-helpers.ts';
import { DEFAULT_GENERATION_OPTIONS } from '../../../../shared/api/generation.ts';
import { composePage } from '../compose-page.ts';
import { planOfflineEdit } from '../modify-page.ts';

/**
 * "Add a section about …" on the offline engine
 * (docs/product.md, 'What an instruction changes'): a section on the topic, with what the page says about it, above the closing call
 * to action, never a refusal.
 */

const OWN = composePage({
  prompt:
    'Sunny Bakery, a family bakery in Leeds. We deliver fresh bread across Leeds every morning before 8am. Orders over £20 get free delivery.',
  options: DEFAULT_GENERATION_OPTIONS,
}).html;

const FOREIGN = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sunny Bakery | Leeds</title><meta name="description" content="Fresh bread delivered in Leeds"><style>.btn{background:#b45309;color:#fff}</style></head><body>
<header class="hero"><h1>Fresh bread, every morning</h1><p>We deliver fresh bread across Leeds every morning before 8am.</p><a class="btn" href="#order">Order now</a></header>
<section id="menu"><h2>Our menu</h2><p>Croissants and baguettes.</p></section>
<footer><p>© Sunny Bakery</p></footer></body></html>`;

function apply(html: string, patches: { search: string; replace: string }[]): string {
  let out = html;
  for (const p of patches) {
    const at = out.indexOf(p.search);
    if (at === -1 || out.indexOf(p.search, at + 1) !== -1) throw new Error('patch does not apply once');
    out = out.slice(0, at) + p.replace + out.slice(at + p.search.length);
  }
  return out;
}

function added(html: string, instruction: string) {
  const edit = planOfflineEdit({ html, instruction });
  if (edit.kind !== 'patches') throw new Error(`unsupported: ${edit.message}`);
  const out = apply(html, edit.patches);
  expect(documentProblems(out)).toEqual([]);
  const sections = (h: string) =>
    allElements(parse(h, { sourceCodeLocationInfo: true })).filter((e) => e.tagName === 'section');
  const before = new Set(sections(html).map((s) => attrOf(s, 'id')));
  const fresh = sections(out).filter((s) => !before.has(attrOf(s, 'id')));
  expect(fresh).toHaveLength(1);
  const section = fresh[0]!;
  const title = textContent(allElements(section).find((e) => e.tagName === 'h2')!);
  const text = allElements(section)
    .filter((e) => /^(?:h2|p)$/.test(e.tagName))
    .map((e) => textContent(e))
    .join(' ');
  return { out, section, title, text, explanation: edit.explanation };
}

const VERBS = ['add', 'please add', 'can you add', 'insert', 'I want'];
const NOUNS = ['a section', 'a new section', 'a short block', 'a part'];
const LINKS = ['about', 'on', 'covering'];

describe('add a section about a topic', () => {
  const cases = VERBS.flatMap((verb, i) => {
    const noun = NOUNS[i % NOUNS.length]!;
    const link = LINKS[i % LINKS.length]!;
    return [
      [`${verb} ${noun} ${link} our delivery`] as const,
      [`${verb} ${noun} ${link} opening hours`] as const,
    ];
  });

  it.each(cases)('%s: one section on the topic, above the closing call to action', (instruction) => {
    for (const page of [OWN, FOREIGN]) {
      const { out, section, title } = added(page, instruction);
      expect(title.toLowerCase()).toMatch(/delivery|opening hours/);
      const at = section.sourceCodeLocation!.startOffset;
      const closing = out.indexOf('<section id="cta"');
      if (closing !== -1) expect(at).toBeLessThan(closing);
      expect(at).toBeLessThan(out.indexOf('<footer'));
    }
  });

  it("is filled with the page's own facts about it", () => {
    for (const page of [OWN, FOREIGN]) {
      const { text, explanation } = added(page, 'add a section about our delivery');
      expect(text).toMatch(
        page === FOREIGN ? /deliver fresh bread across Leeds every morning before 8am/ : /free delivery/,
      );
      expect(text).not.toContain('[Write');
      expect(explanation).toMatch(/added a section about our delivery/);
    }
  });

  it('asks for the words, visibly, where the page says nothing about the topic', () => {
    const { text } = added(FOREIGN, 'add a section about parking');
    expect(text).toContain('[Write a few sentences about parking here.]');
  });

  it('takes the brand for an about-us section, and keeps the named kinds', () => {
    expect(added(FOREIGN, 'add an about us section').title).toBe('About Sunny Bakery');
    expect(added(FOREIGN, 'add a section about pricing').out).toMatch(/class="pcx-section pcx-pricing/);
  });

  it('goes where it is asked', () => {
    const { out, section } = added(FOREIGN, 'add a section about delivery after the hero');
    expect(section.sourceCodeLocation!.startOffset).toBeLessThan(out.indexOf('<section id="menu"'));
  });
});
