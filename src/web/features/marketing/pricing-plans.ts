import { type PlanLimitsView, planAllowanceLines } from '@shared/plan-allowances';

/**
 * The plans the landing page shows (docs/product.md, 'Landing page'): Free, which every
 * sign-up gets, and Starter. Fixed text, so the page is complete before any script runs; their
 * limits are the seeded plans' (a unit test keeps them equal) and read as the upgrade page's
 * plan cards read them.
 */
export interface TeaserPlan {
  id: 'free' | 'starter';
  name: string;
  description: string;
  price: string;
  period: string;
  note: string;
  limits: PlanLimitsView;
  features: string[];
  action: string;
  featured: boolean;
}

/** What every plan can do: plans differ only in their limits. */
const EVERY_PLAN = [
  'AI landing page generation',
  'Mobile-responsive HTML & CSS',
  'GoHighLevel-ready forms and integrations',
  'Copy-and-paste code export',
  'Version history with one-click rollback',
];

const FREE_LIMITS: PlanLimitsView = {
  maxLandingPages: 3,
  maxVersions: 5,
  maxStorageMb: 100,
  monthlyGenerateLimit: 10,
  monthlyModifyLimit: 30,
  monthlyVariationLimit: 3,
  monthlyAskLimit: 50,
};

const STARTER_LIMITS: PlanLimitsView = {
  maxLandingPages: 25,
  maxVersions: 20,
  maxStorageMb: 1024,
  monthlyGenerateLimit: 100,
  monthlyModifyLimit: 300,
  monthlyVariationLimit: 50,
  monthlyAskLimit: 500,
};

/** Pages, versions, generations and AI edits: the limits a card has room for. */
const mainLimits = (limits: PlanLimitsView) => planAllowanceLines(limits).slice(0, 4);

export const TEASER_PLANS: readonly TeaserPlan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Yours when you sign up: try every feature on a few pages.',
    price: '$0',
    period: '/month',
    note: 'No card needed.',
    limits: FREE_LIMITS,
    features: [...EVERY_PLAN, ...mainLimits(FREE_LIMITS)],
    action: 'Start for free',
    featured: false,
  },
  {
    id: 'starter',
    name: 'Starter',
    description: 'For marketers and agencies launching funnel pages without waiting on a developer.',
    price: '$29',
    period: '/month',
    note: 'Billed monthly. Upgrade whenever you need more.',
    limits: STARTER_LIMITS,
    features: ['Everything in Free, with more room', ...planAllowanceLines(STARTER_LIMITS).slice(0, 5)],
    action: 'Get Started',
    featured: true,
  },
];
