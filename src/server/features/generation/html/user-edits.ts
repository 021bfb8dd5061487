import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { isElement } from '../../../../shared/html-nodes.ts';

/**
 * What the user made of a page since it was generated: the passages of its live version that
 * its first version did not have (text edited by hand or by an AI edit, sections added) and the
 * images placed since. A variation "of the page as it is now" keeps all of them and re-pitches
 * only what the engine wrote (docs/product.md, 'Variations of the page as it is now').
 */
export interface UserEdits {
  /** Texts of the live version's text-bearing elements that version 1 did not have, in page order. */
  texts: string[];
  /** Image addresses in the live version that version 1 did not have. */
  images: string[];
}

/** At most this many passages are listed: a page rewritten by hand is kept whole anyway. */
const MAX_TEXTS = 80;
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg']);

type Node = T.ChildNode | T.Document;

/** Whitespace-collapsed text of an element, as the engines compare it. */
export function blockText(el: T.Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (isElement(node) && SKIPPED.has(node.tagName)) return;
    if (node.nodeName === '#text') parts.push((node as T.TextNode).value);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(el);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Elements that hold text of their own (a direct, non-blank text node): headings, paragraphs, labels, buttons. */
function textBlocks(doc: T.Document): { texts: string[]; images: string[] } {
  const texts: string[] = [];
  const images: string[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) {
      if (SKIPPED.has(node.tagName)) return;
      if (node.tagName === 'img') {
        const src = node.attrs.find((a) => a.name === 'src')?.value.trim();
        if (src) images.push(src);
      }
      const ownText = node.childNodes.some(
        (c) => c.nodeName === '#text' && (c as T.TextNode).value.trim() !== '',
      );
      if (ownText) {
        const text = blockText(node);
        if (text.length >= 3) texts.push(text);
      }
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(doc);
  return { texts, images };
}

export function userEdits(liveHtml: string, firstHtml: string): UserEdits {
  if (liveHtml === firstHtml) return { texts: [], images: [] };
  const live = textBlocks(parse(liveHtml));
  const first = textBlocks(parse(firstHtml));
  const firstTexts = new Set(first.texts);
  const firstImages = new Set(first.images);
  const texts = [...new Set(live.texts.filter((t) => !firstTexts.has(t)))].slice(0, MAX_TEXTS);
  const images = [...new Set(live.images.filter((src) => !firstImages.has(src)))];
  return { texts, images };
}
