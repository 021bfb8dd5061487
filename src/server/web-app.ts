import { createReadStream, existsSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createStreamBody } from '@hono/node-server/utils/stream';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import {
  isAppPage,
  NOT_FOUND_PAGE,
  PRERENDERED_DIR,
  type PrerenderedPage,
  prerenderedFile,
  publicPageAt,
} from '../shared/public-pages.ts';
import type { AppEnv } from './app-context.ts';
import {
  CODING_SUFFIX,
  CONTENT_CODINGS,
  type ContentCoding,
  hasCompressibleExtension,
  negotiateCoding,
} from './lib/compression.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets with a year-long cache; the public pages (landing,
 * sign-in, sign-up, changelog) as the HTML the build pre-rendered for them (scripts/prerender.ts),
 * which paints before any script and is then hydrated; the signed-in app's pages as index.html,
 * the empty shell its client router fills; any other address as the pre-rendered 404 page, with
 * status 404. A build without pre-rendered pages (as some tests make) sends the shell instead.
 *
 * Compression: the build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text
 * file (vite.config.ts, at their highest settings, once), and each answer sends the best copy
 * the browser accepts, or the file itself. Every text file's answer says
 * `Vary: Accept-Encoding`, each copy has its own ETag, and a matching If-None-Match (or an
 * If-Modified-Since no older than the file) gets a 304.
 */
export function serveWebApp(app: Hono<AppEnv>, webRoot: string) {
  const root = path.resolve(webRoot);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`Web app not built: ${indexFile} is missing (run npm run build)`);

  /** A pre-rendered page's file, else the app shell. */
  const pageFile = async (page: PrerenderedPage) => {
    const file =
      (await findFile(root, `/${PRERENDERED_DIR}/${prerenderedFile(page)}`)) ??
      (await findFile(root, '/index.html'));
    if (!file) throw new Error(`Web app gone: ${indexFile} is missing`);
    return file;
  };

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const page = publicPageAt(c.req.path);
    if (page) return sendFile(c, await pageFile(page), 'no-cache');
    const file = await findFile(root, c.req.path);
    if (!file) return next();
    const hashed = file.relative.startsWith(`assets${path.sep}`);
    return sendFile(c, file, hashed ? IMMUTABLE : 'no-cache');
  });
  app.get('*', async (c) => {
    if (!isAppPage(c.req.path)) return sendFile(c, await pageFile(NOT_FOUND_PAGE), 'no-cache', 404);
    const file = await findFile(root, '/index.html');
    if (!file) throw new Error(`Web app gone: ${indexFile} is missing`);
    return sendFile(c, file, 'no-cache');
  });
}

interface StaticFile {
  absolute: string;
  relative: string;
  stats: Stats;
}

async function statFile(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The file a URL path names under `root` (a directory: its index.html), or undefined. Refused
 * as @hono/node-server's serveStatic (used before) refused them: a `%` left after decoding,
 * `.`/`..` segments, `//` and backslashes; also the build's `.br`/`.gz` copies, which are only
 * ever sent for their original.
 */
async function findFile(root: string, urlPath: string): Promise<StaticFile | undefined> {
  // Hono has decoded the path already, all but %25: a % left means an encoded % or a
  // double-encoded path, refused as serveStatic refused it.
  const decoded = urlPath;
  if (decoded.includes('%')) return undefined;
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\|\0/.test(decoded)) return undefined;
  const copyOf = /^(.*)\.(?:br|gz)$/i.exec(decoded)?.[1];
  if (copyOf && hasCompressibleExtension(copyOf)) return undefined;
  let absolute = path.join(root, decoded);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return undefined;
  let stats: Stats | undefined;
  try {
    stats = await stat(absolute);
  } catch {
    return undefined;
  }
  if (stats.isDirectory()) {
    absolute = path.join(absolute, 'index.html');
    stats = await statFile(absolute);
  }
  if (!stats?.isFile()) return undefined;
  return { absolute, relative: path.relative(root, absolute), stats };
}

/** A validator per representation: the same file's brotli and gzip copies never share one. */
const etagOf = (stats: Stats, coding: ContentCoding | undefined) =>
  `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}${coding ? `-${coding}` : ''}"`;

function notModified(c: Context, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch !== undefined) {
    // Weak comparison (RFC 9110, section 13.1.2): W/ does not matter here.
    const bare = etag.replace(/^W\//, '');
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === bare);
  }
  const ifModifiedSince = c.req.header('If-Modified-Since');
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

interface Representation {
  path: string;
  stats: Stats;
  coding: ContentCoding | undefined;
}

/** The build's best copy of a text file that `acceptEncoding` allows, or the file itself. */
async function bestCopy(file: StaticFile, acceptEncoding: string | undefined): Promise<Representation> {
  if (hasCompressibleExtension(file.absolute)) {
    for (let available = [...CONTENT_CODINGS]; available.length > 0; ) {
      const coding = negotiateCoding(acceptEncoding, available);
      if (!coding) break;
      const copy = `${file.absolute}${CODING_SUFFIX[coding]}`;
      const stats = await statFile(copy);
      // A copy older than its file is stale (the file was changed after the build): not sent.
      if (stats && stats.mtimeMs >= file.stats.mtimeMs) return { path: copy, stats, coding };
      available = available.filter((other) => other !== coding);
    }
  }
  return { path: file.absolute, stats: file.stats, coding: undefined };
}

/**
 * Sends a file (or its best compressed copy). A 404 page is sent whole every time: no
 * validators, no 304, no ranges.
 */
async function sendFile(c: Context, file: StaticFile, cacheControl: string, status: 200 | 404 = 200) {
  c.header('Content-Type', getMimeType(file.absolute) ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControl);
  if (status === 404) {
    c.header('Vary', 'Accept-Encoding');
    const copy = await bestCopy(file, c.req.header('Accept-Encoding'));
    if (copy.coding) c.header('Content-Encoding', copy.coding);
    c.header('Content-Length', String(copy.stats.size));
    if (c.req.method === 'HEAD') return c.body(null, 404);
    return c.body(createStreamBody(createReadStream(copy.path)), 404);
  }
  c.header('Last-Modified', file.stats.mtime.toUTCString());

  const range = c.req.header('Range');
  if (hasCompressibleExtension(file.absolute)) c.header('Vary', 'Accept-Encoding');
  // A byte range is of the file itself (the copies are for whole answers only).
  const sent = await bestCopy(file, range ? undefined : c.req.header('Accept-Encoding'));
  const etag = etagOf(sent.stats, sent.coding);
  c.header('ETag', etag);
  if (notModified(c, etag, file.stats.mtime)) {
    c.header('Content-Type', undefined);
    return c.body(null, 304);
  }
  if (sent.coding) c.header('Content-Encoding', sent.coding);

  const size = sent.stats.size;
  // A malformed or multi-part Range is ignored: the whole file, as RFC 9110 (14.2) allows.
  const bounds = range && !sent.coding ? byteRange(range, size) : undefined;
  if (bounds) {
    c.header('Accept-Ranges', 'bytes');
    if (bounds === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    c.header('Content-Length', String(bounds.end - bounds.start + 1));
    c.header('Content-Range', `bytes ${bounds.start}-${bounds.end}/${size}`);
    if (c.req.method === 'HEAD') return c.body(null, 206);
    return c.body(createStreamBody(createReadStream(sent.path, bounds)), 206);
  }
  c.header('Content-Length', String(size));
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(createStreamBody(createReadStream(sent.path)), 200);
}

/** One `bytes=` range (first-last, first-, -suffix) within `size`; undefined when malformed. */
function byteRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    const length = Number(last);
    return length > 0 && size > 0 ? { start: Math.max(size - length, 0), end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  return start <= end ? { start, end } : 'unsatisfiable';
}
