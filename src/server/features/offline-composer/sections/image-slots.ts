import {
  EMPTY_SLOT_ATTRIBUTE,
  IMAGE_SLOT_ATTRIBUTE,
  type ImageSlotKind,
} from '../../../../shared/image-slots.ts';
import { BRAND_SLOT, brandSlotText } from '../brand-slot.ts';
import { capitalise, esc, firstThatFits } from '../html.ts';
import type { Ctx } from './context.ts';

/** Size each kind of photo is laid out at: real dimensions keep the layout from shifting. */
const SIZES: Record<ImageSlotKind, [number, number]> = {
  hero: [1200, 900],
  person: [800, 1000],
  team: [800, 1000],
  gallery: [800, 600],
  before: [800, 600],
  after: [800, 600],
  product: [1000, 1000],
};

function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A neutral stand-in picture that says what belongs in the slot: a small inline SVG, so an
 * unfilled page still loads nothing from anywhere and pastes cleanly.
 */
function placeholderPicture(kind: ImageSlotKind, label: string, fill: string, ink: string): string {
  const [w, h] = SIZES[kind];
  const size = Math.round(w / 26);
  // The label wraps at word boundaries onto as many lines as it needs: never cut mid-word.
  const lines = wrapWords(label.replace(/[<>&'"]/g, ''), 38);
  const text = lines
    .map((line, i) => `<tspan x='50%' dy='${i === 0 ? 0 : Math.round(size * 1.3)}'>${line}</tspan>`)
    .join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}' viewBox='0 0 ${w} ${h}'><rect width='100%' height='100%' fill='${fill}'/><path d='M${w / 2 - size * 1.5} ${h / 2 - size * 1.2}h${size * 3}v${size * 2}h-${size * 3}z' fill='none' stroke='${ink}' stroke-opacity='.6' stroke-width='${Math.max(2, size / 8)}'/><text x='50%' y='${h / 2 + size * 2}' font-family='system-ui,sans-serif' font-size='${size}' fill='${ink}' text-anchor='middle'>${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/')}`;
}

export interface SlotOptions {
  kind: ImageSlotKind;
  /** What the photo shows, from the brief: also the alt text. */
  alt: string;
  /** What the owner should put there, shown on the placeholder ("Photo: the salon"). */
  label: string;
  /** Above the fold: loaded eagerly, everything else lazily. */
  eager?: boolean;
  className?: string;
}

/** An `<img>` image slot (src/shared/image-slots.ts) the owner fills on the edit page. */
export function imageSlot(ctx: Ctx, slot: SlotOptions): string {
  ctx.css.add('slots');
  const [w, h] = SIZES[slot.kind];
  const cls = `pc-slot pc-slot--${slot.kind}${slot.className ? ` ${slot.className}` : ''}`;
  return `<img class="${cls}" ${IMAGE_SLOT_ATTRIBUTE}="${slot.kind}" ${EMPTY_SLOT_ATTRIBUTE} src="${esc(
    // A neutral grey on light pages; on dark pages a card-coloured box, so it never glares.
    placeholderPicture(
      slot.kind,
      // The picture is encoded into its address, where the business-name slot is never marked:
      // a nameless page's label says "[Your business name]" in words.
      slot.label.split(BRAND_SLOT).join(brandSlotText(ctx.brief.language)),
      ctx.palette.dark ? ctx.palette.card : '#e5e7eb',
      ctx.palette.dark ? ctx.palette.muted : '#4b5563',
    ),
  )}" alt="${esc(slot.alt)}" width="${w}" height="${h}" loading="${slot.eager ? 'eager' : 'lazy'}" decoding="async">`;
}

/**
 * Every page has a place for a photo: a page whose hero holds a form or a drawn panel gets a
 * wide one in the first section that can take it ('' once the page has a slot).
 */
export function firstPhoto(ctx: Ctx): string {
  if (ctx.css.has('slots')) return '';
  // A short alt: the edit page lists every slot by it, on a phone too.
  const b = ctx.brief;
  const subject = firstThatFits(24, capitalise(b.services[0] ?? ''), capitalise(b.profile.service));
  return `<figure class="pc-wide-photo">${imageSlot(ctx, { kind: 'hero', alt: subject, label: ctx.t.photo.of(subject) })}</figure>`;
}

/** What the business's main photo shows, in the brief's words. */
export function subjectOf(ctx: Ctx): string {
  const b = ctx.brief;
  return ctx.t.photo.subject(b.services[0] ?? b.profile.service, b.brand, b.location);
}
