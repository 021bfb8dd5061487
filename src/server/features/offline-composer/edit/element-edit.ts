import type { El } from './dom.ts';
import type { ElementOp } from './instruction.ts';
import type { Edit } from './patches.ts';
import { setElementText } from './text-edit.ts';

/** Merges declarations into a style attribute value; later values win. */
function mergeStyle(existing: string, changes: Record<string, string>): string {
  const decls = new Map<string, string>();
  for (const part of existing.split(';')) {
    const i = part.indexOf(':');
    if (i > 0) decls.set(part.slice(0, i).trim().toLowerCase(), part.slice(i + 1).trim());
  }
  for (const [k, v] of Object.entries(changes)) decls.set(k, v);
  return [...decls.entries()].map(([k, v]) => `${k}: ${v}`).join('; ');
}

/**
 * Size changes use `zoom`, which scales relative to the element's own current size (a font-size
 * in em would be relative to the parent and could shrink a large heading); repeats multiply.
 */
function withZoom(existing: string, changes: Record<string, string>): Record<string, string> {
  if (!changes.zoom) return changes;
  const current = Number.parseFloat(/(?:^|;)\s*zoom\s*:\s*([\d.]+)/i.exec(existing)?.[1] ?? '1') || 1;
  const next = Math.round(current * Number.parseFloat(changes.zoom) * 100) / 100;
  return { ...changes, zoom: String(next) };
}

function styleEdit(html: string, el: El, changes: Record<string, string>): Edit | null {
  const loc = el.sourceCodeLocation;
  if (!loc?.startTag) return null;
  const styleLoc = loc.attrs?.style;
  if (styleLoc) {
    const raw = html.slice(styleLoc.startOffset, styleLoc.endOffset);
    const value = /=\s*(["']?)([\s\S]*?)\1$/.exec(raw)?.[2] ?? '';
    const existing = value.replace(/&quot;/g, '"');
    const merged = mergeStyle(existing, withZoom(existing, changes)).replace(/"/g, "'");
    return { start: styleLoc.startOffset, end: styleLoc.endOffset, text: `style="${merged}"` };
  }
  const tagEnd = loc.startTag.endOffset;
  const selfClosing = html.slice(tagEnd - 2, tagEnd) === '/>';
  const at = tagEnd - (selfClosing ? 2 : 1);
  const style = mergeStyle('', changes).replace(/"/g, "'");
  return { start: at, end: at, text: ` style="${style}"` };
}

export interface ElementResult {
  edits: Edit[];
  summary: string[];
}

const DESCRIBE: Record<string, (v: string) => string> = {
  zoom: (v) => (Number.parseFloat(v) >= 1 ? 'made it bigger' : 'made it smaller'),
  'font-weight': (v) => (v === '700' ? 'made it bold' : 'set a normal weight'),
  'font-style': () => 'made it italic',
  'text-decoration': () => 'underlined it',
  'text-align': (v) => `aligned it ${v === 'center' ? 'to the centre' : `to the ${v}`}`,
  'text-transform': () => 'set it in capitals',
  display: () => 'hid it',
  color: (v) => `coloured the text ${v}`,
  'background-color': (v) => `gave it a ${v} background`,
};

export function elementEdits(html: string, el: El, ops: ElementOp[]): ElementResult | null {
  if (ops.some((o) => o.type === 'remove')) {
    const loc = el.sourceCodeLocation;
    return loc
      ? { edits: [{ start: loc.startOffset, end: loc.endOffset, text: '' }], summary: ['removed it'] }
      : null;
  }
  const text = ops.find((o): o is Extract<ElementOp, { type: 'text' }> => o.type === 'text');
  if (text) {
    const edit = setElementText(html, el, text.text);
    return edit ? { edits: [edit], summary: [`changed its text to “${text.text}”`] } : null;
  }
  const changes: Record<string, string> = {};
  const labels: Record<string, string> = {};
  for (const op of ops) {
    if (op.type !== 'style') continue;
    changes[op.prop] = op.value;
    if (op.label) labels[op.prop] = op.label;
  }
  if (changes['text-align'] && /^(?:a|span|strong|em|b|i|button|label)$/.test(el.tagName))
    changes.display = 'block';
  const edit = styleEdit(html, el, changes);
  const summary = Object.entries(changes)
    .filter(([k]) => k in DESCRIBE && !(k === 'display' && changes['text-align']))
    .map(([k, v]) => DESCRIBE[k]!(labels[k] ?? v));
  return edit ? { edits: [edit], summary } : null;
}
