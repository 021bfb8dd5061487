/** The image types the media store takes, as their first bytes say (names and labels lie). */
export type MediaType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(from, to).toString('latin1');

/**
 * JPEG, PNG, WebP, GIF or AVIF, else null: SVG, HTML, text, HEIC, PDF and everything else.
 * Only the signature is read here; sharp then has to decode the whole image, so a file that
 * merely starts like an image (a polyglot) is refused there.
 */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && isAvifBrand(bytes)) return 'image/avif';
  return null;
}

/** An ISO-BMFF file whose major or a compatible brand is AVIF (HEIC's brands are not). */
function isAvifBrand(bytes: Uint8Array): boolean {
  const boxSize = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32BE(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}
