import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './media.ts';
import { landingPages } from './pages.ts';
import { users } from './users.ts';

/**
 * Experiments (docs/product.md, 'Experiments'): two to five pages split-tested at one
 * `/p/{slug}`. The slug shares the namespace of page_publications (both take an advisory lock
 * on the slug before they claim it); only an experiment that has not ended holds its slug.
 * Without a slug, the experiment compares pasted pages from their own beacons.
 */
export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug'),
    /** running, promoted or ended (EXPERIMENT_STATUSES). */
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The variant the daily evaluation called the winner, by page. */
    winnerPageId: integer('winner_page_id'),
    winnerCalledAt: timestamp('winner_called_at', { withTimezone: true }),
    /** The page every new visitor gets once promoted. */
    promotedPageId: integer('promoted_page_id'),
    /** Looks the evaluation has taken (at most one a day), and the day of the last. */
    looks: integer('looks').notNull().default(0),
    lastLookDay: date('last_look_day', { mode: 'string' }),
  },
  (t) => [
    index('experiments_user_idx').on(t.userId),
    uniqueIndex('experiments_live_slug_idx').on(t.slug).where(sql`${t.status} <> 'ended'`),
    check('experiments_status_check', sql`${t.status} in ('running', 'promoted', 'ended')`),
  ],
);

/**
 * One page of an experiment, in the experiment's order (A, B, ...), with the artifact
 * `/p/{slug}` serves for it: built from its live version when the experiment was created, wired
 * so its beacon and its forms name the experiment. The title is kept so the results stay
 * readable when the page is deleted (page_id then becomes null).
 */
export const experimentVariants = pgTable(
  'experiment_variants',
  {
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    pageId: integer('page_id').references(() => landingPages.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    weight: doublePrecision('weight').notNull(),
    versionId: integer('version_id'),
    /** The served artifact; null for a comparison of pasted pages. */
    html: text('html'),
    htmlBr: bytea('html_br'),
    htmlGzip: bytea('html_gzip'),
    digest: text('digest'),
  },
  (t) => [
    primaryKey({ columns: [t.experimentId, t.position] }),
    index('experiment_variants_page_idx').on(t.pageId),
  ],
);

/**
 * The results the experiment reads: visitors and leads per variant and day (UTC), added to by
 * the analytics recorder's flush for events that name the experiment and one of its pages.
 */
export const experimentStatsDaily = pgTable(
  'experiment_stats_daily',
  {
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitors: integer('visitors').notNull().default(0),
    leads: integer('leads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.experimentId, t.position, t.day] })],
);

/** Who has been counted today in an experiment (as page_visitors_daily is for a page). */
export const experimentVisitorsDaily = pgTable(
  'experiment_visitors_daily',
  {
    experimentId: integer('experiment_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.experimentId, t.day, t.visitor] })],
);
