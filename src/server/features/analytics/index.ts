export { EVENT_KINDS, type PageAnalytics } from '../../lib/page-analytics.ts';
export { ensureEventPartitions, pruneAnalytics } from './event-partitions.ts';
export { eventsRoutes, forgetEventKey } from './events-routes.ts';
export { type AnalyticsLimits, createPageAnalytics } from './page-analytics.ts';
export { cleanValue, experimentIdParam, isBotAgent, pageEvent, referrerHostOf } from './page-event.ts';

export { pageStatsRoutes, statsSummaryRoutes } from './routes.ts';
