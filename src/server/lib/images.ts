/** Recognises the image types models accept from their first bytes (never trust a label). */
export function sniffImageType(
  base64: string,
): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  const head = Buffer.from(base64.slice(0, 24).replace(/\s/g, ''), 'base64');
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Splits an image data URL into base64 data and its sniffed type; null if it is not an image. */
export function parseImageDataUrl(dataUrl: string): { data: string; mimeType: string } | null {
  const match = /^data:image\/[a-z0-9.+-]+;base64,(.*)$/is.exec(dataUrl);
  if (!match) return null;
  const data = match[1]!.replace(/\s/g, '');
  const mimeType = sniffImageType(data);
  return mimeType ? { data, mimeType } : null;
}
