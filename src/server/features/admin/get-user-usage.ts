import { and, eq } from 'drizzle-orm';
import type { MonthlyUsageCounts } from '../../../shared/api/admin.ts';
import { monthlyUsage, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { currentPeriod } from '../billing/index.ts';
import type { AdminDeps } from './deps.ts';

/** GET /api/admin/users/{id}/usage: the requests charged this calendar month (UTC). */
export async function getUserUsage(deps: AdminDeps, input: { userId: number }): Promise<MonthlyUsageCounts> {
  const { db } = deps;
  const { userId } = input;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const [row] = await db
    .select()
    .from(monthlyUsage)
    .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.period, currentPeriod())));
  return {
    generate: row?.generateCount ?? 0,
    modify: row?.modifyCount ?? 0,
    variation: row?.variationCount ?? 0,
    ask: row?.askCount ?? 0,
  };
}
