import { customType, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { pageVersions } from './pages.ts';

/** PNG bytes. node-postgres hands back a Buffer, PGlite a Uint8Array: callers always get a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * One small PNG per page version (ADR 007). A version's HTML never changes, so neither does
 * its thumbnail; it goes with the version (pruning, page deletion) by cascade. page_id and
 * user_id are copies for owner-checked reads, without foreign keys of their own: the
 * version's cascade already removes the row, and they never change.
 */
export const pageThumbnails = pgTable('page_thumbnails', {
  versionId: integer('version_id')
    .primaryKey()
    .references(() => pageVersions.id, { onDelete: 'cascade' }),
  pageId: integer('page_id').notNull(),
  userId: integer('user_id').notNull(),
  png: bytea('png').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
