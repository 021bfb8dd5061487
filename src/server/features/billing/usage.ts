import { and, eq, sql } from 'drizzle-orm';
import { ALLOWANCE_NOUN } from '../../../shared/plan-allowances.ts';
import type { Db } from '../../db/client.ts';
import { monthlyUsage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { BillingDeps } from './deps.ts';
import type { PlanLimits } from './plan-limits.ts';

/** What a plan's monthly allowances count: page generations, AI edits and variations. */
export type UsageKind = keyof typeof ALLOWANCE_NOUN;

/**
 * The one month rule: the calendar month in UTC, 'YYYY-MM', that the monthly counters are kept
 * in. Charging, the user's usage meters and the admin's figures all read it from here.
 */
export const currentPeriod = (now = new Date()) => now.toISOString().slice(0, 7);

const COLUMN = {
  generate: monthlyUsage.generateCount,
  modify: monthlyUsage.modifyCount,
  variation: monthlyUsage.variationCount,
} as const;

const refusal = (kind: UsageKind, amount: number, limits: PlanLimits, limit: number) =>
  new AppError(
    403,
    `Your ${limits.planName} plan includes ${limit} ${ALLOWANCE_NOUN[kind]} per month, and ${amount > 1 ? `${amount} more would exceed it` : 'you have used them all'}. Upgrade your plan or wait until next month.`,
  );

export interface MonthlyCharge {
  userId: number;
  kind: UsageKind;
  amount: number;
  limits: PlanLimits;
}

/**
 * Early refusal before any provider call: a request the month's allowance cannot take is a
 * plain 403 before the stream starts. Not the charge: requests racing past this check are
 * decided by chargeMonthly, which runs in the save's transaction.
 */
export async function assertMonthlyRoom(deps: BillingDeps, charge: MonthlyCharge): Promise<void> {
  const { userId, kind, amount, limits } = charge;
  const limit = limits.monthly[kind];
  if (limit === null) return;
  if (amount > limit) throw refusal(kind, amount, limits, limit);
  const [row] = await deps.db
    .select({ used: COLUMN[kind] })
    .from(monthlyUsage)
    .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.period, currentPeriod())));
  if ((row?.used ?? 0) + amount > limit) throw refusal(kind, amount, limits, limit);
}

/**
 * Charges `amount` requests against the plan's monthly limit in one statement: the row is
 * only incremented while the total stays within the limit, so concurrent requests on any
 * number of instances can never overspend. Throws a 403 naming the plan and limit.
 *
 * Called inside the transaction that saves the result (see `chargedWithSave`), so a charge
 * exists exactly when its page or version does: a failure, a cancellation or a process
 * killed mid-generation (SIGKILL, a crash, a lost database) leaves nothing to give back.
 */
export async function chargeMonthly(deps: BillingDeps, charge: MonthlyCharge): Promise<void> {
  const { userId, kind, amount, limits } = charge;
  const limit = limits.monthly[kind];
  if (limit !== null && amount > limit) throw refusal(kind, amount, limits, limit);
  const column = COLUMN[kind];
  const charged = await deps.db
    .insert(monthlyUsage)
    .values({ userId, period: currentPeriod(), [keyOf(kind)]: amount })
    .onConflictDoUpdate({
      target: [monthlyUsage.userId, monthlyUsage.period],
      set: { [keyOf(kind)]: sql`${column} + ${amount}` },
      setWhere: limit === null ? undefined : sql`${column} + ${amount} <= ${limit}`,
    })
    .returning({ used: column });
  if (charged.length === 0) throw refusal(kind, amount, limits, limit ?? 0);
}

/** The save hook that charges one request in the save's own transaction. */
export const chargedWithSave =
  (charge: MonthlyCharge) =>
  (tx: Db): Promise<void> =>
    chargeMonthly({ db: tx }, charge);

function keyOf(kind: UsageKind): 'generateCount' | 'modifyCount' | 'variationCount' {
  return kind === 'generate' ? 'generateCount' : kind === 'modify' ? 'modifyCount' : 'variationCount';
}
