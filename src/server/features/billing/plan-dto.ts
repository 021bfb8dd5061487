import type { SubscriptionPlan } from '../../../shared/api/billing.ts';
import type { PlanRow } from './current-plan.ts';
import { fromCents, toCents } from './money.ts';

/** The plan as the API shows it: price as a number of dollars, no Stripe ids, no sort key. */
export function toPlanDto(plan: PlanRow): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: fromCents(toCents(plan.price)),
    interval: plan.interval,
    features: plan.features,
    maxLandingPages: plan.maxLandingPages,
    maxVersions: plan.maxVersions,
    maxStorageMb: plan.maxStorageMb,
    isActive: plan.isActive,
    monthlyGenerateLimit: plan.monthlyGenerateLimit,
    monthlyModifyLimit: plan.monthlyModifyLimit,
    monthlyVariationLimit: plan.monthlyVariationLimit,
    monthlyAskLimit: plan.monthlyAskLimit,
    maxGenerateTokensPerRequest: plan.maxGenerateTokensPerRequest,
    maxModifyTokensPerRequest: plan.maxModifyTokensPerRequest,
    maxVariationTokensPerRequest: plan.maxVariationTokensPerRequest,
  };
}
