import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AdminRevenue } from '../../../shared/api/admin.ts';
import type { Db } from '../../db/client.ts';
import { payments, subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import type { SubscriptionRow } from './current-plan.ts';
import type { BillingDeps } from './deps.ts';
import { CURRENCY } from './stripe-catalog.ts';
import { invoicePaidAt } from './stripe-shapes.ts';

/**
 * Records what Stripe collected for one of our subscriptions: the invoice's amount_paid, which
 * is net of coupons and credits. The invoice id is unique, so a replayed or duplicated event
 * records nothing twice.
 */
export async function recordPayment(tx: Db, row: SubscriptionRow, invoice: Stripe.Invoice): Promise<void> {
  if (!invoice.id || typeof invoice.amount_paid !== 'number') return;
  await tx
    .insert(payments)
    .values({
      stripeInvoiceId: invoice.id,
      userId: row.userId,
      subscriptionId: row.id,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      paidAt: invoicePaidAt(invoice) ?? new Date(),
    })
    .onConflictDoNothing();
}

/**
 * The admin's revenue figures, from recorded payments only: a free plan or a plan an admin
 * assigned was never paid for and counts nowhere. Amounts in another currency than the plans'
 * are left out rather than added up as if they were dollars.
 */
export async function revenueSummary(deps: BillingDeps): Promise<AdminRevenue> {
  const { db } = deps;
  const [collected] = await db
    .select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(eq(payments.currency, CURRENCY));
  // Each active Stripe subscription's latest payment: what it brings in now, coupon included.
  const latest = await db
    .selectDistinctOn([payments.subscriptionId], {
      amountCents: payments.amountCents,
      interval: subscriptionPlans.interval,
    })
    .from(payments)
    .innerJoin(
      userSubscriptions,
      and(
        eq(userSubscriptions.id, payments.subscriptionId),
        eq(userSubscriptions.status, 'active'),
        isNotNull(userSubscriptions.stripeSubscriptionId),
      ),
    )
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(payments.currency, CURRENCY))
    .orderBy(payments.subscriptionId, desc(payments.paidAt), desc(payments.id));
  const paying = latest.filter((payment) => payment.amountCents > 0);
  const monthlyCents = paying.reduce(
    (sum, payment) => sum + (payment.interval === 'yearly' ? payment.amountCents / 12 : payment.amountCents),
    0,
  );
  return {
    totalRevenue: Number(collected?.cents ?? 0) / 100,
    monthlyRecurringRevenue: Math.round(monthlyCents) / 100,
    payingSubscriptions: paying.length,
  };
}
