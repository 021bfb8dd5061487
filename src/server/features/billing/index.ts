/** The billing feature's public surface for other features. */
export { assignFreePlan } from './assign-free-plan.ts';
export { getPlanLimits, type PlanLimits } from './plan-limits.ts';
