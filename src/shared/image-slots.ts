/**
 * Image slots: the places on a generated page where a designer would put a photo (the hero,
 * the person, a gallery, before/after pairs, the product). A page maker writes each one as an
 * `<img>` carrying this attribute, whose value names the slot's kind, with real dimensions,
 * `alt` text from the brief and a neutral placeholder picture that says what belongs there.
 *
 *   <img data-pc-slot="hero" src="data:image/svg+xml,…" alt="The clinic's reception"
 *        width="1200" height="900" loading="eager" data-pc-slot-empty>
 *
 * `data-pc-slot-empty` marks a slot still showing its placeholder. Filling a slot (edit page:
 * drop or choose a photo) sets `src` to the stored image's largest variant, `srcset` to all its
 * variants and `sizes`, and removes `data-pc-slot-empty`; `data-pc-slot` stays so the photo can
 * be replaced again.
 */
export const IMAGE_SLOT_ATTRIBUTE = 'data-pc-slot';
export const EMPTY_SLOT_ATTRIBUTE = 'data-pc-slot-empty';

export const IMAGE_SLOT_KINDS = ['hero', 'person', 'team', 'gallery', 'before', 'after', 'product'] as const;
export type ImageSlotKind = (typeof IMAGE_SLOT_KINDS)[number];

/** Widths of the WebP variants stored for every uploaded image. */
export const MEDIA_WIDTHS = [640, 1280, 1920] as const;

/**
 * How wide a slot is shown, for the browser's choice among the variants: the hero spans the
 * page; other photos sit in columns.
 */
export const slotSizes = (kind: string) => (kind === 'hero' ? '100vw' : '(min-width: 1024px) 50vw, 100vw');
