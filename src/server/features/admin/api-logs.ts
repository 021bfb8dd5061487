import { count, desc, eq, lt } from 'drizzle-orm';
import type { AdminApiLogsPage } from '../../../shared/api/admin.ts';
import { API_LOGS_PAGE_SIZE, OLD_LOG_DAYS } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { apiLogs, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type Actor, recordAudit } from './shared.ts';

/** GET /api/admin/api-logs?page=: 20 per page, newest first, and how many there are in all. */
export async function listApiLogs(db: Db, page: number): Promise<AdminApiLogsPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ log: apiLogs, username: users.username })
      .from(apiLogs)
      .leftJoin(users, eq(users.id, apiLogs.userId))
      .orderBy(desc(apiLogs.timestamp), desc(apiLogs.id))
      .limit(API_LOGS_PAGE_SIZE)
      .offset((page - 1) * API_LOGS_PAGE_SIZE),
    db.select({ total: count() }).from(apiLogs),
  ]);
  return {
    logs: rows.map(({ log, username }) => ({
      id: log.id,
      userId: log.userId,
      username,
      requestType: log.requestType,
      model: log.model,
      inputTokens: log.inputTokens,
      outputTokens: log.outputTokens,
      totalCost: Number(log.totalCost),
      success: log.success,
      timestamp: log.timestamp.toISOString(),
    })),
    total: totals?.total ?? 0,
    page,
    pageSize: API_LOGS_PAGE_SIZE,
  };
}

/** DELETE /api/admin/api-logs/{id}. */
export async function deleteApiLog(db: Db, actor: Actor, id: number): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(apiLogs).where(eq(apiLogs.id, id)).returning({ id: apiLogs.id });
    if (!row) throw notFound('API log not found');
    await recordAudit(tx, actor, { action: 'api-logs.delete', targetType: 'api-log', targetId: id });
    return { deleted: 1 };
  });
}

/** DELETE /api/admin/api-logs?type=all|old ('old' = older than 30 days). */
export async function clearApiLogs(db: Db, actor: Actor, type: 'all' | 'old'): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const cutoff = new Date(Date.now() - OLD_LOG_DAYS * 86_400_000);
    const removed = await tx
      .delete(apiLogs)
      .where(type === 'old' ? lt(apiLogs.timestamp, cutoff) : undefined)
      .returning({ id: apiLogs.id });
    await recordAudit(tx, actor, {
      action: 'api-logs.clear',
      targetType: 'api-log',
      details: { type, deleted: removed.length, ...(type === 'old' ? { before: cutoff.toISOString() } : {}) },
    });
    return { deleted: removed.length };
  });
}
