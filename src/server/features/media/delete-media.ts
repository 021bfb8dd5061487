import { and, eq } from 'drizzle-orm';
import { media } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { MediaDeps } from './deps.ts';

/**
 * DELETE /api/media/{id}: the owner's photo and its variants (cascade). Another user's id is
 * 404, like an unknown one. Its public addresses answer 404 from now on; copies that browsers
 * or CDNs cached (the answers are immutable) may live on until they expire.
 */
export async function deleteMedia(
  deps: MediaDeps,
  input: { userId: number; mediaId: number },
): Promise<void> {
  const removed = await deps.db
    .delete(media)
    .where(and(eq(media.id, input.mediaId), eq(media.userId, input.userId)))
    .returning({ id: media.id });
  if (removed.length === 0) throw notFound('Photo not found');
}
