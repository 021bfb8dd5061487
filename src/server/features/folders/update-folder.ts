import { and, eq } from 'drizzle-orm';
import type { Folder } from '../../../shared/api/pages.ts';
import { folders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { FoldersDeps } from './deps.ts';
import { toFolderDto } from './folder-dto.ts';

/** Renames and/or recolours; a field left out keeps its value. */
export async function updateFolder(
  deps: FoldersDeps,
  input: { userId: number; folderId: number; changes: { name?: string; color?: string } },
): Promise<Folder> {
  const { name, color } = input.changes;
  const [row] = await deps.db
    .update(folders)
    .set({ ...(name !== undefined ? { name } : {}), ...(color !== undefined ? { color } : {}) })
    .where(and(eq(folders.id, input.folderId), eq(folders.userId, input.userId)))
    .returning();
  if (!row) throw notFound('Folder not found');
  return toFolderDto(row);
}
