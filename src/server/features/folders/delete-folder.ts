import { and, eq } from 'drizzle-orm';
import { folders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { FoldersDeps } from './deps.ts';

/**
 * Deletes the folder only. Its pages survive and go back to 'All Pages': the database sets
 * their folder_id to null (ON DELETE SET NULL), in the same statement, on any instance.
 */
export async function deleteFolder(
  deps: FoldersDeps,
  input: { userId: number; folderId: number },
): Promise<void> {
  const deleted = await deps.db
    .delete(folders)
    .where(and(eq(folders.id, input.folderId), eq(folders.userId, input.userId)))
    .returning({ id: folders.id });
  if (deleted.length === 0) throw notFound('Folder not found');
}
