import type { DefaultTreeAdapterTypes } from 'parse5';
import { LEAD_FORM_ATTRIBUTE } from '../../../../shared/api/leads.ts';
import { isPlaceholderAction } from '../../../../shared/export/lead-forms.ts';
import { attr, type El, elements, parseDoc, textOf } from './dom.ts';
import type { Edit } from './patches.ts';
import { escapeAttr } from './text-edit.ts';

/**
 * The page check's mechanical fixes, so 'Ask AI to fix' works without an AI provider too:
 * the offline engine recognises the check's fix instructions for these rules and applies them
 * with exact source edits. Judgement calls (contrast, layout, wording) stay with a real model.
 */
export type QualityFix =
  | 'viewport'
  | 'image-alt'
  | 'javascript-links'
  | 'meta-description'
  | 'single-h1'
  | 'lead-form-action';

const VIEWPORT_TAG = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/** Which fix a whole instruction asks for; null when it is not one of them. */
export function detectQualityFix(instruction: string): QualityFix | null {
  const text = instruction.toLowerCase();
  if (/viewport meta|meta name="viewport"/.test(text)) return 'viewport';
  if (/\balt text\b/.test(text) && /\bimages?\b/.test(text)) return 'image-alt';
  if (/javascript:/.test(text) && /\b(href|links?)\b/.test(text)) return 'javascript-links';
  if (
    /meta name="description"|meta description/.test(text) &&
    /\b(add|write|shorten|lengthen|change)\b/.test(text)
  )
    return 'meta-description';
  if (/only one <h1>|only one h1\b/.test(text)) return 'single-h1';
  if (/remove the action attribute/.test(text) && text.includes(LEAD_FORM_ATTRIBUTE))
    return 'lead-form-action';
  return null;
}

type Doc = DefaultTreeAdapterTypes.Document;
type Fixer = (html: string, doc: Doc, all: El[]) => { edits: Edit[]; done: string } | null;

const startTagEnd = (el: El) => el.sourceCodeLocation?.startTag?.endOffset;

/** Inserts markup right after <head> (after its charset meta when there is one). */
function insertInHead(all: El[], markup: string): Edit | null {
  const head = all.find((el) => el.tagName === 'head');
  if (!head?.sourceCodeLocation?.startTag) return null;
  const charset = all.find((el) => el.tagName === 'meta' && el.attrs.some((a) => a.name === 'charset'));
  const at =
    (charset && charset.parentNode === head && charset.sourceCodeLocation?.endOffset) || startTagEnd(head)!;
  return { start: at, end: at, text: `\n  ${markup}` };
}

const fixViewport: Fixer = (_html, _doc, all) => {
  const existing = all.find((el) => el.tagName === 'meta' && attr(el, 'name').toLowerCase() === 'viewport');
  const loc = existing?.sourceCodeLocation;
  if (loc)
    return {
      edits: [{ start: loc.startOffset, end: loc.endOffset, text: VIEWPORT_TAG }],
      done: 'set the viewport meta tag to width=device-width, initial-scale=1',
    };
  const edit = insertInHead(all, VIEWPORT_TAG);
  return (
    edit && { edits: [edit], done: 'added the viewport meta tag, so phones show the page at their own width' }
  );
};

/** 'team-photo_2.jpg' -> 'Team photo 2'; data: URLs and odd names fall back to a heading. */
function altFromSource(src: string): string | null {
  if (/^data:/i.test(src)) return null;
  const name = decodeURIComponent(src.split(/[?#]/)[0]!.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  const words = name
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/[a-z]{3,}/i.test(words) || /^(img|image|photo|pic)\s*\d*$/i.test(words)) return null;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The nearest heading before the image, in document order: what the image most likely shows. */
function nearestHeading(all: El[], image: El): string | null {
  const index = all.indexOf(image);
  for (let i = index - 1; i >= 0; i--) {
    if (/^h[1-6]$/.test(all[i]!.tagName)) return textOf(all[i]!) || null;
  }
  return null;
}

const fixImageAlt: Fixer = (html, _doc, all) => {
  const missing = all.filter((el) => el.tagName === 'img' && !el.attrs.some((a) => a.name === 'alt'));
  const edits: Edit[] = [];
  for (const image of missing) {
    const end = startTagEnd(image);
    if (end === undefined) continue;
    const alt = altFromSource(attr(image, 'src')) ?? nearestHeading(all, image) ?? 'Illustration';
    const at = html[end - 2] === '/' ? end - 2 : end - 1;
    edits.push({ start: at, end: at, text: ` alt="${escapeAttr(alt.slice(0, 120))}"` });
  }
  return edits.length
    ? { edits, done: `added alt text to ${edits.length} image${edits.length === 1 ? '' : 's'}` }
    : null;
};

/** A javascript: link goes to the page's own call to action when there is one. */
const ANCHOR_IDS = ['contact', 'signup', 'sign-up', 'get-started', 'pricing', 'cta', 'order', 'book'];

const fixJavascriptLinks: Fixer = (_html, _doc, all) => {
  const ids = new Set(all.map((el) => attr(el, 'id')).filter(Boolean));
  const target = ANCHOR_IDS.find((id) => ids.has(id));
  const edits: Edit[] = [];
  for (const link of all) {
    if (link.tagName !== 'a' || !/^\s*javascript:/i.test(attr(link, 'href'))) continue;
    const loc = link.sourceCodeLocation?.attrs?.href;
    if (!loc) continue;
    edits.push({ start: loc.startOffset, end: loc.endOffset, text: `href="#${target ?? 'top'}"` });
  }
  if (!edits.length) return null;
  return {
    edits,
    done: `pointed ${edits.length} javascript: link${edits.length === 1 ? '' : 's'} at #${target ?? 'top'}`,
  };
};

/** One sentence of 50-160 characters from the page's own words. */
function describe(all: El[]): string {
  const title = textOf(all.find((el) => el.tagName === 'title') ?? all[0]!) || '';
  const paragraph =
    all
      .filter((el) => el.tagName === 'p')
      .map(textOf)
      .find((text) => text.length >= 40) ?? '';
  let text = paragraph || title;
  if (text.length < 50 && title && paragraph) text = `${title}: ${paragraph}`;
  if (text.length > 155) text = `${text.slice(0, 155).replace(/\s+\S*$/, '')}…`;
  return text;
}

const fixMetaDescription: Fixer = (_html, _doc, all) => {
  const content = describe(all);
  if (!content) return null;
  const tag = `<meta name="description" content="${escapeAttr(content)}">`;
  const existing = all.find(
    (el) => el.tagName === 'meta' && attr(el, 'name').toLowerCase() === 'description',
  );
  const loc = existing?.sourceCodeLocation;
  if (loc)
    return {
      edits: [{ start: loc.startOffset, end: loc.endOffset, text: tag }],
      done: 'rewrote the meta description from the page’s own text',
    };
  const edit = insertInHead(all, tag);
  return edit && { edits: [edit], done: 'added a meta description taken from the page’s own text' };
};

/** Later h1s become h2s that keep an h1's size, so the page looks the same. */
const fixSingleH1: Fixer = (_html, _doc, all) => {
  const extra = all.filter((el) => el.tagName === 'h1').slice(1);
  const edits: Edit[] = [];
  for (const heading of extra) {
    const loc = heading.sourceCodeLocation;
    if (!loc?.startTag || !loc.endTag) continue;
    const style = heading.attrs.find((a) => a.name === 'style');
    const styleLoc = loc.attrs?.style;
    edits.push({ start: loc.startTag.startOffset + 1, end: loc.startTag.startOffset + 3, text: 'h2' });
    if (style && styleLoc) {
      edits.push({
        start: styleLoc.startOffset,
        end: styleLoc.endOffset,
        text: `style="font-size:2em;${escapeAttr(style.value)}"`,
      });
    } else {
      edits.push({
        start: loc.startTag.startOffset + 3,
        end: loc.startTag.startOffset + 3,
        text: ' style="font-size:2em"',
      });
    }
    edits.push({ start: loc.endTag.startOffset + 2, end: loc.endTag.startOffset + 4, text: 'h2' });
  }
  return edits.length
    ? {
        edits,
        done: `turned ${extra.length} extra h1 heading${extra.length === 1 ? '' : 's'} into h2, keeping their size`,
      }
    : null;
};

/**
 * A form posting to an example address loses its action and gains the lead-form marker, in
 * one edit per form, so the export wires it; its inputs are left exactly as they are.
 */
const fixLeadFormAction: Fixer = (html, _doc, all) => {
  const edits: Edit[] = [];
  for (const form of all) {
    if (form.tagName !== 'form') continue;
    const action = form.attrs
      .find((a) => a.name === 'action')
      ?.value.replace(/[\t\n\r]/g, '')
      .trim();
    const loc = form.sourceCodeLocation?.attrs?.action;
    if (!action || !loc || !/^https?:\/\//i.test(action) || !isPlaceholderAction(action)) continue;
    const marked = form.attrs.some((a) => a.name === LEAD_FORM_ATTRIBUTE);
    let start = loc.startOffset;
    while (marked && /\s/.test(html[start - 1] ?? '')) start--;
    edits.push({ start, end: loc.endOffset, text: marked ? '' : LEAD_FORM_ATTRIBUTE });
  }
  if (!edits.length) return null;
  const forms = edits.length === 1 ? 'a form' : `${edits.length} forms`;
  return {
    edits,
    done: `removed the placeholder address from ${forms} and marked ${edits.length === 1 ? 'it' : 'them'} ${LEAD_FORM_ATTRIBUTE}, so the export connects ${edits.length === 1 ? 'it' : 'them'} to the page's lead settings`,
  };
};

const FIXERS: Record<QualityFix, Fixer> = {
  viewport: fixViewport,
  'image-alt': fixImageAlt,
  'javascript-links': fixJavascriptLinks,
  'meta-description': fixMetaDescription,
  'single-h1': fixSingleH1,
  'lead-form-action': fixLeadFormAction,
};

/** The edits for `fix`, or null when the page has nothing to fix for it. */
export function qualityFixEdits(html: string, fix: QualityFix): { edits: Edit[]; done: string } | null {
  const doc = parseDoc(html);
  return FIXERS[fix](html, doc, elements(doc));
}
