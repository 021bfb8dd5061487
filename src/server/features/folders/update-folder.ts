import { and, eq } from 'drizzle-orm';
import type { Folder } from '../../../shared/api/pages.ts';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toFolderDto } from './folder-dto.ts';

/** Renames and/or recolours; a field left out keeps its value. */
export async function updateFolder(options: {
  db: Db;
  userId: number;
  folderId: number;
  changes: { name?: string; color?: string };
}): Promise<Folder> {
  const { name, color } = options.changes;
  const [row] = await options.db
    .update(folders)
    .set({ ...(name !== undefined ? { name } : {}), ...(color !== undefined ? { color } : {}) })
    .where(and(eq(folders.id, options.folderId), eq(folders.userId, options.userId)))
    .returning();
  if (!row) throw notFound('Folder not found');
  return toFolderDto(row);
}
