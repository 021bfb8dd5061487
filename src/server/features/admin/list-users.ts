import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUser, AdminUsersPage, AdminUsersQuery } from '../../../shared/api/admin.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans, userSubscriptions, users } from '../../db/schema/index.ts';
import { findFreePlan } from '../billing/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of users (by id), matching `search` in username or email, with the plan in force. */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const pattern = `%${escapeLike(query.search)}%`;
  const where = query.search ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [totals], freePlan] = await Promise.all([
    db
      .select({ user: users, planName: subscriptionPlans.name })
      .from(users)
      .leftJoin(
        userSubscriptions,
        and(eq(userSubscriptions.userId, users.id), eq(userSubscriptions.status, 'active')),
      )
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(where)
      .orderBy(asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(users)
      .where(where ?? sql`true`),
    findFreePlan({ db }),
  ]);
  return {
    users: rows.map(
      ({ user, planName }): AdminUser => ({
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
        maxGenerateTokensPerRequest: user.maxGenerateTokensPerRequest,
        maxModifyTokensPerRequest: user.maxModifyTokensPerRequest,
        maxVariationTokensPerRequest: user.maxVariationTokensPerRequest,
        planName: planName ?? freePlan?.name ?? null,
      }),
    ),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
