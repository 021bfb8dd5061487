import { count, desc, eq, gt, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { AdminApiCostSummary, AdminApiLogsPage } from '../../../shared/api/admin.ts';
import { API_LOGS_PAGE_SIZE, OLD_LOG_DAYS } from '../../../shared/constants.ts';
import { apiLogs, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { cacheSavings, type PriceOverride } from '../generation/index.ts';
import type { AdminDeps, AdminPricingDeps } from './deps.ts';
import { type Actor, auditedChange } from './shared.ts';

/** GET /api/admin/api-logs?page=: 20 per page, newest first, and how many there are in all. */
export async function listApiLogs(deps: AdminDeps, input: { page: number }): Promise<AdminApiLogsPage> {
  const { db } = deps;
  const { page } = input;
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
      cacheReadTokens: log.cacheReadTokens,
      cacheWriteTokens: log.cacheWriteTokens,
      step: log.step,
      attempt: log.attempt,
    })),
    total: totals?.total ?? 0,
    page,
    pageSize: API_LOGS_PAGE_SIZE,
  };
}

/** Costs are kept to the micro-dollar; answers round to 6 decimals to drop float noise. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * GET /api/admin/api-logs/summary: cache tokens and what the reads saved, and how often an
 * edit needed a repair or a whole-document rewrite. Savings are priced per model with the
 * current table (and the configured price override), as the rows store only their total cost.
 */
export async function summariseApiCosts(deps: AdminPricingDeps): Promise<AdminApiCostSummary> {
  const { db, config } = deps;
  const override: PriceOverride = {
    inputPerMTok: config.AI_PRICE_INPUT_PER_MTOK,
    outputPerMTok: config.AI_PRICE_OUTPUT_PER_MTOK,
  };
  // One row per user request that had an edit ('patch') call, with what else it needed.
  const editRequests = db
    .select({
      fellBack: sql<boolean>`bool_or(${apiLogs.step} = 'fallback')`.as('fell_back'),
      repaired: sql<boolean>`bool_or(${apiLogs.step} = 'repair')`.as('repaired'),
    })
    .from(apiLogs)
    .where(isNotNull(apiLogs.requestId))
    .groupBy(apiLogs.requestId)
    .having(sql`bool_or(${apiLogs.step} = 'patch')`)
    .as('edit_requests');
  const [[tokens], byModel, [ladder]] = await Promise.all([
    db.select({ read: sum(apiLogs.cacheReadTokens), write: sum(apiLogs.cacheWriteTokens) }).from(apiLogs),
    db
      .select({ model: apiLogs.model, read: sum(apiLogs.cacheReadTokens) })
      .from(apiLogs)
      .where(gt(apiLogs.cacheReadTokens, 0))
      .groupBy(apiLogs.model),
    db
      .select({
        edits: count(),
        fallbacks: sql<number>`count(*) filter (where ${editRequests.fellBack})`.mapWith(Number),
        repairs: sql<number>`count(*) filter (where ${editRequests.repaired})`.mapWith(Number),
      })
      .from(editRequests),
  ]);
  const edits = ladder?.edits ?? 0;
  const fallbacks = ladder?.fallbacks ?? 0;
  const repairs = ladder?.repairs ?? 0;
  const savings = byModel.reduce(
    (total, row) => total + cacheSavings(row.model, Number(row.read), override),
    0,
  );
  return {
    cacheReadTokens: Number(tokens?.read ?? 0),
    cacheWriteTokens: Number(tokens?.write ?? 0),
    cacheSavings: round6(savings),
    editRequests: edits,
    fallbackRequests: fallbacks,
    repairedRequests: repairs,
    fallbackRate: edits === 0 ? null : fallbacks / edits,
    repairRate: edits === 0 ? null : repairs / edits,
  };
}

/** DELETE /api/admin/api-logs/{id}. */
export async function deleteApiLog(
  deps: AdminDeps,
  input: { actor: Actor; logId: number },
): Promise<{ deleted: number }> {
  const { logId } = input;
  return auditedChange(deps, {
    actor: input.actor,
    change: async (tx) => {
      const [row] = await tx.delete(apiLogs).where(eq(apiLogs.id, logId)).returning({ id: apiLogs.id });
      if (!row) throw notFound('API log not found');
      return {
        result: { deleted: 1 },
        audit: { action: 'api-logs.delete', targetType: 'api-log', targetId: logId },
      };
    },
  });
}

/** DELETE /api/admin/api-logs?type=all|old ('old' = older than 30 days). */
export async function clearApiLogs(
  deps: AdminDeps,
  input: { actor: Actor; type: 'all' | 'old' },
): Promise<{ deleted: number }> {
  const { type } = input;
  return auditedChange(deps, {
    actor: input.actor,
    change: async (tx) => {
      const cutoff = new Date(Date.now() - OLD_LOG_DAYS * 86_400_000);
      const removed = await tx
        .delete(apiLogs)
        .where(type === 'old' ? lt(apiLogs.timestamp, cutoff) : undefined)
        .returning({ id: apiLogs.id });
      const before = type === 'old' ? { before: cutoff.toISOString() } : {};
      return {
        result: { deleted: removed.length },
        audit: {
          action: 'api-logs.clear',
          targetType: 'api-log',
          details: { type, deleted: removed.length, ...before },
        },
      };
    },
  });
}
