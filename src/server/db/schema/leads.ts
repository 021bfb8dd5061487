import { sql } from 'drizzle-orm';
import { boolean, index, integer, json, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeliveryStatus, SourceField } from '../../../shared/api/leads.ts';
import { landingPages } from './pages.ts';
import { users } from './users.ts';

/**
 * Where a page's form submissions go: its capture key (the public `/f/{formKey}` address),
 * the webhook that receives them and the visitor's thank-you. Made on first use (settings
 * read, export or capture set-up), one row per page, gone with the page. user_id is a copy
 * for owner-checked reads.
 */
export const leadSettings = pgTable(
  'lead_settings',
  {
    pageId: integer('page_id')
      .primaryKey()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unguessable (144 random bits); the owner can rotate it. */
    formKey: text('form_key').notNull().unique(),
    /** HMAC key of X-Pagecraft-Signature, shown to the owner only. */
    signingSecret: text('signing_secret').notNull(),
    webhookUrl: text('webhook_url'),
    thankYouMessage: text('thank_you_message').notNull().default(''),
    thankYouUrl: text('thank_you_url'),
    ghlEmbedCode: text('ghl_embed_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_settings_user_idx').on(t.userId)],
);

/**
 * One form submission, stored before anything else happens (nothing is lost to a failed
 * delivery or a crash), with its delivery state. Spam (honeypot filled, sent too fast) is
 * kept apart by is_spam and never delivered or listed.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // json, not jsonb: the form's own field order is kept (jsonb sorts keys), for the Leads
    // view, the CSV and the webhook.
    fields: json('fields').$type<Record<string, string>>().notNull(),
    source: json('source').$type<Partial<Record<SourceField, string>>>().notNull().default({}),
    isSpam: boolean('is_spam').notNull().default(false),
    /**
     * Sent from the owner's share link (a try of the form): listed with a Test badge, never
     * delivered, never counted in the page's statistics.
     */
    isTest: boolean('is_test').notNull().default(false),
    /** The visitor hash of the page's analytics that day, which joins the lead to its view. */
    visitor: text('visitor'),
    /** Where the form was: hosted, pasted or share (the statistics' channel). */
    channel: text('channel'),
    spamReason: text('spam_reason'),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull().default('pending'),
    /** Attempts in the current round (a resend starts a new one). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the next attempt is due; null when none is planned (delivered, gave up, no destination). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** An attempt in flight holds the lead until then, so two workers never send it at once. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the last delivery attempt ended, delivered or not (the page's 'last delivery'). */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_page_idx').on(t.pageId, t.id),
    index('leads_user_idx').on(t.userId, t.id),
    // The delivery sweep reads only leads still owed an attempt.
    index('leads_due_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
  ],
);
