import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaVariants, rateLimits } from '../../src/server/db/schema/index.ts';
import { uploadRateKey } from '../../src/server/features/media/index.ts';
import { MEDIA_LIMITS } from '../../src/shared/api/media.ts';
import { multipartFile } from '../support/multipart.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { signUp } from './pages-fixtures.ts';

/**
 * The media store: POST /api/media (type sniffed, sizes capped, re-encoded to WebP variants
 * without metadata, per-user limits), DELETE /api/media/{id} (owner only), GET /api/media and
 * the public variants GET /media/{key}-{width}.webp (headers, bytes, 404s).
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

interface MediaAnswer {
  id: number;
  url: string;
  srcset: string;
  width: number;
  height: number;
}

const GPS_MARKER = 'Secret Street 12, Springfield';

/** A noisy photo-like JPEG (noise keeps the encoders honest) with EXIF, GPS included. */
async function photo(width: number, height: number, options: { orientation?: number } = {}) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 9', ImageDescription: GPS_MARKER },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2646/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3985/100',
      },
    })
    .withMetadata(options.orientation ? { orientation: options.orientation } : {})
    .jpeg({ quality: 85 })
    .toBuffer();
}

const png = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 20, g: 120, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

const upload = (client: TestClient, bytes: Uint8Array, filename = 'photo.jpg', type = 'image/jpeg') =>
  client.request<any>('POST', '/api/media', multipartFile(bytes, { filename, type }));

/** A variant fetched like a page on another host would: no cookies, another Origin. */
const fetchPublic = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { origin: 'https://funnel.example.com', ...headers } });

const widthsOf = (srcset: string) =>
  srcset.split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));
const urlsOf = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0]!);

describe('upload', () => {
  it('stores a JPEG as WebP variants at 640, 1280 and 1920 px with absolute URLs and no metadata', async () => {
    const { client, userId } = await signUp(app, 'photographer');
    const original = await photo(2400, 1600);
    // The original carries a GPS block (IFD0's GPS pointer, tag 0x8825) and a street address.
    const exif = (await sharp(original).metadata()).exif!;
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(exif.includes(GPS_MARKER)).toBe(true);

    const response = await upload(client, original, 'holiday-at-home.jpg');
    expect(response.status, response.text).toBe(201);
    const body = response.body as MediaAnswer;
    expect(Object.keys(body).sort()).toEqual(['height', 'id', 'srcset', 'url', 'width']);
    expect(body).toMatchObject({ width: 1920, height: 1280 });
    expect(widthsOf(body.srcset)).toEqual([640, 1280, 1920]);
    expect(body.url).toBe(urlsOf(body.srcset)[2]);
    // Absolute, and the address says nothing but a random key and the width.
    expect(body.url).toMatch(new RegExp(`^${app.baseUrl}/media/[A-Za-z0-9_-]{24}-1920\\.webp$`));
    expect(body.url).not.toContain('holiday');
    expect(body.url).not.toMatch(new RegExp(`[/-]${userId}[-.]|[/-]${body.id}[-.]`));

    for (const [index, url] of urlsOf(body.srcset).entries()) {
      const variant = await fetchPublic(url);
      expect(variant.status).toBe(200);
      const bytes = Buffer.from(await variant.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe([640, 1280, 1920][index]);
      expect(metadata.height).toBe(Math.round(([640, 1280, 1920][index]! * 1600) / 2400));
      // No EXIF (GPS, camera), XMP or ICC chunk survives.
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      for (const marker of ['Exif', 'PhoneCo', GPS_MARKER]) expect(bytes.includes(marker)).toBe(false);
    }

    const [row] = await app.db.select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({ userId, width: 1920, height: 1280 });
    const variants = await app.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, body.id));
    expect(row!.bytes).toBe(variants.reduce((sum, v) => sum + v.webp.length, 0));
  });

  it('never upscales: a PNG narrower than 1920 px gets the widths it can fill plus its own', async () => {
    const { client } = await signUp(app, 'pngs');
    const response = await upload(client, await png(1000, 500, true), 'logo.png', 'image/png');
    expect(response.status, response.text).toBe(201);
    expect(widthsOf(response.body.srcset)).toEqual([640, 1000]);
    expect(response.body).toMatchObject({ width: 1000, height: 500 });
    const largest = await sharp(
      Buffer.from(await (await fetchPublic(response.body.url)).arrayBuffer()),
    ).metadata();
    expect(largest).toMatchObject({ format: 'webp', width: 1000, height: 500, hasAlpha: true });

    const small = await upload(client, await png(300, 200), 'small.png', 'image/png');
    expect(small.status).toBe(201);
    expect(widthsOf(small.body.srcset)).toEqual([300]);
    const exact = await upload(client, await png(1280, 720), 'exact.png', 'image/png');
    expect(widthsOf(exact.body.srcset)).toEqual([640, 1280]);
  });

  it('turns a sideways phone photo upright (EXIF orientation) before dropping the EXIF', async () => {
    const { client } = await signUp(app, 'sideways');
    // Stored 800x400, tagged "rotate 90° clockwise": the picture is 400 wide and 800 tall.
    const response = await upload(client, await photo(800, 400, { orientation: 6 }));
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ width: 400, height: 800 });
  });

  it('takes WebP, GIF (first frame) and AVIF too, whatever the file is called', async () => {
    const { client } = await signUp(app, 'formats');
    const base = sharp({ create: { width: 700, height: 400, channels: 3, background: '#c0ffee' } });
    for (const [bytes, name] of [
      [await base.clone().webp().toBuffer(), 'a.webp'],
      [await base.clone().gif().toBuffer(), 'b.gif'],
      [await base.clone().avif().toBuffer(), 'c.avif'],
      // The name and the declared type are ignored: the bytes say JPEG.
      [await base.clone().jpeg().toBuffer(), 'd.png'],
    ] as const) {
      const response = await upload(client, bytes, name, 'application/octet-stream');
      expect(response.status, `${name}: ${response.text}`).toBe(201);
      expect(widthsOf(response.body.srcset)).toEqual([640, 700]);
    }
  });

  it('keeps the first frame of an animated GIF', async () => {
    const { client } = await signUp(app, 'animated');
    const frame = (background: string) =>
      sharp({ create: { width: 80, height: 60, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const response = await upload(client, gif, 'blink.gif', 'image/gif');
    expect(response.status, response.text).toBe(201);
    const webp = Buffer.from(await (await fetchPublic(response.body.url)).arrayBuffer());
    const metadata = await sharp(webp).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const { dominant } = await sharp(webp).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('refuses SVG, HTML, text, PDF and polyglots with 415, storing nothing', async () => {
    const { client, userId } = await signUp(app, 'hostile');
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const hostile: [string, Buffer, string][] = [
      [
        'svg',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        'image/svg+xml',
      ],
      [
        'svg with an XML prolog',
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
      ],
      [
        'html',
        Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
        'text/html',
      ],
      ['text', Buffer.from('just some text, long enough to sniff'), 'text/plain'],
      ['pdf', Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer'), 'application/pdf'],
      // Image signatures followed by a script: they start like images but are not images.
      ['GIF header + HTML', Buffer.from('GIF89a/*<html><script>alert(1)</script></html>*/'), 'image/gif'],
      [
        'JPEG header + HTML',
        Buffer.concat([jpeg.subarray(0, 20), Buffer.from('<script>alert(1)</script>')]),
        'image/jpeg',
      ],
      [
        'PNG signature + HTML',
        Buffer.from('\x89PNG\r\n\x1a\n<html><script>alert(1)</script></html>', 'latin1'),
        'image/png',
      ],
      ['truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg'],
      [
        'HEIC-like container',
        Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'),
        'image/heic',
      ],
    ];
    for (const [label, bytes, type] of hostile) {
      const response = await upload(client, bytes, 'image.jpg', type);
      expect(response.status, `${label}: ${response.text}`).toBe(415);
      expect(response.body.message).toMatch(/JPEG, PNG, WebP, GIF or AVIF/);
    }
    expect(await app.db.select().from(media).where(eq(media.userId, userId))).toEqual([]);
  });

  it('re-encodes a real image that carries a payload: the script never reaches the variants', async () => {
    const { client } = await signUp(app, 'polyglot');
    const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const payload = '<html><script>alert(document.domain)</script></html>';
    const response = await upload(client, Buffer.concat([jpeg, Buffer.from(payload)]));
    expect(response.status, response.text).toBe(201);
    const bytes = Buffer.from(await (await fetchPublic(response.body.url)).arrayBuffer());
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers a malformed upload with a clear 4xx', async () => {
    const { client } = await signUp(app, 'malformed');
    const json = await client.post('/api/media', { file: 'aGVsbG8=' });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    const cases: [
      string,
      { rawBody: Uint8Array<ArrayBuffer> | string; headers: Record<string, string> },
      number,
    ][] = [
      ['wrong field', multipartFile(await png(10, 10), { field: 'image' }), 400],
      ['empty file', multipartFile(new Uint8Array(0)), 400],
      [
        'broken multipart',
        { rawBody: '--x\r\nnonsense', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
        400,
      ],
      ['no boundary', { rawBody: 'abc', headers: { 'content-type': 'multipart/form-data' } }, 415],
    ];
    for (const [label, request, status] of cases) {
      const response = await client.request<any>('POST', '/api/media', request);
      expect(response.status, `${label}: ${response.text}`).toBe(status);
      expect(typeof response.body.message).toBe('string');
    }
    // Two files at once.
    const tiny = await png(10, 10);
    const part = (name: string) =>
      Buffer.from(
        `--two\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      );
    const two = await client.request<any>('POST', '/api/media', {
      rawBody: new Uint8Array(
        Buffer.concat([
          part('a.png'),
          tiny,
          Buffer.from('\r\n'),
          part('b.png'),
          tiny,
          Buffer.from('\r\n--two--\r\n'),
        ]),
      ),
      headers: { 'content-type': 'multipart/form-data; boundary=two' },
    });
    expect(two.status, two.text).toBe(400);
  });

  it('refuses files over 10 MB and images over 40 megapixels with 413', async () => {
    const { client, userId } = await signUp(app, 'big');
    // Just over the limit: refused by the route, the body having been read.
    const justOver = Buffer.concat([await photo(64, 64), Buffer.alloc(MEDIA_LIMITS.maxBytes)]);
    const over = await upload(client, justOver);
    expect(over.status).toBe(413);
    expect(over.body.message).toMatch(/larger than 10 MB/);
    // Far over: refused by the body limit while it arrives, with the same words.
    const huge = await upload(client, Buffer.alloc(12 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/larger than 10 MB/);
    // A small file declaring a huge canvas (8000 x 5001 = 40.008 MP) is refused before decoding.
    const wide = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(wide.length).toBeLessThan(MEDIA_LIMITS.maxBytes);
    const pixels = await upload(client, wide, 'wide.png');
    expect(pixels.status, pixels.text).toBe(413);
    expect(pixels.body.message).toMatch(/8000×5001 pixels.*40 megapixels/);
    expect(await app.db.select().from(media).where(eq(media.userId, userId))).toEqual([]);
    // The connection is still good after the refusals.
    expect((await client.get('/api/media')).status).toBe(200);
  });
});

describe('access', () => {
  it('needs a session for uploads, lists and deletes, and a same-origin Origin for writes', async () => {
    const anon = app.client();
    const bytes = await png(20, 20);
    expect((await upload(anon, bytes)).status).toBe(401);
    expect((await anon.get('/api/media')).status).toBe(401);
    expect((await anon.delete('/api/media/1')).status).toBe(401);

    const { client } = await signUp(app, 'csrf');
    const forged = await client.request<any>('POST', '/api/media', {
      ...multipartFile(bytes),
      headers: { ...multipartFile(bytes).headers, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
  });

  it("lists only the user's own photos; another user's delete is 404 and changes nothing", async () => {
    const owner = await signUp(app, 'owner');
    const other = await signUp(app, 'other');
    const uploaded = (await upload(owner.client, await png(700, 300))).body as MediaAnswer;

    const list = await owner.client.get('/api/media');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([uploaded]);
    expect((await other.client.get('/api/media')).body).toEqual([]);

    const foreign = await other.client.delete(`/api/media/${uploaded.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Photo not found' });
    expect((await fetchPublic(uploaded.url)).status).toBe(200);
    expect((await other.client.delete('/api/media/abc')).status).toBe(400);

    const removed = await owner.client.delete(`/api/media/${uploaded.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    for (const url of urlsOf(uploaded.srcset)) expect((await fetchPublic(url)).status).toBe(404);
    expect(await app.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, uploaded.id))).toEqual(
      [],
    );
    expect((await owner.client.delete(`/api/media/${uploaded.id}`)).status).toBe(404);
  });
});

describe('public variants', () => {
  it('serve the bytes to anyone, cached for good, as an image nothing can run in', async () => {
    const { client } = await signUp(app, 'public');
    const uploaded = (await upload(client, await photo(1500, 1000))).body as MediaAnswer;
    const stored = await app.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, uploaded.id));

    const response = await fetchPublic(uploaded.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/(^|;)\s*sandbox\b/);
    expect(csp).not.toMatch(/script-src/);
    expect(response.headers.getSetCookie()).toEqual([]);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(stored.find((v) => v.width === 1500)!.webp)).toBe(true);

    // A repeat visit with the ETag is a 304; HEAD has the headers and no body.
    const etag = response.headers.get('etag')!;
    expect((await fetchPublic(uploaded.url, { 'if-none-match': etag })).status).toBe(304);
    const head = await fetch(uploaded.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
  });

  it('answer 404 for unknown keys, widths and names', async () => {
    const { client } = await signUp(app, 'unknown');
    const uploaded = (await upload(client, await png(900, 600))).body as MediaAnswer;
    const key = new URL(uploaded.url).pathname.slice('/media/'.length, -'-900.webp'.length);
    for (const path of [
      `/media/${randomBytes(18).toString('base64url')}-640.webp`,
      `/media/${key}-1280.webp`,
      `/media/${key}-1920.webp`,
      `/media/${key}-0640.webp`,
      `/media/${key}-640.png`,
      `/media/${key}-640`,
      `/media/${key}.webp`,
      `/media/${key}`,
      `/media/${uploaded.id}-640.webp`,
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/',
    ]) {
      const response = await fetchPublic(`${app.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/immutable/);
    }
    expect((await fetchPublic(`${app.baseUrl}/media/${key}-640.webp`)).status).toBe(200);
    expect((await fetchPublic(`${app.baseUrl}/media/${key}-900.webp`)).status).toBe(200);
  });
});

describe('limits', () => {
  it(`allows ${MEDIA_LIMITS.uploadsPerHour} uploads an hour per user (429 with Retry-After above)`, async () => {
    const { client, userId } = await signUp(app, 'hurried');
    const bytes = await png(40, 40);
    expect((await upload(client, bytes)).status).toBe(201);
    // The counter is the database's (shared by every instance): fill the rest of the hour.
    await app.db
      .update(rateLimits)
      .set({ count: MEDIA_LIMITS.uploadsPerHour })
      .where(eq(rateLimits.key, uploadRateKey(userId)));
    const refused = await upload(client, bytes);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/60 photos in the last hour/);
    expect(await app.db.select().from(media).where(eq(media.userId, userId))).toHaveLength(1);
    // Another user is not affected.
    const { client: other } = await signUp(app, 'calm');
    expect((await upload(other, bytes)).status).toBe(201);
  });

  it(`keeps at most ${MEDIA_LIMITS.maxImagesPerUser} photos per user (409), even with uploads at once`, async () => {
    const { client, userId } = await signUp(app, 'hoarder');
    const filler = Buffer.from('not served');
    const rows = await app.db
      .insert(media)
      .values(
        Array.from({ length: MEDIA_LIMITS.maxImagesPerUser - 2 }, () => ({
          userId,
          publicKey: randomBytes(18).toString('base64url'),
          width: 1,
          height: 1,
          bytes: filler.length,
        })),
      )
      .returning({ id: media.id });
    const bytes = await png(50, 50);
    // Five uploads race for the last two places: exactly two win.
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(client, bytes)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const full = answers.find((a) => a.status === 409)!;
    expect(full.body.message).toMatch(/200 photos stored.*Delete photos you no longer use/);
    expect(await app.db.select().from(media).where(eq(media.userId, userId))).toHaveLength(
      MEDIA_LIMITS.maxImagesPerUser,
    );
    // Deleting one makes room again.
    expect((await client.delete(`/api/media/${rows[0]!.id}`)).status).toBe(200);
    expect((await upload(client, bytes)).status).toBe(201);
  });
});
