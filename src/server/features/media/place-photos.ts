import type { Media } from '../../../shared/api/media.ts';
import { rewriteTag, scanImgTags } from '../../../shared/image-slot-tags.ts';
import { EMPTY_SLOT_ATTRIBUTE, IMAGE_SLOT_ATTRIBUTE, slotSizes } from '../../../shared/image-slots.ts';
import type { ReferenceImage } from '../../db/schema/index.ts';
import type { MediaDeps } from './deps.ts';
import { toMediaDto } from './media-dto.ts';
import { uploadMedia } from './upload-media.ts';

/**
 * "Use my photo in the hero", "put these pictures in the gallery": a brief that asks for its
 * reference photos on the page. Reference images are otherwise only inspiration for the look.
 */
const ASKS_FOR_PHOTOS =
  /\b(?:use|put|show|add|include|place|feature|display)\b[^.!?\n]{0,40}\b(?:my|our|these|this|the|attached|uploaded)\b[^.!?\n]{0,24}\b(?:photos?|images?|pictures?|pics?|headshots?|shots?)\b/i;

export function asksForReferencePhotos(prompt: string): boolean {
  return ASKS_FOR_PHOTOS.test(prompt);
}

/** Which empty slots take photos first: the one the brief names, then the page's main photo. */
const DEFAULT_ORDER = ['hero', 'person', 'product', 'team', 'gallery', 'before', 'after'];

function slotOrder(prompt: string): string[] {
  const named = DEFAULT_ORDER.filter((kind) => new RegExp(`\\b${kind}\\b`, 'i').test(prompt));
  if (/\b(?:headshot|portrait|me|myself)\b/i.test(prompt)) named.push('person');
  return [...new Set([...named, ...DEFAULT_ORDER])];
}

/**
 * Fills the page's empty image slots with `photos`, in `order` of slot kind then document order.
 * Only the chosen `<img>` tags change (src, srcset, sizes, the empty marker); every other byte
 * of the page stays as it was.
 */
export function fillEmptySlots(
  html: string,
  photos: Pick<Media, 'url' | 'srcset'>[],
  order: string[] = DEFAULT_ORDER,
): { html: string; filled: number } {
  const attr = (tag: ReturnType<typeof scanImgTags>[number], name: string) => {
    const token = tag.attrs.find((a) => a.name === name);
    if (!token) return undefined;
    const raw = html.slice(token.start, token.end);
    const eq = raw.indexOf('=');
    return eq === -1
      ? ''
      : raw
          .slice(eq + 1)
          .trim()
          .replace(/^["']|["']$/g, '');
  };
  const empty = scanImgTags(html)
    .map((tag, position) => ({ tag, position, kind: attr(tag, IMAGE_SLOT_ATTRIBUTE) }))
    .filter((slot) => slot.kind !== undefined && attr(slot.tag, EMPTY_SLOT_ATTRIBUTE) !== undefined)
    .sort((a, b) => {
      const rank = (kind = '') => (order.includes(kind) ? order.indexOf(kind) : order.length);
      return rank(a.kind) - rank(b.kind) || a.position - b.position;
    });
  const chosen = empty.slice(0, photos.length).map((slot, i) => ({ ...slot, photo: photos[i]! }));
  let out = html;
  // From the end of the page backwards, so earlier offsets stay valid.
  for (const slot of chosen.sort((a, b) => b.tag.start - a.tag.start)) {
    const sizes = attr(slot.tag, 'sizes') === undefined ? slotSizes(slot.kind ?? '') : null;
    out =
      out.slice(0, slot.tag.start) +
      rewriteTag(out, slot.tag, { url: slot.photo.url, srcset: slot.photo.srcset, sizes }) +
      out.slice(slot.tag.end);
  }
  return { html: out, filled: chosen.length };
}

export interface PlacedPhotos {
  photos: Media[];
  /** Why photos the brief asked for are not on the page (a limit reached), for the chat. */
  problem: string | null;
}

/**
 * Stores the brief's reference photos in the user's media store when the brief asks for them
 * on the page; nothing when it does not. A refusal of the store (hourly limit, photo cap) is
 * reported, never fatal: the page is still made, with its slots empty.
 */
export async function storeReferencePhotos(
  deps: MediaDeps,
  input: { userId: number; origin: string; prompt: string; images: ReferenceImage[] },
): Promise<PlacedPhotos> {
  const { userId, origin, prompt, images } = input;
  if (!images.length || !asksForReferencePhotos(prompt)) return { photos: [], problem: null };
  const photos: Media[] = [];
  for (const image of images) {
    try {
      const stored = await uploadMedia(deps, { userId, file: Buffer.from(image.data, 'base64') });
      photos.push(toMediaDto(origin, stored));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { photos, problem: `Your photo could not be placed: ${message}` };
    }
  }
  return { photos, problem: null };
}

/** The page with the stored photos in its empty slots, the brief's named slot first. */
export function placePhotos(html: string, prompt: string, placed: PlacedPhotos): string {
  return placed.photos.length ? fillEmptySlots(html, placed.photos, slotOrder(prompt)).html : html;
}
