import { PER_REQUEST_TOKEN_FALLBACK } from '../../../shared/constants.ts';
import type { UsageKind } from '../../../shared/plan-allowances.ts';
import { storageLimitBytes } from '../../../shared/storage.ts';
import { findCurrentPlan } from './current-plan.ts';
import type { BillingDeps } from './deps.ts';

/** null = unlimited. */
export interface PlanLimits {
  planId: number | null;
  planName: string;
  maxLandingPages: number | null;
  maxVersions: number | null;
  /** The storage allowance in bytes (docs/product.md, 'Storage'). */
  maxStorageBytes: number | null;
  monthly: Record<UsageKind, number | null>;
  /** Output-token ceilings per request: user override, then plan, then the defaults. */
  perRequestTokens: { generate: number; modify: number; variation: number };
}

/** Plans store -1 (or null) for unlimited; everything past the database says null. */
export const unlimited = (value: number | null | undefined) =>
  value === null || value === undefined || value < 0 ? null : value;

/**
 * The limits that apply to a user right now: those of their active subscription's plan, or,
 * without one, of the free plan (the active plan priced 0 that sorts first); with no plan at
 * all, nothing is limited except the per-request token fallbacks.
 */
export async function getPlanLimits(deps: BillingDeps, input: { userId: number }): Promise<PlanLimits> {
  const { user, plan } = await findCurrentPlan(deps.db, input.userId);
  const tokens = (
    userValue: number | null | undefined,
    planValue: number | null | undefined,
    fallback: number,
  ) => (userValue && userValue > 0 ? userValue : planValue && planValue > 0 ? planValue : fallback);
  return {
    planId: plan?.id ?? null,
    planName: plan?.name ?? 'Free',
    maxLandingPages: unlimited(plan?.maxLandingPages),
    maxVersions: unlimited(plan?.maxVersions),
    maxStorageBytes: storageLimitBytes(plan?.maxStorageMb),
    monthly: {
      generate: unlimited(plan?.monthlyGenerateLimit),
      modify: unlimited(plan?.monthlyModifyLimit),
      variation: unlimited(plan?.monthlyVariationLimit),
      ask: unlimited(plan?.monthlyAskLimit),
    },
    perRequestTokens: {
      generate: tokens(
        user?.maxGenerateTokensPerRequest,
        plan?.maxGenerateTokensPerRequest,
        PER_REQUEST_TOKEN_FALLBACK.generate,
      ),
      modify: tokens(
        user?.maxModifyTokensPerRequest,
        plan?.maxModifyTokensPerRequest,
        PER_REQUEST_TOKEN_FALLBACK.modify,
      ),
      variation: tokens(
        user?.maxVariationTokensPerRequest,
        plan?.maxVariationTokensPerRequest,
        PER_REQUEST_TOKEN_FALLBACK.variation,
      ),
    },
  };
}
