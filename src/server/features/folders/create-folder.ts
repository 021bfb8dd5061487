import type { Folder } from '../../../shared/api/pages.ts';
import { folders } from '../../db/schema/index.ts';
import type { FoldersDeps } from './deps.ts';
import { toFolderDto } from './folder-dto.ts';

/** `name` arrives trimmed and non-empty, `color` lower-cased and one of the eight. */
export async function createFolder(
  deps: FoldersDeps,
  input: { userId: number; name: string; color: string },
): Promise<Folder> {
  const [row] = await deps.db
    .insert(folders)
    .values({ userId: input.userId, name: input.name, color: input.color })
    .returning();
  return toFolderDto(row!);
}
