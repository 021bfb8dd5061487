import { folders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { ownedRow } from '../../lib/owned-rows.ts';
import type { FoldersDeps } from './deps.ts';

/** The caller's folder id, or 404: another user's folder answers exactly like a missing one. */
export async function findOwnedFolder(
  deps: FoldersDeps,
  input: { userId: number; folderId: number },
): Promise<number> {
  const folder = { id: input.folderId, userId: input.userId };
  const [row] = await deps.db
    .select({ id: folders.id })
    .from(folders)
    .where(ownedRow(folders, folder))
    .limit(1);
  if (!row) throw notFound('Folder not found');
  return row.id;
}
