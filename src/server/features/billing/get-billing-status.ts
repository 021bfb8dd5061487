import { and, count, eq } from 'drizzle-orm';
import type { BillingStatus } from '../../../shared/api/billing.ts';
import { storageLimitBytes } from '../../../shared/storage.ts';
import { landingPages, monthlyUsage } from '../../db/schema/index.ts';
import { findCurrentPlan } from './current-plan.ts';
import type { BillingDeps } from './deps.ts';
import { fromCents, toCents } from './money.ts';
import { unlimited } from './plan-limits.ts';
import { storedBytes } from './storage.ts';
import { currentPeriod } from './usage.ts';

/** The signed-in user's plan, active subscription and usage against the plan's limits. */
export async function getBillingStatus(deps: BillingDeps, input: { userId: number }): Promise<BillingStatus> {
  const { db } = deps;
  const { userId } = input;
  const period = currentPeriod();
  const [{ plan, subscription }, [pages], [usage], stored] = await Promise.all([
    findCurrentPlan(db, userId),
    db.select({ n: count() }).from(landingPages).where(eq(landingPages.userId, userId)),
    db
      .select()
      .from(monthlyUsage)
      .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.period, period))),
    storedBytes(deps, { userId }),
  ]);
  return {
    plan: {
      id: plan?.id ?? null,
      name: plan?.name ?? 'Free',
      price: plan ? fromCents(toCents(plan.price)) : 0,
      interval: plan?.interval ?? 'monthly',
    },
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          startDate: subscription.startDate.toISOString(),
          endDate: subscription.endDate?.toISOString() ?? null,
        }
      : null,
    usage: {
      landingPages: { used: pages?.n ?? 0, limit: unlimited(plan?.maxLandingPages) },
      maxVersionsPerPage: unlimited(plan?.maxVersions),
      storage: { used: stored.total, limit: storageLimitBytes(plan?.maxStorageMb) },
      period,
      monthly: {
        generate: { used: usage?.generateCount ?? 0, limit: unlimited(plan?.monthlyGenerateLimit) },
        modify: { used: usage?.modifyCount ?? 0, limit: unlimited(plan?.monthlyModifyLimit) },
        variation: { used: usage?.variationCount ?? 0, limit: unlimited(plan?.monthlyVariationLimit) },
        ask: { used: usage?.askCount ?? 0, limit: unlimited(plan?.monthlyAskLimit) },
      },
    },
  };
}
