import { asc, eq } from 'drizzle-orm';
import type { Folder } from '../../../shared/api/pages.ts';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import { toFolderDto } from './folder-dto.ts';

/**
 * The user's folders in creation order: a new folder appears at the end of the sidebar and
 * renaming one never makes the list jump under the pointer.
 */
export async function listFolders(options: { db: Db; userId: number }): Promise<Folder[]> {
  const rows = await options.db
    .select()
    .from(folders)
    .where(eq(folders.userId, options.userId))
    .orderBy(asc(folders.createdAt), asc(folders.id));
  return rows.map(toFolderDto);
}
