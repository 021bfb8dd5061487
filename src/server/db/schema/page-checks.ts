import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { pageVersions } from './pages.ts';

/**
 * The page check of one version (docs/product.md, 'Page check'): its score and findings as JSON,
 * shaped by the page-check contract in src/shared. A version's HTML never changes, so neither does
 * its check; it goes with the version by cascade. page_id and user_id are copies for owner-checked
 * reads, as in page_thumbnails.
 */
export const pageChecks = pgTable('page_checks', {
  versionId: integer('version_id')
    .primaryKey()
    .references(() => pageVersions.id, { onDelete: 'cascade' }),
  pageId: integer('page_id').notNull(),
  userId: integer('user_id').notNull(),
  result: jsonb('result').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
