import { randomBytes } from 'node:crypto';

/**
 * A multipart/form-data body with one file, built by hand (synchronously, byte-exact), as a
 * browser's FormData upload sends it.
 */
export function multipartFile(
  bytes: Uint8Array,
  options: { filename?: string; type?: string; field?: string } = {},
): { rawBody: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const boundary = `----pagecraft${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
      `filename="${options.filename ?? 'photo.jpg'}"\r\nContent-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    rawBody: new Uint8Array(Buffer.concat([head, bytes, tail])),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
