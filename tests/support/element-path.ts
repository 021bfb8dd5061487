import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

/** The first `tag` element of a page: its source, text, offsets and click-to-edit path. */
export function firstElement(html: string, tag: string) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const walk = (node: T.ParentNode, path: string[]): { element: T.Element; path: string[] } | null => {
    const seen = new Map<string, number>();
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const index = (seen.get(child.tagName) ?? 0) + 1;
      seen.set(child.tagName, index);
      const step = [...path, `${child.tagName}:nth-of-type(${index})`];
      if (child.tagName === tag) return { element: child, path: step };
      const found = walk(child, step);
      if (found) return found;
    }
    return null;
  };
  const html5 = document.childNodes.find(
    (node): node is T.Element => 'tagName' in node && node.tagName === 'html',
  )!;
  const body = html5.childNodes.find(
    (node): node is T.Element => 'tagName' in node && node.tagName === 'body',
  )!;
  const found = walk(body, ['body'])!;
  const location = found.element.sourceCodeLocation!;
  const source = html.slice(location.startOffset, location.endOffset);
  const text = source
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { source, text, path: found.path.join('>'), start: location.startOffset, end: location.endOffset };
}
