import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { MAX_REFERENCE_IMAGE_WIDTH, shrinkReferenceImage } from './reference-images.ts';

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } }).png({ compressionLevel: 1 });

function chunk(type: string, data: Buffer): Buffer {
  const name = Buffer.from(type);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([name, data])), 0);
  return Buffer.concat([length, name, data, crc]);
}

/** A tiny PNG file that claims a huge canvas (a decompression bomb's shape). */
function claimedPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const asReference = (bytes: Buffer, filename = 'shot.png') => ({
  data: bytes.toString('base64'),
  mimeType: 'image/png',
  filename,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

// Real encodes of multi-megapixel images: seconds on a busy machine.
describe('shrinkReferenceImage', { timeout: 30_000 }, () => {
  it('stores an image too tall for WebP as JPEG', async () => {
    // Narrow enough to keep its size, heavy enough to re-encode, taller than WebP allows.
    const tall = await sharp({
      create: {
        width: 200,
        height: 16_500,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const kept = await shrinkReferenceImage(asReference(tall, 'page.png'), 0);
    expect(kept.mimeType).toBe('image/jpeg');
    expect(kept.filename).toBe('page.jpg');
    const metadata = await sharp(Buffer.from(kept.data, 'base64')).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 16_500 });
  });

  it('scales a wide image to 1600 px even when its file is small', async () => {
    const wide = await flat(3200, 400).toBuffer();
    expect(wide.length).toBeLessThan(300 * 1024);
    const kept = await shrinkReferenceImage(asReference(wide), 0);
    expect(kept.mimeType).toBe('image/webp');
    expect(await sharp(Buffer.from(kept.data, 'base64')).metadata()).toMatchObject({
      width: MAX_REFERENCE_IMAGE_WIDTH,
      height: 200,
    });
  });

  it('refuses a damaged image with a 415 naming it', async () => {
    const whole = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .png()
      .toBuffer();
    const error = await refusal(shrinkReferenceImage(asReference(whole.subarray(0, whole.length / 2)), 2));
    expect(error.status).toBe(415);
    expect(error.message).toBe('Reference image 3 could not be read: it is damaged or not a whole image');
  });

  it('refuses an image that claims more than 100 megapixels before decoding it', async () => {
    const error = await refusal(shrinkReferenceImage(asReference(claimedPng(20_000, 20_000)), 0));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Reference image 1 is 20000×20000 pixels/);
  });
});
