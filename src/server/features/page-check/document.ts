import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import type { PageCheckFinding, PageCheckRule } from '../../../shared/api/page-check.ts';

export type El = T.Element;

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A saved version parsed once for all static rules. Elements are listed in document order,
 * without the contents of <template> (inert markup is not part of the page until a script
 * clones it). The walk is iterative: a hostile page can nest deeply enough to overflow the
 * stack of a recursive one.
 */
export interface CheckDocument {
  html: string;
  elements: El[];
  /** HTML elements with this (lower-case) tag name; SVG's <title> or <a> are not HTML ones. */
  byTag(tag: string): El[];
}

export function parseCheckDocument(html: string): CheckDocument {
  const document = parse(html);
  const elements: El[] = [];
  const stack: T.ParentNode[] = [document];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ('tagName' in node) elements.push(node);
    const kids = node.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) {
      const kid = kids[i]!;
      if ('childNodes' in kid) stack.push(kid as T.ParentNode);
    }
  }
  const index = new Map<string, El[]>();
  for (const el of elements) {
    if (el.namespaceURI !== HTML_NS) continue;
    const list = index.get(el.tagName) ?? [];
    list.push(el);
    index.set(el.tagName, list);
  }
  return { html, elements, byTag: (tag) => index.get(tag) ?? [] };
}

/** An attribute's value, or undefined when the attribute is absent (alt="" is present). */
export const attr = (el: El, name: string): string | undefined =>
  el.attrs.find((a) => a.name === name)?.value;

export function ancestors(el: El): El[] {
  const out: El[] = [];
  for (let node = el.parentNode; node && 'tagName' in node; node = node.parentNode) out.push(node);
  return out;
}

/** The element's text, whitespace collapsed (scripts and styles left out). */
export function textOf(el: El, limit = 200): string {
  let text = '';
  const stack: T.Node[] = [el];
  while (stack.length > 0 && text.length < limit * 2) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') text += ` ${(node as T.TextNode).value}`;
    else if ('tagName' in node && (node.tagName === 'script' || node.tagName === 'style')) continue;
    else if ('childNodes' in node)
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
  return clip(text.replace(/\s+/g, ' ').trim(), limit);
}

export const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** 'a', 'a and b', 'a, b and c', 'a, b, c and 4 more': how messages name the elements. */
export function listNames(names: readonly string[], max = 3): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  if (unique.length <= max) return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
  return `${unique.slice(0, max).join(', ')} and ${unique.length - max} more`;
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * How a finding counts and names what it found: `counted` is the number with its noun and
 * verb ('2 links use'), `names` the names as listNames gives them ('"Buy now" and "Go"').
 */
export function tally(
  names: readonly string[],
  one: string,
  many: string,
  max = 3,
): { counted: string; names: string } {
  return { counted: plural(names.length, one, many), names: listNames(names, max) };
}

/** The last path segment of an address (hero.jpg), for naming an image or a file. */
export function fileName(url: string): string {
  const trimmed = url.trim();
  if (/^data:/i.test(trimmed)) return 'an inline image';
  const path = trimmed.split(/[?#]/)[0]!.replace(/[\\/]+$/, '');
  const last = path.split(/[\\/]/).at(-1);
  return clip(last || trimmed, 60);
}

/** A static rule group: the rules it decides, and its findings on a document. */
export interface StaticRuleGroup {
  rules: readonly PageCheckRule[];
  check(doc: CheckDocument): PageCheckFinding[];
}
