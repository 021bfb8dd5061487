import { z } from 'zod';

/**
 * Billing contracts (docs/product.md, 'Plans and billing'). Prices travel as
 * numbers of dollars with two decimals; limits as integers where -1 (or null) is unlimited.
 */

export const billingIntervalSchema = z.enum(['monthly', 'yearly']);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** GET /api/subscription-plans answers an array of these (inactive ones included; the upgrade page filters). */
export const subscriptionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  interval: billingIntervalSchema,
  features: z.array(z.string()),
  maxLandingPages: z.number().int().nullable(),
  maxVersions: z.number().int().nullable(),
  /** Storage allowance in megabytes (docs/product.md, 'Storage'); -1 or null = unlimited. */
  maxStorageMb: z.number().int().nullable(),
  isActive: z.boolean(),
  monthlyGenerateLimit: z.number().int(),
  monthlyModifyLimit: z.number().int(),
  monthlyVariationLimit: z.number().int(),
  monthlyAskLimit: z.number().int(),
  maxGenerateTokensPerRequest: z.number().int().nullable(),
  maxModifyTokensPerRequest: z.number().int().nullable(),
  maxVariationTokensPerRequest: z.number().int().nullable(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** One metered quantity: what was used against what is allowed (null = unlimited). */
export const meterSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
export type Meter = z.infer<typeof meterSchema>;

/** GET /api/billing/status: the signed-in user's plan, subscription and usage, for the UI. */
export const billingStatusSchema = z.object({
  plan: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    price: z.number(),
    interval: billingIntervalSchema,
  }),
  /** The active subscription; null = on the Free plan's limits without a subscription row. */
  subscription: z
    .object({
      id: z.number().int(),
      status: z.enum(['active', 'cancelled', 'expired', 'incomplete']),
      startDate: z.string(),
      endDate: z.string().nullable(),
    })
    .nullable(),
  usage: z.object({
    landingPages: meterSchema,
    /** Versions kept per page (null = unlimited). */
    maxVersionsPerPage: z.number().int().nullable(),
    /** Bytes stored (photos, chat images, every version's HTML) against the plan's allowance in bytes. */
    storage: meterSchema,
    /** Calendar month (UTC) the monthly meters count, 'YYYY-MM'. */
    period: z.string(),
    monthly: z.object({
      generate: meterSchema,
      modify: meterSchema,
      variation: meterSchema,
      ask: meterSchema,
    }),
  }),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

const planId = z
  .number({ error: 'planId must be a number' })
  .int()
  .positive('planId must be a positive integer');
const couponCode = z
  .string()
  .trim()
  .min(1, 'Enter a coupon code')
  .max(64, 'Coupon code is too long')
  .transform((code) => code.toUpperCase());

/** POST /api/coupons/validate. */
export const validateCouponBodySchema = z.strictObject({ code: couponCode, planId });
export type ValidateCouponBody = z.input<typeof validateCouponBodySchema>;

/**
 * The answer for a usable coupon. An unusable one answers 4xx `{message}` with one of:
 * 'Coupon not found', 'This coupon has expired', 'This coupon has reached its usage limit',
 * 'This coupon does not apply to the {plan} plan'.
 */
export const couponQuoteSchema = z.object({
  code: z.string(),
  type: z.enum(['percentage', 'fixed_amount']),
  value: z.number(),
  description: z.string(),
  originalPrice: z.number(),
  /** Never below 0; two decimals. */
  discountedPrice: z.number(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

/** POST /api/create-payment-intent. */
export const createPaymentBodySchema = z.strictObject({ planId, couponCode: couponCode.optional() });
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

/**
 * The payment creation answer: a client secret, or a direct assignment
 * (docs/product.md, 'Upgrade page').
 */
export const createPaymentResponseSchema = z.union([
  z.object({ clientSecret: z.string() }),
  z.object({ success: z.literal(true), message: z.string() }),
]);
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;
