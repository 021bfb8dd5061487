import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_COOKIE } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

export const SESSION_COOKIE = 'pagecraft_session';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry: a session used in its second half is extended, at most one write a day. */
const RENEW_WHEN_REMAINING_MS = SESSION_TTL_MS - 24 * 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: number,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  // 256 bits of randomness; only its hash is stored, so a database leak yields no usable cookie.
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300),
    ip: meta.ip,
  });
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() - Date.now() < RENEW_WHEN_REMAINING_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Signs the user out everywhere but in the session of `keepToken`. */
export async function deleteOtherSessions(db: Db, userId: number, keepToken: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))));
}

/** Deletes sessions past their expiry (the maintenance job); returns how many. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date()))
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}

export const readSessionToken = (c: Context) => getCookie(c, SESSION_COOKIE);

/** The session cookie (HttpOnly) and the signed-in hint beside it, which lives as long. */
export function writeSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
  setCookie(c, SIGNED_IN_COOKIE, '1', { sameSite: 'Lax', path: '/', secure, expires: expiresAt });
}

export function clearSessionCookie(c: Context, secure: boolean) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/', secure, sameSite: 'Lax' });
}
