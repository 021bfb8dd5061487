import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** The content codings this server sends, best first (equal preference goes to the first). */
export type ContentCoding = 'br' | 'gzip';
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * Files worth compressing: text formats (and .ico, which is uncompressed bitmaps). Images,
 * fonts and archives are compressed already. One list for both sides: the build writes `.br`
 * and `.gz` copies of these (vite.config.ts) and the static handler looks for those copies
 * and sends `Vary: Accept-Encoding` for these only (web-app.ts).
 */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  'js',
  'mjs',
  'css',
  'html',
  'svg',
  'json',
  'map',
  'txt',
  'xml',
  'webmanifest',
  'ico',
];

/** The file suffix of each coding's precompressed copy. */
export const CODING_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

export function hasCompressibleExtension(file: string): boolean {
  const dot = file.lastIndexOf('.');
  return dot >= 0 && PRECOMPRESSED_EXTENSIONS.includes(file.slice(dot + 1).toLowerCase());
}

/**
 * The coding to send for an Accept-Encoding header, among `available` (in preference order):
 * the highest q above 0, ties to the earlier one. `*` stands for every coding the header does
 * not name; `q=0` refuses one. No header means identity: RFC 9110 lets a server pick any
 * coding then, but an old client or tool that sends none may not decode one.
 */
export function negotiateCoding(
  header: string | undefined,
  available: readonly ContentCoding[] = CONTENT_CODINGS,
): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name?.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(value?.trim());
      q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
    // 'x-gzip' is gzip's old name (RFC 9110, section 8.4.1.3).
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q);
  }
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of available) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}

/** Adds Accept-Encoding to a Vary header value, once. */
export function varyOnAcceptEncoding(headers: Headers) {
  const current = headers.get('Vary');
  if (!current) headers.set('Vary', 'Accept-Encoding');
  else if (current.trim() !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) {
    headers.set('Vary', `${current}, Accept-Encoding`);
  }
}

/**
 * Dynamic answers worth compressing: JSON, HTML, CSS, JS, CSV and other text, SVG, XML.
 * Never `text/event-stream`: a compressor holds bytes back until it has enough to work on,
 * and generation streams must reach the browser event by event (docs/product.md, 'API').
 */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream\b)[\w.+-]+|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleType(contentType: string | null): boolean {
  return !!contentType && COMPRESSIBLE_TYPE.test(contentType);
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

export interface CompressionOptions {
  /** Bodies smaller than this many bytes go as they are (a coding's headers cost more). */
  threshold?: number;
  /** Brotli quality for dynamic answers (0-11). */
  brotliQuality?: number;
  /** gzip level for dynamic answers (1-9), for clients without brotli. */
  gzipLevel?: number;
  /** Memory for compressed answers that carry an ETag, reused while the ETag holds. */
  cacheBytes?: number;
}

/**
 * Compresses dynamic answers (the page list, previews, the sandbox frame, admin lists) by the
 * request's Accept-Encoding, with `Vary: Accept-Encoding`. Not `hono/compress`: it has no
 * brotli, applies its 1 KB threshold only when Content-Length is set (Hono's JSON and HTML
 * answers have none, so every small answer would be compressed) and would compress an event
 * stream unless it says `no-transform`. This one waits for at most `threshold` bytes before
 * it decides; a body already in memory is compressed in one call, one still being written is
 * streamed through the compressor.
 *
 * Left alone: HEAD, no body, 204/206/304, anything with a Content-Encoding already (the
 * precompressed static files), `Cache-Control: no-transform`, event streams, and every type
 * that is not text (PNG thumbnails, photos, zip downloads). Request bodies are never touched,
 * so the Stripe webhook still sees its raw, signed body.
 *
 * Brotli quality 4 by default: on a 1,000-page list (418 KB of JSON) it costs about the CPU of
 * gzip -6 (2.5 ms per answer on this 2-core machine) and sends 14% fewer bytes; quality 5 costs
 * 70% more CPU for 7% fewer bytes, and 11 (the build's setting) takes most of a second.
 * Answers with an ETag (the page list) keep their compressed bytes per ETag and coding, so an
 * unchanged list costs no compression at all.
 */
export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  const brotliQuality = options.brotliQuality ?? 4;
  const gzipLevel = options.gzipLevel ?? 6;
  const cache = new CompressedCache(options.cacheBytes ?? 8 * 1024 * 1024);

  return async (c, next) => {
    await next();
    const res = c.res;
    // Status and headers first: on the Node server, reading `body` builds a full web Response
    // out of Hono's lightweight one, which costs more than a small answer (a beacon's 204).
    if (c.req.method === 'HEAD' || [204, 205, 206, 304].includes(res.status)) return;
    if (res.status < 200 || res.headers.has('Content-Encoding')) return;
    if (!isCompressibleType(res.headers.get('Content-Type'))) return;
    if (NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return;
    if (!res.body) return;
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < threshold) return;

    // Read up to the threshold (a small body goes as it is), then whatever is there already.
    // An answer built in memory, as JSON and HTML answers are, is then read whole and
    // compressed in one go; a body still being produced streams through the compressor.
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let size = 0;
    let ended = false;
    let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
    while (!ended && size < WHOLE_BODY_LIMIT) {
      pending ??= reader.read();
      const chunk = size < threshold ? await pending : await readyNow(pending);
      if (!chunk) break;
      pending = undefined;
      if (chunk.done) ended = true;
      else {
        head.push(chunk.value);
        size += chunk.value.byteLength;
      }
    }
    if (ended && size < threshold) {
      c.res = new Response(Buffer.concat(head, size), res);
      return;
    }

    const coding = negotiateCoding(c.req.header('Accept-Encoding'));
    if (!coding) {
      c.res = new Response(ended ? Buffer.concat(head, size) : replay(head, reader, pending), res);
      varyOnAcceptEncoding(c.res.headers);
      return;
    }
    const settings = { brotliQuality, gzipLevel };
    const etag = res.headers.get('ETag');
    const cacheKey = etag ? `${c.req.url}\n${etag}\n${coding}` : undefined;
    let whole = cacheKey ? cache.get(cacheKey) : undefined;
    if (whole) {
      if (!ended) await reader.cancel().catch(() => {});
    } else if (ended) {
      whole = await compressWhole(Buffer.concat(head, size), coding, settings);
      if (cacheKey) cache.set(cacheKey, whole);
    }
    if (whole) c.res = new Response(whole, res);
    else {
      const compressed = compressStream(replay(head, reader, pending), coding, settings);
      c.res = new Response(cacheKey ? cache.remember(cacheKey, compressed) : compressed, res);
    }
    // After the assignment: Hono copies the old answer's headers onto the new one.
    const headers = c.res.headers;
    headers.delete('Content-Length');
    if (whole) headers.set('Content-Length', String(whole.byteLength));
    headers.set('Content-Encoding', coding);
    varyOnAcceptEncoding(headers);
    // A strong validator names exact bytes, and these are new ones (RFC 9110, section 8.8.3).
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}

/** Past this, a body is compressed as a stream even when it is all there already. */
const WHOLE_BODY_LIMIT = 4 * 1024 * 1024;

/** The read if it has already settled (the chunk was there), else undefined, without waiting. */
function readyNow<T>(read: Promise<T>): Promise<T | undefined> {
  return Promise.race([read, new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined)))]);
}

/** The chunks already read, then the rest of the reader (a read already asked for first). */
function replay(
  head: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = head.shift();
      if (next) return controller.enqueue(next);
      const chunk = await (pending ?? reader.read());
      pending = undefined;
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

interface Settings {
  brotliQuality: number;
  gzipLevel: number;
}

const brotliParams = (settings: Settings, sizeHint: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  ...(sizeHint > 0 ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
});

/** One call on libuv's thread pool: the event loop goes on serving meanwhile. */
function compressWhole(
  input: Buffer,
  coding: ContentCoding,
  settings: Settings,
): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, output: Buffer) =>
      error ? reject(error) : resolve(output as Buffer<ArrayBuffer>);
    if (coding === 'br') brotliCompress(input, { params: brotliParams(settings, input.length) }, done);
    else gzip(input, { level: settings.gzipLevel }, done);
  });
}

function compressStream(
  source: ReadableStream<Uint8Array>,
  coding: ContentCoding,
  settings: Settings,
): ReadableStream<Uint8Array> {
  const compressor =
    coding === 'br'
      ? createBrotliCompress({ params: brotliParams(settings, 0) })
      : createGzip({ level: settings.gzipLevel });
  // pipeline() ends both sides on error or on the client going away (the web stream is then
  // cancelled, which destroys the compressor and with it the source).
  pipeline(Readable.fromWeb(source as NodeReadableStream<Uint8Array>), compressor, () => {});
  return Readable.toWeb(compressor) as ReadableStream<Uint8Array>;
}

/**
 * Compressed answers by URL, ETag and coding, least recently used out first. An ETag names
 * one version of one answer (the page list's names the user and the list's revision), so the
 * bytes cached for it are the bytes the route would send again.
 */
class CompressedCache {
  private readonly entries = new Map<string, Uint8Array<ArrayBuffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Passes `stream` through, keeping a copy of its bytes once it has ended in full. */
  remember(key: string, stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
    if (this.maxBytes <= 0) return stream;
    const chunks: Uint8Array[] = [];
    let size = 0;
    return stream.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform: (chunk, controller) => {
          if (size <= this.maxBytes / 4) chunks.push(chunk);
          size += chunk.byteLength;
          controller.enqueue(chunk);
        },
        // Only whole answers (flush is not called for one cut short).
        flush: () => {
          if (size <= this.maxBytes / 4) this.set(key, Buffer.concat(chunks, size));
        },
      }),
    );
  }

  /** Keeps `value` unless it is bigger than a quarter of the cache. */
  set(key: string, value: Uint8Array<ArrayBuffer>) {
    if (value.byteLength > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest, bytes] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= bytes.byteLength;
    }
  }
}
