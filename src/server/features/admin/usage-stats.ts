import { asc, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { UsageStats, UserBreakdownRow } from '../../../shared/api/admin.ts';
import {
  apiLogs,
  landingPages,
  monthlyUsage,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { currentPeriod, findFreePlan } from '../billing/index.ts';
import type { AdminDeps } from './deps.ts';

const COST_DAYS = 30;
const DAY_MS = 86_400_000;
/** Costs are kept to the micro-dollar; answers round to 6 decimals to drop float noise. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * GET /api/admin/usage-stats: totals over every API log, one row per user (pages, versions,
 * this month's charged requests, API cost and calls, plan in force), and cost per day over
 * the last 30 days (UTC). A handful of grouped queries, merged here.
 */
export async function getUsageStats(deps: AdminDeps): Promise<UsageStats> {
  const { db } = deps;
  const since = new Date(Date.UTC(...todayUtcParts()) - (COST_DAYS - 1) * DAY_MS);
  const day = sql<string>`to_char(${apiLogs.timestamp} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [[totals], userRows, pageRows, usageRows, logRows, dayRows, freePlan] = await Promise.all([
    db
      .select({
        cost: sum(apiLogs.totalCost),
        requests: count(),
        input: sum(apiLogs.inputTokens),
        output: sum(apiLogs.outputTokens),
      })
      .from(apiLogs),
    db
      .select({ user: users, planName: subscriptionPlans.name })
      .from(users)
      .leftJoin(
        userSubscriptions,
        sql`${userSubscriptions.userId} = ${users.id} and ${userSubscriptions.status} = 'active'`,
      )
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .orderBy(asc(users.id)),
    db
      .select({ userId: landingPages.userId, pages: count(), versions: sum(landingPages.versionCount) })
      .from(landingPages)
      .groupBy(landingPages.userId),
    db.select().from(monthlyUsage).where(eq(monthlyUsage.period, currentPeriod())),
    db
      .select({ userId: apiLogs.userId, cost: sum(apiLogs.totalCost), calls: count() })
      .from(apiLogs)
      .groupBy(apiLogs.userId),
    db
      .select({ date: day, cost: sum(apiLogs.totalCost), requests: count() })
      .from(apiLogs)
      .where(gte(apiLogs.timestamp, since))
      .groupBy(day),
    findFreePlan(deps),
  ]);
  const pages = new Map(pageRows.map((row) => [row.userId, row]));
  const usage = new Map(usageRows.map((row) => [row.userId, row]));
  const logs = new Map(logRows.map((row) => [row.userId, row]));
  const userBreakdown = userRows.map(({ user, planName }): UserBreakdownRow => {
    const counter = usage.get(user.id);
    return {
      userId: user.id,
      username: user.username,
      email: user.email,
      planName: planName ?? freePlan?.name ?? null,
      totalLandingPages: pages.get(user.id)?.pages ?? 0,
      totalVersions: Number(pages.get(user.id)?.versions ?? 0),
      monthlyUsage: {
        generate: counter?.generateCount ?? 0,
        modify: counter?.modifyCount ?? 0,
        variation: counter?.variationCount ?? 0,
        ask: counter?.askCount ?? 0,
      },
      totalApiCost: round6(Number(logs.get(user.id)?.cost ?? 0)),
      totalApiCalls: logs.get(user.id)?.calls ?? 0,
      createdAt: user.createdAt.toISOString(),
    };
  });
  const byDay = new Map(dayRows.map((row) => [row.date, row]));
  const costPerDay = Array.from({ length: COST_DAYS }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(date);
    return { date, cost: round6(Number(row?.cost ?? 0)), requests: row?.requests ?? 0 };
  });
  return {
    totalCost: round6(Number(totals?.cost ?? 0)),
    totalRequests: totals?.requests ?? 0,
    tokenUsage: { input: Number(totals?.input ?? 0), output: Number(totals?.output ?? 0) },
    userBreakdown,
    costPerDay,
  };
}

function todayUtcParts(): [number, number, number] {
  const now = new Date();
  return [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
}
