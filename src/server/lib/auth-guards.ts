import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context.ts';
import { forbidden, unauthorized } from './errors.ts';
import { findSessionUser, readSessionToken, type SessionUser } from './sessions.ts';

/** Resolves the session cookie (if any) to a user for every request. */
export const loadSessionUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = readSessionToken(c);
  c.set('user', token ? await findSessionUser(c.var.deps.db, token) : null);
  await next();
};

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') throw forbidden('Administrator access required');
  return user;
}
