import sharp from 'sharp';
import { MEDIA_LIMITS } from '../../../shared/api/media.ts';
import { MEDIA_WIDTHS } from '../../../shared/image-slots.ts';
import { AppError } from '../../lib/errors.ts';
import { type MediaType, sniffMediaType } from './media-type.ts';

export interface EncodedVariant {
  width: number;
  height: number;
  webp: Buffer;
}

const WEBP_QUALITY = 80;
// WebP cannot encode a side longer than this; such variants of a very tall image are left out.
const WEBP_MAX_SIDE = 16_383;
/** What sharp calls each accepted type (AVIF is a HEIF container with AV1 inside). */
const SHARP_FORMAT: Record<MediaType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};
/** Decoding a 40 MP photo takes hundreds of MB: a process encodes two uploads at a time. */
const MAX_CONCURRENT_ENCODINGS = 2;

export const unsupportedImage = () =>
  new AppError(415, 'Only JPEG, PNG, WebP, GIF or AVIF photos can be used (SVG and other files cannot).');

/**
 * The widths stored for an image `width` pixels wide (upright): each of MEDIA_WIDTHS it can
 * fill, plus its own width when it is narrower than the widest. Never an upscale.
 */
export function variantWidths(width: number): number[] {
  const widest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
  if (width >= widest) return [...MEDIA_WIDTHS];
  return [...MEDIA_WIDTHS.filter((w) => w < width), width];
}

/**
 * Checks an upload and re-encodes it: the type is sniffed from the bytes, then sharp must read
 * the whole image (a file that only starts like one is refused), within MEDIA_LIMITS.maxPixels.
 * Each variant is upright (EXIF orientation applied), sRGB, the first frame of an animation,
 * and carries no metadata at all: no EXIF (GPS position, camera, time), no XMP, no ICC profile,
 * and nothing the original file carried besides its pixels.
 */
export async function encodeVariants(input: Buffer): Promise<EncodedVariant[]> {
  const type = sniffMediaType(input);
  if (!type) throw unsupportedImage();
  let width: number;
  let height: number;
  try {
    // The header only: the size check below runs before anything is decoded.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    if (metadata.format !== SHARP_FORMAT[type]) throw unsupportedImage();
    if (type === 'image/avif' && metadata.compression !== 'av1') throw unsupportedImage();
    ({ width, height } = metadata.autoOrient);
  } catch {
    throw unsupportedImage();
  }
  if (width * height > MEDIA_LIMITS.maxPixels) {
    throw new AppError(
      413,
      `The photo is ${width}×${height} pixels; photos of at most ${MEDIA_LIMITS.maxPixels / 1_000_000} megapixels can be used.`,
    );
  }
  const sizes = variantWidths(width)
    .map((w) => ({ width: w, height: Math.max(1, Math.round((height * w) / width)) }))
    .filter((size) => size.height <= WEBP_MAX_SIDE);
  if (sizes.length === 0) {
    throw new AppError(413, 'The photo is too tall and narrow for a web page: crop it first.');
  }
  return withEncodingSlot(async () => {
    const variants: EncodedVariant[] = [];
    for (const size of sizes) {
      try {
        const webp = await sharp(input, { limitInputPixels: MEDIA_LIMITS.maxPixels })
          .autoOrient()
          .resize({ ...size, fit: 'fill' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        variants.push({ ...size, webp });
      } catch {
        // Damaged or truncated data after a valid header.
        throw unsupportedImage();
      }
    }
    return variants;
  });
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once one of the process's encoding slots is free (a finished one is handed on). */
async function withEncodingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_ENCODINGS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
