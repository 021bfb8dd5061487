import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { folders } from './folders.ts';
import { users } from './users.ts';

export interface ReferenceImage {
  /** base64 without a data-URL prefix */
  data: string;
  mimeType: string;
  filename: string;
}

export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Generated Landing Page'),
    prompt: text('prompt').notNull().default(''),
    /** The live version's HTML, denormalised from page_versions so a page read is one row. */
    generatedHtml: text('generated_html').notNull(),
    referenceUrls: jsonb('reference_urls').$type<string[]>().notNull().default([]),
    referenceImages: jsonb('reference_images').$type<ReferenceImage[]>().notNull().default([]),
    copyCount: integer('copy_count').notNull().default(0),
    // Deleting a folder returns its pages to 'All Pages' rather than deleting them.
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    variationGroup: text('variation_group'),
    /**
     * Kept by the version writer (same transaction, page row locked) so the dashboard list
     * needs no per-page subqueries and never unpacks the images column.
     */
    versionCount: integer('version_count').notNull().default(0),
    // The live version. Pruning never deletes it, but if a version row goes while it is still
    // referenced (the moment between inserting its successor and pointing the page at it), the
    // reference becomes NULL rather than blocking the delete or dangling.
    currentVersionId: integer('current_version_id').references((): AnyPgColumn => pageVersions.id, {
      onDelete: 'set null',
    }),
    referenceImageCount: integer('reference_image_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('landing_pages_user_created_idx').on(t.userId, t.createdAt),
    index('landing_pages_user_folder_idx').on(t.userId, t.folderId),
    index('landing_pages_user_group_idx').on(t.userId, t.variationGroup),
    // Foreign-key lookups: deleting a folder sets its pages' folder_id to NULL, and deleting
    // a version checks whether a page still points at it; both find the rows through these.
    index('landing_pages_folder_idx').on(t.folderId),
    index('landing_pages_current_version_idx').on(t.currentVersionId),
  ],
);

export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    landingPageId: integer('landing_page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    html: text('html').notNull(),
    commitMessage: text('commit_message').notNull().default(''),
    /**
     * Size in bytes of the HTML as it arrived, before the save compiled its Tailwind classes into
     * an inline stylesheet (docs/product.md, 'Page weight'); null when the save left the HTML as it
     * was.
     */
    sourceBytes: integer('source_bytes'),
    /** Random secret in the version's share link: previews without a session need it. */
    shareToken: text('share_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('page_versions_page_version_idx').on(t.landingPageId, t.version),
    uniqueIndex('page_versions_share_token_idx').on(t.shareToken),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    landingPageId: integer('landing_page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    /** The client's message id (a timestamp string). */
    messageId: text('message_id').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** Optional attached image, base64 JPEG. */
    image: text('image'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_page_idx').on(t.landingPageId, t.timestamp)],
);
