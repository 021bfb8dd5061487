import type { AnalyticsChannel } from '../../shared/api/analytics.ts';

/**
 * What request handlers see of page statistics (ADR docs/decisions/021-page-analytics.md):
 * the types of AppDeps.analytics. The implementation is the analytics feature's
 * (src/server/features/analytics/); lead capture records leads through it.
 */

/** page_events.kind */
export const EVENT_KINDS = { view: 1, formStart: 2, lead: 3 } as const;
export type EventKind = (typeof EVENT_KINDS)[keyof typeof EVENT_KINDS];

export interface PageEvent {
  occurredAt: Date;
  pageId: number;
  kind: EventKind;
  channel: AnalyticsChannel;
  visitor: string;
  /** utm_source, else the referrer's host, else "direct". */
  source: string;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  referrerHost: string | null;
  /**
   * The experiment the page was served in, as the served artifact's beacon or form names it
   * (`?x=`); counted for the experiment only when that experiment holds this page.
   */
  experimentId: number | null;
}

/**
 * The batch writer: a beacon answers once its event is queued; a flush writes the batch (see
 * recorder.ts). close() is called on shutdown, before the database closes.
 */
export interface AnalyticsRecorder {
  record(event: PageEvent): void;
  /** Writes what is queued now; resolves when it is stored (or has failed and been re-queued). */
  flush(): Promise<void>;
  /** Stops the timer and writes everything queued. */
  close(): Promise<void>;
  readonly pending: number;
  /** Events dropped because the buffer was full during an outage. */
  readonly dropped: number;
}

/** The cookieless visitor: a hash under the day's salt (see visitor.ts). */
export interface VisitorHasher {
  visitorOf(input: { pageId: number; ip: string; userAgent: string; at: Date }): Promise<string>;
}

/** What the beacon endpoint and lead capture share: the batch writer, the visitor hash, the throttles. */
export interface PageAnalytics extends AnalyticsRecorder, VisitorHasher {
  /** Seconds to wait when the address or the page is over its limit, else 0. */
  throttle(key: { ip: string } | { pageId: number }): number;
}
