import type { Context } from 'hono';
import { Hono } from 'hono';
import { changePasswordBodySchema, loginBodySchema, registerBodySchema } from '../../../shared/api/auth.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { readJson } from '../../lib/json-body.ts';
import { clientIp, isHttps } from '../../lib/request-guards.ts';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  readSessionToken,
  type SessionUser,
  writeSessionCookie,
} from '../../lib/sessions.ts';
import { changePassword, flagOutdatedPassword } from './change-password.ts';
import { loginUser } from './login.ts';
import { registerUser } from './register.ts';
import { toUserDto } from './user-dto.ts';

/** Starts a fresh session (a new token every time: no fixation) and drops the old one. */
async function startSession(c: Context<AppEnv>, user: SessionUser) {
  const { db, config } = c.var.deps;
  const previous = readSessionToken(c);
  if (previous) await deleteSession(db, previous);
  const session = await createSession(db, user.id, {
    userAgent: c.req.header('user-agent'),
    ip: clientIp(c, config.TRUST_PROXY),
  });
  writeSessionCookie(c, session.token, session.expiresAt, isHttps(c, config.TRUST_PROXY));
}

export const authRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const body = await readJson(c, registerBodySchema, { allowUnstorableText: true });
    const user = await registerUser(c.var.deps, { body, ip: clientIp(c, c.var.deps.config.TRUST_PROXY) });
    await startSession(c, user);
    return c.json({ user: toUserDto(user) }, 201);
  })
  .post('/login', async (c) => {
    const body = await readJson(c, loginBodySchema, { allowUnstorableText: true });
    const signedIn = await loginUser(c.var.deps, { ...body, ip: clientIp(c, c.var.deps.config.TRUST_PROXY) });
    // Only now, with the password in hand and proven, can it be held against today's rules.
    const user = await flagOutdatedPassword(c.var.deps, { user: signedIn, password: body.password });
    await startSession(c, user);
    return c.json({ user: toUserDto(user) });
  })
  .post('/change-password', async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, changePasswordBodySchema, { allowUnstorableText: true });
    const updated = await changePassword(c.var.deps, { user, body, sessionToken: readSessionToken(c)! });
    return c.json({ user: toUserDto(updated) });
  })
  .post('/logout', async (c) => {
    const token = readSessionToken(c);
    if (token) await deleteSession(c.var.deps.db, token);
    clearSessionCookie(c, isHttps(c, c.var.deps.config.TRUST_PROXY));
    return c.json({ message: 'Logged out' });
  })
  .get('/me', (c) => {
    // A cookie whose session is gone (signed out elsewhere, expired): dropped with its hint, so
    // the browser stops asking (SIGNED_IN_COOKIE).
    if (!c.var.user && readSessionToken(c)) clearSessionCookie(c, isHttps(c, c.var.deps.config.TRUST_PROXY));
    return c.json({ user: toUserDto(requireUser(c)) });
  });
