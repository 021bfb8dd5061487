import { folders } from '../../db/schema/index.ts';
import { deleteOwnedRow } from '../../lib/owned-rows.ts';
import type { FoldersDeps } from './deps.ts';

/**
 * Deletes the folder only. Its pages survive and go back to 'All Pages': the database sets
 * their folder_id to null (ON DELETE SET NULL), in the same statement, on any instance.
 */
export async function deleteFolder(
  deps: FoldersDeps,
  input: { userId: number; folderId: number },
): Promise<void> {
  await deleteOwnedRow(deps.db, folders, { id: input.folderId, userId: input.userId }, 'Folder not found');
}
