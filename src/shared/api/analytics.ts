import { z } from 'zod';

/**
 * Page statistics (docs/product.md, 'Page statistics'; ADR docs/decisions/021-page-analytics.md):
 * visitors, views, leads and conversion rate of every page, wherever it is seen.
 */

/** Where a page was seen: published by Pagecraft, pasted into a funnel builder, or a share link. */
export const ANALYTICS_CHANNELS = ['hosted', 'pasted', 'share'] as const;
export type AnalyticsChannel = (typeof ANALYTICS_CHANNELS)[number];

/** The public events endpoint's path prefix: `/e/{capture key}`. */
export const EVENTS_PATH = '/e';

/** What a beacon may say happened (a lead is recorded by the capture endpoint itself). */
export const BEACON_KINDS = { v: 'view', s: 'form start' } as const;

export const ANALYTICS_LIMITS = {
  /** One beacon's body: a few short fields; anything bigger is not ours (413). */
  maxBeaconBytes: 1024,
  /** A UTM value or a referrer's host, kept up to this many characters. */
  maxValueLength: 100,
  /** The longest period the statistics cover. */
  maxDays: 365,
} as const;

/**
 * The beacon's body (text/plain JSON, so sendBeacon needs no CORS preflight): kind, channel,
 * the referrer's host and the URL's utm_* values in UTM_FIELDS order. Unknown keys are
 * ignored, not refused: pages already pasted keep working when the beacon gains a field.
 */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const beaconSchema = z.object({
  k: z.enum(Object.keys(BEACON_KINDS) as ['v', 's']),
  c: z.enum(ANALYTICS_CHANNELS).catch('pasted'),
  r: z.string().max(2048).optional().catch(undefined),
  u: z.array(z.string().max(2048).nullable()).max(UTM_FIELDS.length).optional().catch(undefined),
});
export type Beacon = z.infer<typeof beaconSchema>;

export const statsQuerySchema = z.strictObject({
  days: z.coerce
    .number({ error: `days must be a whole number from 1 to ${ANALYTICS_LIMITS.maxDays}` })
    .int({ error: `days must be a whole number from 1 to ${ANALYTICS_LIMITS.maxDays}` })
    .min(1, { error: `days must be a whole number from 1 to ${ANALYTICS_LIMITS.maxDays}` })
    .max(ANALYTICS_LIMITS.maxDays, {
      error: `days must be a whole number from 1 to ${ANALYTICS_LIMITS.maxDays}`,
    })
    .default(30),
});

export interface StatsCounts {
  views: number;
  visitors: number;
  leads: number;
}

/** GET /api/landing-pages/{id}/stats?days=N */
export interface PageStats extends StatsCounts {
  days: number;
  /** leads / visitors, 0 when there were no visitors. */
  conversionRate: number;
  /** One entry per day (UTC), oldest first, days without events included. */
  daily: (StatsCounts & { date: string })[];
  /** By utm_source, else the referrer's host, else "direct"; most visitors first. */
  sources: { source: string; visitors: number; leads: number }[];
  /** By where the page was seen; only channels with events. */
  channels: (StatsCounts & { channel: AnalyticsChannel })[];
}

/** GET /api/page-stats?days=N: every page of the user's with events in the period. */
export interface PageStatsSummary {
  days: number;
  pages: Record<string, StatsCounts & { conversionRate: number }>;
}

export const conversionRate = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : 0);

/** "33.3%": one decimal, none for whole numbers ("0%", "100%"). */
export function formatConversionRate(rate: number): string {
  const percent = Math.round(rate * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}
