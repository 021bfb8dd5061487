import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const changelogEntries = pgTable(
  'changelog_entries',
  {
    id: serial('id').primaryKey(),
    /** Free text such as 'June 24, 2025'; it is the entry's key in the API. */
    date: text('date').notNull(),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('changelog_entries_date_idx').on(t.date)],
);
