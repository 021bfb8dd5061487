/** The billing feature's public surface for other features (auth, generation, pages, admin). */
export { assignFreePlan } from './assign-free-plan.ts';
export { assignPlanNow } from './assign-plan.ts';
export { CHECKOUT_EXPIRY_JOB, checkoutExpiryJob, expireStaleCheckouts } from './expire-checkouts.ts';
export { toPlanDto } from './plan-dto.ts';
export { getPlanLimits, type PlanLimits } from './plan-limits.ts';
export { revenueSummary } from './revenue.ts';
export {
  assertMonthlyRoom,
  chargedWithSave,
  chargeMonthly,
  currentPeriod,
  type MonthlyCharge,
  type UsageKind,
} from './usage.ts';
