import { desc } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/api/admin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { parseIdParam } from '../../lib/path-id.ts';
import type { SessionUser } from '../../lib/sessions.ts';

/** The admin who made a change: what the audit log records. */
export type Actor = Pick<SessionUser, 'id' | 'username'>;

/** A path id (shared/ids.ts rules), else 400 'Invalid {what}'. */
export const parseId = (raw: string | undefined, what = 'id'): number => parseIdParam(raw, `Invalid ${what}`);

/** Records one admin change; call inside the change's transaction so both commit together. */
export async function recordAudit(
  db: Db,
  actor: Actor,
  entry: {
    action: string;
    targetType: string;
    targetId?: string | number | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? {},
  });
}

export const AUDIT_LOG_LIMIT = 50;

/** GET /api/admin/audit-log: the latest 50 entries, newest first. */
export async function listAuditLog(db: Db): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_LOG_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
