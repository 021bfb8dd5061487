import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './media.ts';
import { landingPages } from './pages.ts';
import { users } from './users.ts';

/**
 * A published page (docs/product.md, 'Publishing'): the built artifact `/p/{slug}` serves,
 * made at publish time (forms wired to lead capture, canonical link, favicon) and stored with
 * its brotli and gzip bytes, so a view reads this one row and never the editor's data. One row
 * per page, gone with the page (deleting a page unpublishes it). version_id is the version it
 * was built from, kept as a number: the artifact stands on its own if that version is pruned.
 */
export const pagePublications = pgTable(
  'page_publications',
  {
    pageId: integer('page_id')
      .primaryKey()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    versionId: integer('version_id').notNull(),
    html: text('html').notNull(),
    htmlBr: bytea('html_br').notNull(),
    htmlGzip: bytea('html_gzip').notNull(),
    /** sha256 of the built HTML: one per publish, so republishing changes every ETag. */
    digest: text('digest').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a user deletes their publications through this foreign key.
  (t) => [index('page_publications_user_idx').on(t.userId)],
);
