import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { landingPages } from './pages.ts';

/**
 * Page analytics (docs/product.md, 'Page statistics'; ADR docs/decisions/021-page-analytics.md).
 * Cookieless: a visitor is a hash of the page, the address and the browser under a salt that
 * changes every day, so no visitor can be followed across days or pages and no address is
 * stored.
 *
 * The raw events, one row per view, form start or lead. Partitioned by month on occurred_at
 * (the migration declares the partitioning, which drizzle does not model): retention drops a
 * whole month at once. No foreign key: a deleted page's events age out with their month.
 */
export const pageEvents = pgTable(
  'page_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    pageId: integer('page_id').notNull(),
    /** 1 view, 2 form start, 3 lead (EVENT_KINDS). */
    kind: smallint('kind').notNull(),
    /** Where the page was seen: hosted, pasted or share (ANALYTICS_CHANNELS). */
    channel: text('channel').notNull(),
    visitor: text('visitor').notNull(),
    /** utm_source, else the referrer's host, else "direct"; cut to a limit. */
    source: text('source').notNull(),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    referrerHost: text('referrer_host'),
    /** The experiment the page was served in (the beacon's or the form's `x`), else null. */
    experimentId: integer('experiment_id'),
  },
  (t) => [
    primaryKey({ columns: [t.occurredAt, t.id] }),
    index('page_events_page_idx').on(t.pageId, t.occurredAt),
  ],
);

/**
 * The daily rollup the statistics read: one row per page, day (UTC), channel and source, kept
 * current by every flush of events (each a `+=`, so several instances add up exactly).
 */
export const pageStatsDaily = pgTable(
  'page_stats_daily',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    source: text('source').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    formStarts: integer('form_starts').notNull().default(0),
    leads: integer('leads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day, t.channel, t.source] })],
);

/**
 * Who has been counted today on a page: the first event of a visitor's day inserts the row
 * (and counts a visitor for its channel and source); later ones find it. A lead takes its
 * visitor's source from here, which joins it to the view it came from.
 */
export const pageVisitorsDaily = pgTable(
  'page_visitors_daily',
  {
    pageId: integer('page_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    channel: text('channel').notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day, t.visitor] })],
);

/**
 * The day's salt of the visitor hash, made by whichever instance needs it first (the others
 * read it, so all agree). Deleted once its day is over, which makes old hashes unlinkable.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
