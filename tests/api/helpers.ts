import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { sessions, subscriptionPlans, userSubscriptions, users } from '../../src/server/db/schema/index.ts';
import type { TestClient } from '../support/test-client.ts';

export const SESSION_COOKIE = 'pagecraft_session';

export interface SetCookie {
  value: string;
  /** Attribute names lower-cased; flag attributes (HttpOnly, Secure) map to ''. */
  attributes: Map<string, string>;
}

/** The Set-Cookie header for `name`, parsed; undefined when the response sets no such cookie. */
export function findSetCookie(headers: Headers, name = SESSION_COOKIE): SetCookie | undefined {
  for (const header of headers.getSetCookie()) {
    const [pair = '', ...rest] = header.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() !== name) continue;
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const [key = '', ...value] = attribute.trim().split('=');
      attributes.set(key.toLowerCase(), value.join('='));
    }
    return { value: pair.slice(separator + 1).trim(), attributes };
  }
  return undefined;
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export function sessionToken(client: TestClient): string {
  const token = client.cookies.get(SESSION_COOKIE);
  if (!token) throw new Error('client holds no session cookie');
  return token;
}

export async function findSessionRow(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  return row;
}

/** Every account whose name matches case-insensitively (the uniqueness rule). */
export function usersNamed(db: Db, username: string) {
  return db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
}

/** Moves a user's active subscription to the seeded plan of that name (e.g. 'Unlimited'). */
export async function putOnPlan(db: Db, userId: number, planName: string): Promise<void> {
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, planName));
  if (!plan) throw new Error(`no plan named ${planName}`);
  await db.update(userSubscriptions).set({ planId: plan.id }).where(eq(userSubscriptions.userId, userId));
}
