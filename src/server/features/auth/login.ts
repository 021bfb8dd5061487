import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { hitRateLimit, resetRateLimit } from '../../lib/rate-limit.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import { verifyPassword } from './password.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Checks credentials under two throttles: per account name (failures since the last
 * success) and per client address. Counters are charged before the password is checked,
 * so parallel guesses cannot outrun them, and unknown names are throttled exactly like
 * real ones: neither the message nor the status tells whether an account exists.
 */
export async function loginUser(
  deps: AppDeps,
  options: { username: string; password: string; ip: string },
): Promise<SessionUser> {
  const { db, authLimits } = deps;
  // PostgreSQL text cannot hold NUL, so a raw one would fail the queries below (a 500). No
  // account name can contain NUL or U+FFFD, so the substitute simply matches no account.
  const username = options.username.replaceAll('\u0000', '\uFFFD');
  // Case-folded by the database, exactly like the account lookup below: JavaScript's
  // toLowerCase differs for some letters ('İ', a final 'Σ'), which would give one account
  // several counters and multiply the guesses allowed against it.
  const accountKey = sql`'login:user:' || lower(${username})`;
  const [perAccount, perIp] = await Promise.all([
    hitRateLimit(db, accountKey, authLimits.loginPerAccount),
    hitRateLimit(db, `login:ip:${options.ip}`, authLimits.loginPerIp),
  ]);
  if (perAccount.limited || perIp.limited) {
    const wait = Math.max(
      perAccount.limited ? perAccount.retryAfterSeconds : 0,
      perIp.limited ? perIp.retryAfterSeconds : 0,
    );
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw tooManyRequests(
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      wait,
    );
  }
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash, options.password);
  if (!user || !valid) throw new AppError(401, INVALID_CREDENTIALS);
  await resetRateLimit(db, accountKey);
  return user;
}
