import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * The compiled stylesheet remembers how it was built, so a later save that adds classes can
 * build it again (the runtime that would have styled them is gone). It starts with
 * `/*pagecraft-tailwind:PAYLOAD*\/`, PAYLOAD being base64url(deflate(JSON)) of the compile
 * input (v3 rules or not, config theme CSS, text/tailwindcss blocks) plus two hashes: of the
 * candidate set it was built for, and of the CSS after the comment (a stylesheet edited by
 * hand no longer matches and is then plain CSS, never rebuilt).
 */

export const MARKER_PREFIX = '/*pagecraft-tailwind:';

export interface CompileInput {
  /** 3: the v3 compatibility rules apply. */
  major: 3 | 4;
  /** CSS from tailwind.config scripts (theme variables, custom variants). */
  config: string[];
  /** text/tailwindcss blocks, @tailwind directives removed. */
  blocks: string[];
}

interface Payload extends CompileInput {
  v: 1;
  /** Hash of the sorted candidate set the CSS was built for. */
  k: string;
  /** Hash of the CSS after the marker comment. */
  h: string;
}

export const shortHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

export const candidatesHash = (candidates: string[]) => shortHash([...new Set(candidates)].sort().join('\n'));

/** The stylesheet text: marker comment, then the CSS. */
export function markedCss(input: CompileInput, candidates: string[], css: string): string {
  const { major, config, blocks } = input;
  const payload: Payload = { v: 1, major, config, blocks, k: candidatesHash(candidates), h: shortHash(css) };
  const encoded = deflateRawSync(Buffer.from(JSON.stringify(payload), 'utf8')).toString('base64url');
  return `${MARKER_PREFIX}${encoded}*/${css}`;
}

export class MarkerError extends Error {}

export interface CompiledStylesheet {
  /** Offsets of the stylesheet's text (between <style> and </style>). */
  start: number;
  end: number;
  /** Null when the CSS no longer matches the marker (edited by hand): plain CSS. */
  payload: (CompileInput & { candidatesHash: string }) | null;
}

/** The marked stylesheet of a compiled page, or null when it has none. Throws MarkerError on a corrupt payload. */
export function findCompiledStylesheet(html: string): CompiledStylesheet | null {
  if (!html.includes(MARKER_PREFIX)) return null; // cheap: most pages never had Tailwind
  const found = findMarkedStyle(parse(html, { sourceCodeLocationInfo: true }));
  if (!found) return null;
  const { start, end } = found;
  const text = html.slice(start, end);
  const close = text.indexOf('*/');
  if (!text.startsWith(MARKER_PREFIX) || close === -1) return null;
  const css = text.slice(close + 2);
  let payload: Payload;
  try {
    const json = inflateRawSync(Buffer.from(text.slice(MARKER_PREFIX.length, close), 'base64url')).toString(
      'utf8',
    );
    payload = JSON.parse(json) as Payload;
  } catch (error) {
    throw new MarkerError(`corrupt marker: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (
    payload?.v !== 1 ||
    (payload.major !== 3 && payload.major !== 4) ||
    !isStrings(payload.config) ||
    !isStrings(payload.blocks) ||
    typeof payload.k !== 'string' ||
    typeof payload.h !== 'string'
  ) {
    throw new MarkerError('corrupt marker: unexpected payload');
  }
  if (shortHash(css) !== payload.h) return { start, end, payload: null };
  const { major, config, blocks, k } = payload;
  return { start, end, payload: { major, config, blocks, candidatesHash: k } };
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function findMarkedStyle(node: T.ParentNode): { start: number; end: number } | null {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.tagName === 'style') {
      const location = child.sourceCodeLocation;
      const first = child.childNodes[0];
      if (
        location?.startTag &&
        location.endTag &&
        first &&
        'value' in first &&
        first.value.startsWith(MARKER_PREFIX)
      ) {
        return { start: location.startTag.endOffset, end: location.endTag.startOffset };
      }
    }
    const inner = findMarkedStyle(child.tagName === 'template' ? (child as T.Template).content : child);
    if (inner) return inner;
  }
  return null;
}
