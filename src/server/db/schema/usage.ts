import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const requestType = pgEnum('request_type', ['generate', 'modify', 'variation']);

/** One row per provider call, successful or not: the basis of cost reports. */
export const apiLogs = pgTable(
  'api_logs',
  {
    id: serial('id').primaryKey(),
    // Cost history outlives a deleted account.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestType: requestType('request_type').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    totalCost: numeric('total_cost', { precision: 12, scale: 6 }).notNull().default('0'),
    success: boolean('success').notNull().default(true),
    errorMessage: text('error_message'),
    durationMs: integer('duration_ms'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_logs_timestamp_idx').on(t.timestamp),
    index('api_logs_user_idx').on(t.userId, t.timestamp),
  ],
);

/** Requests charged against the plan's monthly limits, per user and calendar month (UTC, 'YYYY-MM'). */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    generateCount: integer('generate_count').notNull().default(0),
    modifyCount: integer('modify_count').notNull().default(0),
    variationCount: integer('variation_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);
