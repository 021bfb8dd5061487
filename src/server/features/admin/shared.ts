import { desc } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/api/admin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { parseIdParam } from '../../lib/path-id.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import type { AdminDeps } from './deps.ts';

/** The admin who made a change: what the audit log records. */
export type Actor = Pick<SessionUser, 'id' | 'username'>;

/** What one admin change records, besides who made it. */
export interface AuditRecord {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
}

/** A path id (shared/ids.ts rules), else 400 'Invalid {what}'. */
export const parseId = (raw: string | undefined, what = 'id'): number => parseIdParam(raw, `Invalid ${what}`);

/** Records one admin change; call inside the change's transaction so both commit together. */
export async function recordAudit(deps: AdminDeps, input: AuditRecord & { actor: Actor }): Promise<void> {
  const { actor, targetId } = input;
  await deps.db.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: input.action,
    targetType: input.targetType,
    targetId: targetId === undefined || targetId === null ? null : String(targetId),
    details: input.details ?? {},
  });
}

/**
 * One admin change and its audit entry in one transaction, so both commit or neither does.
 * `change` makes the change and says what to record. A unique or foreign-key violation (a
 * race the change's own checks could not see) becomes a 409 with the message given for it.
 */
export async function auditedChange<T>(
  deps: AdminDeps,
  input: {
    actor: Actor;
    change: (tx: Db) => Promise<{ result: T; audit: AuditRecord }>;
    uniqueConflict?: string;
    foreignKeyConflict?: string;
  },
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const { result, audit } = await input.change(tx);
      await recordAudit({ db: tx }, { actor: input.actor, ...audit });
      return result;
    });
  } catch (error) {
    if (input.uniqueConflict && isUniqueViolation(error)) throw conflict(input.uniqueConflict);
    if (input.foreignKeyConflict && isForeignKeyViolation(error)) throw conflict(input.foreignKeyConflict);
    throw error;
  }
}

export const AUDIT_LOG_LIMIT = 50;

/** GET /api/admin/audit-log: the latest 50 entries, newest first. */
export async function listAuditLog(deps: AdminDeps): Promise<AuditEntry[]> {
  const rows = await deps.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_LOG_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
