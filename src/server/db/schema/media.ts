import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** WebP bytes (as thumbnails.ts): node-postgres hands back a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * An uploaded photo (ADR 016). public_key is the only thing its public address reveals
 * (`/media/{public_key}-{width}.webp`): random, unrelated to the id, the owner or the file
 * name. width and height are those of the widest variant; bytes is all variants together.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_user_idx').on(t.userId, t.createdAt)],
);

/** One WebP rendition of a photo, at one of MEDIA_WIDTHS or the photo's own width. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    webp: bytea('webp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width] })],
);
