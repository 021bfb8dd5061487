import type { Media } from '@shared/api/media';
import { rewriteTag, scanImgTags } from '@shared/image-slot-tags';
import { EMPTY_SLOT_ATTRIBUTE, IMAGE_SLOT_ATTRIBUTE, slotSizes } from '@shared/image-slots';
import { type ParseHtml, serialise } from '../interactive/replace-element-text';

/**
 * The image slots of a page (src/shared/image-slots.ts): listed from the parsed document, and
 * filled with an uploaded photo by changing only that `<img>` tag's bytes in the saved source.
 * Like the direct text edit, a splice is kept only when the spliced source parses into exactly
 * the document the DOM edit gives; otherwise the DOM's own serialisation is saved.
 */

export interface ImageSlot {
  /** Position among the page's slots, in document order. */
  index: number;
  kind: string;
  alt: string;
  empty: boolean;
  /** A picture small enough for a list (the smallest srcset candidate), if one can be shown. */
  thumbnail: string | null;
}

export type FillResult = { ok: true; html: string } | { ok: false; reason: string };

const browserParse: ParseHtml = (html) => new DOMParser().parseFromString(html, 'text/html');

/** Every `img[data-pc-slot]`, in document order (template contents excluded, as the DOM does). */
function slotElements(doc: Document): Element[] {
  const found: Element[] = [];
  const walk = (parent: ParentNode) => {
    for (const child of Array.from(parent.children)) {
      if (child.localName === 'img' && child.hasAttribute(IMAGE_SLOT_ATTRIBUTE)) found.push(child);
      walk(child);
    }
  };
  walk(doc);
  return found;
}

const SHOWABLE = /^(data:image\/|https?:\/\/)/i;

function thumbnailOf(img: Element): string | null {
  const candidates = (img.getAttribute('srcset') ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([url, descriptor]) => url && /^\d+w$/.test(descriptor ?? ''))
    .sort((a, b) => Number.parseInt(a[1]!, 10) - Number.parseInt(b[1]!, 10));
  const src = candidates[0]?.[0] ?? img.getAttribute('src')?.trim() ?? '';
  return SHOWABLE.test(src) ? src : null;
}

export function listSlots(html: string, parse: ParseHtml = browserParse): ImageSlot[] {
  return slotElements(parse(html)).map((img, index) => ({
    index,
    kind: img.getAttribute(IMAGE_SLOT_ATTRIBUTE) ?? '',
    alt: img.getAttribute('alt') ?? '',
    empty: img.hasAttribute(EMPTY_SLOT_ATTRIBUTE),
    thumbnail: thumbnailOf(img),
  }));
}

export const defaultSizes = slotSizes;

/** The slot's photo becomes `photo`: src (widest variant), srcset, sizes; no longer empty. */
export function fillSlot(
  html: string,
  slot: { index: number; kind: string },
  photo: Pick<Media, 'url' | 'srcset'>,
  parse: ParseHtml = browserParse,
): FillResult {
  const doc = parse(html);
  const slots = slotElements(doc);
  const img = slots[slot.index];
  if (!img || img.getAttribute(IMAGE_SLOT_ATTRIBUTE) !== slot.kind) {
    return {
      ok: false,
      reason: 'The page changed and this image slot is no longer where it was. Try again.',
    };
  }
  const sizes = img.hasAttribute('sizes') ? null : defaultSizes(slot.kind);
  img.setAttribute('src', photo.url);
  img.setAttribute('srcset', photo.srcset);
  if (sizes) img.setAttribute('sizes', sizes);
  img.removeAttribute(EMPTY_SLOT_ATTRIBUTE);
  const expected = serialise(doc);

  const tags = scanImgTags(html).filter((tag) => tag.attrs.some((a) => a.name === IMAGE_SLOT_ATTRIBUTE));
  const tag = tags.length === slots.length ? tags[slot.index] : undefined;
  if (tag) {
    const candidate =
      html.slice(0, tag.start) + rewriteTag(html, tag, { ...photo, sizes }) + html.slice(tag.end);
    if (serialise(parse(candidate)) === expected) return { ok: true, html: candidate };
  }
  const originalDoctype = /^\s*(<!doctype[^>]*>)/i.exec(html)?.[1];
  return { ok: true, html: serialise(doc, originalDoctype) };
}

export { scanImgTags };
