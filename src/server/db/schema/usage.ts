import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { API_CALL_STEPS, type ApiCallStep } from '../../../shared/constants.ts';
import { USAGE_KINDS, type UsageKind } from '../../../shared/plan-allowances.ts';
import { landingPages } from './pages.ts';
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
    /** Prompt tokens read from / written to the provider's cache: parts of input_tokens, not extra. */
    cacheReadTokens: integer('cache_read_tokens').notNull().default(0),
    cacheWriteTokens: integer('cache_write_tokens').notNull().default(0),
    // The page a call was for; its cost stays in the reports after the page is deleted.
    pageId: integer('page_id').references(() => landingPages.id, { onDelete: 'set null' }),
    /** Shared by every call of one user request, so its continuations and repairs group together. */
    requestId: text('request_id'),
    /** 1 for a call's first try, 2 for its first retry, and so on. */
    attempt: integer('attempt').notNull().default(1),
    // A text column with a CHECK rather than an enum: a new rung is one constraint swap.
    step: text('step').$type<ApiCallStep>(),
  },
  (t) => [
    index('api_logs_timestamp_idx').on(t.timestamp),
    index('api_logs_user_idx').on(t.userId, t.timestamp),
    // Deleting a page sets page_id to NULL on its rows: found through this index, not a scan.
    index('api_logs_page_idx').on(t.pageId),
    check(
      'api_logs_step_check',
      sql.raw(`"step" in (${API_CALL_STEPS.map((step) => `'${step}'`).join(', ')})`),
    ),
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
    askCount: integer('ask_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

/**
 * Monthly room held for AI requests that are running (ADR 022): taken before the provider is
 * called, given up by the save that charges it (same transaction) or when the request fails.
 * A row past `expires_at` (its request's process was killed) holds nothing and is deleted when
 * next seen; `amount` is how many units are still held (a variations request holds one per
 * page, each save takes one).
 */
export const quotaReservations = pgTable(
  'quota_reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month the room is held in, 'YYYY-MM' (the save charges that month's counter). */
    period: text('period').notNull(),
    // Text with a CHECK, as api_logs.step: a new allowance is one constraint swap.
    kind: text('kind').$type<UsageKind>().notNull(),
    amount: integer('amount').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quota_reservations_user_idx').on(t.userId, t.period, t.kind),
    check(
      'quota_reservations_kind_check',
      sql.raw(`"kind" in (${USAGE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
