import type { AdminCoupon, AdminPlan } from '@shared/api/admin';
import { MONTHLY_LIMIT_MAX, PER_REQUEST_TOKEN_MAX, UNLIMITED } from '@shared/constants';

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

// ---------------------------------------------------------------- the three limits of a plan or a user

/** The three kinds of AI request a limit applies to, as the inputs of a limits form hold them. */
export const LIMIT_KINDS = ['generate', 'modify', 'variation'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type MonthlyLimitsForm = Record<LimitKind, string>;
export const byKind = <V>(value: (kind: LimitKind) => V): Record<LimitKind, V> => ({
  generate: value('generate'),
  modify: value('modify'),
  variation: value('variation'),
});
/** Each kind's field in the API: a plan's monthly limits, a user's per-request token maximums. */
type FieldNames = Record<LimitKind, string>;
type LimitsBody<Names extends FieldNames, V> = { [K in LimitKind as Names[K]]: V };

export const MONTHLY_LIMIT_FIELDS = {
  generate: 'monthlyGenerateLimit',
  modify: 'monthlyModifyLimit',
  variation: 'monthlyVariationLimit',
} as const;
const TOKEN_LIMIT_FIELDS = {
  generate: 'maxGenerateTokensPerRequest',
  modify: 'maxModifyTokensPerRequest',
  variation: 'maxVariationTokensPerRequest',
} as const;

const limitsForm = <Names extends FieldNames>(
  names: Names,
  stored: { [K in LimitKind as Names[K]]: number | null | undefined },
): MonthlyLimitsForm => {
  const at = stored as Record<string, number | null | undefined>;
  return {
    generate: limitText(at[names.generate]),
    modify: limitText(at[names.modify]),
    variation: limitText(at[names.variation]),
  };
};

/** Each input read by `read`: the request body, or a message for every input that failed. */
function parseLimits<Names extends FieldNames, V>(
  form: MonthlyLimitsForm,
  names: Names,
  read: (text: string, kind: LimitKind) => { value: V } | { error: string },
): Parsed<LimitsBody<Names, V>> {
  const errors: Record<string, string> = {};
  const body: Record<string, V> = {};
  for (const kind of LIMIT_KINDS) {
    const result = read(form[kind], kind);
    if ('error' in result) errors[kind] = result.error;
    else body[names[kind]] = result.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: body as LimitsBody<Names, V> };
}

export type MonthlyLimitsBody = LimitsBody<typeof MONTHLY_LIMIT_FIELDS, number>;

export const monthlyLimitsForm = (plan: MonthlyLimitsBody): MonthlyLimitsForm =>
  limitsForm(MONTHLY_LIMIT_FIELDS, plan);

export const parseMonthlyLimits = (form: MonthlyLimitsForm): Parsed<MonthlyLimitsBody> =>
  parseLimits(form, MONTHLY_LIMIT_FIELDS, (text, kind) => monthlyLimitValue(text, MONTHLY_LIMIT_MAX[kind]));

// ---------------------------------------------------------------- per-user token limits

export type TokenLimitsForm = MonthlyLimitsForm;
type TokenLimitsValue = LimitsBody<typeof TOKEN_LIMIT_FIELDS, number | null>;

export const tokenLimitsForm = (user: TokenLimitsValue): TokenLimitsForm =>
  limitsForm(TOKEN_LIMIT_FIELDS, user);

export const parseTokenLimits = (form: TokenLimitsForm): Parsed<TokenLimitsValue> =>
  parseLimits(form, TOKEN_LIMIT_FIELDS, (text, kind) => perRequestValue(text, PER_REQUEST_TOKEN_MAX[kind]));

// ---------------------------------------------------------------- plan form

export interface PlanForm {
  name: string;
  description: string;
  price: string;
  interval: 'monthly' | 'yearly';
  maxLandingPages: string;
  maxVersions: string;
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
  if ('error' in pages) errors.maxLandingPages = pages.error;
  if ('error' in versions) errors.maxVersions = versions.error;
  if (Object.keys(errors).length > 0 || 'error' in pages || 'error' in versions) return { ok: false, errors };
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
