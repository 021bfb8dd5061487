import { asc, eq } from 'drizzle-orm';
import type { Folder } from '../../../shared/api/pages.ts';
import { folders } from '../../db/schema/index.ts';
import type { FoldersDeps } from './deps.ts';
import { toFolderDto } from './folder-dto.ts';

/**
 * The user's folders in creation order: a new folder appears at the end of the sidebar and
 * renaming one never makes the list jump under the pointer.
 */
export async function listFolders(deps: FoldersDeps, input: { userId: number }): Promise<Folder[]> {
  const rows = await deps.db
    .select()
    .from(folders)
    .where(eq(folders.userId, input.userId))
    .orderBy(asc(folders.createdAt), asc(folders.id));
  return rows.map(toFolderDto);
}
