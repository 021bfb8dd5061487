import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Deletes the folder only. Its pages survive and go back to 'All Pages': the database sets
 * their folder_id to null (ON DELETE SET NULL), in the same statement, on any instance.
 */
export async function deleteFolder(options: { db: Db; userId: number; folderId: number }): Promise<void> {
  const deleted = await options.db
    .delete(folders)
    .where(and(eq(folders.id, options.folderId), eq(folders.userId, options.userId)))
    .returning({ id: folders.id });
  if (deleted.length === 0) throw notFound('Folder not found');
}
