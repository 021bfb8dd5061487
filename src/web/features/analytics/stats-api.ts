import type { PageStats, PageStatsSummary } from '@shared/api/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_DAYS } from './stats-model';

/**
 * Reads of page statistics (src/shared/api/analytics.ts is the contract). Keys follow the app
 * rule: the first element is the GET path, query included, read by the default query function.
 * Visits arrive from outside the app and are written in batches (a second or two behind), so
 * unlike the app's other data these go stale after a short while and are read again when the
 * window regains focus (docs/product.md, 'Page statistics').
 */
export const STATS_STALE_MS = 15_000;

export const pageStatsPath = (pageId: number, days: number) =>
  `/api/landing-pages/${pageId}/stats?days=${days}`;
export const statsSummaryPath = (days = DASHBOARD_DAYS) => `/api/page-stats?days=${days}`;

export const pageStatsQuery = (pageId: number, days: number) =>
  queryOptions<PageStats>({
    queryKey: [pageStatsPath(pageId, days)],
    staleTime: STATS_STALE_MS,
    refetchOnWindowFocus: true,
  });

export const statsSummaryQuery = (days = DASHBOARD_DAYS) =>
  queryOptions<PageStatsSummary>({
    queryKey: [statsSummaryPath(days)],
    staleTime: STATS_STALE_MS,
    refetchOnWindowFocus: true,
  });

/** One page's statistics; another period keeps the figures on screen until its own arrive. */
export const usePageStats = (pageId: number, days: number) =>
  useQuery({ ...pageStatsQuery(pageId, days), placeholderData: keepPreviousData });

/**
 * Every page's last 30 days, one request for a whole dashboard (pages without events are
 * absent); a failure only hides the lines. `enabled`: the dashboard asks once its page list is
 * in, so the figures never stand in the way of the cards.
 */
export const useStatsSummary = (enabled = true) => useQuery({ ...statsSummaryQuery(), enabled });
