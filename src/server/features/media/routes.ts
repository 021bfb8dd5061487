import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MEDIA_FILE_FIELD, MEDIA_LIMITS } from '../../../shared/api/media.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { parseIdParam } from '../../lib/path-id.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { drainBody } from '../../lib/unread-body.ts';
import { deleteMedia } from './delete-media.ts';
import { listMedia } from './list-media.ts';
import { toMediaDto } from './media-dto.ts';
import { readVariant } from './read-variant.ts';
import { uploadMedia } from './upload-media.ts';

const TOO_LARGE = `The photo is larger than ${MEDIA_LIMITS.maxBytes / (1024 * 1024)} MB. Use a smaller one (or export it at a lower quality).`;
/** The file plus the multipart framing around it. */
const UPLOAD_BODY_LIMIT = MEDIA_LIMITS.maxBytes + 64 * 1024;

/** The shared 413 (lib/body-too-large.ts: drained first, so keep-alive survives) in this route's words. */
async function uploadTooLarge(c: Context): Promise<Response> {
  const drained = await drainBody(c.req.raw);
  return c.json({ message: TOO_LARGE }, 413, drained ? {} : { Connection: 'close' });
}

/** The one file of a multipart upload, within the size limit. */
async function readUpload(c: Context<AppEnv>): Promise<Buffer> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError(415, `Send the photo as multipart/form-data, in the field '${MEDIA_FILE_FIELD}'.`);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('The upload could not be read: it is not well-formed multipart/form-data.');
  }
  const files = form.getAll(MEDIA_FILE_FIELD);
  const file = files[0];
  if (files.length !== 1 || typeof file === 'string' || !file) {
    throw badRequest(`Send exactly one photo, in the field '${MEDIA_FILE_FIELD}'.`);
  }
  if (file.size > MEDIA_LIMITS.maxBytes) throw new AppError(413, TOO_LARGE);
  if (file.size === 0) throw badRequest('The file is empty.');
  return Buffer.from(await file.arrayBuffer());
}

const origin = (c: Context<AppEnv>) => requestOrigin(c, c.var.deps.config.TRUST_PROXY);

/** /api/media: the signed-in user's photos (same-origin writes, like every API write). */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    const rows = await listMedia(c.var.deps, { userId: user.id });
    return c.json(rows.map((row) => toMediaDto(origin(c), row)));
  })
  .post('/', bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: uploadTooLarge }), async (c) => {
    const user = requireUser(c);
    const file = await readUpload(c);
    const stored = await uploadMedia(c.var.deps, { userId: user.id, file });
    return c.json(toMediaDto(origin(c), stored), 201);
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c);
    const mediaId = parseIdParam(c.req.param('id'), 'Invalid photo ID');
    await deleteMedia(c.var.deps, { userId: user.id, mediaId });
    return c.json({ success: true as const });
  });

/**
 * Every answer of the public address: any page on any host may show the image (CORS, and
 * CORP for pages isolated with COEP); the browser must take it as the image it is, and were it
 * ever opened as a document, nothing in it could run.
 */
const PUBLIC_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/{key}-{width}.webp: public, no session read and no cookie set (the app mounts
 * no session middleware here). A variant never changes, so it is cached for good.
 */
export const publicMediaRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const fileName = c.req.param('file');
  const webp = await readVariant(c.var.deps, { fileName });
  if (!webp) {
    return c.json({ message: 'Image not found' }, 404, { ...PUBLIC_HEADERS, 'Cache-Control': 'no-store' });
  }
  const headers = { ...PUBLIC_HEADERS, 'Cache-Control': IMMUTABLE, ETag: `"${fileName}"` };
  if (c.req.header('if-none-match') === headers.ETag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(webp), 200, {
    ...headers,
    'Content-Type': 'image/webp',
  });
});
