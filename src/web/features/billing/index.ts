/**
 * The billing feature's face: the upgrade page, as a loader for `lazy()` (its own chunk, so the
 * generator and the edit page, which read the plan's room, do not load it), and the plan rules
 * other features reuse.
 */

/** The upgrade page (/upgrade). */
export const loadUpgradePage = () => import('./upgrade-page').then((m) => ({ default: m.UpgradePage }));

/** The plan display rules admin reuses. */
export { formatPlanPrice, isUnlimited } from './plan-display';
/** The billing status query's key: the generator and the edit page read the plan's room from it. */
export { BILLING_STATUS_KEY } from './upgrade-api';
