import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { ALLOWANCE_NOUN, USAGE_KINDS, type UsageKind } from '../../../shared/plan-allowances.ts';
import type { Db } from '../../db/client.ts';
import { monthlyUsage, quotaReservations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingDeps } from './deps.ts';
import type { PlanLimits } from './plan-limits.ts';

export type { UsageKind };

/**
 * The one month rule: the calendar month in UTC, 'YYYY-MM', that the monthly counters are kept
 * in. Charging, the user's usage meters and the admin's figures all read it from here.
 */
export const currentPeriod = (now = new Date()) => now.toISOString().slice(0, 7);

const COLUMN = {
  generate: monthlyUsage.generateCount,
  modify: monthlyUsage.modifyCount,
  variation: monthlyUsage.variationCount,
  ask: monthlyUsage.askCount,
} as const;
const KEY = {
  generate: 'generateCount',
  modify: 'modifyCount',
  variation: 'variationCount',
  ask: 'askCount',
} as const satisfies Record<UsageKind, keyof typeof monthlyUsage.$inferInsert>;

const refusal = (kind: UsageKind, amount: number, limits: PlanLimits, limit: number) =>
  new AppError(
    403,
    `Your ${limits.planName} plan includes ${limit} ${ALLOWANCE_NOUN[kind]} per month, and ${amount > 1 ? `${amount} more would exceed it` : 'you have used them all'}. Upgrade your plan or wait until next month.`,
  );

/**
 * Room in the month's allowances held for one running request (ADR 022). `held` names the
 * reservation row of each kind held; a kind the plan does not limit holds nothing (its save is
 * still counted). The room is charged by `confirmedWithSave` / `confirmMonthly` and given up by
 * `releaseMonthly`; a request killed before either leaves a row that expires on its own.
 */
export interface Reservation {
  userId: number;
  /** The month the room is held in: the confirmation charges this month's counter. */
  period: string;
  limits: PlanLimits;
  held: Partial<Record<UsageKind, number>>;
}

/**
 * Holds room for one request before its provider call, or refuses it with the plan's 403.
 * `amounts` is what the request may end up charging, per kind (a generation 1 generate, N
 * variations N variation, a chat turn 1 modify and 1 ask, as it may answer either way); every
 * limited kind must have room for its amount. `holdMs`: the longest the request can run, after
 * which the room frees itself.
 *
 * Decided under the row lock of the user's counters of the month, so reservations of any
 * number of instances are taken one at a time: used + live reservations + amount <= limit.
 * Confirming moves a unit from the reservations to the counter in one transaction, so the sum
 * a reservation reads never counts a unit twice or misses one.
 */
export async function reserveMonthly(
  deps: BillingDeps,
  input: { userId: number; limits: PlanLimits; amounts: Partial<Record<UsageKind, number>>; holdMs: number },
): Promise<Reservation> {
  const { userId, limits, holdMs } = input;
  const period = currentPeriod();
  const wanted = USAGE_KINDS.flatMap((kind) => {
    const amount = input.amounts[kind] ?? 0;
    const limit = limits.monthly[kind];
    return amount > 0 && limit !== null ? [{ kind, amount, limit }] : [];
  });
  const reservation: Reservation = { userId, period, limits, held: {} };
  for (const { kind, amount, limit } of wanted) {
    if (amount > limit) throw refusal(kind, amount, limits, limit);
  }
  // Only limited kinds are held: an unlimited one has no room to race for.
  if (wanted.length === 0) return reservation;
  await deps.db.transaction(async (tx) => {
    await tx.insert(monthlyUsage).values({ userId, period }).onConflictDoNothing();
    const [used] = await tx
      .select()
      .from(monthlyUsage)
      .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.period, period)))
      .for('update');
    // A row past its expiry (its request's process was killed) holds nothing. It is not deleted
    // here: a multi-row delete beside the maintenance sweep's could deadlock, and a refusal
    // must not become a 500; releases and the sweep remove it.
    const live = await tx
      .select({ kind: quotaReservations.kind, amount: sql<number>`sum(${quotaReservations.amount})::int` })
      .from(quotaReservations)
      .where(
        and(
          eq(quotaReservations.userId, userId),
          eq(quotaReservations.period, period),
          gt(quotaReservations.expiresAt, sql`now()`),
        ),
      )
      .groupBy(quotaReservations.kind);
    for (const { kind, amount, limit } of wanted) {
      const held = live.find((row) => row.kind === kind)?.amount ?? 0;
      if ((used?.[KEY[kind]] ?? 0) + held + amount > limit) throw refusal(kind, amount, limits, limit);
    }
    const rows = await tx
      .insert(quotaReservations)
      .values(
        wanted.map(({ kind, amount }) => ({
          userId,
          period,
          kind,
          amount,
          // The database's clock for both ends, so instances with skewed clocks agree.
          expiresAt: sql`now() + ${Math.ceil(holdMs)}::integer * interval '1 millisecond'`,
        })),
      )
      .returning({ id: quotaReservations.id, kind: quotaReservations.kind });
    for (const row of rows) reservation.held[row.kind] = row.id;
  });
  return reservation;
}

/**
 * Charges one unit of `kind` from a reservation: the counter goes up and the reservation holds
 * one unit less, in the caller's transaction (the save's, so a charge exists exactly when its
 * page or version does). The counter is only incremented while it stays within the limit (one
 * conditional upsert), which still decides when a reservation expired and its room was taken
 * meanwhile, or an admin lowered the limit: then the plan's 403 refuses the save.
 */
export async function confirmMonthly(deps: BillingDeps, reservation: Reservation, kind: UsageKind) {
  const { userId, period, limits } = reservation;
  const limit = limits.monthly[kind];
  const column = COLUMN[kind];
  const charged = await deps.db
    .insert(monthlyUsage)
    .values({ userId, period, [KEY[kind]]: 1 })
    .onConflictDoUpdate({
      target: [monthlyUsage.userId, monthlyUsage.period],
      set: { [KEY[kind]]: sql`${column} + 1` },
      setWhere: limit === null ? undefined : sql`${column} + 1 <= ${limit}`,
    })
    .returning({ used: column });
  if (charged.length === 0) throw refusal(kind, 1, limits, limit ?? 0);
  const id = reservation.held[kind];
  if (id === undefined) return;
  const [left] = await deps.db
    .update(quotaReservations)
    .set({ amount: sql`${quotaReservations.amount} - 1` })
    .where(eq(quotaReservations.id, id))
    .returning({ amount: quotaReservations.amount });
  if (left && left.amount <= 0) await deps.db.delete(quotaReservations).where(eq(quotaReservations.id, id));
}

/** The save hook that charges one unit of `kind` from the reservation in the save's own transaction. */
export const confirmedWithSave =
  (reservation: Reservation, kind: UsageKind) =>
  (tx: Db): Promise<void> =>
    confirmMonthly({ db: tx }, reservation, kind);

/**
 * Gives up what a reservation still holds (a failed, cancelled or finished request: a confirmed
 * unit is no longer there to give), and the user's expired rows on the way. Best effort: a
 * failure is logged, and the rows then free their room when they expire.
 */
export async function releaseMonthly(
  deps: BillingDeps & { logger: Logger },
  reservation: Reservation,
): Promise<void> {
  const ids = Object.values(reservation.held);
  if (ids.length === 0) return;
  try {
    await deps.db
      .delete(quotaReservations)
      .where(
        or(
          inArray(quotaReservations.id, ids),
          and(eq(quotaReservations.userId, reservation.userId), lte(quotaReservations.expiresAt, sql`now()`)),
        ),
      );
  } catch (error) {
    deps.logger.warn('could not release a quota reservation; it expires on its own', {
      userId: reservation.userId,
      error: String(error),
    });
  }
}

/** Reservations past their expiry, of every user (the maintenance job's sweep). */
export async function deleteExpiredReservations(db: Db): Promise<number> {
  const removed = await db
    .delete(quotaReservations)
    .where(lte(quotaReservations.expiresAt, sql`now()`))
    .returning({ id: quotaReservations.id });
  return removed.length;
}
