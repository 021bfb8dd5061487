import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngSize } from './png.ts';

/** A valid 1-colour PNG of the given size, built by hand (no image library needed). */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('pngSize', () => {
  it('reads width and height from the IHDR chunk', () => {
    expect(pngSize(makePng(400, 250))).toEqual({ width: 400, height: 250 });
    expect(pngSize(new Uint8Array(makePng(1280, 4000)))).toEqual({ width: 1280, height: 4000 });
  });

  it('works on a view into a larger buffer', () => {
    const png = makePng(3, 7);
    const padded = Buffer.concat([Buffer.alloc(5), png]);
    expect(pngSize(padded.subarray(5))).toEqual({ width: 3, height: 7 });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(30).fill(0)])],
    ['truncated PNG', makePng(10, 10).subarray(0, 20)],
    [
      'PNG signature without IHDR first',
      Buffer.concat([makePng(1, 1).subarray(0, 12), Buffer.from('IDAT'), Buffer.alloc(12)]),
    ],
  ])('is null for %s', (_name, bytes) => {
    expect(pngSize(bytes)).toBeNull();
  });
});
