/** The billing feature's public surface for other features (auth, generation, pages, admin). */
export { assignFreePlan } from './assign-free-plan.ts';
export { assignPlanNow } from './assign-plan.ts';
// The subscription state changes, shared with the admin console's subscription edits, so both
// keep one lock order and the same rules (coupon uses given back, one active subscription per
// user, replaced Stripe subscriptions stopped).
export { cancelSupersededOnStripe } from './cancel-superseded.ts';
export { findFreePlan, type PlanRow, type SubscriptionRow } from './current-plan.ts';
export { CHECKOUT_EXPIRY_JOB, checkoutExpiryJob, expireStaleCheckouts } from './expire-checkouts.ts';
export { listPlans } from './list-plans.ts';
export { toPlanDto } from './plan-dto.ts';
export { getPlanLimits, type PlanLimits } from './plan-limits.ts';
export { revenueSummary } from './revenue.ts';
export { billingRoutes } from './routes.ts';
export { assertStorageRoom, type StoredBytes, storedBytes } from './storage.ts';
export { activateSubscription, endSubscription, lockSubscription, lockUser } from './subscription-changes.ts';
export {
  confirmedWithSave,
  confirmMonthly,
  currentPeriod,
  deleteExpiredReservations,
  type Reservation,
  releaseMonthly,
  reserveMonthly,
  type UsageKind,
} from './usage.ts';
