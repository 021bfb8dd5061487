import type { Media } from '../../../shared/api/media.ts';

/** A variant's public address: the random key and the width, nothing else. */
export const mediaUrl = (origin: string, publicKey: string, width: number) =>
  `${origin}/media/${publicKey}-${width}.webp`;

/** The answer for one stored photo: absolute URLs (pages are pasted on other hosts). */
export function toMediaDto(
  origin: string,
  row: { id: number; publicKey: string; width: number; height: number; widths: number[] },
): Media {
  const widths = [...row.widths].sort((a, b) => a - b);
  return {
    id: row.id,
    url: mediaUrl(origin, row.publicKey, widths[widths.length - 1] ?? row.width),
    srcset: widths.map((w) => `${mediaUrl(origin, row.publicKey, w)} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}
