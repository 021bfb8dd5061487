/** Lead capture: settings, the public capture endpoint, delivery jobs and the owner's leads. */

export { DEFAULT_LEAD_LIMITS } from './capture-lead.ts';
export { captureRoutes } from './capture-routes.ts';
export {
  deliverLead,
  LEAD_DELIVERY_JOB,
  LEAD_SWEEP_JOB,
  leadDeliveryJobs,
  requestDueDeliveries,
} from './deliver-lead.ts';
export { captureUrlFor, copyLeadSettings, ensureLeadSettings, lastDeliveryOf } from './lead-settings.ts';
export { leadRoutes, pageLeadRoutes } from './routes.ts';
export { leadWiringFor } from './share-test-leads.ts';
