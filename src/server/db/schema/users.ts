import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'admin']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    /** Per-request token ceilings set by an admin; null = the plan's (or the built-in) default. */
    maxGenerateTokensPerRequest: integer('max_generate_tokens_per_request'),
    maxModifyTokensPerRequest: integer('max_modify_tokens_per_request'),
    maxVariationTokensPerRequest: integer('max_variation_tokens_per_request'),
    stripeCustomerId: text('stripe_customer_id'),
    /**
     * Set on accounts whose password no longer meets the password rules (made before them):
     * they still sign in, and are asked to choose a new password before anything else.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * Bumped by a trigger on every insert, update or delete of the user's landing pages: the
     * version of their page list, so an unchanged list is served from cache (ETag, 304).
     */
    pagesRev: bigint('pages_rev', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case, so 'Alice' cannot impersonate 'alice'.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_stripe_customer_idx').on(t.stripeCustomerId),
  ],
);

/** Server-side sessions: the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
