/** Lead capture in the web app: what the dashboard, detail, edit and variations pages use. */
export { LeadCountBadge } from './lead-count-badge';
export { countFor, deletionWarning, leadCountText, leadsGoingWith } from './lead-format';
export { LeadSettingsDialog, type LeadSettingsDialogProps } from './lead-settings-dialog';
export {
  allLeadsQuery,
  leadCountsQuery,
  leadSettingsQuery,
  pageLeadsQuery,
  useLeadCounts,
  useLeadSettings,
} from './leads-api';
export { LeadsPage } from './leads-page';
export { PageLeads, type PageLeadsProps } from './page-leads';
