import type { Db } from '../../db/client.ts';
import { changelogEntries } from '../../db/schema/index.ts';

export interface ChangelogEntryDto {
  date: string;
  changes: string[];
}

/** Newest first. Dates are free text, so they are ordered by what they parse to, else by age. */
export async function listChangelog(db: Db): Promise<ChangelogEntryDto[]> {
  const rows = await db.select().from(changelogEntries);
  const when = (row: (typeof rows)[number]) => {
    const parsed = Date.parse(row.date);
    return Number.isNaN(parsed) ? row.createdAt.getTime() : parsed;
  };
  return rows
    .sort((a, b) => when(b) - when(a) || b.id - a.id)
    .map((row) => ({ date: row.date, changes: row.changes }));
}
