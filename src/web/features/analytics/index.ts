/** Page statistics in the web app: the dashboard's per-card line and the detail page's card. */
export { PageStatsLine } from './page-stats-line';
export { statsSummaryQuery, useStatsSummary } from './stats-api';
export { PageStatistics, type PageStatisticsProps } from './stats-card';
