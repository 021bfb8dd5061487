import type { Folder } from '../../../shared/api/pages.ts';
import type { folders } from '../../db/schema/index.ts';

export type FolderRow = typeof folders.$inferSelect;

/** Field by field, so the owner's id and future columns never reach the client. */
export function toFolderDto(row: FolderRow): Folder {
  return { id: row.id, name: row.name, color: row.color, createdAt: row.createdAt.toISOString() };
}
