/** The upgrade feature's public face: the plan display rules other features (admin) reuse. */
export { formatPlanPrice, formatPrice, isUnlimited } from './plan-display';
