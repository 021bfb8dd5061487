import sharp from 'sharp';
import type { ReferenceImage } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { parseImageDataUrl } from '../../lib/images.ts';

/**
 * Reference images are stored with their page (landing_pages.reference_images, base64 in
 * jsonb) and sent to the model. A request may carry five images of up to ~5 MB each, and a
 * page used to keep all of it, once per variation. So before anything is stored, a large or
 * wide image is re-encoded (WebP, at most MAX_REFERENCE_IMAGE_WIDTH wide), and the page's
 * images together must then fit MAX_REFERENCE_IMAGE_BYTES_PER_PAGE. Models scale images down
 * to about this size themselves, so nothing they see is lost.
 */

/** Widest a kept reference image may be, in pixels; wider ones are scaled down. */
export const MAX_REFERENCE_IMAGE_WIDTH = 1600;
/** An image narrower than the maximum is still re-encoded above this size (a heavy PNG). */
export const REENCODE_ABOVE_BYTES = 300 * 1024;
/** Decoded image bytes kept per page, all reference images together, after re-encoding. */
export const MAX_REFERENCE_IMAGE_BYTES_PER_PAGE = 4 * 1024 * 1024;

const WEBP_QUALITY = 80;
const JPEG_QUALITY = 80;
// WebP cannot encode a side longer than this; a taller image (a full-page screenshot) is JPEG.
const WEBP_MAX_SIDE = 16_383;
// A small compressed file can declare an enormous canvas; refuse it before decoding.
const MAX_INPUT_PIXELS = 100_000_000;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Shrinks and caps a request's reference images (already sniffed by normaliseReferenceImages).
 * Throws a 400 for an image that cannot be decoded, and a 413 when the images are still over
 * the page's total after re-encoding. Images are handled one after another so a request holds
 * one decoded image at a time.
 */
export async function prepareReferenceImages(images: ReferenceImage[]): Promise<ReferenceImage[]> {
  const kept: ReferenceImage[] = [];
  for (const [index, image] of images.entries()) kept.push(await shrinkReferenceImage(image, index));
  const total = kept.reduce((sum, image) => sum + base64Bytes(image.data), 0);
  if (total > MAX_REFERENCE_IMAGE_BYTES_PER_PAGE) {
    throw new AppError(
      413,
      `Reference images are too large: ${megabytes(total)} after resizing, and a page keeps at most ` +
        `${megabytes(MAX_REFERENCE_IMAGE_BYTES_PER_PAGE)} of them. Use fewer or smaller images.`,
    );
  }
  return kept;
}

/**
 * The image as stored: unchanged when small and narrow enough, otherwise re-encoded. An image
 * that does not decode is a 415 (its type was only sniffed from its first bytes).
 */
export async function shrinkReferenceImage(
  image: ReferenceImage,
  index: number,
  label = `Reference image ${index + 1}`,
): Promise<ReferenceImage> {
  const input = Buffer.from(image.data, 'base64');
  const unreadable = () =>
    new AppError(415, `${label} could not be read: it is damaged or not a whole image`);
  let width: number;
  let height: number;
  try {
    // Only the header is read here; the size check below gives the refusal its own words.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    // Upright size: a phone photo is often stored sideways with an orientation tag.
    ({ width, height } = metadata.autoOrient);
  } catch {
    throw unreadable();
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw badRequest(`${label} is ${width}×${height} pixels; images of at most 100 megapixels can be used`);
  }
  if (width <= MAX_REFERENCE_IMAGE_WIDTH && input.length <= REENCODE_ABOVE_BYTES) {
    // Kept as sent, so decoded whole first: a header can be sound over a cut-off body. Into a
    // tiny output, so a tall image never becomes a big raw buffer.
    try {
      await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize(8, 8, { fit: 'fill' })
        .png()
        .toBuffer();
    } catch {
      throw unreadable();
    }
    return image;
  }

  const scale = Math.min(1, MAX_REFERENCE_IMAGE_WIDTH / width);
  const asJpeg = Math.round(height * scale) > WEBP_MAX_SIDE;
  let output: Buffer;
  try {
    const resized = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: MAX_REFERENCE_IMAGE_WIDTH, withoutEnlargement: true });
    output = asJpeg
      ? await resized
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer()
      : await resized.webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch {
    throw unreadable();
  }
  // An already well-compressed image of an allowed width may come out bigger: keep the original.
  if (width <= MAX_REFERENCE_IMAGE_WIDTH && output.length >= input.length) return image;
  const mimeType = asJpeg ? 'image/jpeg' : 'image/webp';
  return { data: output.toString('base64'), mimeType, filename: renamed(image.filename, mimeType) };
}

/** Decoded bytes of an image sent in the chat, before re-encoding: what a phone photo weighs. */
export const MAX_CHAT_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * An image sent in the chat, as the model sees it and the chat keeps it: decoded (415 when it
 * is not a whole PNG, JPEG, GIF or WebP), refused over MAX_CHAT_IMAGE_BYTES (413), and
 * re-encoded as a reference image is, so the chat history stores the small copy, never the
 * upload.
 */
export async function prepareChatImage(
  dataUrl: string,
): Promise<{ data: string; mimeType: string; dataUrl: string }> {
  const parsed = parseImageDataUrl(dataUrl);
  if (!parsed) throw new AppError(415, 'The attached image is not a PNG, JPEG, GIF or WebP image');
  const bytes = base64Bytes(parsed.data);
  if (bytes > MAX_CHAT_IMAGE_BYTES) {
    throw new AppError(
      413,
      `The attached image is ${megabytes(bytes)}; images of at most ${megabytes(MAX_CHAT_IMAGE_BYTES)} can be sent`,
    );
  }
  const kept = await shrinkReferenceImage({ ...parsed, filename: 'chat' }, 0, 'The attached image');
  return { data: kept.data, mimeType: kept.mimeType, dataUrl: `data:${kept.mimeType};base64,${kept.data}` };
}

/** "shot.png" becomes "shot.webp", so a download of the stored image opens as what it is. */
function renamed(filename: string, mimeType: 'image/jpeg' | 'image/webp'): string {
  const extension = mimeType === 'image/jpeg' ? '.jpg' : '.webp';
  const stem = filename.replace(/\.(png|jpe?g|gif|webp)$/i, '');
  return `${stem}${extension}`;
}

function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length * 3) / 4 - padding;
}
