import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSubscriptions } from '../../db/schema/index.ts';

/** Whose unpaid checkouts: the user's, for one plan and holding one coupon when those are given. */
export interface CheckoutOwner {
  userId: number;
  planId?: number;
  couponId?: number;
}

/**
 * The user's checkouts not paid yet: their 'incomplete' subscription rows (ADR 008, 'Checkout flow':
 * such a row holds its coupon use until it is paid or ends), narrowed by `more`.
 */
export function unpaidCheckouts(owner: CheckoutOwner, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(
    eq(userSubscriptions.userId, owner.userId),
    owner.planId === undefined ? undefined : eq(userSubscriptions.planId, owner.planId),
    owner.couponId === undefined ? undefined : eq(userSubscriptions.couponId, owner.couponId),
    eq(userSubscriptions.status, 'incomplete'),
    ...more,
  );
}

/** Whether the user has such a checkout. */
export async function hasUnpaidCheckout(
  db: Db,
  owner: CheckoutOwner,
  ...more: (SQL | undefined)[]
): Promise<boolean> {
  const [held] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(unpaidCheckouts(owner, ...more))
    .limit(1);
  return held !== undefined;
}
