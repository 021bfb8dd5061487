import { setTimeout as timer } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { AppDeps, LoginSlowdown } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { hitRateLimit, resetRateLimit } from '../../lib/rate-limit.ts';
import type { SessionUser } from '../../lib/sessions.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Checks credentials under three counters, as OWASP's authentication cheat sheet describes:
 * failures per account name from one address and attempts per address refuse (429); failures
 * per account name from anywhere only slow the answer down. No counter refuses an account
 * everywhere, so nobody can lock its owner out: a right password from an address that has not
 * been failing signs in. Counters are charged before the password is checked, so parallel
 * guesses cannot outrun them, and unknown names are throttled and slowed exactly like real
 * ones: neither the message, the status nor the delay tells whether an account exists.
 */
export async function loginUser(
  deps: AppDeps,
  options: { username: string; password: string; ip: string },
): Promise<SessionUser> {
  const { db, authLimits } = deps;
  const slowdown = authLimits.loginSlowdown;
  // Compatibility forms are one name (fullwidth 'ａｄｍｉｎ' is 'admin'), as at registration.
  // PostgreSQL text cannot hold NUL, so a raw one would fail the queries below (a 500). No
  // account name can contain NUL or U+FFFD, so the substitute simply matches no account.
  const username = options.username.normalize('NFKC').replaceAll('\u0000', '\uFFFD');
  // Case-folded by the database, exactly like the account lookup below: JavaScript's
  // toLowerCase differs for some letters ('İ', a final 'Σ'), which would give one account
  // several counters and multiply the guesses allowed against it.
  const accountKey = sql`'login:user:' || lower(${username})`;
  // The address is escaped to hold no ':', so no other address and name can make the same key.
  const accountAndIpKey = sql`${`login:user-ip:${encodeURIComponent(options.ip)}:`} || lower(${username})`;
  const [perAccountAndIp, perIp, perAccount] = await Promise.all([
    hitRateLimit(db, accountAndIpKey, authLimits.loginPerAccountAndIp),
    hitRateLimit(db, `login:ip:${options.ip}`, authLimits.loginPerIp),
    hitRateLimit(db, accountKey, { limit: slowdown.freeFailures, windowMs: slowdown.windowMs }),
  ]);
  if (perAccountAndIp.limited || perIp.limited) {
    const wait = Math.max(
      perAccountAndIp.limited ? perAccountAndIp.retryAfterSeconds : 0,
      perIp.limited ? perIp.retryAfterSeconds : 0,
    );
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw tooManyRequests(
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      wait,
    );
  }
  // Waited before the password is checked, right or wrong, so that a guesser cannot give up
  // early and read a slow answer as a wrong password.
  const delay = slowdownDelay(slowdown, perAccount.count);
  if (delay > 0) await (slowdown.sleep ?? timer)(delay);
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash, options.password);
  if (!user || !valid) throw new AppError(401, INVALID_CREDENTIALS);
  await Promise.all([resetRateLimit(db, accountAndIpKey), resetRateLimit(db, accountKey)]);
  return user;
}

/** The delay before answering the `failures`-th attempt at one account name in its window. */
export function slowdownDelay(slowdown: LoginSlowdown, failures: number): number {
  const past = failures - slowdown.freeFailures;
  if (past <= 0) return 0;
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** Math.min(past - 1, 30));
}
