import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { toId } from '../../../shared/ids.ts';
import { landingPages, pageThumbnails, pageVersions } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ThumbnailReadDeps } from './deps.ts';
import { requestThumbnail } from './thumbnail-job.ts';

/** `?v=` names the version (default: the live one); ids follow the path id rules. */
const thumbnailQuerySchema = z.strictObject({
  v: z
    .string()
    .refine((raw) => toId(raw) !== null)
    .transform(Number)
    .optional(),
});

export function parseThumbnailQuery(query: Record<string, string>): { versionId: number | null } {
  const parsed = thumbnailQuerySchema.safeParse(query);
  if (!parsed.success) {
    const extra = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys');
    throw badRequest(
      extra ? `Unexpected query parameter(s): ${extra.keys.join(', ')}` : 'Invalid version ID',
    );
  }
  return { versionId: parsed.data.v ?? null };
}

export interface Thumbnail {
  png: Buffer;
  versionId: number;
  createdAt: Date;
  /** The address named the version, so the image behind it can never change. */
  pinned: boolean;
}

/** Retry-After for a thumbnail being made: a render takes about a second when nothing waits. */
const RETRY_AFTER_SECONDS = '5';

/**
 * GET /api/landing-pages/{id}/thumbnail[?v=]: the PNG of a version of the caller's page.
 * One query checks the owner, resolves the version and reads the image. When it is missing,
 * it is asked for and the answer is 404 with Retry-After, so the dashboard shows its
 * fallback (a lazy sandboxed frame) and may try again later.
 */
export async function getThumbnail(
  deps: ThumbnailReadDeps,
  input: { userId: number; pageId: number; versionId: number | null },
): Promise<Thumbnail> {
  const { userId, pageId, versionId } = input;
  const [row] = await deps.db
    .select({ versionId: pageVersions.id, png: pageThumbnails.png, createdAt: pageThumbnails.createdAt })
    .from(landingPages)
    .leftJoin(
      pageVersions,
      and(
        eq(pageVersions.landingPageId, landingPages.id),
        eq(pageVersions.id, versionId ?? landingPages.currentVersionId),
      ),
    )
    .leftJoin(pageThumbnails, eq(pageThumbnails.versionId, pageVersions.id))
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Landing page not found');
  // A version of another page (even the caller's own) is refused like a missing one.
  if (row.versionId === null) throw notFound('Version not found');
  if (row.png === null || row.createdAt === null) {
    // Without a browser the thumbnail will never come, so no Retry-After.
    if (!deps.rendering.renderer.available) throw notFound('Thumbnails are not available on this server');
    requestThumbnail(deps, { versionId: row.versionId });
    throw new AppError(404, 'Thumbnail not ready', { 'Retry-After': RETRY_AFTER_SECONDS });
  }
  return { png: row.png, versionId: row.versionId, createdAt: row.createdAt, pinned: versionId !== null };
}
