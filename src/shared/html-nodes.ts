import type { DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * parse5's tree: the element is the node that has a tag name (text, comments, documents and
 * doctypes have none). The one test of it, for every side that walks a parsed page.
 */
export function isElement(node: unknown): node is T.Element {
  return !!node && typeof node === 'object' && 'tagName' in node;
}
