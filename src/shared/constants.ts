/**
 * Business constants (docs/product.md, 'Limits and defaults'), shared by the server and the web
 * app.
 */

export const PRODUCT_NAME = 'Pagecraft';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
// NIST SP 800-63B asks for at least 8, counted in characters (docs/product.md, 'Registration').
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const CURRENT_USER_STALE_MS = 300_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const CHAT_REQUEST_TIMEOUT_MS = 130_000;

export const DEFAULT_PAGE_TITLE = 'Generated Landing Page';

export const VARIATION_COUNTS = [2, 3, 4, 5] as const;

export const INDUSTRIES = [
  'Technology/SaaS',
  'E-commerce',
  'Healthcare',
  'Education',
  'Real Estate',
  'Financial Services',
  'Marketing Agency',
  'Fitness/Wellness',
  'Food & Beverage',
  'Professional Services',
  'Non-profit',
  'Travel & Tourism',
  'Entertainment',
  'Other',
] as const;

export const TARGET_AUDIENCES = [
  'Small Business Owners',
  'Entrepreneurs',
  'Marketing Professionals',
  'Individuals/Consumers',
  'Enterprise Companies',
  'Students',
  'Healthcare Professionals',
  'Real Estate Agents',
  'Freelancers',
  'IT Professionals',
  'E-commerce Store Owners',
  'Content Creators',
  'Other',
] as const;

export const PRIMARY_GOALS = [
  'Generate Leads',
  'Increase Sales',
  'Build Email List',
  'Drive Sign-ups',
  'Promote Event',
  'Brand Awareness',
  'Product Launch',
  'Service Booking',
  'Download App',
  'Schedule Consultation',
  'Collect Feedback',
  'Drive Traffic',
  'Other',
] as const;

export const COLOR_SCHEMES = [
  'Blue & White (Trust)',
  'Green & White (Growth)',
  'Purple & White (Premium)',
  'Orange & White (Energy)',
  'Red & White (Urgency)',
  'Black & White (Elegant)',
  'Teal & White (Modern)',
  'Pink & White (Creative)',
  'Gray & Blue (Professional)',
  'Custom',
] as const;

export const TONES = [
  'Professional',
  'Friendly',
  'Urgent',
  'Trustworthy',
  'Innovative',
  'Luxurious',
  'Playful',
  'Authoritative',
  'Conversational',
  'Minimalist',
] as const;

/** 'ghl' is the marketing-automation platform (GoHighLevel), the default. */
export const PLATFORM_OPTIMIZATIONS = ['ghl', 'wordpress', 'clickfunnels', 'universal'] as const;

export const FOLDER_COLORS = [
  '#3b82f6',
  '#ef4444',
  '#10b981',
  '#f59e0b',
  '#8b5cf6',
  '#ec4899',
  '#06b6d4',
  '#84cc16',
] as const;
export const DEFAULT_FOLDER_COLOR = FOLDER_COLORS[0];

export const DEVICE_SIZES = {
  mobile: { width: 375, height: 667 },
  tablet: { width: 768, height: 1024 },
} as const;
export const PREVIEW_PANE_HEIGHT_PX = 600;
export const GROUP_CARD_MAX_THUMBNAILS = 3;

/** Admin clamps (docs/product.md, 'Token Limits tab'). -1 = unlimited. */
export const UNLIMITED = -1;
export const MONTHLY_LIMIT_MAX = { generate: 10_000, modify: 5000, variation: 2000, ask: 10_000 } as const;
export const PER_REQUEST_TOKEN_MAX = { generate: 20_000, modify: 15_000, variation: 10_000 } as const;
/**
 * Output-token caps per call when neither the user nor the plan sets one. They fit a real
 * model's 40-60 KB page in one call (about 16,000 tokens); a longer answer is continued. Lower
 * figures (10000 / 7500 / 5000) cut nearly every such page, so ADR 017 sets these, capped by
 * the admin maximums (docs/product.md, 'Time-outs and retries').
 */
export const PER_REQUEST_TOKEN_FALLBACK = { generate: 16_000, modify: 15_000, variation: 10_000 } as const;

export const API_LOGS_PAGE_SIZE = 20;
export const OLD_LOG_DAYS = 30;

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export const COUPON_TYPES = ['percentage', 'fixed_amount'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
/**
 * Which rung of a request's ladder one model call was (api_logs.step): the first try
 * ('generate', 'variation', 'patch' for an edit, 'element' for one element), a 'repair' of a
 * patch that did not apply, a whole-document 'fallback', or a 'continuation' of a cut-off answer.
 */
export const API_CALL_STEPS = [
  'generate',
  'variation',
  'patch',
  'repair',
  'fallback',
  'continuation',
  'element',
] as const;
export type ApiCallStep = (typeof API_CALL_STEPS)[number];

/**
 * Shown under the platform option in the generator and given to the model
 * (docs/product.md, 'Generation options').
 */
export const PLATFORM_HINTS: Record<
  (typeof PLATFORM_OPTIMIZATIONS)[number],
  { label: string; hint: string }
> = {
  ghl: {
    label: 'GoHighLevel',
    hint: 'Optimised for GoHighLevel: paste into a Custom HTML/JS element; forms deliver leads to your GHL workflows through an Inbound Webhook.',
  },
  wordpress: {
    label: 'WordPress',
    hint: 'Optimised for WordPress: works in a Custom HTML block; styles scoped so the theme cannot clash with them.',
  },
  clickfunnels: {
    label: 'ClickFunnels',
    hint: 'Optimised for ClickFunnels: works in a Custom JS/HTML element; forms use standard field names for opt-ins.',
  },
  universal: {
    label: 'Universal',
    hint: 'Universal: a standalone page that works on any host or page builder.',
  },
};

/**
 * A cookie beside the session's, readable by the page: present while a session may be. It says
 * nothing secret (the session cookie stays HttpOnly). A pre-rendered public page asks who is
 * signed in only when it is there, so a signed-out visitor's browser makes no session check,
 * and logs no 401 (as `logged_in` does on GitHub).
 */
export const SIGNED_IN_COOKIE = 'pagecraft_signed_in';
