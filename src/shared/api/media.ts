import { z } from 'zod';

/**
 * The media store: photos a user uploads to fill the image slots of their pages
 * (src/shared/image-slots.ts). Every upload is re-encoded to WebP variants at MEDIA_WIDTHS
 * (never wider than the original) and served publicly from `/media/{key}-{width}.webp`, so a
 * page pasted on any host loads them.
 */

/** The multipart form field that carries the image. */
export const MEDIA_FILE_FIELD = 'file';

export const MEDIA_LIMITS = {
  /** Largest file accepted, before re-encoding (413 above). */
  maxBytes: 10 * 1024 * 1024,
  /** Largest image accepted, in pixels (413 above): a phone photo is 12-50 MP. */
  maxPixels: 40_000_000,
  /** Uploads per user per hour (429 above). */
  uploadsPerHour: 60,
  /** Images a user may keep (409 above: delete some first). */
  maxImagesPerUser: 200,
} as const;

/** What the upload (and the list) answers: absolute URLs, `url` being the widest variant. */
export const mediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Media = z.infer<typeof mediaSchema>;

/** The image types accepted (sniffed from the bytes, never from the name or a label). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
