import { desc } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/api/admin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/sessions.ts';

/** The admin who made a change: what the audit log records. */
export type Actor = Pick<SessionUser, 'id' | 'username'>;

const MAX_INT4 = 2_147_483_647;

/** A path id: a positive 32-bit integer written in plain digits, else 400. */
export function parseId(raw: string | undefined, what = 'id'): number {
  const text = raw ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > MAX_INT4) throw badRequest(`Invalid ${what}`);
  return id;
}

/** Calendar month (UTC) the monthly counters use, 'YYYY-MM'. */
export const currentMonth = () => new Date().toISOString().slice(0, 7);

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
