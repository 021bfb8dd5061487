import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const billingInterval = pgEnum('billing_interval', ['monthly', 'yearly']);
/** 'incomplete' is a paid subscription awaiting its first payment; it grants nothing. */
export const subscriptionStatus = pgEnum('subscription_status', [
  'active',
  'cancelled',
  'expired',
  'incomplete',
]);
export const couponType = pgEnum('coupon_type', ['percentage', 'fixed_amount']);

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    interval: billingInterval('interval').notNull().default('monthly'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** -1 or null = unlimited */
    maxLandingPages: integer('max_landing_pages'),
    maxVersions: integer('max_versions'),
    /**
     * Megabytes a user may keep: photos, chat images and every version's HTML together
     * (docs/product.md, 'Storage'). -1 or null = unlimited.
     */
    maxStorageMb: integer('max_storage_mb'),
    isActive: boolean('is_active').notNull().default(true),
    monthlyGenerateLimit: integer('monthly_generate_limit').notNull().default(-1),
    monthlyModifyLimit: integer('monthly_modify_limit').notNull().default(-1),
    monthlyVariationLimit: integer('monthly_variation_limit').notNull().default(-1),
    /** Chat questions: chat turns answered without a change to the page (ADR 022). */
    monthlyAskLimit: integer('monthly_ask_limit').notNull().default(-1),
    maxGenerateTokensPerRequest: integer('max_generate_tokens_per_request'),
    maxModifyTokensPerRequest: integer('max_modify_tokens_per_request'),
    maxVariationTokensPerRequest: integer('max_variation_tokens_per_request'),
    stripePriceId: text('stripe_price_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_plans_name_idx').on(sql`lower(${t.name})`)],
);

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A plan with subscribers (even past ones) cannot vanish from under its history.
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    status: subscriptionStatus('status').notNull().default('active'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    stripeSubscriptionId: text('stripe_subscription_id'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_subscriptions_user_idx').on(t.userId, t.status),
    index('user_subscriptions_plan_idx').on(t.planId),
    // Deleting a coupon sets coupon_id to NULL on the subscriptions that used it.
    index('user_subscriptions_coupon_idx').on(t.couponId),
    uniqueIndex('user_subscriptions_stripe_idx').on(t.stripeSubscriptionId),
    // At most one active subscription per user: the database, not the code, guarantees it.
    uniqueIndex('user_subscriptions_one_active_idx').on(t.userId).where(sql`${t.status} = 'active'`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: couponType('type').notNull(),
    value: numeric('value', { precision: 10, scale: 2 }).notNull(),
    description: text('description').notNull().default(''),
    /** null = unlimited */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Plan ids; empty = every plan. */
    applicablePlans: jsonb('applicable_plans').$type<number[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    stripeCouponId: text('stripe_coupon_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_idx').on(t.code)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => userSubscriptions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    index('coupon_redemptions_user_idx').on(t.userId),
    // Deleting a subscription sets subscription_id to NULL on its redemptions.
    index('coupon_redemptions_subscription_idx').on(t.subscriptionId),
  ],
);

/** Stripe webhook events already applied; the insert shares the state change's transaction. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money Stripe collected: one row per paid invoice, at the amount actually paid (after coupons
 * and credits), so the admin's revenue figures count only real payments, never an admin's
 * plan assignment or a free plan. Written with the invoice.paid event that reports it.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    stripeInvoiceId: text('stripe_invoice_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => userSubscriptions.id, {
      onDelete: 'set null',
    }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_invoice_idx').on(t.stripeInvoiceId),
    index('payments_subscription_idx').on(t.subscriptionId, t.paidAt),
    index('payments_user_idx').on(t.userId),
  ],
);
