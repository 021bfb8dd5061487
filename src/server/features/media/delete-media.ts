import { media } from '../../db/schema/index.ts';
import { deleteOwnedRow } from '../../lib/owned-rows.ts';
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
  await deleteOwnedRow(deps.db, media, { id: input.mediaId, userId: input.userId }, 'Photo not found');
}
