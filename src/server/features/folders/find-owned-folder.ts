import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** The caller's folder id, or 404: another user's folder answers exactly like a missing one. */
export async function findOwnedFolder(options: {
  db: Db;
  userId: number;
  folderId: number;
}): Promise<number> {
  const [row] = await options.db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.id, options.folderId), eq(folders.userId, options.userId)))
    .limit(1);
  if (!row) throw notFound('Folder not found');
  return row.id;
}
