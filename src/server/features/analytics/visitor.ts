import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { VisitorHasher } from '../../lib/page-analytics.ts';

/**
 * A visitor without cookies (ADR docs/decisions/021-page-analytics.md): a hash of the day's
 * salt, the page, the address and the user agent. The salt is random, made once a day by
 * whichever instance needs it first and read by the others (so all of them agree), and
 * deleted after its day: yesterday's hashes can then be linked to nobody, and the address
 * itself is never stored.
 */
export function createVisitorHasher(db: Db): VisitorHasher {
  const salts = new Map<string, Promise<string>>();

  async function saltOf(day: string): Promise<string> {
    await db.execute(sql`
      insert into analytics_salts (day, salt) values (${day}::date, ${randomBytes(32).toString('base64url')})
      on conflict (day) do nothing`);
    const found = await db.execute(sql`select salt from analytics_salts where day = ${day}::date`);
    const salt = rowsOf<{ salt: string }>(found)[0]?.salt;
    if (!salt) throw new Error(`no analytics salt for ${day}`);
    return salt;
  }

  return {
    async visitorOf({ pageId, ip, userAgent, at }) {
      const day = at.toISOString().slice(0, 10);
      let salt = salts.get(day);
      if (!salt) {
        salt = saltOf(day);
        salts.set(day, salt);
        // A failed read is asked again next time, not remembered.
        salt.catch(() => salts.delete(day));
        // Only today's and yesterday's (an event in flight at midnight) are ever needed.
        for (const known of salts.keys()) if (known < dayBefore(day)) salts.delete(known);
      }
      return createHash('sha256')
        .update(`${await salt}\u0000${pageId}\u0000${ip}\u0000${userAgent}`)
        .digest('base64url')
        .slice(0, 22);
    },
  };
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
