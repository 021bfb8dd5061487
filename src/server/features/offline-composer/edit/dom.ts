import { type DefaultTreeAdapterTypes, parse, parseFragment, serializeOuter } from 'parse5';
import { isElement } from '../../../../shared/html-nodes.ts';

export { isElement };

export type El = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
export type TextNode = DefaultTreeAdapterTypes.TextNode;

/** Parses with source offsets so edits can target the original text exactly. */
export function parseDoc(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html, { sourceCodeLocationInfo: true });
}

export function elements(root: Node): El[] {
  const out: El[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) out.push(node);
    const kids = 'childNodes' in node ? node.childNodes : [];
    for (const child of kids) walk(child);
    if (isElement(node) && node.tagName === 'template' && 'content' in node) {
      for (const child of (node as DefaultTreeAdapterTypes.Template).content.childNodes) walk(child);
    }
  };
  walk(root);
  return out;
}

export function attr(el: El, name: string): string {
  return el.attrs.find((a) => a.name === name)?.value ?? '';
}

export function textNodes(el: El | DefaultTreeAdapterTypes.Document): TextNode[] {
  const out: TextNode[] = [];
  const walk = (node: Node) => {
    if (
      isElement(node) &&
      (node.tagName === 'script' || node.tagName === 'style' || node.tagName === 'template')
    )
      return;
    if (node.nodeName === '#text') out.push(node as TextNode);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(el);
  return out;
}

export function textOf(el: El): string {
  return textNodes(el)
    .map((t) => t.value)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function range(el: El): [number, number] | null {
  const loc = el.sourceCodeLocation;
  return loc ? [loc.startOffset, loc.endOffset] : null;
}

/** Offsets of the content between the start and end tags. */
export function innerRange(el: El): [number, number] | null {
  const loc = el.sourceCodeLocation;
  if (!loc?.startTag || !loc.endTag) return null;
  return [loc.startTag.endOffset, loc.endTag.startOffset];
}

export function firstHeading(el: El): El | undefined {
  return elements(el).find((e) => /^h[1-6]$/.test(e.tagName));
}

/**
 * Locates the element the user clicked. The browser re-serialises outerHTML, so an exact
 * substring match is tried first, then a structural match on the parsed document.
 */
export function findSelected(
  html: string,
  doc: DefaultTreeAdapterTypes.Document,
  selected: string,
): El | null {
  const snippet = selected.trim();
  if (!snippet) return null;
  const all = elements(doc).filter((e) => e.sourceCodeLocation);
  const at = html.indexOf(snippet);
  if (at !== -1 && html.indexOf(snippet, at + 1) === -1) {
    const exact = all.find((e) => e.sourceCodeLocation?.startOffset === at);
    if (exact) return exact;
  }
  const fragment = parseFragment(snippet);
  const target = fragment.childNodes.find(isElement);
  if (!target) return null;
  const wanted = serializeOuter(target);
  const same = all.filter((e) => serializeOuter(e) === wanted);
  if (same.length >= 1) return same[0] ?? null;
  const text = textOf(target);
  const cls = attr(target, 'class');
  const loose = all.filter(
    (e) => e.tagName === target.tagName && textOf(e) === text && (!cls || attr(e, 'class') === cls),
  );
  return loose[0] ?? null;
}
