import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { changelogEntries } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';

export const CHANGELOG_DATE_TAKEN = 'A changelog entry with this date already exists';

/**
 * One change to the changelog as the audit log records it. The seed reads 'changelog.update'
 * and 'changelog.delete' back (db/seed.ts), so an entry an admin renamed or deleted stays so.
 */
export interface ChangelogAuditEntry {
  action: 'changelog.create' | 'changelog.update' | 'changelog.delete';
  targetType: 'changelog';
  targetId: string;
  details: Record<string, unknown>;
}

/**
 * The admin's changes are audited: the caller (the admin feature, which owns the audit log)
 * gives the recorder, bound to the admin making the change; it runs inside the change's
 * transaction, so both commit together.
 */
export interface ManageChangelogDeps {
  db: Db;
  audit: (tx: Db, entry: ChangelogAuditEntry) => Promise<void>;
}

/**
 * PUT /api/admin/changelog {oldDate?, newDate, changes}: without oldDate a new entry, else the
 * entry `oldDate` renamed to `newDate` with the new changes (404 when it does not exist; 409
 * when `newDate` belongs to another entry).
 */
export async function putChangelogEntry(
  { db, audit }: ManageChangelogDeps,
  body: { oldDate?: string | null; newDate: string; changes: string[] },
): Promise<{ date: string; changes: string[] }> {
  try {
    return await db.transaction(async (tx) => {
      const oldDate = body.oldDate ?? null;
      if (oldDate === null) {
        const [row] = await tx
          .insert(changelogEntries)
          .values({ date: body.newDate, changes: body.changes })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(CHANGELOG_DATE_TAKEN);
        await audit(tx, {
          action: 'changelog.create',
          targetType: 'changelog',
          targetId: row.date,
          details: { changes: row.changes },
        });
        return { date: row.date, changes: row.changes };
      }
      const [before] = await tx
        .select()
        .from(changelogEntries)
        .where(eq(changelogEntries.date, oldDate))
        .for('update');
      if (!before) throw notFound('Changelog entry not found');
      const [row] = await tx
        .update(changelogEntries)
        .set({ date: body.newDate, changes: body.changes })
        .where(eq(changelogEntries.id, before.id))
        .returning();
      await audit(tx, {
        action: 'changelog.update',
        targetType: 'changelog',
        targetId: row!.date,
        details: { oldDate, changes: row!.changes },
      });
      return { date: row!.date, changes: row!.changes };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CHANGELOG_DATE_TAKEN);
    throw error;
  }
}

/** DELETE /api/admin/changelog/{date} (the date URL-encoded in the path). */
export async function deleteChangelogEntry(
  { db, audit }: ManageChangelogDeps,
  date: string,
): Promise<{ success: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(changelogEntries).where(eq(changelogEntries.date, date)).returning();
    if (!row) throw notFound('Changelog entry not found');
    await audit(tx, {
      action: 'changelog.delete',
      targetType: 'changelog',
      targetId: row.date,
      details: { changes: row.changes },
    });
    return { success: true as const };
  });
}
