import type { AdminCoupon, AdminPlan } from '@shared/api/admin';
import { MONTHLY_LIMIT_MAX, PER_REQUEST_TOKEN_MAX, UNLIMITED } from '@shared/constants';
import { USAGE_KINDS, type UsageKind } from '@shared/plan-allowances';

/**
 * The admin forms as pure functions (docs/product.md, 'Form validation'): form text in, the request
 * body of the admin API out, or field messages. The server checks the same rules again; these exist
 * so an admin sees the clamped value and a clear message before anything is sent.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const WHOLE = /^-?\d+$/;
const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** A form limit: '' or -1 is unlimited; other whole numbers >= 0 are clamped to `max`. */
export function monthlyLimitValue(text: string, max: number): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: UNLIMITED };
  if (!WHOLE.test(trimmed)) return { error: 'Enter a whole number, -1 or leave empty for unlimited' };
  const n = Number(trimmed);
  if (n === UNLIMITED) return { value: UNLIMITED };
  if (n < 0) return { error: 'Use -1 or leave empty for unlimited' };
  return { value: Math.min(n, max) };
}

/** Per-request tokens: '' or -1 means no per-user value (plan's, then the default, applies). */
export function perRequestValue(text: string, max: number): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === String(UNLIMITED)) return { value: null };
  if (!WHOLE.test(trimmed) || Number(trimmed) <= 0) return { error: 'Enter a positive whole number' };
  return { value: Math.min(Number(trimmed), max) };
}

/** How a stored limit shows in an input: unlimited (-1/null) is the empty input. */
export const limitText = (limit: number | null | undefined): string =>
  limit === null || limit === undefined || limit < 0 ? '' : String(limit);

// ---------------------------------------------------------------- the limits of a plan or a user

/**
 * The kinds a per-request token maximum applies to. Chat questions have none of their own: a
 * chat turn is an AI edit call until its answer turns out to change nothing.
 */
export const TOKEN_KINDS = ['generate', 'modify', 'variation'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
/** The inputs of a limits form, one per kind, as typed. */
export type LimitInputs<K extends string> = Record<K, string>;
export type MonthlyLimitsForm = LimitInputs<UsageKind>;
export type TokenLimitsForm = LimitInputs<TokenKind>;
export const byKind = <K extends string, V>(kinds: readonly K[], value: (kind: K) => V): Record<K, V> =>
  Object.fromEntries(kinds.map((kind) => [kind, value(kind)])) as Record<K, V>;
/** Each kind's field in the API: a plan's monthly limits, a user's per-request token maximums. */
type LimitsBody<Names extends Record<string, string>, V> = { [K in keyof Names as Names[K]]: V };

export const MONTHLY_LIMIT_FIELDS = {
  generate: 'monthlyGenerateLimit',
  modify: 'monthlyModifyLimit',
  variation: 'monthlyVariationLimit',
  ask: 'monthlyAskLimit',
} as const satisfies Record<UsageKind, string>;
const TOKEN_LIMIT_FIELDS = {
  generate: 'maxGenerateTokensPerRequest',
  modify: 'maxModifyTokensPerRequest',
  variation: 'maxVariationTokensPerRequest',
} as const satisfies Record<TokenKind, string>;

const limitsForm = <K extends string>(
  kinds: readonly K[],
  names: Record<K, string>,
  stored: Record<string, number | null | undefined>,
): LimitInputs<K> => byKind(kinds, (kind) => limitText(stored[names[kind]]));

/** Each input read by `read`: the request body, or a message for every input that failed. */
function parseLimits<K extends string, Names extends Record<K, string>, V>(
  kinds: readonly K[],
  form: LimitInputs<K>,
  names: Names,
  read: (text: string, kind: K) => { value: V } | { error: string },
): Parsed<LimitsBody<Names, V>> {
  const errors: Record<string, string> = {};
  const body: Record<string, V> = {};
  for (const kind of kinds) {
    const result = read(form[kind], kind);
    if ('error' in result) errors[kind] = result.error;
    else body[names[kind]] = result.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: body as LimitsBody<Names, V> };
}

export type MonthlyLimitsBody = LimitsBody<typeof MONTHLY_LIMIT_FIELDS, number>;

export const monthlyLimitsForm = (plan: MonthlyLimitsBody): MonthlyLimitsForm =>
  limitsForm(USAGE_KINDS, MONTHLY_LIMIT_FIELDS, plan);

export const parseMonthlyLimits = (form: MonthlyLimitsForm): Parsed<MonthlyLimitsBody> =>
  parseLimits(USAGE_KINDS, form, MONTHLY_LIMIT_FIELDS, (text, kind) =>
    monthlyLimitValue(text, MONTHLY_LIMIT_MAX[kind]),
  );

// ---------------------------------------------------------------- per-user token limits

type TokenLimitsValue = LimitsBody<typeof TOKEN_LIMIT_FIELDS, number | null>;

export const tokenLimitsForm = (user: TokenLimitsValue): TokenLimitsForm =>
  limitsForm(TOKEN_KINDS, TOKEN_LIMIT_FIELDS, user);

export const parseTokenLimits = (form: TokenLimitsForm): Parsed<TokenLimitsValue> =>
  parseLimits(TOKEN_KINDS, form, TOKEN_LIMIT_FIELDS, (text, kind) =>
    perRequestValue(text, PER_REQUEST_TOKEN_MAX[kind]),
  );

// ---------------------------------------------------------------- plan form

export interface PlanForm {
  name: string;
  description: string;
  price: string;
  interval: 'monthly' | 'yearly';
  maxLandingPages: string;
  maxVersions: string;
  /** Megabytes of storage; empty = unlimited. */
  maxStorageMb: string;
  /** One feature per line. */
  features: string;
  /**
   * Not shown in the dialog (docs/product.md, 'Plans tab'): new plans are active, edits keep the
   * stored value.
   */
  isActive: boolean;
}

export interface PlanFormBody {
  name: string;
  description: string;
  price: number;
  interval: 'monthly' | 'yearly';
  features: string[];
  maxLandingPages: number;
  maxVersions: number;
  maxStorageMb: number;
  isActive: boolean;
}

export function planForm(plan: AdminPlan | null): PlanForm {
  if (!plan) {
    return {
      name: '',
      description: '',
      price: '',
      interval: 'monthly',
      maxLandingPages: '',
      maxVersions: '',
      maxStorageMb: '',
      features: '',
      isActive: true,
    };
  }
  return {
    name: plan.name,
    description: plan.description,
    price: String(plan.price),
    interval: plan.interval,
    maxLandingPages: limitText(plan.maxLandingPages),
    maxVersions: limitText(plan.maxVersions),
    maxStorageMb: limitText(plan.maxStorageMb),
    features: plan.features.join('\n'),
    isActive: plan.isActive ?? false,
  };
}

/** Empty = unlimited, sent as -1; otherwise a whole number of at least 0. */
function planCap(text: string, label: string): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: UNLIMITED };
  if (!WHOLE.test(trimmed) || Number(trimmed) < UNLIMITED)
    return { error: `${label} must be a whole number (empty for unlimited)` };
  return { value: Number(trimmed) };
}

export const featureLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function parsePlanForm(form: PlanForm): Parsed<PlanFormBody> {
  const errors: Record<string, string> = {};
  const name = form.name.trim();
  if (!name) errors.name = 'Plan name is required';
  const price = form.price.trim();
  if (!price) errors.price = 'Price is required';
  else if (!DECIMAL.test(price)) errors.price = 'Enter a price such as 29 or 29.99';
  const pages = planCap(form.maxLandingPages, 'Max landing pages');
  const versions = planCap(form.maxVersions, 'Max versions');
  const storage = planCap(form.maxStorageMb, 'Storage (MB)');
  if ('error' in pages) errors.maxLandingPages = pages.error;
  if ('error' in versions) errors.maxVersions = versions.error;
  if ('error' in storage) errors.maxStorageMb = storage.error;
  if (Object.keys(errors).length > 0 || 'error' in pages || 'error' in versions || 'error' in storage)
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      description: form.description.trim(),
      price: Number(price),
      interval: form.interval,
      features: featureLines(form.features),
      maxLandingPages: pages.value,
      maxVersions: versions.value,
      maxStorageMb: storage.value,
      isActive: form.isActive,
    },
  };
}

// ---------------------------------------------------------------- coupon form

export interface CouponForm {
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: string;
  description: string;
  maxUses: string;
  /** 'YYYY-MM-DD' or ''. */
  validUntil: string;
  /** Held in the form with no input control (docs/product.md, 'Coupons'): kept as loaded. */
  applicablePlans: number[];
  isActive: boolean;
}

/** The body of POST /api/admin/coupons and PUT /api/admin/coupons/{id} (docs/product.md, 'API'). */
export interface CouponFormBody {
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: number;
  description: string;
  maxUses: number | null;
  validUntil: string | null;
  applicablePlans: number[];
  isActive: boolean;
}

export function couponForm(coupon: AdminCoupon | null): CouponForm {
  if (!coupon) {
    return {
      code: '',
      type: 'percentage',
      value: '',
      description: '',
      maxUses: '',
      validUntil: '',
      applicablePlans: [],
      isActive: true,
    };
  }
  return {
    code: coupon.code,
    type: coupon.type,
    value: String(coupon.value),
    description: coupon.description,
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    validUntil: coupon.validUntil ? coupon.validUntil.slice(0, 10) : '',
    applicablePlans: coupon.applicablePlans,
    isActive: coupon.isActive ?? false,
  };
}

/** The label of the value field: 'Value (%)' or 'Value ($)' (docs/product.md, 'Coupons tab'). */
export const couponValueLabel = (type: CouponForm['type']) =>
  type === 'percentage' ? 'Value (%)' : 'Value ($)';

export function parseCouponForm(form: CouponForm): Parsed<CouponFormBody> {
  const errors: Record<string, string> = {};
  const code = form.code.trim().toUpperCase();
  if (!code) errors.code = 'Coupon code is required';
  else if (!/^[A-Z0-9_-]+$/.test(code)) errors.code = 'Use letters, digits, - and _ only';
  const value = form.value.trim();
  if (!value) errors.value = 'Value is required';
  else if (!DECIMAL.test(value) || Number(value) <= 0)
    errors.value = 'Enter an amount above 0, such as 20 or 4.99';
  else if (form.type === 'percentage' && Number(value) > 100) errors.value = 'A percentage cannot exceed 100';
  const maxUses = form.maxUses.trim();
  if (maxUses && (!WHOLE.test(maxUses) || Number(maxUses) < 1))
    errors.maxUses = 'Enter a whole number of at least 1, or leave empty for unlimited';
  const validUntil = form.validUntil.trim();
  if (validUntil && !/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) errors.validUntil = 'Pick a date';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      code,
      type: form.type,
      value: Number(value),
      description: form.description.trim(),
      maxUses: maxUses ? Number(maxUses) : null,
      validUntil: validUntil || null,
      applicablePlans: form.applicablePlans,
      isActive: form.isActive,
    },
  };
}
