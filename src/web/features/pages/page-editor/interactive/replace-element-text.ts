import { parseElementPath } from '@shared/element-path';
import { escapeText } from '@shared/html-escape';

/**
 * Direct edit: writes new text into one element of the SAVED page, found by the path the
 * preview reported. The element must still be there with the same tag and the same text (the
 * preview may run scripts that changed it, and a forged message may name anything), else
 * nothing is changed.
 *
 * The result keeps the author's bytes wherever it can: the edited element is spliced into
 * the original source when a splice provably yields the same document (re-parsed and
 * compared); otherwise the whole document is serialised by the DOM, keeping the original
 * doctype line.
 */
export interface TextEdit {
  path: string;
  tagName: string;
  /** The element's text as the preview showed it. */
  oldText: string;
  newText: string;
}

export type TextEditResult = { ok: true; html: string } | { ok: false; reason: string };

/** Parses a whole HTML document; DOMParser in the browser, a stand-in in unit tests. */
export type ParseHtml = (html: string) => Document;

const browserParse: ParseHtml = (html) => new DOMParser().parseFromString(html, 'text/html');

// Node types (the DOM constants, without needing a DOM in unit tests).
const ELEMENT = 1;
const TEXT = 3;
const COMMENT = 8;
const DOCTYPE = 10;
const MAX_SPLICE_TRIES = 40;

export const normaliseText = (text: string) => text.replace(/\s+/g, ' ').trim();

function resolvePath(doc: Document, path: string): Element | null {
  const steps = parseElementPath(path);
  if (!steps || !doc.body) return null;
  let current: Element = doc.body;
  for (const step of steps) {
    let seen = 0;
    let next: Element | null = null;
    for (const child of Array.from(current.children)) {
      if (child.localName === step.tag && ++seen === step.index) {
        next = child;
        break;
      }
    }
    if (!next) return null;
    current = next;
  }
  return current;
}

function textNodesOf(node: Node, into: Text[] = []): Text[] {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === TEXT) into.push(child as Text);
    else if (child.nodeType === ELEMENT) textNodesOf(child, into);
  }
  return into;
}

/**
 * Replaces the text. With exactly one non-blank text node inside (a heading, or a button with
 * an icon) only that node changes, keeping its surrounding whitespace and any icons; mixed
 * content (text with <strong>, links...) becomes the plain new text.
 */
function setText(el: Element, text: string): { from: string; to: string } | null {
  const filled = textNodesOf(el).filter((node) => node.data.trim() !== '');
  if (filled.length !== 1) {
    el.textContent = text;
    return null;
  }
  const node = filled[0]!;
  const from = node.data;
  const lead = /^\s*/.exec(from)![0];
  const trail = /\s*$/.exec(from)![0];
  node.data = lead + text + trail;
  return { from, to: node.data };
}

function doctypeText(node: DocumentType): string {
  if (node.publicId)
    return `<!DOCTYPE ${node.name} PUBLIC "${node.publicId}"${node.systemId ? ` "${node.systemId}"` : ''}>`;
  if (node.systemId) return `<!DOCTYPE ${node.name} SYSTEM "${node.systemId}">`;
  return `<!DOCTYPE ${node.name}>`;
}

/** The whole document as the DOM writes it; `doctype` overrides the doctype's text. */
export function serialise(doc: Document, doctype?: string): string {
  return Array.from(doc.childNodes)
    .map((node) => {
      if (node.nodeType === DOCTYPE) return doctype ?? doctypeText(node as DocumentType);
      if (node.nodeType === COMMENT) return `<!--${(node as Comment).data}-->`;
      if (node.nodeType === ELEMENT) return (node as Element).outerHTML;
      return '';
    })
    .filter(Boolean)
    .join('\n');
}

function indexesOf(haystack: string, needle: string, limit: number): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = haystack.indexOf(needle); at !== -1 && found.length < limit; ) {
    found.push(at);
    at = haystack.indexOf(needle, at + 1);
  }
  return found;
}

export function replaceElementText(
  html: string,
  edit: TextEdit,
  parse: ParseHtml = browserParse,
): TextEditResult {
  const newText = normaliseText(edit.newText);
  if (!newText) return { ok: false, reason: 'Please enter some text to save' };
  const doc = parse(html);
  const el = resolvePath(doc, edit.path);
  if (!el || el.localName !== edit.tagName.toLowerCase()) {
    return { ok: false, reason: 'The selected element is no longer in the saved page.' };
  }
  if (normaliseText(el.textContent ?? '') !== normaliseText(edit.oldText)) {
    return {
      ok: false,
      reason: 'The element’s text in the saved page differs from the preview (a script may change it).',
    };
  }
  const before = el.outerHTML;
  const textChange = setText(el, newText);
  const after = el.outerHTML;
  if (before === after) return { ok: true, html };
  const expected = serialise(doc);

  // Splice where the element (or its one text) stands in the source, as the DOM writes it,
  // and keep a splice only if the spliced source parses into exactly the edited document.
  const splices: [string, string][] = [[before, after]];
  if (textChange) splices.push([escapeText(textChange.from), escapeText(textChange.to)]);
  for (const [from, to] of splices) {
    for (const at of indexesOf(html, from, MAX_SPLICE_TRIES)) {
      const candidate = html.slice(0, at) + to + html.slice(at + from.length);
      if (serialise(parse(candidate)) === expected) return { ok: true, html: candidate };
    }
  }
  const originalDoctype = /^\s*(<!doctype[^>]*>)/i.exec(html)?.[1];
  return { ok: true, html: serialise(doc, originalDoctype) };
}
