import { z } from 'zod';
import {
  type ApiCallStep,
  BILLING_INTERVALS,
  COUPON_TYPES,
  MONTHLY_LIMIT_MAX,
  PER_REQUEST_TOKEN_MAX,
  SUBSCRIPTION_STATUSES,
  UNLIMITED,
} from '../constants.ts';
import type { SubscriptionPlan } from './billing.ts';

/**
 * Admin contracts (docs/product.md, 'Admin console', 'API'). Every body is strict:
 * an unknown field answers 400, so nothing the schema does not name (ids, usedCount, Stripe
 * ids, ...) can be set. Limits: -1 (or null, or an empty form input) is unlimited; values above
 * the maximums (docs/product.md, 'Token Limits tab') are clamped to them, not refused.
 */

const positiveId = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be an integer`)
    .positive(`${field} must be a positive integer`)
    .max(2_147_483_647, `${field} is too large`);

/** A form number: a JSON number, or the text of one ('' and null mean "not set"). */
const formNumber = (field: string) =>
  z.preprocess((value) => {
    if (value === '' || value === null) return null;
    if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
      return Number(value);
    }
    return value;
  }, z.number({ error: `${field} must be a number` }).nullable());

/** Monthly limit: empty/null/-1 = unlimited (-1); larger values are clamped to `max`. */
const monthlyLimit = (field: string, max: number) =>
  formNumber(field)
    .refine((n) => n === null || Number.isInteger(n), `${field} must be a whole number`)
    .refine((n) => n === null || n >= UNLIMITED, `${field} must be -1 (unlimited) or at least 0`)
    .transform((n) => (n === null || n === UNLIMITED ? UNLIMITED : Math.min(n, max)));

/** Per-request token maximum: empty/null/-1 = not set (null); 1..max, larger values clamped. */
const perRequestLimit = (field: string, max: number) =>
  formNumber(field)
    .refine((n) => n === null || Number.isInteger(n), `${field} must be a whole number`)
    .refine((n) => n === null || n === UNLIMITED || n > 0, `${field} must be a positive number, -1 or empty`)
    .transform((n) => (n === null || n === UNLIMITED ? null : Math.min(n, max)));

/** maxLandingPages / maxVersions: empty/null/-1 = unlimited, stored as -1. */
const planCap = (field: string) =>
  formNumber(field)
    .refine((n) => n === null || Number.isInteger(n), `${field} must be a whole number`)
    .refine((n) => n === null || n >= UNLIMITED, `${field} must be -1 (unlimited) or at least 0`)
    .refine((n) => n === null || n <= 1_000_000, `${field} is too large`)
    .transform((n) => (n === null ? UNLIMITED : n));

const hasTwoDecimalsAtMost = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const money = (field: string, options: { positive: boolean }) =>
  formNumber(field)
    .refine((n) => n !== null, `${field} is required`)
    .transform((n) => n as number)
    .refine((n) => Number.isFinite(n), `${field} must be a number`)
    .refine(
      (n) => (options.positive ? n > 0 : n >= 0),
      `${field} must be ${options.positive ? 'greater than 0' : '0 or more'}`,
    )
    .refine((n) => n <= 99_999_999.99, `${field} is too large`)
    .refine(hasTwoDecimalsAtMost, `${field} must have at most 2 decimals`);

// ---------------------------------------------------------------- users

export const userRoleSchema = z.enum(['user', 'admin']);

/** GET /api/admin/users?search=&page=&pageSize= (page from 1; pageSize 1..200, default 50). */
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(50),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export interface AdminUser {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: 'user' | 'admin';
  createdAt: string;
  maxGenerateTokensPerRequest: number | null;
  maxModifyTokensPerRequest: number | null;
  maxVariationTokensPerRequest: number | null;
  /** The plan in force: the active subscription's, else the free plan's; null without plans. */
  planName: string | null;
}

/** Answer of GET /api/admin/users: one page, ordered by id, and the number of matches. */
export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

export const changeRoleBodySchema = z.strictObject({ role: userRoleSchema });
export type ChangeRoleBody = z.input<typeof changeRoleBodySchema>;

export const assignPlanBodySchema = z.strictObject({
  userId: positiveId('userId'),
  planId: positiveId('planId'),
});
export type AssignPlanBody = z.input<typeof assignPlanBodySchema>;

export const tokenLimitsBodySchema = z
  .strictObject({
    maxGenerateTokensPerRequest: perRequestLimit(
      'maxGenerateTokensPerRequest',
      PER_REQUEST_TOKEN_MAX.generate,
    ).optional(),
    maxModifyTokensPerRequest: perRequestLimit(
      'maxModifyTokensPerRequest',
      PER_REQUEST_TOKEN_MAX.modify,
    ).optional(),
    maxVariationTokensPerRequest: perRequestLimit(
      'maxVariationTokensPerRequest',
      PER_REQUEST_TOKEN_MAX.variation,
    ).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one token limit');
export type TokenLimitsBody = z.input<typeof tokenLimitsBodySchema>;

export interface TokenLimits {
  maxGenerateTokensPerRequest: number | null;
  maxModifyTokensPerRequest: number | null;
  maxVariationTokensPerRequest: number | null;
}

/** GET /api/admin/users/{id}/usage: this calendar month's (UTC) charged requests. */
export interface MonthlyUsageCounts {
  generate: number;
  modify: number;
  variation: number;
  ask: number;
}

// ---------------------------------------------------------------- plans

/** A PUT body: any part of a form's fields (left out, a field keeps its value), but not nothing. */
function updateBodySchema<Fields extends z.ZodRawShape>(fields: Fields, form: string) {
  return z
    .strictObject(fields)
    .partial()
    .refine((body) => Object.keys(body).length > 0, `Send at least one ${form} field`);
}

const planFormFields = {
  name: z.string().trim().min(1, 'Plan name is required').max(100, 'Plan name is too long'),
  description: z.string().trim().max(2000, 'Description is too long'),
  price: money('price', { positive: false }),
  interval: z.enum(BILLING_INTERVALS, { error: 'interval must be monthly or yearly' }),
  features: z.array(z.string().trim().min(1).max(200)).max(50, 'At most 50 features'),
  maxLandingPages: planCap('maxLandingPages'),
  maxVersions: planCap('maxVersions'),
  /** Megabytes of storage (docs/product.md, 'Storage'); -1 = unlimited. */
  maxStorageMb: planCap('maxStorageMb'),
  isActive: z.boolean(),
};

const planLimitFields = {
  monthlyGenerateLimit: monthlyLimit('monthlyGenerateLimit', MONTHLY_LIMIT_MAX.generate),
  monthlyModifyLimit: monthlyLimit('monthlyModifyLimit', MONTHLY_LIMIT_MAX.modify),
  monthlyVariationLimit: monthlyLimit('monthlyVariationLimit', MONTHLY_LIMIT_MAX.variation),
  monthlyAskLimit: monthlyLimit('monthlyAskLimit', MONTHLY_LIMIT_MAX.ask),
  maxGenerateTokensPerRequest: perRequestLimit('maxGenerateTokensPerRequest', PER_REQUEST_TOKEN_MAX.generate),
  maxModifyTokensPerRequest: perRequestLimit('maxModifyTokensPerRequest', PER_REQUEST_TOKEN_MAX.modify),
  maxVariationTokensPerRequest: perRequestLimit(
    'maxVariationTokensPerRequest',
    PER_REQUEST_TOKEN_MAX.variation,
  ),
};

/** POST /api/admin/subscription-plans: the plan form; name and price required, limits optional. */
export const createPlanBodySchema = z.strictObject({
  name: planFormFields.name,
  description: planFormFields.description.optional().default(''),
  price: planFormFields.price,
  interval: planFormFields.interval.optional().default('monthly'),
  features: planFormFields.features.optional().default([]),
  maxLandingPages: planFormFields.maxLandingPages.optional().default(UNLIMITED),
  maxVersions: planFormFields.maxVersions.optional().default(UNLIMITED),
  maxStorageMb: planFormFields.maxStorageMb.optional().default(UNLIMITED),
  isActive: planFormFields.isActive.optional().default(true),
  monthlyGenerateLimit: planLimitFields.monthlyGenerateLimit.optional(),
  monthlyModifyLimit: planLimitFields.monthlyModifyLimit.optional(),
  monthlyVariationLimit: planLimitFields.monthlyVariationLimit.optional(),
  monthlyAskLimit: planLimitFields.monthlyAskLimit.optional(),
  maxGenerateTokensPerRequest: planLimitFields.maxGenerateTokensPerRequest.optional(),
  maxModifyTokensPerRequest: planLimitFields.maxModifyTokensPerRequest.optional(),
  maxVariationTokensPerRequest: planLimitFields.maxVariationTokensPerRequest.optional(),
});
export type CreatePlanBody = z.input<typeof createPlanBodySchema>;

/**
 * PUT /api/admin/subscription-plans/{id}: the plan form, the limits form, or any part of
 * either; fields left out keep their value.
 */
export const updatePlanBodySchema = updateBodySchema({ ...planFormFields, ...planLimitFields }, 'plan');
export type UpdatePlanBody = z.input<typeof updatePlanBodySchema>;

export type AdminPlan = SubscriptionPlan;

// ---------------------------------------------------------------- coupons

/** A date ('2026-12-31' = through the end of that day, UTC) or a full ISO timestamp; empty/null = no expiry. */
const validUntil = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string()
    .trim()
    .refine(
      (text) =>
        /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) &&
        !Number.isNaN(Date.parse(text)),
      'validUntil must be an ISO date (YYYY-MM-DD) or null',
    )
    .transform((text) => (text.length === 10 ? new Date(`${text}T23:59:59.999Z`) : new Date(text)))
    .nullable(),
);

const couponFields = {
  code: z
    .string()
    .trim()
    .min(1, 'Coupon code is required')
    .max(64, 'Coupon code is too long')
    .transform((code) => code.toUpperCase())
    .refine((code) => /^[A-Z0-9_-]+$/.test(code), 'Coupon code may contain letters, digits, - and _ only'),
  type: z.enum(COUPON_TYPES, { error: 'type must be percentage or fixed_amount' }),
  value: money('value', { positive: true }),
  description: z.string().trim().max(500, 'Description is too long'),
  maxUses: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: 'maxUses must be a number or null' })
      .int('maxUses must be a whole number')
      .min(1, 'maxUses must be at least 1 (or empty for unlimited)')
      .max(1_000_000_000)
      .nullable(),
  ),
  validUntil,
  applicablePlans: z.array(positiveId('applicablePlans item')).max(100),
  isActive: z.boolean(),
};

export const createCouponBodySchema = z
  .strictObject({
    code: couponFields.code,
    type: couponFields.type,
    value: couponFields.value,
    description: couponFields.description.optional().default(''),
    maxUses: couponFields.maxUses.optional().default(null),
    validUntil: couponFields.validUntil.optional().default(null),
    applicablePlans: couponFields.applicablePlans.optional().default([]),
    isActive: couponFields.isActive.optional().default(true),
  })
  .refine((body) => body.type !== 'percentage' || body.value <= 100, {
    message: 'A percentage coupon cannot exceed 100',
    path: ['value'],
  });
export type CreateCouponBody = z.input<typeof createCouponBodySchema>;

/** PUT /api/admin/coupons/{id}: any subset of the coupon form (the form sends all of it). */
export const updateCouponBodySchema = updateBodySchema(couponFields, 'coupon');
export type UpdateCouponBody = z.input<typeof updateCouponBodySchema>;

export interface AdminCoupon {
  id: number;
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: number;
  description: string;
  maxUses: number | null;
  usedCount: number;
  validUntil: string | null;
  applicablePlans: number[];
  isActive: boolean;
  createdAt: string;
}

// ---------------------------------------------------------------- subscriptions

export const updateSubscriptionBodySchema = z
  .strictObject({
    planId: positiveId('planId').optional(),
    status: z
      .enum(SUBSCRIPTION_STATUSES, { error: 'status must be active, cancelled or expired' })
      .optional(),
  })
  .refine((body) => body.planId !== undefined || body.status !== undefined, 'Send planId and/or status');
export type UpdateSubscriptionBody = z.input<typeof updateSubscriptionBodySchema>;

export interface AdminSubscription {
  id: number;
  userId: number;
  user: { id: number; username: string; email: string | null };
  planId: number;
  plan: SubscriptionPlan;
  /** 'incomplete' = a checkout awaiting its first payment. */
  status: 'active' | 'cancelled' | 'expired' | 'incomplete';
  startDate: string;
  endDate: string | null;
}

// ---------------------------------------------------------------- usage and costs

export interface UserBreakdownRow {
  userId: number;
  username: string;
  email: string | null;
  planName: string | null;
  totalLandingPages: number;
  totalVersions: number;
  monthlyUsage: MonthlyUsageCounts;
  totalApiCost: number;
  totalApiCalls: number;
  createdAt: string;
}

export interface UsageStats {
  totalCost: number;
  totalRequests: number;
  tokenUsage: { input: number; output: number };
  userBreakdown: UserBreakdownRow[];
  /** The last 30 days (UTC), oldest first, days without calls included with zeros. */
  costPerDay: { date: string; cost: number; requests: number }[];
}

export const apiLogsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
});

export const clearApiLogsQuerySchema = z.object({
  type: z.enum(['all', 'old'], { error: "type must be 'all' or 'old'" }),
});

export interface AdminApiLog {
  id: number;
  userId: number | null;
  username: string | null;
  requestType: 'generate' | 'modify' | 'variation';
  model: string;
  inputTokens: number;
  outputTokens: number;
  totalCost: number;
  success: boolean;
  timestamp: string;
  /** Prompt tokens served from / written to the provider's cache: parts of inputTokens. */
  cacheReadTokens: number;
  cacheWriteTokens: number;
  /** The call's rung in its request (null for calls logged before steps were recorded). */
  step: ApiCallStep | null;
  /** 1 for a call's first try, 2 for its first retry, and so on. */
  attempt: number;
}

/**
 * GET /api/admin/api-logs/summary: prompt caching and the edit repair ladder over every API
 * log kept. Calls are grouped into user requests by their request id; an edit request is one
 * with a 'patch' call, and it was rewritten in full if it also has a 'fallback' call, repaired
 * if it has a 'repair' call. Calls without a request id count in the token figures only.
 */
export interface AdminApiCostSummary {
  cacheReadTokens: number;
  cacheWriteTokens: number;
  /** Dollars the cache reads saved against the full input price, at today's price table. */
  cacheSavings: number;
  editRequests: number;
  fallbackRequests: number;
  repairedRequests: number;
  /** fallbackRequests / editRequests, 0..1; null when there were no edit requests. */
  fallbackRate: number | null;
  /** repairedRequests / editRequests, 0..1; null when there were no edit requests. */
  repairRate: number | null;
}

/**
 * GET /api/admin/revenue: money Stripe actually collected, after coupons. Free plans and plans
 * an admin assigned were never paid for and count nowhere.
 */
export interface AdminRevenue {
  /** Every payment collected, in dollars. */
  totalRevenue: number;
  /** Each paying subscription's latest payment, a yearly one divided by 12, in dollars. */
  monthlyRecurringRevenue: number;
  /** Active subscriptions whose latest payment was above $0. */
  payingSubscriptions: number;
}

/** GET /api/admin/api-logs: 20 per page, newest first, with the total number of logs. */
export interface AdminApiLogsPage {
  logs: AdminApiLog[];
  total: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------- changelog

/** Changes as a list, or as the form's text: one change per line, blank lines dropped. */
const changeLines = z
  .union([z.array(z.string().max(2000)), z.string().max(50_000)], {
    error: 'changes must be a list of strings or text',
  })
  .transform((value) =>
    (typeof value === 'string' ? value.split(/\r?\n/) : value).map((line) => line.trim()).filter(Boolean),
  )
  .refine((lines) => lines.length > 0, 'Add at least one change')
  .refine((lines) => lines.length <= 200, 'At most 200 changes per entry');

const changelogDate = z.string().trim().min(1, 'Date is required').max(100, 'Date is too long');

/** PUT /api/admin/changelog: no oldDate (or null/empty) creates an entry; otherwise renames/edits it. */
export const putChangelogBodySchema = z.strictObject({
  oldDate: z.preprocess((value) => (value === '' ? null : value), changelogDate.nullable()).optional(),
  newDate: changelogDate,
  changes: changeLines,
});
export type PutChangelogBody = z.input<typeof putChangelogBodySchema>;

// ---------------------------------------------------------------- audit

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorUsername: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}
