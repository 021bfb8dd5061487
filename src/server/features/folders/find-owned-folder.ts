import { and, eq } from 'drizzle-orm';
import { folders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { FoldersDeps } from './deps.ts';

/** The caller's folder id, or 404: another user's folder answers exactly like a missing one. */
export async function findOwnedFolder(
  deps: FoldersDeps,
  input: { userId: number; folderId: number },
): Promise<number> {
  const [row] = await deps.db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.id, input.folderId), eq(folders.userId, input.userId)))
    .limit(1);
  if (!row) throw notFound('Folder not found');
  return row.id;
}
