import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * Where a page uses Tailwind at run time: the Play CDN script (v3, cdn.tailwindcss.com) or the
 * v4 browser build (@tailwindcss/browser), the inline `tailwind.config = {...}` script and the
 * `<style type="text/tailwindcss">` blocks. parse5 gives exact source offsets, so the page is
 * changed by splicing those ranges out and nothing else is re-serialised.
 */

export interface SourceRange {
  start: number;
  end: number;
}

export interface TailwindUsage {
  /** v3: the Play CDN (needs the v3 compatibility rules); v4: the browser build. */
  major: 3 | 4;
  /** Plugins requested by `?plugins=` on the v3 CDN URL. */
  plugins: string[];
  runtimeScripts: SourceRange[];
  /** Text of each inline script that sets tailwind.config, with its range. */
  configScripts: (SourceRange & { text: string })[];
  /** CSS of each text/tailwindcss style block, with its range. */
  styleBlocks: (SourceRange & { css: string })[];
  /** Where the compiled stylesheet goes: the end of <head>, where both runtimes put theirs. */
  insertAt: number;
}

const V3_CDN = /^(?:https?:)?\/\/cdn\.tailwindcss\.com(?:[/?#]|$)/i;
const V4_BROWSER = /^(?:https?:)?\/\/[^/]+\/(?:npm\/)?@tailwindcss\/browser(?:@[^/]*)?(?:\/|$)/i;

/** The page's Tailwind runtime use, or null when it loads no Tailwind runtime at all. */
export function findTailwind(html: string): TailwindUsage | null {
  // Cheap test first: most saves (the offline engine's pages, compiled pages) have no runtime.
  if (!/tailwind/i.test(html)) return null;
  const document = parse(html, { sourceCodeLocationInfo: true });
  const usage: TailwindUsage = {
    major: 4,
    plugins: [],
    runtimeScripts: [],
    configScripts: [],
    styleBlocks: [],
    insertAt: -1,
  };
  let sawV3 = false;
  visit(document, (element) => {
    const location = element.sourceCodeLocation;
    if (!location) return;
    // A removed element takes the rest of its line with it, so no blank lines are left behind.
    const trailing = /^[ \t]*\r?\n/.exec(html.slice(location.endOffset, location.endOffset + 200));
    const range = { start: location.startOffset, end: location.endOffset + (trailing?.[0].length ?? 0) };
    if (element.tagName === 'head' && location.endTag) usage.insertAt = location.endTag.startOffset;
    if (element.tagName === 'script') {
      const src = attribute(element, 'src')?.trim() ?? '';
      if (V3_CDN.test(src)) {
        sawV3 = true;
        usage.runtimeScripts.push(range);
        const plugins = new URL(src, 'https://x.invalid').searchParams.get('plugins');
        if (plugins)
          usage.plugins.push(
            ...plugins
              .split(',')
              .map((p) => p.trim())
              .filter(Boolean),
          );
      } else if (V4_BROWSER.test(src)) {
        usage.runtimeScripts.push(range);
      } else if (!src && /\btailwind\.config\b/.test(text(element))) {
        usage.configScripts.push({ ...range, text: text(element) });
      }
    } else if (
      element.tagName === 'style' &&
      attribute(element, 'type')?.trim().toLowerCase() === 'text/tailwindcss'
    ) {
      usage.styleBlocks.push({ ...range, css: text(element) });
    }
  });
  if (usage.runtimeScripts.length === 0) return null;
  if (sawV3) usage.major = 3;
  if (usage.insertAt === -1) usage.insertAt = usage.runtimeScripts[0]!.start;
  return usage;
}

function visit(node: T.ParentNode, onElement: (element: T.Element) => void): void {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    onElement(child);
    visit(child.tagName === 'template' ? (child as T.Template).content : child, onElement);
  }
}

const attribute = (element: T.Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

const text = (element: T.Element) =>
  element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');

/** `html` without `ranges`, and with `insert` at `at` (an offset of the original) when given. */
export function splice(html: string, ranges: SourceRange[], insert?: { text: string; at: number }): string {
  const edits = [
    ...ranges.map((r) => ({ ...r, text: '' })),
    ...(insert ? [{ start: insert.at, end: insert.at, text: insert.text }] : []),
  ].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = html;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
