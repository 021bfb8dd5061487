import type { Folder } from '../../../shared/api/pages.ts';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import { toFolderDto } from './folder-dto.ts';

/** `name` arrives trimmed and non-empty, `color` lower-cased and one of the eight. */
export async function createFolder(options: {
  db: Db;
  userId: number;
  name: string;
  color: string;
}): Promise<Folder> {
  const [row] = await options.db
    .insert(folders)
    .values({ userId: options.userId, name: options.name, color: options.color })
    .returning();
  return toFolderDto(row!);
}
