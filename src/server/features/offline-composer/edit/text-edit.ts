import { escapeText } from '../../../../shared/html-escape.ts';
import { attr, type El, elements, innerRange, parseDoc, textNodes, textOf } from './dom.ts';
import { narrow } from './locate.ts';
import type { Edit } from './patches.ts';
import { type ElementTarget, namesAPlace } from './target.ts';

/** An attribute value written from plain text: the text escaped as content, and its quotes. */
export function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

const rawVariants = (s: string) => [
  ...new Set([s, escapeText(s), escapeAttr(s), s.replace(/'/g, '&#39;'), s.replace(/'/g, '’')]),
];

/** Replaces `from` in every visible text node; returns no edits when it is not on the page. */
export function replaceText(html: string, from: string, to: string): Edit[] {
  const doc = parseDoc(html);
  const edits: Edit[] = [];
  const nodes = textNodes(doc).filter((t) => t.sourceCodeLocation);
  const lowerFrom = from.toLowerCase();
  for (const node of nodes) {
    const loc = node.sourceCodeLocation!;
    const raw = html.slice(loc.startOffset, loc.endOffset);
    const variant = rawVariants(from).find((v) => raw.includes(v));
    if (variant) {
      let at = raw.indexOf(variant);
      while (at !== -1) {
        edits.push({
          start: loc.startOffset + at,
          end: loc.startOffset + at + variant.length,
          text: escapeText(to),
        });
        at = raw.indexOf(variant, at + variant.length);
      }
    } else if (node.value.toLowerCase().includes(lowerFrom)) {
      const index = node.value.toLowerCase().indexOf(lowerFrom);
      const next = node.value.slice(0, index) + to + node.value.slice(index + from.length);
      edits.push({ start: loc.startOffset, end: loc.endOffset, text: escapeText(next) });
    }
  }
  // Submit buttons written as <input value="..."> carry their text in an attribute.
  for (const el of elements(doc)) {
    if (el.tagName !== 'input' || attr(el, 'value') !== from || !el.sourceCodeLocation?.attrs?.value)
      continue;
    const loc = el.sourceCodeLocation.attrs.value;
    edits.push({ start: loc.startOffset, end: loc.endOffset, text: `value="${escapeAttr(to)}"` });
  }
  return edits;
}

/** Replaces an element's content with text, keeping any icon markup when there is one text node. */
export function setElementText(html: string, el: El, text: string): Edit | null {
  const inner = innerRange(el);
  if (!inner) return null;
  const nodes = textNodes(el).filter((t) => t.value.trim() && t.sourceCodeLocation);
  const only = nodes.length === 1 ? nodes[0] : undefined;
  if (only?.sourceCodeLocation) {
    const loc = only.sourceCodeLocation;
    const raw = html.slice(loc.startOffset, loc.endOffset);
    const lead = /^\s*/.exec(raw)?.[0] ?? '';
    const trail = /\s*$/.exec(raw)?.[0] ?? '';
    return { start: loc.startOffset, end: loc.endOffset, text: `${lead}${escapeText(text)}${trail}` };
  }
  return { start: inner[0], end: inner[1], text: escapeText(text) };
}

export function headlineEdits(html: string, text: string): Edit[] | null {
  const doc = parseDoc(html);
  const all = elements(doc);
  const heading = all.find((e) => e.tagName === 'h1') ?? all.find((e) => e.tagName === 'h2');
  const edit = heading ? setElementText(html, heading, text) : null;
  return edit ? [edit] : null;
}

export function pageTitleEdits(html: string, text: string): Edit[] | null {
  const title = elements(parseDoc(html)).find((e) => e.tagName === 'title');
  const edit = title ? setElementText(html, title, text) : null;
  return edit ? [edit] : null;
}

function isButtonLike(el: El): boolean {
  const cls = attr(el, 'class');
  if (el.tagName === 'button') return true;
  if (el.tagName === 'input') return /^(submit|button)$/i.test(attr(el, 'type'));
  return el.tagName === 'a' && (/\b(?:btn|button|cta)/i.test(cls) || attr(el, 'role') === 'button');
}

/**
 * The button an instruction names gets the new text, and only that one: "the hero button", "the
 * form's button", "the second plan's button" (target.ts). "The button" alone is the main call to
 * action, the first primary-looking button outside the menu and the forms. "All the buttons"
 * renames every button with the main one's label, so the page stays consistent.
 */
export function ctaEdits(
  html: string,
  text: string,
  target: ElementTarget = {},
): { edits: Edit[]; from: string; count: number; where: string } | null {
  const doc = parseDoc(html);
  const buttons = elements(doc).filter((e) => isButtonLike(e) && e.sourceCodeLocation);
  const label = (e: El) => (e.tagName === 'input' ? attr(e, 'value') : textOf(e));
  const inNav = (b: El) => /\bpc-nav-(?:cta|call)\b/.test(attr(b, 'class'));
  const visible = buttons.filter((b) => (target.within === 'nav' || !inNav(b)) && label(b));
  const forms = elements(doc).filter((e) => e.tagName === 'form');
  const inForm = (b: El) =>
    forms.some((f) => {
      const l = f.sourceCodeLocation;
      const at = b.sourceCodeLocation?.startOffset ?? -1;
      return !!l && at >= l.startOffset && at < l.endOffset;
    });
  const pool = namesAPlace(target) ? narrow(html, visible, target) : visible;
  if (!pool?.length) return null;
  const outside = pool.filter((b) => !inForm(b) || target.form);
  const choices = outside.length ? outside : pool;
  const main =
    choices.find((b) => /primary|cta|main/i.test(attr(b, 'class'))) ??
    choices.find((b) => b.tagName !== 'input') ??
    choices[0];
  if (!main) return null;
  const from = label(main);
  const chosen = target.all
    ? buttons.filter(
        (b) => label(b) === from || (from.startsWith(label(b).replace(/…$/, '')) && label(b).endsWith('…')),
      )
    : [main];
  const edits: Edit[] = [];
  for (const b of chosen) {
    if (b.tagName === 'input') {
      const loc = b.sourceCodeLocation?.attrs?.value;
      if (loc)
        edits.push({ start: loc.startOffset, end: loc.endOffset, text: `value="${escapeAttr(text)}"` });
    } else {
      const edit = setElementText(html, b, text);
      if (edit) edits.push(edit);
    }
  }
  return edits.length ? { edits, from, count: edits.length, where: placeWords(target) } : null;
}

const NTH = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** " in the hero", " in the form", " of the second plan": where the changed button is. */
function placeWords(target: ElementTarget): string {
  const nth =
    target.nth === undefined ? '' : target.nth === -1 ? 'last' : (NTH[target.nth] ?? `${target.nth}th`);
  if (target.card && nth) return ` of the ${nth} ${target.card}`;
  if (target.form) return ' in the form';
  if (target.within === 'cta') return ' in the closing section';
  if (target.within) return ` in the ${target.within === 'nav' ? 'menu' : target.within}`;
  return '';
}
