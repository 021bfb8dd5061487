/** The upgrade feature's public face: the plan display rules other features (admin) reuse. */
export { formatPlanPrice, formatPrice, isUnlimited } from './plan-display';
/** The billing status query's key: the generator and the edit page read the plan's room from it. */
export { BILLING_STATUS_KEY } from './upgrade-api';
/** The page itself (/upgrade). */
export { UpgradePage } from './upgrade-page';
