import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { landingPages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { PlanLimits } from '../billing/index.ts';
import { pageLimitMessage } from '../pages/index.ts';

/**
 * Early refusal before any provider call: a generation that would not fit the page limit is
 * refused with a clear 403 (variations need room for all of them). The save itself re-checks
 * under a lock, so this is about not making the user wait for a page that cannot be kept.
 */
export async function assertRoomForPages(
  db: Db,
  userId: number,
  wanted: number,
  limits: PlanLimits,
): Promise<void> {
  const max = limits.maxLandingPages;
  if (max === null) return;
  const [row] = await db.select({ n: count() }).from(landingPages).where(eq(landingPages.userId, userId));
  const used = row?.n ?? 0;
  if (used + wanted > max) {
    const detail = wanted > 1 ? ` You have ${used}, and ${wanted} variations need room for all of them.` : '';
    throw new AppError(403, `${pageLimitMessage(limits.planName, max)}${detail}`);
  }
}
