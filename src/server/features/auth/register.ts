import { sql } from 'drizzle-orm';
import { PASSWORD_MESSAGES, type RegisterBody } from '../../../shared/api/auth.ts';
import type { AppDeps } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import { assignFreePlan } from '../billing/index.ts';
import { isCommonPassword } from './password-rules.ts';

export const USERNAME_TAKEN = 'Username already exists';

/** Creates an account with an active Free subscription, in one transaction. */
export async function registerUser(
  deps: AppDeps,
  options: { body: RegisterBody; ip: string },
): Promise<SessionUser> {
  const { db, authLimits } = deps;
  // The body's schema checked every other rule; the common-password list lives only here.
  if (isCommonPassword(options.body.password)) throw badRequest(PASSWORD_MESSAGES.common);
  // The daily counter is charged only past the hourly one, so that a burst refused within the
  // hour does not spend the rest of the day's allowance too.
  for (const [key, rule] of [
    [`register:ip:${options.ip}`, authLimits.registerPerIp],
    [`register:ip-day:${options.ip}`, authLimits.registerPerIpPerDay],
  ] as const) {
    const throttle = await hitRateLimit(db, key, rule);
    if (throttle.limited) {
      throw tooManyRequests(
        'Too many accounts created from this address. Please try again later.',
        throttle.retryAfterSeconds,
      );
    }
  }
  const { username, password } = options.body;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (existing) throw conflict(USERNAME_TAKEN);

  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ username, passwordHash }).returning();
      await assignFreePlan({ db: tx }, { userId: user!.id });
      return user!;
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
    throw error;
  }
}
