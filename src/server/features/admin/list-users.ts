import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUser, AdminUsersPage, AdminUsersQuery } from '../../../shared/api/admin.ts';
import { subscriptionPlans, userSubscriptions, users } from '../../db/schema/index.ts';
import { toUserDto } from '../auth/index.ts';
import { findFreePlan } from '../billing/index.ts';
import type { AdminDeps } from './deps.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of users (by id), matching `search` in username or email, with the plan in force. */
export async function listUsers(deps: AdminDeps, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const { db } = deps;
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
    findFreePlan(deps),
  ]);
  return {
    users: rows.map(({ user, planName }): AdminUser => {
      // The user as every answer shows one; whether they must change their password is theirs.
      const { mustChangePassword: _private, ...fields } = toUserDto(user);
      return { ...fields, planName: planName ?? freePlan?.name ?? null };
    }),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
