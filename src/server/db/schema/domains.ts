import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { landingPages } from './pages.ts';
import { users } from './users.ts';

/**
 * A custom domain attached to a published page (docs/product.md, 'Custom domains'): the owner
 * creates a CNAME to PUBLIC_HOST and a TXT record `_pagecraft.{hostname}` holding the token;
 * once the TXT record is seen, verified_at is set and the hostname serves the page at `/`.
 * One page per hostname; gone with the page.
 */
export const pageDomains = pgTable(
  'page_domains',
  {
    hostname: text('hostname').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The TXT record's value; random, shown to the owner only. */
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The last verification attempt and what it found, shown beside the records. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_domains_page_idx').on(t.pageId), index('page_domains_user_idx').on(t.userId)],
);
