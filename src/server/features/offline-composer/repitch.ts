import { parse, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';
import { DEFAULT_GENERATION_OPTIONS } from '../../../shared/api/generation.ts';
import { isElement } from '../../../shared/html-nodes.ts';
import { VARIATION_ANGLES, type VariationAngle } from '../../../shared/variation-angles.ts';
import { markBrandSlots } from './brand-slot.ts';
import { pitchFor } from './compose-page.ts';

/**
 * A challenger made from a page as it is now
 * (docs/product.md, 'Variations of the page as it is now'): the page keeps its layout, palette, images, forms and every passage the user wrote
 * (`keep`); what the engine wrote is re-pitched from another angle (VARIATION_ANGLES): the hero's
 * headline and subheadline, the call-to-action wording, the benefits' heading, lead and order,
 * and the order of the sections between the hero and the closing form.
 *
 * It works on any page (one the offline engine wrote, a model's, a pasted one): it finds the
 * parts by their role (the h1's section is the hero, its first link to the page is the call to
 * action), and leaves alone what it cannot place.
 */
export interface RepitchInput {
  html: string;
  prompt: string;
  keep: { texts: string[]; images: string[] };
  angleIndex: number;
}

export interface RepitchedPage {
  html: string;
  explanation: string;
  angle: VariationAngle;
}

type Node = T.ChildNode | T.Document;
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg']);

function allElements(root: Node): T.Element[] {
  const out: T.Element[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) {
      if (SKIPPED.has(node.tagName)) return;
      out.push(node);
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return out;
}

function textNodesOf(el: T.Element): T.TextNode[] {
  const out: T.TextNode[] = [];
  const walk = (node: Node) => {
    if (isElement(node) && SKIPPED.has(node.tagName)) return;
    if (node.nodeName === '#text') out.push(node as T.TextNode);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(el);
  return out;
}

const textOf = (el: T.Element) =>
  textNodesOf(el)
    .map((t) => t.value)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? '';

/**
 * Puts `text` in place of the element's words, keeping its inner markup (an icon beside a
 * button's label stays): the longest text node takes the new words, the others are emptied.
 */
function rewrite(el: T.Element, text: string): boolean {
  const nodes = textNodesOf(el).filter((n) => n.value.trim() !== '');
  if (nodes.length === 0 || textOf(el) === text) return false;
  const longest = nodes.reduce((a, b) => (b.value.length > a.value.length ? b : a));
  for (const node of nodes) node.value = node === longest ? text : '';
  return true;
}

function closest(el: T.Element, test: (e: T.Element) => boolean): T.Element | null {
  let at: T.ParentNode | null = el.parentNode;
  while (at && isElement(at)) {
    if (test(at)) return at;
    at = at.parentNode;
  }
  return null;
}

const contains = (outer: T.Element, inner: T.Element) => closest(inner, (e) => e === outer) !== null;

/** Sections in the order a proof-, pain-, urgency- or outcome-led page puts them first. */
const LEADS_WITH: Record<VariationAngle, RegExp> = {
  'offer-led': /offer|pricing|price|plans?|features/,
  'pain-led': /how-it-works|process|steps|features|problem/,
  'proof-led': /testimonials|reviews|stats|results|logos|gallery|team/,
  'urgency-led': /offer|countdown|pricing|booking|event/,
  'outcome-led': /gallery|testimonials|results|stats|features/,
};

const sectionKey = (el: T.Element) => `${attr(el, 'id')} ${attr(el, 'class')}`.toLowerCase();

/** Reorders the container's movable sections within their own slots; true when the order changed. */
function reorder(container: T.ParentNode, movable: T.Element[], angle: VariationAngle): boolean {
  if (movable.length < 2) return false;
  const leads = LEADS_WITH[angle];
  const leading = movable.filter((el) => leads.test(sectionKey(el)));
  const rest = movable.filter((el) => !leads.test(sectionKey(el)));
  let order = [...leading, ...rest];
  // Already in the angle's order: the rest turn, so the visitor still meets another section second.
  if (order.every((el, i) => el === movable[i])) {
    if (rest.length < 2) return false;
    order = [...leading, ...rest.slice(1), rest[0]!];
  }
  const slots = movable.map((el) => container.childNodes.indexOf(el));
  slots.forEach((slot, i) => {
    const el = order[i]!;
    container.childNodes[slot] = el;
    el.parentNode = container;
  });
  return true;
}

/** Figures a sentence carries (prices, dates, hours, phone numbers, percentages): facts, not pitch. */
const FIGURE = /[$€£¥]?\d[\d.,:/-]*(?:\s?[€%£$])?/gu;
const figuresIn = (text: string) => text.match(FIGURE) ?? [];

/**
 * The engine's sentence may be the only place the page states a fact (the price in the hero's
 * subheadline): it is re-pitched only when every figure it carries is in the new words or
 * elsewhere on the page.
 */
function rewritesSafely(el: T.Element, text: string, page: T.Document): boolean {
  const lost = figuresIn(textOf(el)).filter((f) => !text.includes(f));
  if (lost.length > 0) {
    const body = page.childNodes.find((c): c is T.Element => isElement(c) && c.tagName === 'html');
    const others = body ? textOf(body).replace(textOf(el), '') : '';
    if (lost.some((f) => !others.includes(f))) return false;
  }
  return rewrite(el, text);
}

export function repitchPage(input: RepitchInput): RepitchedPage {
  const angleIndex = Math.max(0, Math.floor(input.angleIndex)) % VARIATION_ANGLES.length;
  const angle = VARIATION_ANGLES[angleIndex]!.angle;
  const doc = parse(input.html);
  const kept = new Set(input.keep.texts);
  const isKept = (el: T.Element) => kept.has(textOf(el));
  const root = doc.childNodes.find((c): c is T.Element => isElement(c) && c.tagName === 'html');
  const lang = root ? attr(root, 'lang') : '';
  const pitch = pitchFor({
    prompt: input.prompt,
    options: DEFAULT_GENERATION_OPTIONS,
    variationIndex: angleIndex,
    language: lang.toLowerCase().startsWith('es') ? 'es' : undefined,
  });
  const changed: string[] = [];
  const elements = allElements(doc);
  const h1 = elements.find((e) => e.tagName === 'h1');
  const hero = h1 ? closest(h1, (e) => e.tagName === 'section' || e.tagName === 'header') : null;

  if (h1 && !isKept(h1) && rewritesSafely(h1, pitch.headline, doc)) changed.push('headline');
  if (h1 && hero) {
    const after = elements.slice(elements.indexOf(h1) + 1);
    const sub = after.find(
      (e) =>
        e.tagName === 'p' &&
        contains(hero, e) &&
        !closest(e, (p) => p.tagName === 'form') &&
        textOf(e).length >= 40,
    );
    if (sub && !isKept(sub) && rewritesSafely(sub, pitch.sub, doc)) changed.push('subheadline');
  }

  // The call to action: the hero's first link into the page (or button); every button or link
  // with the same words says the new ones, so the page asks for one thing in one way.
  const firstCta = hero
    ? elements.find(
        (e) =>
          contains(hero, e) &&
          ((e.tagName === 'a' && attr(e, 'href').startsWith('#')) ||
            (e.tagName === 'button' && !closest(e, (f) => f.tagName === 'form'))),
      )
    : undefined;
  const ctaWords = firstCta ? textOf(firstCta) : '';
  if (ctaWords && !kept.has(ctaWords)) {
    let n = 0;
    for (const el of elements) {
      if (
        (el.tagName === 'a' || el.tagName === 'button') &&
        textOf(el) === ctaWords &&
        rewrite(el, pitch.cta)
      )
        n++;
    }
    if (n > 0) changed.push(n === 1 ? 'call-to-action wording' : `call-to-action wording (${n} buttons)`);
  }

  // Benefit framing: the benefits' heading and lead in the angle's words, and its cards led by another.
  const features = elements.find(
    (e) => e.tagName === 'section' && /(^|\s)(features|benefits)(\s|$)/.test(attr(e, 'id')),
  );
  if (features) {
    const inside = allElements(features);
    const heading = inside.find((e) => /^h[2-3]$/.test(e.tagName));
    if (heading && !isKept(heading) && rewritesSafely(heading, pitch.featuresHeading, doc))
      changed.push('benefits heading');
    const lead = heading
      ? inside.find((e, i) => i > inside.indexOf(heading) && e.tagName === 'p')
      : undefined;
    if (
      lead &&
      pitch.featuresLead &&
      !isKept(lead) &&
      lead.attrs.some((a) => a.name === 'class' && /lead/.test(a.value))
    )
      rewritesSafely(lead, pitch.featuresLead, doc);
    const grid = inside.find(
      (e) => e.childNodes.filter((c) => isElement(c) && c.tagName === 'article').length >= 3,
    );
    if (grid) {
      const cards = grid.childNodes.filter((c): c is T.Element => isElement(c) && c.tagName === 'article');
      const rotateBy = angleIndex % cards.length;
      if (rotateBy > 0 && !cards.some((card) => allElements(card).some(isKept))) {
        const order = [...cards.slice(rotateBy), ...cards.slice(0, rotateBy)];
        const slots = cards.map((c) => grid.childNodes.indexOf(c));
        slots.forEach((slot, i) => {
          grid.childNodes[slot] = order[i]!;
        });
        changed.push('benefit order');
      }
    }
  }

  const close = elements.find((e) => e.tagName === 'section' && attr(e, 'id') === 'cta');
  const closeHeading = close ? allElements(close).find((e) => /^h[2-3]$/.test(e.tagName)) : undefined;
  if (closeHeading && !isKept(closeHeading) && rewritesSafely(closeHeading, pitch.closeHeading, doc))
    changed.push('closing heading');

  // Section order: between the hero and the closing section, sections without a form whose
  // heading the engine wrote; a section the user wrote or added stays where they put it.
  if (hero?.parentNode) {
    const container = hero.parentNode;
    const siblings = container.childNodes.filter(
      (c): c is T.Element => isElement(c) && c.tagName === 'section',
    );
    const after = siblings.slice(siblings.indexOf(hero) + 1, -1);
    const movable = after.filter((s) => {
      const inside = allElements(s);
      if (inside.some((e) => e.tagName === 'form')) return false;
      const heading = inside.find((e) => /^h[1-6]$/.test(e.tagName));
      return !(heading && isKept(heading)) && !inside.some(isKept);
    });
    if (reorder(container, movable, angle)) changed.push('section order');
  }

  const label = angle.replace('-led', '');
  const explanation =
    changed.length > 0
      ? `A ${angle} version of this page: new ${changed.join(', ')}. Everything you wrote or placed stays as it was${
          input.keep.texts.length > 0 ? ` (${input.keep.texts.length} passages kept word for word)` : ''
        }.`
      : `This page is already all yours: nothing the engine wrote was left to re-pitch with a ${label}-led angle, so this variation is a copy.`;
  // A brief without a name: the new words carry the brand slot, marked as the page's placeholder.
  return { html: markBrandSlots(serialize(doc), pitch.language), explanation, angle };
}
