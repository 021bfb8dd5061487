import { type HtmlToken, tokenizeHtml } from './html-tokens';

/**
 * Splits (formatted) HTML into coloured segments for the code viewer. The output is data,
 * rendered as React text nodes, so hostile markup can never become live DOM here.
 */

export type SegmentKind =
  | 'text'
  | 'punct'
  | 'tag'
  | 'attr'
  | 'value'
  | 'comment'
  | 'doctype'
  | 'selector'
  | 'property'
  | 'code';

export interface Segment {
  kind: SegmentKind;
  text: string;
}

/** A CSS line as the formatter writes it: selector lines end in "{", declarations "prop: value". */
function cssSegments(css: string, out: Segment[]) {
  for (const line of css.split(/(\n)/)) {
    const declaration = /^(\s*)(-{0,2}[\w-]+)(:)(.*)$/.exec(line);
    if (line.trimEnd().endsWith('{')) out.push({ kind: 'selector', text: line });
    else if (line.trim().startsWith('/*')) out.push({ kind: 'comment', text: line });
    else if (declaration) {
      out.push(
        { kind: 'text', text: declaration[1]! },
        { kind: 'property', text: declaration[2]! },
        { kind: 'punct', text: declaration[3]! },
        { kind: 'value', text: declaration[4]! },
      );
    } else out.push({ kind: 'punct', text: line });
  }
}

function tokenSegments(token: HtmlToken, out: Segment[]) {
  switch (token.type) {
    case 'open':
    case 'close':
      for (const part of token.parts) {
        out.push({ kind: part.kind === 'space' ? 'text' : part.kind, text: part.text });
      }
      return;
    case 'raw':
      if (token.name === 'style') cssSegments(token.text, out);
      else out.push({ kind: token.name === 'script' ? 'code' : 'text', text: token.text });
      return;
    default:
      out.push({ kind: token.type, text: token.text });
  }
}

export function highlightHtml(code: string): Segment[] {
  const raw: Segment[] = [];
  for (const token of tokenizeHtml(code)) tokenSegments(token, raw);
  // Merging neighbours of one kind keeps the rendered tree small for big pages.
  const merged: Segment[] = [];
  for (const segment of raw) {
    if (!segment.text) continue;
    const last = merged.at(-1);
    if (last && last.kind === segment.kind) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}

/** The segments cut into lines (a segment spanning a line break is split), for windowed rendering. */
export function splitSegmentLines(segments: Segment[]): Segment[][] {
  const lines: Segment[][] = [[]];
  for (const segment of segments) {
    const parts = segment.text.split('\n');
    parts.forEach((text, index) => {
      if (index > 0) lines.push([]);
      if (text) lines.at(-1)!.push({ kind: segment.kind, text });
    });
  }
  return lines;
}
