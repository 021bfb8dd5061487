/**
 * The billing rules the admin console must share rather than re-implement: the plan in force
 * and the subscription state changes (coupon uses given back, one active subscription per
 * user, replaced Stripe subscriptions stopped). Billing's index.ts exports only assignPlanNow
 * and toPlanDto so far; these re-exports are the one place admin reaches further in.
 */
export { cancelSupersededOnStripe } from '../billing/cancel-superseded.ts';
export { findFreePlan, type PlanRow, type SubscriptionRow } from '../billing/current-plan.ts';
export {
  activateSubscription,
  endSubscription,
  lockSubscription,
  lockUser,
} from '../billing/subscription-changes.ts';
