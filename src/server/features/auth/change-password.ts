import { eq } from 'drizzle-orm';
import { type ChangePasswordBody, CURRENT_PASSWORD_INCORRECT } from '../../../shared/api/auth.ts';
import type { AppDeps } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hitRateLimit, type RateLimitRule, resetRateLimit } from '../../lib/rate-limit.ts';
import { deleteOtherSessions, type SessionUser } from '../../lib/sessions.ts';
import { passwordRulesProblem } from './password-rules.ts';

/**
 * Tries at the current password per account: whoever holds a stolen session must not be able
 * to guess the password behind it (to keep the account, or to try it elsewhere).
 */
const CURRENT_PASSWORD_TRIES: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Marks an account whose password, just proven at sign-in, breaks today's password rules
 * (made before them): it keeps working, and the app asks for a new one. Returns the user as
 * stored afterwards.
 */
export async function flagOutdatedPassword(
  deps: AppDeps,
  input: { user: SessionUser; password: string },
): Promise<SessionUser> {
  const { user, password } = input;
  if (user.mustChangePassword || passwordRulesProblem(password, user.username) === null) return user;
  await deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
  return { ...user, mustChangePassword: true };
}

/**
 * Replaces the signed-in user's password after checking the current one, under the password
 * rules, and signs out every other session of the account (the one making the change stays):
 * a password change is what someone does who fears another has it.
 */
export async function changePassword(
  deps: AppDeps,
  options: { user: SessionUser; body: ChangePasswordBody; sessionToken: string },
): Promise<SessionUser> {
  const { db } = deps;
  const { user, body } = options;
  const key = `change-password:user:${user.id}`;
  const throttle = await hitRateLimit(db, key, CURRENT_PASSWORD_TRIES);
  if (throttle.limited) {
    const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
    throw tooManyRequests(
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      throttle.retryAfterSeconds,
    );
  }
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest(CURRENT_PASSWORD_INCORRECT);
  }
  await resetRateLimit(db, key);
  const problem = passwordRulesProblem(body.newPassword, user.username);
  if (problem) throw badRequest(problem);

  const passwordHash = await hashPassword(body.newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false })
    .where(eq(users.id, user.id))
    .returning();
  // The account was deleted meanwhile: its sessions went with it.
  if (!updated) throw unauthorized();
  await deleteOtherSessions(db, user.id, options.sessionToken);
  return updated;
}
