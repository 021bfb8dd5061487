import { desc, eq, sql } from 'drizzle-orm';
import { media, mediaVariants } from '../../db/schema/index.ts';
import type { MediaDeps } from './deps.ts';
import type { StoredMedia } from './upload-media.ts';

/** GET /api/media: the user's photos, newest first (at most MEDIA_LIMITS.maxImagesPerUser). */
export async function listMedia(deps: MediaDeps, input: { userId: number }): Promise<StoredMedia[]> {
  const rows = await deps.db
    .select({
      id: media.id,
      publicKey: media.publicKey,
      width: media.width,
      height: media.height,
      widths: sql<number[]>`array_agg(${mediaVariants.width} order by ${mediaVariants.width})`,
    })
    .from(media)
    .innerJoin(mediaVariants, eq(mediaVariants.mediaId, media.id))
    .where(eq(media.userId, input.userId))
    .groupBy(media.id)
    .orderBy(desc(media.createdAt), desc(media.id));
  return rows.map((row) => ({ ...row, widths: row.widths.map(Number) }));
}
